import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ApiPath } from '../lib/api';
import { useContent } from '../lib/content/use-content';
import { subscribeToNewsletter } from '../lib/newsletter';
import { isSubscribableEmail, subscribeErrorMessage } from '../lib/newsletter-messages';
import { useTypedState } from '../lib/typed-value';
import './newsletter-form.css';
import { newsletterTexts } from '@shared/texts/newsletter';
import { formOutcome, formPageField } from '@shared/site/form-posts';

type FormState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

const subscribePath: ApiPath<'POST'> = '/api/newsletter/subscribe';
const emailId = 'newsletter-email';

/**
 * product §4: idle, submitting ('Tilmelder...'), success (server message, field cleared) or
 * error. A real form: sent before the app has started, the API answers it with a 303 back to
 * this page, whose `?newsletter=` says what became of it (shared/site/form-posts.ts); the app
 * sends JSON itself.
 */
export function NewsletterForm() {
  const { pathname } = useLocation();
  const posted = formOutcome('newsletter', useSearchParams()[0].get('newsletter'));
  const [email, setEmail, field] = useTypedState('');
  const [state, setState] = useState<FormState>(() =>
    posted ? { status: posted.ok ? 'success' : 'error', message: posted.text } : { status: 'idle' },
  );
  const submitting = state.status === 'submitting';
  const texts = {
    label: useContent('newsletter-email-label'),
    placeholder: useContent('newsletter-email-placeholder'),
    submit: useContent('newsletter-submit'),
    submitting: useContent('newsletter-submitting'),
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSubscribableEmail(email)) {
      setState({ status: 'error', message: newsletterTexts.invalidEmail });
      return;
    }
    setState({ status: 'submitting' });
    try {
      const answer = await subscribeToNewsletter(email.trim());
      setEmail('');
      setState({ status: 'success', message: answer.message });
    } catch (error) {
      setState({ status: 'error', message: subscribeErrorMessage(error) });
    }
  };

  return (
    <form
      id="newsletter"
      className="newsletter-form"
      method="post"
      action={subscribePath}
      onSubmit={onSubmit}
      noValidate
    >
      <input type="hidden" name={formPageField} value={pathname} />
      <label htmlFor={emailId} className="newsletter-form__label">
        {texts.label}
      </label>
      <div className="newsletter-form__row">
        <input
          ref={field}
          id={emailId}
          name="email"
          type="email"
          required
          autoComplete="email"
          className="text-input newsletter-form__input"
          placeholder={texts.placeholder}
          value={email}
          aria-invalid={state.status === 'error' ? true : undefined}
          aria-describedby={state.status === 'idle' ? undefined : 'newsletter-status'}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn btn--primary" disabled={submitting}>
          {submitting ? texts.submitting : texts.submit}
        </button>
      </div>
      {state.status === 'success' || state.status === 'error' ? (
        <p
          id="newsletter-status"
          className={`newsletter-form__message newsletter-form__message--${state.status}`}
          role={state.status === 'error' ? 'alert' : 'status'}
        >
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
