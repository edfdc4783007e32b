/**
 * The customer's mails when a booking is moved or cancelled, each with the calendar file of
 * the same event: a move updates it in the customer's calendar, a cancel removes it.
 */
import type { Booking } from '@shared/api/entities';
import { formatDateAtTime, formatKroner } from '@shared/domain/danish-format';
import { bookingChangeTexts } from '@shared/texts/booking-changes';
import { fillText } from '@shared/texts/fill';
import { bookingCancelledTexts, bookingMovedTexts, mailTexts } from '@shared/texts/mails';
import type { Mail } from '@functions/lib/mailer';
import { link, paragraph, renderMail } from './blocks';
import { calendarAttachment } from './calendar-attachment';

/** Where the calendar file says the event comes from. */
export interface MailSite {
  url: string;
  /** The sender's address, the event's organizer. */
  organizer: string;
  now: Date;
}

export function bookingMovedMail(booking: Booking, manageUrl: string, site: MailSite): Mail {
  const when = formatDateAtTime(booking.booking_date, booking.booking_time);
  const from = booking.rescheduled_from;
  const t = bookingMovedTexts;
  return renderMail({
    to: [booking.user_email],
    subject: fillText(t.subject, { product: booking.product_name, when }),
    blocks: [
      paragraph(mailTexts.greeting),
      paragraph(fillText(t.moved, { product: booking.product_name, when })),
      paragraph(from && fillText(t.released, { when: formatDateAtTime(from.date, from.time) })),
      paragraph(fillText(t.address, { address: booking.address })),
      paragraph(t.calendar),
      link(bookingChangeTexts.mailManageLink, manageUrl),
    ].filter((block) => block.kind !== 'paragraph' || block.lines.length > 0),
    attachments: [calendarAttachment(booking, site, { organizer: site.organizer })],
  });
}

export function bookingCancelledMail(booking: Booking, site: MailSite): Mail {
  const when = formatDateAtTime(booking.booking_date, booking.booking_time);
  const t = bookingCancelledTexts;
  return renderMail({
    to: [booking.user_email],
    subject: fillText(t.subject, { product: booking.product_name, when }),
    blocks: [
      paragraph(mailTexts.greeting),
      paragraph(
        fillText(t.cancelled, { product: booking.product_name, when }),
        booking.refund && fillText(t.refund, { amount: formatKroner(booking.refund.amount) }),
        booking.credits_used > 0 && fillText(t.credits, { credits: booking.credits_used }),
      ),
      paragraph(t.calendar),
    ],
    attachments: [
      calendarAttachment(booking, site, { cancelled: true, organizer: site.organizer }),
    ],
  });
}
