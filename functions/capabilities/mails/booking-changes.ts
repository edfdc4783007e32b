/**
 * The customer's mails when a booking is moved or cancelled, by the customer or by the owner,
 * each with the calendar file of the same event: a move updates it in the customer's
 * calendar, a cancel removes it. A cancel states what becomes of the money.
 */
import type { Booking } from '@shared/api/entities';
import { formatDateAtTime, formatKroner } from '@shared/domain/danish-format';
import { pageUrl } from '@shared/site/pages';
import { bookingChangeTexts } from '@shared/texts/booking-changes';
import { fillText } from '@shared/texts/fill';
import { bookingCancelledTexts, bookingMovedTexts, mailTexts } from '@shared/texts/mails';
import type { Mail } from '@functions/lib/mailer';
import { cancelMoney } from '@shared/domain/booking-lifecycle/money';
import { link, paragraph, renderMail, type MailBlock } from './blocks';
import { calendarAttachment } from './calendar-attachment';
import { bookingNumberLine } from './booking-rows';

/** Where the calendar file says the event comes from, and who the mail is signed by. */
export interface MailSite {
  url: string;
  /** The business's name (Indstillinger; the site's before it is saved): the sign-off. */
  name: string;
  /** The sender's address, the event's organizer. */
  organizer: string;
  now: Date;
}

/** Who made the change: the customer (profile or manage link) or the owner (admin panel). */
export type ChangedBy = 'customer' | 'owner';

const withoutEmptyParagraphs = (blocks: MailBlock[]) =>
  blocks.filter((block) => block.kind !== 'paragraph' || block.lines.length > 0);

export function bookingMovedMail(
  booking: Booking,
  manageUrl: string,
  site: MailSite,
  by: ChangedBy = 'customer',
): Mail {
  const when = formatDateAtTime(booking.booking_date, booking.booking_time);
  const from = booking.rescheduled_from;
  const t = bookingMovedTexts;
  const names = { product: booking.product_name, when };
  const byOwner = by === 'owner';
  return renderMail({
    to: [booking.user_email],
    subject: fillText(byOwner ? t.subjectByOwner : t.subject, names),
    blocks: withoutEmptyParagraphs([
      paragraph(mailTexts.greeting),
      paragraph(fillText(byOwner ? t.movedByOwner : t.moved, names), bookingNumberLine(booking)),
      paragraph(from && fillText(t.released, { when: formatDateAtTime(from.date, from.time) })),
      paragraph(fillText(t.address, { address: booking.address })),
      paragraph(t.calendar),
      paragraph(byOwner && t.ownerMoveQuestions),
      link(bookingChangeTexts.mailManageLink, manageUrl),
      ...(byOwner ? [paragraph(mailTexts.signoff, site.name)] : []),
    ]),
    attachments: [calendarAttachment(booking, site)],
  });
}

/** What becomes of the money of a cancelled booking, in the customer's words. */
function moneyLines(booking: Booking): string[] {
  const t = bookingCancelledTexts;
  const money = cancelMoney(booking);
  const lines: string[] = [];
  if (money.way === 'card_refund')
    lines.push(fillText(t.refund, { amount: formatKroner(money.amount) }));
  if (money.way === 'owner_refunds')
    lines.push(fillText(t.refundManual, { amount: formatKroner(money.amount) }));
  if (money.way === 'invoice_voided') lines.push(t.invoiceVoided);
  if (money.credits > 0) lines.push(fillText(t.credits, { credits: money.credits }));
  return lines;
}

export function bookingCancelledMail(
  booking: Booking,
  site: MailSite,
  by: ChangedBy = 'customer',
): Mail {
  const when = formatDateAtTime(booking.booking_date, booking.booking_time);
  const t = bookingCancelledTexts;
  const names = { product: booking.product_name, when };
  const byOwner = by === 'owner';
  return renderMail({
    to: [booking.user_email],
    subject: fillText(byOwner ? t.subjectByOwner : t.subject, names),
    blocks: [
      paragraph(mailTexts.greeting),
      paragraph(
        fillText(byOwner ? t.cancelledByOwner : t.cancelled, names),
        bookingNumberLine(booking),
        ...moneyLines(booking),
      ),
      paragraph(t.calendar),
      ...(byOwner
        ? [link(t.rebook, pageUrl(site.url, 'products')), paragraph(mailTexts.signoff, site.name)]
        : []),
    ],
    attachments: [calendarAttachment(booking, site, { cancelled: true })],
  });
}
