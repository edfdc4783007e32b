import { Link, useNavigate } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { signUp } from '@web/lib/auth/cognito';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '@web/components/form/form-alert';
import { SubmitButton } from '@web/components/form/submit-button';
import { NewPasswordFields } from '@web/components/form/new-password-fields';
import { EmailField } from '@web/components/form/email-field';
import { useAuthForm } from '@web/lib/auth/use-auth-form';
import { useContentTexts } from '@web/lib/content/use-content';
import { useAuthCall } from '@web/lib/auth/use-auth-call';
import { authTexts } from '@shared/texts/auth';
import { validateSignUp } from '@web/lib/auth/validation';
import type { LoginPageState } from './login-page';
import '../auth.css';

const formId = 'signup';

const signupTexts = {
  title: 'signup-title',
  intro: 'signup-subtitle',
  loginPrompt: 'signup-login-prompt',
  loginLink: 'signup-login-link',
  email: 'auth-email-label',
  password: 'auth-password-label',
  confirm: 'auth-confirm-password-label',
  hint: 'auth-password-hint',
  submit: 'signup-submit',
} as const;

/** `/signup`: e-mail, password and confirmation; a confirmation link is mailed. */
export function SignupPage() {
  const navigate = useNavigate();
  const text = useContentTexts(signupTexts);
  const call = useAuthCall('signUp', { done: authTexts.signedUp, failed: authTexts.signUpFailed });
  const form = useAuthForm({ email: '', password: '', confirm: '' }, validateSignUp);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    if (!(await call.run(() => signUp(email, password)))) return;
    const state: LoginPageState = { notice: 'confirm-email', email: email.trim() };
    await navigate(pagePath('login'), { state });
  });

  return (
    <AuthCard
      title={text.title}
      intro={text.intro}
      footer={
        <p>
          {text.loginPrompt} <Link to={pagePath('login')}>{text.loginLink}</Link>
        </p>
      }
    >
      <form id={formId} className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField formId={formId} {...form.field('email')} label={text.email} />
        <NewPasswordFields
          formId={formId}
          password={form.field('password')}
          confirm={form.field('confirm')}
          labels={text}
        />
        {call.message ? <FormAlert>{call.message}</FormAlert> : null}
        <SubmitButton busy={form.busy} busyLabel="Opretter konto...">
          {text.submit}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
