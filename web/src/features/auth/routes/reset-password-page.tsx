import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { forgotPassword } from '@web/lib/auth/cognito';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '@web/components/form/form-alert';
import { SubmitButton } from '@web/components/form/submit-button';
import { EmailField } from '@web/components/form/email-field';
import { useAuthForm } from '@web/lib/auth/use-auth-form';
import { useContentTexts } from '@web/lib/content/use-content';
import { useAuthCall } from '@web/lib/auth/use-auth-call';
import { authTexts } from '@shared/texts/auth';
import { successRedirectMs } from '@web/lib/auth/auth-rules';
import { validateResetRequest } from '@web/lib/auth/validation';
import type { LoginPageState } from './login-page';
import '../auth.css';

const formId = 'reset-password';

const resetTexts = {
  title: 'reset-title',
  intro: 'reset-subtitle',
  email: 'auth-email-label',
  submit: 'reset-submit',
  sentTitle: 'reset-sent-title',
  sentText: 'reset-sent-text',
  back: 'reset-back-link',
} as const;

/** `/reset-password`: mails a link to `/update-password`; then a sent screen, then /login. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const text = useContentTexts(resetTexts);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const call = useAuthCall('requestReset', {
    done: authTexts.resetSent,
    failed: authTexts.resetFailed,
  });
  const form = useAuthForm({ email: '' }, validateResetRequest);

  useEffect(() => {
    if (sentTo === null) return;
    const state: LoginPageState = { email: sentTo };
    const timer = setTimeout(() => void navigate(pagePath('login'), { state }), successRedirectMs);
    return () => clearTimeout(timer);
  }, [sentTo, navigate]);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    if (await call.run(() => forgotPassword(email))) setSentTo(email.trim());
  });

  if (sentTo !== null) {
    return (
      <AuthCard title={text.sentTitle}>
        <FormAlert kind="success">
          <p>{text.sentText}</p>
        </FormAlert>
        <p className="auth-card__footer">
          <Link to={pagePath('login')} state={{ email: sentTo } satisfies LoginPageState}>
            {text.back}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={text.title}
      intro={text.intro}
      footer={
        <p>
          <Link to={pagePath('login')}>{text.back}</Link>
        </p>
      }
    >
      <form id={formId} className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField formId={formId} {...form.field('email')} label={text.email} />
        {call.message ? <FormAlert>{call.message}</FormAlert> : null}
        <SubmitButton busy={form.busy} busyLabel="Sender...">
          {text.submit}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
