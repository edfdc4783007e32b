import { Link } from 'react-router-dom';

/** Shown after a booking without card checkout; the page goes to /profile after 3 s. */
export function PaymentConfirmation({ message }: { message: string }) {
  return (
    <div className="page-body container payment-confirmation" role="status">
      <h1>Tak for din bestilling!</h1>
      <p className="payment-confirmation__message">{message}</p>
      <p>Du sendes videre til din profil om et øjeblik...</p>
      <Link to="/profile" className="btn btn--primary">
        Gå til min profil
      </Link>
    </div>
  );
}
