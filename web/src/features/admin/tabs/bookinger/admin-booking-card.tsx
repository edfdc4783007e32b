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
import { AdminBadges } from '@web/features/admin/components/admin-badges';
import { AdminFacts } from '@web/features/admin/components/admin-facts';
import { refusalText } from '@web/features/admin/lib/refusal';
import { useBookingChanges } from './booking-actions';
import { BookingEditForm } from './booking-edit-form';
import { adminPaymentLabel, isWaiting } from './booking-filters';
import { invoiceLabel } from './invoice-facts';
import { safeUrl } from '@web/lib/safe-url';
import { movedFromText } from '@shared/domain/booking-changes';
import { bookingChangeTexts as changeTexts } from '@shared/texts/booking-changes';
import { contactDetailsTexts as contactTexts } from '@shared/texts/contact-details';
import { phoneHref } from '@shared/domain/danish-phone';

function refundStateText(status: NonNullable<Booking['refund']>['status']): string {
  if (status === 'refunded') return changeTexts.refunded;
  if (status === 'failed') return changeTexts.refundFailed;
  return changeTexts.refundPending;
}

/** The customer's phone, a `tel:` link to call on the day. */
function PhoneLink({ phone }: { phone: string }) {
  const href = phoneHref(phone);
  return href ? <a href={href}>{phone}</a> : <>{phone}</>;
}

/** The invoice's number, its due date and the link to it. */
function InvoiceFact({ invoice }: { invoice: NonNullable<Booking['invoice']> }) {
  return (
    <>
      {fillText(t.invoiceNumber, { number: invoice.number ?? '–' })}
      {invoice.due_date ? (
        <>
          {' · '}
          {fillText(t.invoiceDue, {
            date: formatDanishDateWithoutWeekday(invoice.due_date),
          })}
        </>
      ) : null}
      {invoice.url ? (
        <>
          {' · '}
          <a href={safeUrl(invoice.url)} target="_blank" rel="noreferrer">
            {t.invoiceLink}
          </a>
        </>
      ) : null}
    </>
  );
}

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
        <AdminBadges
          badges={[
            payment,
            booking.cancelled_at ? { label: changeTexts.cancelledBadge, tone: 'error' } : null,
            booking.rescheduled_from ? { label: t.rescheduledBadge, tone: 'muted' } : null,
            booking.is_completed ? { label: t.completed, tone: 'done' } : null,
            invoice ? { label: invoice.label, tone: invoice.tone } : null,
          ]}
        />
      </header>
      <AdminFacts
        facts={[
          {
            label: t.date,
            value: (
              <>
                {formatDanishDate(booking.booking_date)} · {formatTime24(booking.booking_time)}
                {booking.rescheduled_from ? (
                  <span className="admin-booking__moved">
                    {movedFromText(booking.rescheduled_from)}
                  </span>
                ) : null}
              </>
            ),
          },
          booking.cancelled_at
            ? {
                label: changeTexts.cancelledBadge,
                value: (
                  <>
                    {formatDanishDateWithoutWeekday(booking.cancelled_at.slice(0, 10))}
                    {booking.refund
                      ? ` · ${fillText(t.refundState, {
                          amount: formatKroner(booking.refund.amount),
                          state: refundStateText(booking.refund.status),
                        })}`
                      : null}
                  </>
                ),
              }
            : null,
          { label: t.customer, value: booking.user_email },
          booking.customer_name
            ? { label: contactTexts.nameLabel, value: booking.customer_name }
            : null,
          booking.customer_phone
            ? {
                label: contactTexts.phoneLabel,
                value: <PhoneLink phone={booking.customer_phone} />,
              }
            : null,
          { label: t.address, value: booking.address },
          { label: t.price, value: formatKroner(booking.price) },
          {
            label: t.method,
            value: booking.payment_method ? paymentMethodTexts[booking.payment_method] : t.noMethod,
          },
          booking.invoice
            ? { label: t.invoice, value: <InvoiceFact invoice={booking.invoice} /> }
            : null,
          {
            label: t.delivery,
            value: booking.zip_file_url ? (
              <a href={safeUrl(booking.zip_file_url)} target="_blank" rel="noreferrer">
                {t.openDelivery}
              </a>
            ) : (
              t.noDelivery
            ),
          },
        ]}
      />
      <div className="admin-form__actions">
        {isWaiting(booking) ? (
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={markPaid.isPending}
            onClick={() =>
              markPaid.mutate(booking.id, {
                onError: (error) => toast.error(refusalText(error, t.statusUpdateFailed)),
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
                onError: (error) => toast.error(refusalText(error, t.completeFailed)),
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
