/**
 * A locked gallery's notice (decision 0041): the photos are watermarked previews until the
 * booking is paid; 'Betal nu' opens the checkout. Back from paying, the page says it waits for
 * the confirmation while it reads the gallery again, and the downloads appear when it lands.
 * By the mailed link 'Betal nu' is a real form: tapped before the app has started, the browser
 * posts it and the API sends it on to the checkout (shared/site/gallery-payment-post.ts).
 */
import { useState, type FormEvent } from 'react';
import { formPageField } from '@shared/site/form-posts';
import { galleryPaymentOutcome, galleryPaymentSectionId } from '@shared/site/gallery-payment-post';
import { pagePath } from '@shared/site/pages';
import type { CustomerGallery } from '@shared/api/gallery';
import { formatKroner } from '@shared/domain/danish-format';
import { fillText } from '@shared/texts/fill';
import { downloadPaymentTexts as t } from '@shared/texts/download-payment';
import { ApiError, type ApiPath } from '@web/lib/api';
import { buildApiPath } from '@web/lib/api-path';
import { isSignedLink, type GalleryDoor } from '../api/gallery';
import { payForGallery } from '../api/gallery-payment';
import './payment-due.css';

interface Props {
  door: GalleryDoor;
  due: NonNullable<CustomerGallery['payment_due']>;
  /** Back from the checkout: the payment's confirmation is awaited. */
  returning: boolean;
  /** What became of 'Betal nu' posted as a plain form (the page's `payment`), if it was. */
  posted?: string | null;
}

/** Where the mailed link's 'Betal nu' posts to, and the gallery page it came from. */
function formTarget(door: GalleryDoor): { action: string; page: string } | undefined {
  if (!isSignedLink(door)) return undefined;
  const path: ApiPath<'POST'> = '/api/bookings/{id}/gallery/checkout';
  return {
    // On the site's own origin, as the newsletter's form (CloudFront sends /api/* to the API).
    action: buildApiPath(path, { id: door.bookingId }, { expires: door.expires, sig: door.sig }),
    page: pagePath(
      'gallery',
      {},
      { booking: door.bookingId, expires: door.expires, sig: door.sig },
    ),
  };
}

export function PaymentDue({ door, due, returning, posted = null }: Props) {
  const [busy, setBusy] = useState(false);
  const postedOutcome = galleryPaymentOutcome(posted);
  const [error, setError] = useState<string | null>(
    postedOutcome && !postedOutcome.ok ? postedOutcome.text : null,
  );
  const target = formTarget(door);
  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    <section
      id={galleryPaymentSectionId}
      className="gallery-payment"
      aria-labelledby="gallery-payment-title"
    >
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
        <form method="post" action={target?.action} onSubmit={(event) => void pay(event)}>
          {target ? <input type="hidden" name={formPageField} value={target.page} /> : null}
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? t.payStarting : t.payNow}
          </button>
        </form>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
