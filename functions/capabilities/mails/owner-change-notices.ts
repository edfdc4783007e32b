/**
 * The owner hears of a customer's change (product §4 'Moving and cancelling'): when a
 * customer moves or cancels a booking, every admin gets a Danish notice with who to call
 * (name, phone as a `tel:` link, e-mail), the old and new time, the address, and what becomes
 * of the money. Failures are logged, never thrown: the change has happened.
 */
import type { Booking } from '@shared/api/entities';
import { formatDateAtTime, formatKroner } from '@shared/domain/danish-format';
import { paymentMethodTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';
import { bookingRowTexts, ownerChangeNoticeTexts as t } from '@shared/texts/mails';
import { logger } from '@functions/lib/logger';
import type { Mail } from '@functions/lib/mailer';
import { listAdminEmails } from './admin-addresses';
import { paragraph, renderMail, table, type MailRow } from './blocks';
import { contactRows } from './booking-rows';
import { sendMailLogged } from './send';

const whenOf = (date: string, time: string) => formatDateAtTime(date, time);
const customerOf = (booking: Booking) => booking.customer_name || booking.user_email;

/** Who to call, what and where, with the time rows the change needs. */
function rowsOf(booking: Booking, timeRows: MailRow[]): MailRow[] {
  return [
    [bookingRowTexts.customer, booking.user_email],
    ...contactRows(booking),
    ...timeRows,
    [bookingRowTexts.product, booking.product_name],
    [bookingRowTexts.address, booking.address],
  ];
}

export function customerMovedNotice(booking: Booking, adminEmail: string): Mail {
  const when = whenOf(booking.booking_date, booking.booking_time);
  const from = booking.rescheduled_from;
  const fromWhen = from ? whenOf(from.date, from.time) : '';
  const names = { product: booking.product_name, when };
  return renderMail({
    to: [adminEmail],
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

/** What became of the money, in the owner's words. */
function moneyLines(booking: Booking, refund: 'none' | 'started' | 'failed'): string[] {
  const lines: string[] = [];
  if (booking.refund) {
    const amount = formatKroner(booking.refund.amount);
    lines.push(fillText(refund === 'failed' ? t.refundNotStarted : t.refundCard, { amount }));
  } else if (booking.payment_status === 'paid' && booking.price > 0) {
    const method = booking.payment_method ? paymentMethodTexts[booking.payment_method] : '';
    lines.push(fillText(t.paidOther, { method, amount: formatKroner(booking.price) }));
  }
  if (booking.credits_used > 0)
    lines.push(fillText(t.creditsBack, { credits: booking.credits_used }));
  return lines;
}

export function customerCancelledNotice(
  booking: Booking,
  adminEmail: string,
  refund: 'none' | 'started' | 'failed',
): Mail {
  const when = whenOf(booking.booking_date, booking.booking_time);
  const names = { product: booking.product_name, when };
  return renderMail({
    to: [adminEmail],
    subject: fillText(t.cancelledSubject, names),
    blocks: [
      paragraph(fillText(t.cancelledIntro, { ...names, customer: customerOf(booking) })),
      paragraph(...moneyLines(booking, refund)),
      table(rowsOf(booking, [[t.time, when]])),
    ].filter((block) => block.kind !== 'paragraph' || block.lines.length > 0),
  });
}

/** Sends one notice to every admin (the Cognito group); logged, never thrown. */
export async function notifyAdmins(
  booking: Booking,
  mailFor: (adminEmail: string) => Mail,
): Promise<void> {
  let admins: string[];
  try {
    admins = await listAdminEmails();
  } catch (error) {
    logger.error('booking_change_admin_list_failed', { bookingId: booking.id, error });
    return;
  }
  await Promise.all(
    admins.map((email) =>
      sendMailLogged(mailFor(email), 'booking_change_admin_mail_failed', { bookingId: booking.id }),
    ),
  );
}
