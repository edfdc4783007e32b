import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pagePath, pages } from '@shared/site/pages';
import { newsletterConfirmTexts as t } from '@shared/texts/newsletter';
import { confirmNewsletterSubscription } from '@web/lib/newsletter';
import { isInvalidLinkError } from '@web/lib/newsletter-messages';
import '../newsletter.css';
import { PageHero } from '@web/components/page-hero';

type State = 'confirming' | 'confirmed' | 'invalid' | 'failed';

function HomeLink() {
  return (
    <Link to={pagePath('home')} className="btn btn--primary">
      {t.home}
    </Link>
  );
}

/**
 * `/newsletter/confirm?email=..&expires=..&sig=..`: the signed link of a sign-up's mail
 * (double opt-in). Opening it confirms the subscription; a forged or expired link says so.
 * Plain state, not a query hook: this public page keeps the query library out of its chunk.
 */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const expires = params.get('expires')?.trim() ?? '';
  const sig = params.get('sig')?.trim() ?? '';
  const complete = email !== '' && expires !== '' && sig !== '';
  const [state, setState] = useState<State>(complete ? 'confirming' : 'invalid');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!complete) return;
    let current = true;
    setState('confirming');
    confirmNewsletterSubscription({ email, expires, sig }).then(
      () => current && setState('confirmed'),
      (error: unknown) => current && setState(isInvalidLinkError(error) ? 'invalid' : 'failed'),
    );
    return () => {
      current = false;
    };
  }, [email, expires, sig, complete, attempt]);

  return (
    <>
      <PageHero title={pages.newsletterConfirm.title} />
      <div className="page-body container">
        {state === 'invalid' ? (
          <div className="unsubscribe" role="alert">
            <h2>{t.invalidLink}</h2>
            <p>{t.invalidLinkText}</p>
            <HomeLink />
          </div>
        ) : state === 'failed' ? (
          <div className="unsubscribe" role="alert">
            <h2>{t.failed}</h2>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t.retry}
            </button>
          </div>
        ) : state === 'confirmed' ? (
          <div className="unsubscribe" role="status">
            <h2>{t.confirmed}</h2>
            <p>{t.confirmedText}</p>
            <HomeLink />
          </div>
        ) : (
          <p className="unsubscribe" role="status">
            {t.confirming}
          </p>
        )}
      </div>
    </>
  );
}
