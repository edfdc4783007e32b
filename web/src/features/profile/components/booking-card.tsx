import type { Booking } from '@shared/api/entities';
import { formatDanishDate, formatKroner, formatTime24 } from '@shared/domain/danish-format';
import { paymentBadge, paymentMethodLabel } from '../lib/booking-lists';
import { summaryTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';
import { profileTexts } from '@shared/texts/profile';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { safeUrl } from '@web/lib/safe-url';
import { movedFromText, movedToText } from '@shared/domain/booking-lifecycle/changes';
import { movedSinceReceipt } from '@shared/domain/booking-lifecycle/documents';
import { atCardCheckout } from '@shared/domain/booking-lifecycle/money';
import { permitOf } from '@shared/domain/booking-lifecycle/permit';
import { willBeFlown } from '@shared/domain/booking-lifecycle/shoot';
import { PermitNote } from '@web/components/permit-note';
import { bookingChangeTexts } from '@shared/texts/booking-changes';
import { hasReceipt, ReceiptButton } from './receipt-button';
import { CreditNoteButton, hasCreditNote } from './credit-note-button';
import { AddressFacts, BookingNumberFact } from './booking-ref-facts';
import { FirmPropertyPage } from './firm-property-page';

/** The delivery is the booking's gallery (its page's signed link, decision 0034). */
const isGalleryDelivery = (url: string | null): boolean =>
  url !== null && url.includes(`${pagePath('gallery')}?`);

/** Where a cancelled card booking's refund stands (null: no refund). */
function refundText(booking: Booking): string | null {
  switch (booking.refund?.status) {
    case 'refunded':
      return `${bookingChangeTexts.refunded} (${formatKroner(booking.refund.amount)})`;
    case 'failed':
      return bookingChangeTexts.refundFailed;
    case 'requested':
    case 'pending':
      return bookingChangeTexts.refundPending;
    default:
      return null;
  }
}

/** One booking in the profile: its number, what, when, where, price and the payment badge. */
export function BookingCard({ booking, action }: { booking: Booking; action?: ReactNode }) {
  const badge = booking.cancelled_at
    ? { label: bookingChangeTexts.cancelledBadge, tone: 'error' as const }
    : paymentBadge(booking.payment_status);
  const refund = refundText(booking);
  // The receipt names the time it was issued for; the move since is said beside it.
  const movedAfterReceipt = movedSinceReceipt(booking);
  // The permit a shoot still to come depends on.
  const permit = willBeFlown(booking) || atCardCheckout(booking) ? permitOf(booking) : null;
  const method = paymentMethodLabel(booking.payment_method);
  return (
    <article className="card-frame booking-card" aria-labelledby={`booking-${booking.id}-title`}>
      <header className="booking-card__head">
        <h3 id={`booking-${booking.id}-title`}>{booking.product_name}</h3>
        <span className={`payment-badge payment-badge--${badge.tone}`}>{badge.label}</span>
      </header>
      <dl className="booking-card__facts">
        <BookingNumberFact booking={booking} />
        <dt>{summaryTexts.date}</dt>
        <dd>{formatDanishDate(booking.booking_date)}</dd>
        <dt>{summaryTexts.time}</dt>
        <dd>
          {fillText(summaryTexts.atTime, { time: formatTime24(booking.booking_time) })}
          {booking.rescheduled_from ? (
            <span className="booking-card__moved">{movedFromText(booking.rescheduled_from)}</span>
          ) : null}
        </dd>
        <AddressFacts booking={booking} />
        <dt>{summaryTexts.price}</dt>
        <dd>
          {booking.price !== booking.original_price ? (
            <>
              <del>{formatKroner(booking.original_price)}</del>{' '}
            </>
          ) : null}
          {formatKroner(booking.price)}
          {booking.credits_used > 0
            ? fillText(profileTexts.creditsExtra, { credits: booking.credits_used })
            : null}
        </dd>
        {method ? (
          <>
            <dt>{profileTexts.paymentLabel}</dt>
            <dd>{method}</dd>
          </>
        ) : null}
        {booking.include_editing ? (
          <>
            <dt>{profileTexts.editingLabel}</dt>
            <dd>{profileTexts.yes}</dd>
          </>
        ) : null}
        {refund ? (
          <>
            <dt>{bookingChangeTexts.refundLabel}</dt>
            <dd>{refund}</dd>
          </>
        ) : null}
        {booking.is_completed ? (
          <>
            <dt>{profileTexts.statusLabel}</dt>
            <dd>{profileTexts.completed}</dd>
          </>
        ) : null}
      </dl>
      <PermitNote permit={permit} />
      {isGalleryDelivery(booking.zip_file_url) ? (
        <Link
          className="btn btn--outline btn--small"
          to={pagePath('gallery', {}, { booking: booking.id })}
        >
          {profileTexts.openGallery}
        </Link>
      ) : booking.zip_file_url ? (
        <a className="btn btn--outline btn--small" href={safeUrl(booking.zip_file_url)} download>
          {profileTexts.downloadFiles}
        </a>
      ) : null}
      {booking.firm && isGalleryDelivery(booking.zip_file_url) ? (
        <FirmPropertyPage bookingId={booking.id} />
      ) : null}
      {hasReceipt(booking) ? <ReceiptButton booking={booking} /> : null}
      {movedAfterReceipt ? (
        <span className="booking-card__moved-after-receipt">{movedToText(movedAfterReceipt)}</span>
      ) : null}
      {hasCreditNote(booking) ? <CreditNoteButton booking={booking} /> : null}
      {action}
    </article>
  );
}
