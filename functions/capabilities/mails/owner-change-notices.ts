/**
 * The owner hears of a customer's change (product §4 'Moving and cancelling'): when a
 * customer moves or cancels a booking, every admin gets a Danish notice with who to call
 * (name, phone as a `tel:` link, e-mail), the old and new time, the address, and what becomes
 * of the money. Each is queued in the outbox with the change (to the admins, looked up when
 * it is sent); a card refund Stripe did not take is told in a follow-up.
 */
import type { Booking } from '@shared/api/entities';
import { cancelMoney } from '@shared/domain/booking-lifecycle/money';
import { formatDateAtTime, formatKroner } from '@shared/domain/danish-format';
import { paymentMethodTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';
import { bookingRowTexts, ownerChangeNoticeTexts as t } from '@shared/texts/mails';
import { paragraph, renderAdminMail, table, type AdminMail, type MailRow } from './blocks';
import { bookingNumberRows, contactRows } from './booking-rows';

const whenOf = (date: string, time: string) => formatDateAtTime(date, time);
const customerOf = (booking: Booking) => booking.customer_name || booking.user_email;

/** Who to call, what and where, with the time rows the change needs. */
function rowsOf(booking: Booking, timeRows: MailRow[]): MailRow[] {
  return [
    ...bookingNumberRows(booking),
    [bookingRowTexts.customer, booking.user_email],
    ...contactRows(booking),
    ...timeRows,
    [bookingRowTexts.product, booking.product_name],
    [bookingRowTexts.address, booking.address],
  ];
}

export function customerMovedNotice(booking: Booking): AdminMail {
  const when = whenOf(booking.booking_date, booking.booking_time);
  const from = booking.rescheduled_from;
  const fromWhen = from ? whenOf(from.date, from.time) : '';
  const names = { product: booking.product_name, when };
  return renderAdminMail({
    subject: fillText(t.movedSubject, names),
    blocks: [
      paragraph(
        fillText(t.movedIntro, { ...names, customer: customerOf(booking), from: fromWhen }),
      ),
      table(
        rowsOf(booking, [...(from ? [[t.oldTime, fromWhen] as MailRow] : []), [t.newTime, when]]),
      ),
    ],
  });
}

/** What became of the money, in the owner's words (a card refund as requested). */
function moneyLines(booking: Booking): string[] {
  const money = cancelMoney(booking);
  const lines: string[] = [];
  if (money.way === 'card_refund')
    lines.push(fillText(t.refundCard, { amount: formatKroner(money.amount) }));
  if (money.way === 'owner_refunds') {
    const method = booking.payment_method ? paymentMethodTexts[booking.payment_method] : '';
    lines.push(fillText(t.paidOther, { method, amount: formatKroner(money.amount) }));
  }
  if (money.way === 'invoice_voided') lines.push(t.invoiceVoided);
  if (money.credits > 0) lines.push(fillText(t.creditsBack, { credits: money.credits }));
  return lines;
}

export function customerCancelledNotice(booking: Booking): AdminMail {
  const when = whenOf(booking.booking_date, booking.booking_time);
  const names = { product: booking.product_name, when };
  return renderAdminMail({
    subject: fillText(t.cancelledSubject, names),
    blocks: [
      paragraph(fillText(t.cancelledIntro, { ...names, customer: customerOf(booking) })),
      paragraph(...moneyLines(booking)),
      table(rowsOf(booking, [[t.time, when]])),
    ].filter((block) => block.kind !== 'paragraph' || block.lines.length > 0),
  });
}

/** The follow-up when the card refund of a customer's cancel could not be started. */
export function refundNotStartedNotice(booking: Booking): AdminMail {
  const when = whenOf(booking.booking_date, booking.booking_time);
  const amount = formatKroner(booking.refund?.amount ?? booking.price);
  return renderAdminMail({
    subject: fillText(t.refundNotStartedSubject, { product: booking.product_name, when }),
    blocks: [
      paragraph(fillText(t.refundNotStarted, { amount })),
      table(rowsOf(booking, [[t.time, when]])),
    ],
  });
}
