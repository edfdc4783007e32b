import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { useToast } from '@web/components/toast/use-toast';
import { confirmForgotPassword } from '@web/lib/auth/cognito';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '@web/components/form/form-alert';
import { ChosenPasswordForm } from '../components/chosen-password-form';
import { useAuthForm } from '@web/lib/auth/use-auth-form';
import { useContentTexts } from '@web/lib/content/use-content';
import {
  authErrorMessage,
  isBadCode,
  toAuthFailure,
  type AuthFailure,
} from '@web/lib/auth/auth-errors';
import { authTexts } from '@shared/texts/auth';
import { validateNewPassword } from '@web/lib/auth/validation';
import type { LoginPageState } from './login-page';
import '../auth.css';

const formId = 'update-password';

const updateTexts = {
  title: 'update-password-title',
  intro: 'update-password-subtitle',
  password: 'auth-new-password-label',
  confirm: 'auth-confirm-new-password-label',
  hint: 'auth-password-hint',
  submit: 'update-password-submit',
  badLink: 'update-password-bad-link',
  newLink: 'update-password-new-link',
} as const;

/**
 * `/update-password?email=..&code=..` (the link in the reset e-mail): a new password and
 * its confirmation, set with the code from the link.
 */
export function UpdatePasswordPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const text = useContentTexts(updateTexts);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const form = useAuthForm({ password: '', confirm: '' }, validateNewPassword);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await confirmForgotPassword(email, code, password);
    } catch (error) {
      setFailure(toAuthFailure(error));
      toast.error(authTexts.passwordUpdateFailed);
      return;
    }
    toast.success(authTexts.passwordUpdated);
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
          failure ? (
            <>
              <p>{authErrorMessage('confirmReset', failure)}</p>
              {isBadCode(failure) ? <p>{newLink}</p> : null}
            </>
          ) : null
        }
        busy={form.busy}
        submitLabel={text.submit}
      />
    </AuthCard>
  );
}
