/** The facts of a booking as its mails list them, label and value. */
import type { Booking, PaymentMethod } from '@shared/api/entities';
import {
  formatDanishDate,
  formatDeduction,
  formatKroner,
  formatTime24,
} from '@shared/domain/danish-format';
import { phoneHref, readablePhone } from '@shared/domain/danish-phone';
import { bookingNumberText } from '@shared/domain/booking-number';
import { addressTexts } from '@shared/texts/address';
import { customerPaymentStatus, paymentMethodTexts, summaryTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';
import { bookingRowTexts as t } from '@shared/texts/mails';
import type { MailRow } from './blocks';

const methodName = (method: PaymentMethod | null) =>
  method ? paymentMethodTexts[method] : summaryTexts.notChosen;

/**
 * Who the pilot calls on the day (product §5 'Booking'), the phone as a `tel:` link; nothing
 * for a booking made before they were asked for.
 */
export function contactRows(booking: Booking): MailRow[] {
  const rows: MailRow[] = [];
  if (booking.customer_name) rows.push([t.name, booking.customer_name]);
  if (booking.customer_phone) {
    const href = phoneHref(booking.customer_phone);
    const text = readablePhone(booking.customer_phone);
    rows.push(href ? [t.phone, text, href] : [t.phone, text]);
  }
  return rows;
}

/** 'Booking-nr. B-1042' as a line of running text; null for a booking made before numbers. */
export function bookingNumberLine(booking: Pick<Booking, 'booking_number'>): string | null {
  const number = bookingNumberText(booking);
  return number ? `${summaryTexts.bookingNumber} ${number}` : null;
}

/** 'Booking-nr.' and 'B-1042' as a row; none for a booking made before numbers. */
export function bookingNumberRows(booking: Pick<Booking, 'booking_number'>): MailRow[] {
  const number = bookingNumberText(booking);
  return number ? [[summaryTexts.bookingNumber, number]] : [];
}

/**
 * The booking's facts: its number first (what the customer quotes on the phone; none for a
 * booking made before numbers existed), the shoot, where (with the access notes given), the
 * money and how it is paid. The id stays internal.
 */
export function bookingRows(booking: Booking): MailRow[] {
  const rows: MailRow[] = [
    ...bookingNumberRows(booking),
    [t.product, booking.product_name],
    [t.date, formatDanishDate(booking.booking_date)],
    [t.time, fillText(t.timeValue, { time: formatTime24(booking.booking_time) })],
    [t.address, booking.address],
    ...(booking.access_notes ? [[addressTexts.accessNotes, booking.access_notes] as const] : []),
    [t.editing, booking.include_editing ? t.yes : t.no],
    [t.price, formatKroner(booking.original_price)],
  ];
  if (booking.discount_amount > 0)
    rows.push([t.discount, formatDeduction(booking.discount_amount)]);
  if (booking.credits_used > 0) rows.push([t.credits, formatDeduction(booking.credits_used)]);
  rows.push(
    [t.toPay, formatKroner(booking.price)],
    [t.method, methodName(booking.payment_method)],
    [t.status, customerPaymentStatus(booking.payment_status)],
  );
  return rows;
}
