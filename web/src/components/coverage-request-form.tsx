/**
 * 'Få besked, når vi flyver her' (product §4 'Coverage requests'): under an address outside the
 * zones, the visitor leaves an e-mail (the signed-in customer's is filled in) and is mailed once
 * when a zone covers the address. Not a <form>: it sits inside the booking form, so Enter in
 * the field and the button send it.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { coverageRequestTexts as t } from '@shared/texts/coverage';
import { fillText } from '@shared/texts/fill';
import { ApiError } from '../lib/api-error';
import { useAuth } from '../lib/auth/auth-context';
import { requestCoverage } from '../lib/coverage-requests';
import { useTypedState } from '../lib/typed-value';
import './coverage-request-form.css';

type RequestState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'saved'; message: string }
  | { status: 'error'; message: string };

const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

export function CoverageRequestForm({
  address,
  productId,
}: {
  address: string;
  productId?: number;
}) {
  const id = useId();
  const { user } = useAuth();
  const [email, setEmail, field] = useTypedState(user?.email ?? '');
  const [state, setState] = useState<RequestState>({ status: 'idle' });
  const sending = state.status === 'sending';

  async function send() {
    if (sending) return;
    if (!looksLikeEmail(email)) {
      setState({ status: 'error', message: t.invalidEmail });
      return;
    }
    setState({ status: 'sending' });
    try {
      const answer = await requestCoverage({
        email: email.trim(),
        address,
        ...(productId === undefined ? {} : { product_id: productId }),
      });
      setState({
        status: 'saved',
        message: fillText(t.saved, { email: email.trim(), address: answer.address }),
      });
    } catch (error) {
      const message = error instanceof ApiError && error.isClientError ? error.message : t.failed;
      setState({ status: 'error', message });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void send();
  }

  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  return (
    <div className="coverage-request" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="coverage-request__title">
        {t.formTitle}
      </h3>
      <p>{t.formIntro}</p>
      {state.status === 'saved' ? null : (
        <div className="coverage-request__row">
          <label htmlFor={`${id}-email`} className="coverage-request__label">
            {t.emailLabel}
          </label>
          <input
            ref={field}
            id={`${id}-email`}
            className="text-input"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={state.status === 'error' || undefined}
            aria-describedby={state.status === 'error' ? messageId : undefined}
          />
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => void send()}
            aria-busy={sending || undefined}
          >
            {sending ? t.submitting : t.submit}
          </button>
        </div>
      )}
      {state.status === 'error' ? (
        <p id={messageId} role="alert" className="coverage-request__message--error">
          {state.message}
        </p>
      ) : null}
      {state.status === 'saved' ? (
        // The field and button are gone: focus moves to the answer, which is read out.
        <p
          ref={(node) => node?.focus()}
          tabIndex={-1}
          role="status"
          className="coverage-request__message--saved"
        >
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
