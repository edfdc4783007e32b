import { useState, type FormEvent } from 'react';
import { useContent } from '@web/lib/content/use-content';
import { resendConfirmationCode } from '@web/lib/auth/cognito';
import { authErrorMessage, toAuthFailure } from '@web/lib/auth/auth-errors';
import { authTexts } from '@shared/texts/auth';
import { TextField } from '@web/components/form/text-field';

type ResendState = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string };

/**
 * 'Send nyt link': mails a new sign-up confirmation link. Asks for the e-mail when the
 * caller does not know it (a link without its e-mail).
 */
export function ResendConfirmation({ email: knownEmail }: { email?: string }) {
  const [state, setState] = useState<ResendState>({ kind: 'idle' });
  const [typedEmail, setTypedEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const label = useContent('email-resend-submit');
  const sentText = useContent('email-resend-sent');
  const emailLabel = useContent('auth-email-label');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const email = knownEmail ?? typedEmail;
    if (email.trim() === '') {
      setFieldError(authTexts.emailRequired);
      const input = event.currentTarget.elements.namedItem('email');
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setState({ kind: 'sending' });
    try {
      await resendConfirmationCode(email);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: authErrorMessage('resendCode', toAuthFailure(error)) });
    }
  };

  if (state.kind === 'sent') {
    return (
      <p className="resend-confirmation__result" role="status">
        {sentText}
      </p>
    );
  }
  const sending = state.kind === 'sending';
  return (
    <form className="resend-confirmation" noValidate onSubmit={(e) => void onSubmit(e)}>
      {knownEmail === undefined ? (
        <TextField
          formId="resend-confirmation"
          name="email"
          label={emailLabel}
          type="email"
          autoComplete="email"
          value={typedEmail}
          error={fieldError}
          onChange={(event) => {
            setTypedEmail(event.target.value);
            setFieldError(undefined);
          }}
        />
      ) : null}
      <button
        type="submit"
        className="btn btn--outline btn--small"
        aria-disabled={sending || undefined}
        aria-busy={sending || undefined}
      >
        {sending ? 'Sender...' : label}
      </button>
      {state.kind === 'failed' ? (
        <p className="resend-confirmation__result" role="alert">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
