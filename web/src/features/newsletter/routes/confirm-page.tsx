import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pages } from '@shared/site/pages';
import { newsletterConfirmTexts as t } from '@shared/texts/newsletter';
import { confirmNewsletterSubscription } from '@web/lib/newsletter';
import { isInvalidLinkError } from '@web/lib/newsletter-messages';
import '../newsletter.css';

function HomeLink() {
  return (
    <Link to="/" className="btn btn--primary">
      {t.home}
    </Link>
  );
}

/**
 * `/newsletter/confirm?email=..&expires=..&sig=..`: the signed link of a sign-up's mail
 * (double opt-in). Opening it confirms the subscription; a forged or expired link says so.
 */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const link = {
    email: params.get('email')?.trim() ?? '',
    expires: params.get('expires')?.trim() ?? '',
    sig: params.get('sig')?.trim() ?? '',
  };
  const complete = link.email !== '' && link.expires !== '' && link.sig !== '';
  const confirm = useMutation({ mutationFn: confirmNewsletterSubscription });
  const { mutate } = confirm;
  const key = `${link.email}|${link.expires}|${link.sig}`;
  useEffect(() => {
    if (complete) mutate(link);
    // The link's fields are in `key`; confirming again for the same link is not wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, complete, mutate]);

  const invalid = !complete || (confirm.isError && isInvalidLinkError(confirm.error));
  return (
    <>
      <header className="page-hero on-dark">
        <div className="container">
          <h1>{pages.newsletterConfirm.title}</h1>
        </div>
      </header>
      <div className="page-body container">
        {invalid ? (
          <div className="unsubscribe" role="alert">
            <h2>{t.invalidLink}</h2>
            <p>{t.invalidLinkText}</p>
            <HomeLink />
          </div>
        ) : confirm.isError ? (
          <div className="unsubscribe" role="alert">
            <h2>{t.failed}</h2>
            <button type="button" className="btn btn--primary" onClick={() => mutate(link)}>
              {t.retry}
            </button>
          </div>
        ) : confirm.isSuccess ? (
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
