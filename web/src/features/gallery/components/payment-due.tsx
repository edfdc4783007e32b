/**
 * A locked gallery's notice (decision 0041): the photos are watermarked previews until the
 * booking is paid; 'Betal nu' opens the checkout. Back from paying, the page says it waits for
 * the confirmation while it reads the gallery again, and the downloads appear when it lands.
 */
import { useState } from 'react';
import type { CustomerGallery } from '@shared/api/gallery';
import { formatKroner } from '@shared/domain/danish-format';
import { fillText } from '@shared/texts/fill';
import { downloadPaymentTexts as t } from '@shared/texts/download-payment';
import { ApiError } from '@web/lib/api';
import type { GalleryDoor } from '../api/gallery';
import { payForGallery } from '../api/gallery-payment';
import './payment-due.css';

interface Props {
  door: GalleryDoor;
  due: NonNullable<CustomerGallery['payment_due']>;
  /** Back from the checkout: the payment's confirmation is awaited. */
  returning: boolean;
}

export function PaymentDue({ door, due, returning }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      window.location.assign((await payForGallery(door)).url);
      // stays busy while the browser leaves
    } catch (failure) {
      setBusy(false);
      setError(
        failure instanceof ApiError && failure.isClientError ? failure.message : t.payFailed,
      );
    }
  };
  return (
    <section className="gallery-payment" aria-labelledby="gallery-payment-title">
      <h2 id="gallery-payment-title">{t.lockedTitle}</h2>
      <p>{fillText(t.lockedIntro, { amount: formatKroner(due.amount) })}</p>
      {due.videos_waiting > 0 ? (
        <p>{fillText(t.videosWaiting, { count: due.videos_waiting })}</p>
      ) : null}
      {returning ? (
        <p role="status" className="placeholder-note">
          <span className="spinner spinner--small" aria-hidden="true" /> {t.paymentWaiting}
        </p>
      ) : null}
      {due.can_pay ? (
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() => void pay()}
        >
          {busy ? t.payStarting : t.payNow}
        </button>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
