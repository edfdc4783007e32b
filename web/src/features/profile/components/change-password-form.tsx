import { useState } from 'react';
import { useToast } from '@web/components/toast/use-toast';
import { FormAlert } from '@web/components/form/form-alert';
import { SubmitButton } from '@web/components/form/submit-button';
import { NewPasswordFields } from '@web/components/form/new-password-fields';
import { TextField } from '@web/components/form/text-field';
import { useAuthForm } from '@web/lib/auth/use-auth-form';
import { useContentTexts } from '@web/lib/content/use-content';
import { authErrorMessage, toAuthFailure } from '@web/lib/auth/auth-errors';
import { authTexts } from '@shared/texts/auth';
import { validatePasswordChange } from '@web/lib/auth/validation';
import { changePassword } from '@web/lib/auth/session/session-manager';
import { profileTexts } from '@shared/texts/profile';

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
      toast.error(authTexts.passwordUpdateFailed);
      return;
    }
    form.setValues(empty);
    toast.success(authTexts.profilePasswordUpdated);
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
        <SubmitButton busy={form.busy} busyLabel={profileTexts.updatingPassword}>
          {text.submit}
        </SubmitButton>
      </form>
    </section>
  );
}
