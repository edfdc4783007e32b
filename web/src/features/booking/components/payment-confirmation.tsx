import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { paymentPageTexts as t } from '@shared/texts/booking';

/** Shown after a booking without card checkout; the page goes to /profile after 3 s. */
export function PaymentConfirmation({ message }: { message: string }) {
  // The payment form was scrolled to its button: the confirmation starts at the top, with the
  // focus on its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="page-body container payment-confirmation" role="status">
      <h1 ref={heading} tabIndex={-1}>
        {t.thanksTitle}
      </h1>
      <p className="payment-confirmation__message">{message}</p>
      <p>{t.redirecting}</p>
      <Link to={pagePath('profile')} className="btn btn--primary">
        {t.toProfile}
      </Link>
    </div>
  );
}
