/** The delivery e-mail: the files are ready (with their link) and a link to rate the shoot, signed by the business. */
import type { Booking } from '@shared/api/entities';
import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import { completionMailTexts as t } from '@shared/texts/admin-bookings';
import { fillText } from '@shared/texts/fill';
import type { Mail } from '@functions/lib/mailer';
import { button, paragraph, renderMail } from './blocks';

export function completionMail(
  booking: Booking,
  /** `gallery`: the download is the gallery page's link (the button says so). */
  links: { download: string; rating: string; gallery?: boolean },
  businessName: string,
): Mail {
  return renderMail({
    to: [booking.user_email],
    subject: fillText(t.subject, { product: booking.product_name }),
    blocks: [
      paragraph(`${t.greeting},`),
      paragraph(
        fillText(t.ready, {
          date: formatDanishDate(booking.booking_date),
          time: formatTime24(booking.booking_time),
        }),
      ),
      button(links.gallery ? t.gallery : t.download, links.download),
      paragraph(t.downloadValid),
      paragraph(t.rateIntro),
      button(t.rate, links.rating),
      paragraph(t.signature, businessName),
    ],
  });
}
