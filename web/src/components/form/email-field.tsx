import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/**
 * An e-mail address field as every account form and the newsletter sign-up have it: the
 * mobile keyboard for addresses, the browser's autofill, no capitals or spell check.
 */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
