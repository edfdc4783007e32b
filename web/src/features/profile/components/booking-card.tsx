import type { Booking } from '../../../../../shared/api/entities';
import {
  formatDanishDate,
  formatKroner,
  formatTime24,
} from '../../../../../shared/domain/danish-format';
import { paymentBadge, paymentMethodLabel } from '../lib/booking-lists';

/** One booking in the profile: what, when, where, price and the payment badge. */
export function BookingCard({ booking }: { booking: Booking }) {
  const badge = paymentBadge(booking.payment_status);
  const method = paymentMethodLabel(booking.payment_method);
  return (
    <article className="booking-card" aria-labelledby={`booking-${booking.id}-title`}>
      <header className="booking-card__head">
        <h3 id={`booking-${booking.id}-title`}>{booking.product_name}</h3>
        <span className={`payment-badge payment-badge--${badge.tone}`}>{badge.label}</span>
      </header>
      <dl className="booking-card__facts">
        <dt>Dato</dt>
        <dd>{formatDanishDate(booking.booking_date)}</dd>
        <dt>Tidspunkt</dt>
        <dd>kl. {formatTime24(booking.booking_time)}</dd>
        <dt>Adresse</dt>
        <dd>{booking.address}</dd>
        <dt>Pris</dt>
        <dd>
          {booking.price !== booking.original_price ? (
            <>
              <del>{formatKroner(booking.original_price)}</del>{' '}
            </>
          ) : null}
          {formatKroner(booking.price)}
          {booking.credits_used > 0 ? ` (+ ${booking.credits_used} credits)` : null}
        </dd>
        {method ? (
          <>
            <dt>Betaling</dt>
            <dd>{method}</dd>
          </>
        ) : null}
        {booking.include_editing ? (
          <>
            <dt>Redigering</dt>
            <dd>Ja</dd>
          </>
        ) : null}
        {booking.is_completed ? (
          <>
            <dt>Status</dt>
            <dd>Gennemført</dd>
          </>
        ) : null}
      </dl>
      {booking.zip_file_url ? (
        <a className="btn btn--outline btn--small" href={booking.zip_file_url} download>
          Hent dine filer
        </a>
      ) : null}
    </article>
  );
}
