import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { useContent } from '@web/lib/content/use-content';
import { checkUnsubscribeLink, unsubscribeFromNewsletter } from '@web/lib/newsletter';
import { isInvalidLinkError } from '@web/lib/newsletter-messages';
import '../newsletter.css';
import { newsletterTexts } from '@shared/texts/newsletter';
import { linkKeys } from '@web/lib/query-keys';
import { PageHero } from '@web/components/page-hero';

type Step = 'confirm' | 'submitting' | 'success' | 'kept' | 'invalid' | 'error';

function ContactLink() {
  return (
    <Link to={pagePath('contact')} className="btn btn--outline">
      {useContent('unsubscribe-contact-button')}
    </Link>
  );
}

function HomeLink() {
  return (
    <Link to={pagePath('home')} className="btn btn--primary">
      {useContent('unsubscribe-home-button')}
    </Link>
  );
}

function InvalidLink() {
  return (
    <div className="unsubscribe" role="alert">
      <h2>{useContent('unsubscribe-invalid-title')}</h2>
      <p>{useContent('unsubscribe-invalid-text')}</p>
      <ContactLink />
    </div>
  );
}

function UnsubscribeFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="unsubscribe" role="alert">
      <h2>{useContent('unsubscribe-error-title')}</h2>
      <p>{newsletterTexts.unsubscribeFailed}</p>
      <div className="unsubscribe__actions">
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {useContent('unsubscribe-retry')}
        </button>
        <ContactLink />
      </div>
    </div>
  );
}

function Unsubscribed() {
  return (
    <div className="unsubscribe" role="status">
      <h2>{newsletterTexts.unsubscribed}</h2>
      <p>{useContent('unsubscribe-success-text')}</p>
      <HomeLink />
    </div>
  );
}

function StillSubscribed() {
  return (
    <div className="unsubscribe" role="status">
      <h2>{useContent('unsubscribe-kept-title')}</h2>
      <p>{useContent('unsubscribe-kept-text')}</p>
      <HomeLink />
    </div>
  );
}

interface ConfirmProps {
  email: string;
  submitting: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

function ConfirmUnsubscribe({ email, submitting, onConfirm, onKeep }: ConfirmProps) {
  const confirmLabel = useContent('unsubscribe-confirm-button');
  const submittingLabel = useContent('unsubscribe-submitting');
  return (
    <div className="unsubscribe">
      <h2>{useContent('unsubscribe-confirm-title')}</h2>
      <p>{useContent('unsubscribe-confirm-text')}</p>
      <p className="unsubscribe__email">{email}</p>
      <div className="unsubscribe__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={submitting}
          onClick={onConfirm}
        >
          {submitting ? submittingLabel : confirmLabel}
        </button>
        <button type="button" className="btn btn--outline" disabled={submitting} onClick={onKeep}>
          {useContent('unsubscribe-keep-button')}
        </button>
      </div>
    </div>
  );
}

/** product §4 'Unsubscribe': loading, then confirm or invalid link, then success or error. */
function UnsubscribeFlow({ email, sig }: { email: string; sig: string }) {
  const link = useQuery({
    queryKey: linkKeys.unsubscribe(email, sig),
    queryFn: ({ signal }) => checkUnsubscribeLink(email, sig, signal),
    retry: (count, error) => !isInvalidLinkError(error) && count < 2,
    staleTime: Infinity,
  });
  const [step, setStep] = useState<Step>('confirm');
  const loading = useContent('unsubscribe-loading');

  const confirm = async () => {
    setStep('submitting');
    try {
      await unsubscribeFromNewsletter(email, sig);
      setStep('success');
    } catch (error) {
      setStep(isInvalidLinkError(error) ? 'invalid' : 'error');
    }
  };

  if (link.isPending) {
    return (
      <p className="unsubscribe" role="status">
        {loading}
      </p>
    );
  }
  if ((link.isError && isInvalidLinkError(link.error)) || step === 'invalid') {
    return <InvalidLink />;
  }
  if (link.isError || step === 'error') {
    return (
      <UnsubscribeFailed onRetry={() => (link.isError ? void link.refetch() : void confirm())} />
    );
  }
  if (step === 'success') return <Unsubscribed />;
  if (step === 'kept') return <StillSubscribed />;
  return (
    <ConfirmUnsubscribe
      email={link.data.email}
      submitting={step === 'submitting'}
      onConfirm={() => void confirm()}
      onKeep={() => setStep('kept')}
    />
  );
}

/** `/unsubscribe?email=..&sig=..`: the signed link from a newsletter mail. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const sig = params.get('sig')?.trim() ?? '';

  return (
    <>
      <PageHero title={useContent('unsubscribe-title')} />
      <div className="page-body container">
        {email === '' || sig === '' ? (
          <InvalidLink />
        ) : (
          <UnsubscribeFlow key={`${email}|${sig}`} email={email} sig={sig} />
        )}
      </div>
    </>
  );
}
