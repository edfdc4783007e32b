import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { checkUnsubscribeLink, unsubscribeFromNewsletter } from '../api/newsletter-api';
import {
  isInvalidLinkError,
  unsubscribedMessage,
  unsubscribeFailedMessage,
} from '../lib/newsletter-messages';
import '../newsletter.css';

type Step = 'confirm' | 'submitting' | 'success' | 'kept' | 'invalid' | 'error';

function ContactLink() {
  return (
    <Link to="/contact" className="btn btn--outline">
      Kontakt os
    </Link>
  );
}

function InvalidLink() {
  return (
    <div className="unsubscribe" role="alert">
      <h2>Ugyldigt afmeldingslink</h2>
      <p>
        Linket mangler oplysninger eller er ikke gyldigt. Brug linket fra dit nyhedsbrev, eller
        kontakt os, så afmelder vi dig.
      </p>
      <ContactLink />
    </div>
  );
}

/** SPEC 4 'Unsubscribe': loading, then confirm or invalid link, then success or error. */
function UnsubscribeFlow({ email, sig }: { email: string; sig: string }) {
  const link = useQuery({
    queryKey: ['unsubscribe-link', email, sig],
    queryFn: ({ signal }) => checkUnsubscribeLink(email, sig, signal),
    retry: (count, error) => !isInvalidLinkError(error) && count < 2,
    staleTime: Infinity,
  });
  const [step, setStep] = useState<Step>('confirm');

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
        Indlæser...
      </p>
    );
  }
  if ((link.isError && isInvalidLinkError(link.error)) || step === 'invalid') {
    return <InvalidLink />;
  }
  if (link.isError || step === 'error') {
    return (
      <div className="unsubscribe" role="alert">
        <h2>Afmelding mislykkedes</h2>
        <p>{unsubscribeFailedMessage}</p>
        <div className="unsubscribe__actions">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => (link.isError ? void link.refetch() : void confirm())}
          >
            Prøv igen
          </button>
          <ContactLink />
        </div>
      </div>
    );
  }
  if (step === 'success') {
    return (
      <div className="unsubscribe" role="status">
        <h2>{unsubscribedMessage}</h2>
        <p>Du modtager ikke flere nyhedsbreve fra os.</p>
        <Link to="/" className="btn btn--primary">
          Til forsiden
        </Link>
      </div>
    );
  }
  if (step === 'kept') {
    return (
      <div className="unsubscribe" role="status">
        <h2>Du er stadig tilmeldt nyhedsbrevet</h2>
        <p>Tak fordi du bliver hos os!</p>
        <Link to="/" className="btn btn--primary">
          Til forsiden
        </Link>
      </div>
    );
  }
  return (
    <div className="unsubscribe">
      <h2>Vil du afmelde nyhedsbrevet?</h2>
      <p>Følgende email adresse afmeldes:</p>
      <p className="unsubscribe__email">{link.data.email}</p>
      <div className="unsubscribe__actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={step === 'submitting'}
          onClick={() => void confirm()}
        >
          {step === 'submitting' ? 'Afmelder...' : 'Ja, afmeld mig'}
        </button>
        <button
          type="button"
          className="btn btn--outline"
          disabled={step === 'submitting'}
          onClick={() => setStep('kept')}
        >
          Nej, behold mig på listen
        </button>
      </div>
    </div>
  );
}

/** `/unsubscribe?email=..&sig=..`: the signed link from a newsletter mail. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const sig = params.get('sig')?.trim() ?? '';

  return (
    <>
      <header className="page-hero on-dark">
        <div className="container">
          <h1>Afmeld nyhedsbrev</h1>
        </div>
      </header>
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
