/** The delivery e-mail: the files are ready (with their link) and a link to rate the shoot, signed by the business. */
import type { Booking } from '@shared/api/entities';
import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import { completionMailTexts as t } from '@shared/texts/admin-bookings';
import { fillText } from '@shared/texts/fill';
import type { Mail } from '@functions/lib/mailer';
import { button, paragraph, renderMail } from './blocks';

/**
 * The copy of a firm booking's delivery mail to the firm's administrators (product §2 'Firma'):
 * who booked, the reference and the files' link; the rating link stays the booker's.
 */
export function completionCopyMail(
  booking: Booking,
  links: { download: string; gallery?: boolean },
  names: { firm: string; business: string },
): Mail {
  const reference = booking.firm?.reference;
  return renderMail({
    to: [],
    subject: fillText(t.copySubject, { product: booking.product_name, firm: names.firm }),
    blocks: [
      paragraph(`${t.greeting},`),
      paragraph(
        fillText(t.copyIntro, {
          firm: names.firm,
          booker: booking.customer_name?.trim() || booking.user_email,
          date: formatDanishDate(booking.booking_date),
          time: formatTime24(booking.booking_time),
          reference: reference ? fillText(t.copyReference, { reference }) : '',
        }),
      ),
      button(links.gallery ? t.gallery : t.download, links.download),
      paragraph(t.downloadValid),
      paragraph(t.signature, names.business),
    ],
  });
}

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
