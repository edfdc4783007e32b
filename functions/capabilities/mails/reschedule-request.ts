/**
 * The customer's mails of 'Bed om ny tid' (decision 0039): the owner's reason, the booking as
 * it stands, and the signed link where the customer chooses a new time or cancels with a full
 * refund; the reminder a day later says the same again. Both go through the outbox.
 */
import type { Booking, RescheduleRequest } from '@shared/api/entities';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { formatDanishDate, formatDateAtTime } from '@shared/domain/danish-format';
import { fillText } from '@shared/texts/fill';
import { mailTexts } from '@shared/texts/mails';
import { rescheduleRequestTexts as t } from '@shared/texts/reschedule-request';
import type { Mail } from '@functions/lib/mailer';
import { button, note, paragraph, renderMail } from './blocks';
import { bookingNumberLine } from './booking-rows';

export function rescheduleRequestMail(
  booking: Booking,
  request: RescheduleRequest,
  url: string,
  options: { reminder: boolean; businessName: string },
): Mail {
  const names = {
    product: booking.product_name,
    when: formatDateAtTime(booking.booking_date, booking.booking_time),
    address: booking.address,
  };
  const expires = formatDanishDate(copenhagenToday(new Date(request.expires_at)));
  return renderMail({
    to: [booking.user_email],
    subject: fillText(options.reminder ? t.reminderSubject : t.mailSubject, names),
    blocks: [
      paragraph(mailTexts.greeting),
      paragraph(
        fillText(options.reminder ? t.reminderIntro : t.mailIntro, names),
        bookingNumberLine(booking),
      ),
      paragraph(fillText(t.mailReason, { reason: request.reason })),
      paragraph(t.mailChoose),
      button(t.mailLink, url),
      note(fillText(t.mailExpires, { date: expires })),
      paragraph(mailTexts.signoff, options.businessName),
    ],
  });
}
