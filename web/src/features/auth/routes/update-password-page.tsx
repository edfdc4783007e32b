import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { confirmForgotPassword } from '@web/lib/auth/cognito';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '@web/components/form/form-alert';
import { ChosenPasswordForm } from '../components/chosen-password-form';
import { useAuthForm } from '@web/lib/auth/use-auth-form';
import { useContentTexts } from '@web/lib/content/use-content';
import { isBadCode } from '@web/lib/auth/auth-errors';
import { useAuthCall } from '@web/lib/auth/use-auth-call';
import { authTexts } from '@shared/texts/auth';
import { validateNewPassword } from '@web/lib/auth/validation';
import type { LoginPageState } from './login-page';
import '../auth.css';
import { newPasswordLabelKeys } from '@web/components/form/new-password-fields';

const formId = 'update-password';

const updateTexts = {
  title: 'update-password-title',
  intro: 'update-password-subtitle',
  ...newPasswordLabelKeys,
  submit: 'update-password-submit',
  badLink: 'update-password-bad-link',
  newLink: 'update-password-new-link',
} as const;

/**
 * `/update-password?email=..&code=..` (the link in the reset e-mail): a new password and
 * its confirmation, set with the code from the link.
 */
export function UpdatePasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const text = useContentTexts(updateTexts);
  const call = useAuthCall('confirmReset', {
    done: authTexts.passwordUpdated,
    failed: authTexts.passwordUpdateFailed,
  });
  const form = useAuthForm({ password: '', confirm: '' }, validateNewPassword);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!(await call.run(() => confirmForgotPassword(email, code, password)))) return;
    await navigate(pagePath('login'), { replace: true, state: { email } satisfies LoginPageState });
  });

  const newLink = <Link to={pagePath('resetPassword')}>{text.newLink}</Link>;

  if (!email || !code) {
    return (
      <AuthCard title={text.title}>
        <FormAlert>
          <p>{text.badLink}</p>
        </FormAlert>
        <p className="auth-card__footer">{newLink}</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={text.title} intro={text.intro}>
      <ChosenPasswordForm
        formId={formId}
        email={email}
        form={form}
        labels={text}
        onSubmit={onSubmit}
        failure={
          call.failure ? (
            <>
              <p>{call.message}</p>
              {isBadCode(call.failure) ? <p>{newLink}</p> : null}
            </>
          ) : null
        }
        busy={form.busy}
        submitLabel={text.submit}
      />
    </AuthCard>
  );
}
