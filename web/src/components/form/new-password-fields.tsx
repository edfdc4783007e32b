import type { ComponentProps } from 'react';
import type { ContentKey } from '@shared/content/catalog';
import { TextField } from './text-field';

/** The labels (content keys) of a password chosen anew: after a reset, an invitation, in the profile. */
export const newPasswordLabelKeys = {
  password: 'auth-new-password-label',
  confirm: 'auth-confirm-new-password-label',
  hint: 'auth-password-hint',
} as const satisfies Record<string, ContentKey>;

type FieldProps = Pick<ComponentProps<typeof TextField>, 'name' | 'value' | 'error' | 'onChange'>;

interface NewPasswordFieldsProps {
  formId: string;
  password: FieldProps;
  confirm: FieldProps;
  labels: { password: string; confirm: string; hint: string };
}

/** A new password and its confirmation (sign-up, password reset, profile settings). */
export function NewPasswordFields({ formId, password, confirm, labels }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        formId={formId}
        {...password}
        label={labels.password}
        hint={labels.hint}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        formId={formId}
        {...confirm}
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
