import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '@web/components/form/form-alert';
import { NewPasswordFields } from '@web/components/form/new-password-fields';
import { SubmitButton } from '@web/components/form/submit-button';
import type { useAuthForm } from '@web/lib/auth/use-auth-form';

type PasswordForm = ReturnType<typeof useAuthForm<'password' | 'confirm'>>;

interface ChosenPasswordFormProps {
  formId: string;
  /** The account's address, for password managers (hidden). */
  email: string;
  form: PasswordForm;
  labels: { password: string; confirm: string; hint: string };
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** What went wrong, shown above the button. */
  failure: ReactNode;
  busy: boolean;
  submitLabel: string;
}

/**
 * A password the user chooses, with its confirmation: after a reset link, and after an
 * invitation's temporary password.
 */
export function ChosenPasswordForm({
  formId,
  email,
  form,
  labels,
  onSubmit,
  failure,
  busy,
  submitLabel,
}: ChosenPasswordFormProps) {
  return (
    <form id={formId} className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" hidden readOnly />
      <NewPasswordFields
        formId={formId}
        password={form.field('password')}
        confirm={form.field('confirm')}
        labels={labels}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <SubmitButton busy={busy} busyLabel="Gemmer...">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
