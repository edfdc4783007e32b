import { useState } from 'react';
import type { Booking } from '@shared/api/entities';
import {
  formatDanishDate,
  formatDanishDateWithoutWeekday,
  formatKroner,
  formatTime24,
} from '@shared/domain/danish-format';
import { fillText } from '@shared/texts/fill';
import { adminBookingTexts as t } from '@shared/texts/admin-bookings';
import { paymentMethodTexts } from '@shared/texts/booking';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import { useBookingChanges } from './booking-actions';
import { BookingEditForm } from './booking-edit-form';
import { adminPaymentLabel, isWaiting } from './booking-filters';
import { invoiceLabel } from './invoice-facts';
import { safeUrl } from '@web/lib/safe-url';
import { movedFromText } from '@shared/domain/booking-changes';
import { bookingChangeTexts as changeTexts } from '@shared/texts/booking-changes';

function refundStateText(status: NonNullable<Booking['refund']>['status']): string {
  if (status === 'refunded') return changeTexts.refunded;
  if (status === 'failed') return changeTexts.refundFailed;
  return changeTexts.refundPending;
}

const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.isClientError ? error.message : fallback;

/** One booking: its facts, the admin's labels, and mark paid / complete / edit. */
export function AdminBookingCard({ booking }: { booking: Booking }) {
  const toast = useToast();
  const { markPaid, complete } = useBookingChanges();
  const [editing, setEditing] = useState(false);
  const payment = adminPaymentLabel(booking.payment_status);
  const titleId = `admin-booking-${booking.id}`;
  const invoice = booking.invoice ? invoiceLabel(booking.invoice) : null;

  return (
    <article className="admin-booking" aria-labelledby={titleId}>
      <header className="admin-booking__head">
        <h3 id={titleId}>
          {booking.product_name}
          <span className="visually-hidden">
            , {formatDanishDate(booking.booking_date)} {formatTime24(booking.booking_time)}
          </span>
        </h3>
        <p className="admin-booking__badges">
          <span className={`admin-badge admin-badge--${payment.tone}`}>{payment.label}</span>
          {booking.cancelled_at ? (
            <span className="admin-badge admin-badge--error">{changeTexts.cancelledBadge}</span>
          ) : null}
          {booking.rescheduled_from ? (
            <span className="admin-badge admin-badge--muted">{t.rescheduledBadge}</span>
          ) : null}
          {booking.is_completed ? (
            <span className="admin-badge admin-badge--done">{t.completed}</span>
          ) : null}
          {invoice ? (
            <span className={`admin-badge admin-badge--${invoice.tone}`}>{invoice.label}</span>
          ) : null}
        </p>
      </header>
      <dl className="admin-booking__facts">
        <div>
          <dt>{t.date}</dt>
          <dd>
            {formatDanishDate(booking.booking_date)} · {formatTime24(booking.booking_time)}
            {booking.rescheduled_from ? (
              <span className="admin-booking__moved">
                {movedFromText(booking.rescheduled_from)}
              </span>
            ) : null}
          </dd>
        </div>
        {booking.cancelled_at ? (
          <div>
            <dt>{changeTexts.cancelledBadge}</dt>
            <dd>
              {formatDanishDateWithoutWeekday(booking.cancelled_at.slice(0, 10))}
              {booking.refund
                ? ` · ${fillText(t.refundState, {
                    amount: formatKroner(booking.refund.amount),
                    state: refundStateText(booking.refund.status),
                  })}`
                : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t.customer}</dt>
          <dd>{booking.user_email}</dd>
        </div>
        <div>
          <dt>{t.address}</dt>
          <dd>{booking.address}</dd>
        </div>
        <div>
          <dt>{t.price}</dt>
          <dd>{formatKroner(booking.price)}</dd>
        </div>
        <div>
          <dt>{t.method}</dt>
          <dd>
            {booking.payment_method ? paymentMethodTexts[booking.payment_method] : t.noMethod}
          </dd>
        </div>
        {booking.invoice ? (
          <div>
            <dt>{t.invoice}</dt>
            <dd>
              {fillText(t.invoiceNumber, { number: booking.invoice.number ?? '–' })}
              {booking.invoice.due_date ? (
                <>
                  {' · '}
                  {fillText(t.invoiceDue, {
                    date: formatDanishDateWithoutWeekday(booking.invoice.due_date),
                  })}
                </>
              ) : null}
              {booking.invoice.url ? (
                <>
                  {' · '}
                  <a href={safeUrl(booking.invoice.url)} target="_blank" rel="noreferrer">
                    {t.invoiceLink}
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t.delivery}</dt>
          <dd>
            {booking.zip_file_url ? (
              <a href={safeUrl(booking.zip_file_url)} target="_blank" rel="noreferrer">
                {t.openDelivery}
              </a>
            ) : (
              t.noDelivery
            )}
          </dd>
        </div>
      </dl>
      <div className="admin-form__actions">
        {isWaiting(booking) ? (
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={markPaid.isPending}
            onClick={() =>
              markPaid.mutate(booking.id, {
                onError: (error) => toast.error(refusal(error, t.statusUpdateFailed)),
              })
            }
          >
            {t.markPaid}
          </button>
        ) : null}
        {booking.payment_status === 'paid' && !booking.is_completed && !booking.cancelled_at ? (
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={complete.isPending}
            onClick={() =>
              complete.mutate(booking.id, {
                onError: (error) => toast.error(refusal(error, t.completeFailed)),
              })
            }
          >
            {t.complete}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn--outline btn--small"
          aria-expanded={editing}
          onClick={() => setEditing((open) => !open)}
        >
          {t.edit}
        </button>
      </div>
      {editing ? <BookingEditForm booking={booking} onDone={() => setEditing(false)} /> : null}
    </article>
  );
}
