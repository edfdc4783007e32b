import type { ComponentProps } from 'react';
import { TextField } from './text-field';

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
