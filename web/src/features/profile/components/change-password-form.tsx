import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { FormAlert } from '../../auth/components/form-alert';
import { SubmitButton } from '../../auth/components/submit-button';
import { NewPasswordFields } from '../../auth/components/new-password-fields';
import { TextField } from '../../auth/components/text-field';
import { useAuthForm } from '../../auth/hooks/use-auth-form';
import { useContentTexts } from '../../auth/hooks/use-content-texts';
import { authErrorMessage, toAuthFailure } from '../../auth/lib/auth-errors';
import { authMessages } from '../../auth/lib/auth-messages';
import { validatePasswordChange } from '../../auth/lib/validation';
import { changePassword } from '../../auth/session/session-manager';

const formId = 'change-password';

const passwordTexts = {
  title: 'profile-password-title',
  current: 'auth-current-password-label',
  password: 'auth-new-password-label',
  confirm: 'auth-confirm-new-password-label',
  hint: 'auth-password-hint',
  submit: 'profile-password-submit',
} as const;

const empty = { current: '', password: '', confirm: '' };

/** Profile settings: current password, new password and confirmation. */
export function ChangePasswordForm({ email }: { email: string }) {
  const toast = useToast();
  const text = useContentTexts(passwordTexts);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAuthForm(empty, validatePasswordChange);

  const onSubmit = form.handleSubmit(async ({ current, password }) => {
    setFailure(null);
    try {
      await changePassword(current, password);
    } catch (error) {
      setFailure(authErrorMessage('changePassword', toAuthFailure(error)));
      toast.error(authMessages.passwordUpdateFailed);
      return;
    }
    form.setValues(empty);
    toast.success(authMessages.profilePasswordUpdated);
  });

  return (
    <section className="card profile-settings" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{text.title}</h2>
      <form id={formId} className="auth-form" noValidate onSubmit={onSubmit}>
        <input type="email" name="username" value={email} autoComplete="username" hidden readOnly />
        <TextField
          formId={formId}
          {...form.field('current')}
          label={text.current}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          formId={formId}
          password={form.field('password')}
          confirm={form.field('confirm')}
          labels={text}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <SubmitButton busy={form.busy} busyLabel="Opdaterer...">
          {text.submit}
        </SubmitButton>
      </form>
    </section>
  );
}
