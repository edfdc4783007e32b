import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@web/components/toast/use-toast';
import {
  networkErrorCode,
  NewPasswordRequiredError,
  type NewPasswordChallenge,
} from '@web/lib/auth/cognito';
import { useAuth } from '@web/lib/auth/auth-context';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '@web/components/form/form-alert';
import { NewPasswordStep } from '../components/new-password-step';
import { ResendConfirmation } from '../components/resend-confirmation';
import { SubmitButton } from '@web/components/form/submit-button';
import { EmailField } from '@web/components/form/email-field';
import { TextField } from '@web/components/form/text-field';
import { useAuthForm } from '@web/lib/auth/use-auth-form';
import { useContentTexts } from '@web/lib/content/use-content';
import { authErrorMessage, toAuthFailure, type AuthFailure } from '@web/lib/auth/auth-errors';
import { authErrorTexts, authTexts } from '@shared/texts/auth';
import { pagePath } from '@shared/site/pages';
import { safeRedirect } from '@web/lib/auth/redirect';
import { validateLogin } from '@web/lib/auth/validation';
import '../auth.css';

/** What the sign-up page hands over when it sends the user here. */
export interface LoginPageState {
  notice?: 'confirm-email';
  email?: string;
}

const formId = 'login';

const loginTexts = {
  title: 'login-title',
  intro: 'login-subtitle',
  signupPrompt: 'login-signup-prompt',
  signupLink: 'login-signup-link',
  confirmNotice: 'login-confirm-notice',
  email: 'auth-email-label',
  password: 'auth-password-label',
  forgot: 'login-forgot-link',
  submit: 'login-submit',
} as const;

/** `/login?redirect=...`: e-mail and password; afterwards back to where the user was. */
export function LoginPage() {
  const auth = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as LoginPageState;
  const redirectTo = safeRedirect(params.get('redirect'));
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const [challenge, setChallenge] = useState<NewPasswordChallenge | null>(null);
  const form = useAuthForm({ email: state.email ?? '', password: '' }, validateLogin);
  const text = useContentTexts(loginTexts);

  // Signed in (just now, or already when the page opened): go on once the profile is read.
  // An invited admin who just chose a password goes on to the admin panel (unless the link
  // named another page).
  const invitedAdmin = challenge !== null && auth.isAdmin && !params.has('redirect');
  useEffect(() => {
    if (auth.status !== 'signed-in') return;
    void navigate(invitedAdmin ? pagePath('admin') : redirectTo, { replace: true });
  }, [auth.status, navigate, redirectTo, invitedAdmin]);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await auth.signIn({ email, password });
      setSignedIn(true);
      toast.success(authTexts.signedIn);
    } catch (error) {
      // An invited admin's temporary password: choose a password of their own first.
      if (error instanceof NewPasswordRequiredError) return setChallenge(error.challenge);
      const found = toAuthFailure(error);
      setFailure(found);
      const specific =
        found.code === 'UserNotConfirmedException' || found.code === networkErrorCode;
      toast.error(specific ? authErrorMessage('signIn', found) : authTexts.wrongCredentials);
    }
  });

  if (challenge) {
    return (
      <NewPasswordStep
        challenge={challenge}
        onExpired={() => {
          setChallenge(null);
          form.setValues((previous) => ({ ...previous, password: '' }));
          setFailure({ code: 'ChallengeExpired', message: authErrorTexts.challengeExpired });
        }}
      />
    );
  }

  return (
    <AuthCard
      title={text.title}
      intro={text.intro}
      footer={
        <p>
          {text.signupPrompt} <Link to={pagePath('signup')}>{text.signupLink}</Link>
        </p>
      }
    >
      {state.notice === 'confirm-email' && !failure ? (
        <FormAlert kind="info">{text.confirmNotice}</FormAlert>
      ) : null}
      <form id={formId} className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField formId={formId} {...form.field('email')} label={text.email} />
        <TextField
          formId={formId}
          {...form.field('password')}
          label={text.password}
          type="password"
          autoComplete="current-password"
        />
        <p className="auth-form__aside">
          <Link to={pagePath('resetPassword')}>{text.forgot}</Link>
        </p>
        {failure ? (
          <FormAlert>
            <p>{authErrorMessage('signIn', failure)}</p>
          </FormAlert>
        ) : null}
        <SubmitButton busy={form.busy || signedIn} busyLabel="Logger ind...">
          {text.submit}
        </SubmitButton>
      </form>
      {failure?.code === 'UserNotConfirmedException' ? (
        <ResendConfirmation email={form.values.email} />
      ) : null}
    </AuthCard>
  );
}
