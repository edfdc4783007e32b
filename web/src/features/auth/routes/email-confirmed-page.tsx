import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { FullScreenSpinner } from '@web/components/full-screen-spinner';
import { useToast } from '@web/components/toast/use-toast';
import { confirmSignUp } from '@web/lib/auth/cognito';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '@web/components/form/form-alert';
import { ResendConfirmation } from '../components/resend-confirmation';
import { useContentTexts } from '@web/lib/content/use-content';
import {
  authErrorMessage,
  isAlreadyConfirmed,
  toAuthFailure,
  type AuthFailure,
} from '@web/lib/auth/auth-errors';
import { authErrorTexts, authTexts } from '@shared/texts/auth';
import { successRedirectMs } from '@web/lib/auth/auth-rules';
import { loginPathFor } from '@web/lib/auth/redirect';
import { draftBookingPath } from '@web/lib/booking/booking-draft';
import '../auth.css';

type ConfirmState =
  { kind: 'confirming' } | { kind: 'confirmed' } | { kind: 'failed'; failure?: AuthFailure };

/** One ConfirmSignUp per link, even if the page mounts twice (a code works only once). */
const confirmations = new Map<string, Promise<ConfirmState>>();

function confirmOnce(email: string, code: string): Promise<ConfirmState> {
  const key = `${email}\n${code}`;
  let pending = confirmations.get(key);
  if (!pending) {
    pending = confirmSignUp(email, code).then(
      (): ConfirmState => ({ kind: 'confirmed' }),
      (error: unknown): ConfirmState => {
        const failure = toAuthFailure(error);
        return isAlreadyConfirmed(failure) ? { kind: 'confirmed' } : { kind: 'failed', failure };
      },
    );
    confirmations.set(key, pending);
  }
  return pending;
}

const confirmTexts = {
  confirming: 'email-confirming',
  title: 'email-confirmed-title',
  text: 'email-confirmed-text',
  failedTitle: 'email-confirm-failed-title',
  failedText: 'email-confirm-failed-text',
  login: 'signup-login-link',
  signup: 'login-signup-link',
} as const;

/**
 * `/email-confirmed?email=..&code=..` (the link in the sign-up e-mail): confirms the
 * account, toasts 'Din e-mail er blevet bekræftet!' and after 3 s goes to sign in and back to
 * the booking the visitor started before signing up (kept in this browser), or else to the
 * front page.
 * A wrong or expired code offers a new link.
 */
export function EmailConfirmedPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const text = useContentTexts(confirmTexts);
  const linkComplete = email !== '' && code !== '';
  const [state, setState] = useState<ConfirmState>(
    linkComplete ? { kind: 'confirming' } : { kind: 'failed' },
  );

  useEffect(() => {
    if (!linkComplete) return;
    let active = true;
    void confirmOnce(email, code).then((result) => active && setState(result));
    return () => {
      active = false;
    };
  }, [email, code, linkComplete]);

  const confirmed = state.kind === 'confirmed';
  // A booking started before signing up continues after signing in; otherwise the front page.
  const [bookingInProgress] = useState(draftBookingPath);
  const next = bookingInProgress ? loginPathFor(bookingInProgress) : pagePath('home');
  useEffect(() => {
    if (!confirmed) return;
    toast.success(authTexts.emailConfirmed);
    const timer = setTimeout(
      () => void navigate(next, { replace: true, state: { email } }),
      successRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [confirmed, toast, navigate, next, email]);

  if (state.kind === 'confirming') return <FullScreenSpinner label={text.confirming} />;

  if (state.kind === 'confirmed') {
    return (
      <AuthCard title={text.title}>
        <FormAlert kind="success">
          <p>{text.text}</p>
        </FormAlert>
        <p className="auth-card__footer">
          <Link to={bookingInProgress ? next : pagePath('login')} state={{ email }}>
            {text.login}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={text.failedTitle} intro={text.failedText}>
      {/* The intro already says the link is bad; other causes (network, ...) get a box. */}
      {state.failure &&
      authErrorMessage('confirmSignUp', state.failure) !== authErrorTexts.badCode ? (
        <FormAlert>
          <p>{authErrorMessage('confirmSignUp', state.failure)}</p>
        </FormAlert>
      ) : null}
      <ResendConfirmation email={email || undefined} />
      <p className="auth-card__footer">
        <Link to={pagePath('login')}>{text.login}</Link> ·{' '}
        <Link to={pagePath('signup')}>{text.signup}</Link>
      </p>
    </AuthCard>
  );
}
