import { FormAlert } from '@web/components/form/form-alert';
import { SubmitButton } from '@web/components/form/submit-button';
import { NewPasswordFields, newPasswordLabelKeys } from '@web/components/form/new-password-fields';
import { TextField } from '@web/components/form/text-field';
import { useAuthForm } from '@web/lib/auth/use-auth-form';
import { useContentTexts } from '@web/lib/content/use-content';
import { useAuthCall } from '@web/lib/auth/use-auth-call';
import { authTexts } from '@shared/texts/auth';
import { validatePasswordChange } from '@web/lib/auth/validation';
import { changePassword } from '@web/lib/auth/session/session-manager';
import { profileTexts } from '@shared/texts/profile';

const formId = 'change-password';

const passwordTexts = {
  title: 'profile-password-title',
  current: 'auth-current-password-label',
  ...newPasswordLabelKeys,
  submit: 'profile-password-submit',
} as const;

const empty = { current: '', password: '', confirm: '' };

/** Profile settings: current password, new password and confirmation. */
export function ChangePasswordForm({ email }: { email: string }) {
  const text = useContentTexts(passwordTexts);
  const call = useAuthCall('changePassword', {
    done: authTexts.profilePasswordUpdated,
    failed: authTexts.passwordUpdateFailed,
  });
  const form = useAuthForm(empty, validatePasswordChange);

  const onSubmit = form.handleSubmit(async ({ current, password }) => {
    if (await call.run(() => changePassword(current, password))) form.setValues(empty);
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
        {call.message ? <FormAlert>{call.message}</FormAlert> : null}
        <SubmitButton busy={form.busy} busyLabel={profileTexts.updatingPassword}>
          {text.submit}
        </SubmitButton>
      </form>
    </section>
  );
}
