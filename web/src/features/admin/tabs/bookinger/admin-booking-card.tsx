import { useState } from 'react';
import type { Booking } from '@shared/api/entities';
import {
  formatDanishDate,
  formatDanishDateWithoutWeekday,
  formatKroner,
  formatTime24,
} from '@shared/domain/danish-format';
import { fillText } from '@shared/texts/fill';
import { adminBookingTexts as t, bookingViewTexts } from '@shared/texts/admin-bookings';
import { paymentMethodTexts, summaryTexts } from '@shared/texts/booking';
import { addressTexts } from '@shared/texts/address';
import { bookingNumberText } from '@shared/domain/booking-number';
import { AdminBadges } from '@web/features/admin/components/admin-badges';
import { formatOre } from '@shared/domain/moms';
import { creditNoteTexts, receiptTexts } from '@shared/texts/receipt';
import { movedSinceReceipt } from '@shared/domain/booking-lifecycle/documents';
import { AdminFacts } from '@web/features/admin/components/admin-facts';
import { MailProblemNote } from './mail-problem-note';
import { WeatherNote } from './weather-note';
import { RescheduleRequestNote } from './reschedule-ask';
import { bookingStatus, completeRefusal } from '@shared/domain/booking-lifecycle/status';
import { BookingEditForm } from './booking-edit-form';
import { invoiceLabel } from './invoice-facts';
import { safeUrl } from '@web/lib/safe-url';
import { movedFromText, movedToText } from '@shared/domain/booking-lifecycle/changes';
import { bookingChangeTexts as changeTexts } from '@shared/texts/booking-changes';
import { contactDetailsTexts as contactTexts } from '@shared/texts/contact-details';
import { PhoneLink } from '@web/features/admin/components/phone-link';
import { OwnerActions } from './owner-actions';
import { DownloadPaymentSettingField } from './download-payment-setting';
import { GalleryPanel } from './gallery-panel';
import { DeliveryTermsPanel } from './delivery-terms-panel';
import { galleryTexts } from '@shared/texts/gallery';
import { deliveryLifetimeTexts } from '@shared/texts/delivery-lifetime';
import { DroneZonePermit } from './drone-zone-permit';
import { CreditNotePdfButtons, ReceiptPdfButton } from './document-pdf-buttons';

function refundStateText(status: NonNullable<Booking['refund']>['status']): string {
  if (status === 'refunded') return changeTexts.refunded;
  if (status === 'failed') return changeTexts.refundFailed;
  return changeTexts.refundPending;
}

/** The invoice's state, number, due date and the link to it. */
function InvoiceFact({ invoice }: { invoice: NonNullable<Booking['invoice']> }) {
  return (
    <>
      {invoiceLabel(invoice).label}
      {' · '}
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

/**
 * One booking: its one status badge, its facts, and what the owner can do with it now: mark
 * paid, complete (once the shoot has started), move, cancel (or retry a refund), edit.
 * @param now the moment the card is judged at (tests); otherwise the current time
 */
export function AdminBookingCard({ booking, now }: { booking: Booking; now?: Date }) {
  // The receipt names the time it was issued for; a move since is said beside it.
  const movedAfterReceipt = movedSinceReceipt(booking);
  const [editing, setEditing] = useState(false);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const at = now ?? new Date();
  const status = bookingStatus(booking, at);
  const titleId = `admin-booking-${booking.id}`;
  const notStarted = completeRefusal(booking, at) === 'not_started';
  const bookingNumber = bookingNumberText(booking);

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
            { label: status.label, tone: status.tone },
            booking.outside_hours ? { label: t.outsideHours, tone: 'error' } : null,
          ]}
        />
      </header>
      {booking.outside_hours ? <p className="admin-field__hint">{t.outsideHoursHint}</p> : null}
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
          bookingNumber ? { label: summaryTexts.bookingNumber, value: bookingNumber } : null,
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
          booking.access_notes
            ? {
                label: addressTexts.accessNotes,
                value: <span className="multiline-text">{booking.access_notes}</span>,
              }
            : null,
          { label: t.price, value: formatKroner(booking.price) },
          {
            label: t.method,
            value: booking.payment_method ? paymentMethodTexts[booking.payment_method] : t.noMethod,
          },
          booking.invoice
            ? { label: t.invoice, value: <InvoiceFact invoice={booking.invoice} /> }
            : null,
          booking.receipt_number
            ? {
                label: receiptTexts.button,
                value: (
                  <>
                    {fillText(creditNoteTexts.adminNumbers, { numbers: booking.receipt_number })}
                    {movedAfterReceipt ? ` · ${movedToText(movedAfterReceipt)}` : null}
                    <ReceiptPdfButton receiptNumber={booking.receipt_number} />
                  </>
                ),
              }
            : null,
          booking.credit_note_numbers?.length
            ? {
                label: creditNoteTexts.adminLabel,
                value: (
                  <>
                    {fillText(creditNoteTexts.adminCredited, {
                      numbers: booking.credit_note_numbers.join(', '),
                      amount: formatOre(booking.credited_ore ?? 0),
                    })}
                    <CreditNotePdfButtons numbers={booking.credit_note_numbers} />
                  </>
                ),
              }
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
      <MailProblemNote booking={booking} />
      <WeatherNote booking={booking} now={at} />
      <RescheduleRequestNote booking={booking} />
      <DroneZonePermit booking={booking} />
      {notStarted ? (
        <p className="admin-field__hint">
          {fillText(bookingViewTexts.completeFrom, {
            date: formatDanishDate(booking.booking_date),
            time: formatTime24(booking.booking_time),
          })}
        </p>
      ) : null}
      <OwnerActions
        booking={booking}
        now={at}
        editing={editing}
        onToggleEdit={() => setEditing((open) => !open)}
      />
      {editing ? <BookingEditForm booking={booking} onDone={() => setEditing(false)} /> : null}
      <details
        className="admin-booking__gallery"
        onToggle={(event) => setGalleryOpen(event.currentTarget.open)}
      >
        <summary>{galleryTexts.legend}</summary>
        {galleryOpen ? (
          <>
            <DownloadPaymentSettingField bookingId={booking.id} />
            <GalleryPanel bookingId={booking.id} />
          </>
        ) : null}
      </details>
      <details
        className="admin-booking__gallery"
        onToggle={(event) => setTermsOpen(event.currentTarget.open)}
      >
        <summary>{deliveryLifetimeTexts.ownerLegend}</summary>
        {termsOpen ? <DeliveryTermsPanel bookingId={booking.id} /> : null}
      </details>
    </article>
  );
}
