/**
 * The reminder a customer gets 24 hours before the shoot: the time and address (and the
 * booking's number), the
 * bad-weather rule of the FAQ, and where to see or change the booking.
 */
import type { Booking } from '@shared/api/entities';
import { formatDateAtTime } from '@shared/domain/danish-format';
import { fillText } from '@shared/texts/fill';
import { mailTexts, reminderTexts as t } from '@shared/texts/mails';
import type { Mail } from '@functions/lib/mailer';
import { link, paragraph, renderMail } from './blocks';
import { bookingNumberLine } from './booking-rows';

export function reminderMail(booking: Booking, weatherRule: string, manageUrl: string): Mail {
  const names = {
    product: booking.product_name,
    when: formatDateAtTime(booking.booking_date, booking.booking_time),
  };
  return renderMail({
    to: [booking.user_email],
    subject: fillText(t.subject, names),
    blocks: [
      paragraph(mailTexts.greeting),
      paragraph(
        fillText(t.tomorrow, names),
        fillText(t.address, { address: booking.address }),
        bookingNumberLine(booking),
      ),
      paragraph(fillText(t.weather, { rule: weatherRule })),
      link(t.manage, manageUrl),
    ],
  });
}
