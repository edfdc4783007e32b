/** The completion e-mail: the files are ready (with their link) and a link to rate the shoot. */
import type { Booking } from '@shared/api/entities';
import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import { completionMailTexts as t } from '@shared/texts/admin-bookings';
import { fillText } from '@shared/texts/fill';
import { escapeHtml } from '../lib/html';
import type { Mail } from '../lib/mailer';

export function completionMail(
  booking: Booking,
  links: { download: string; rating: string },
  siteName: string,
): Mail {
  const ready = fillText(t.ready, {
    date: formatDanishDate(booking.booking_date),
    time: formatTime24(booking.booking_time),
  });
  const button = (url: string, label: string) =>
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;
  return {
    to: [booking.user_email],
    subject: fillText(t.subject, { product: booking.product_name }),
    text: [
      `${t.greeting},`,
      '',
      ready,
      `${t.download}: ${links.download}`,
      t.downloadValid,
      '',
      t.rateIntro,
      links.rating,
      '',
      t.signature,
      siteName,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(t.greeting)},</p>`,
      `<p>${escapeHtml(ready)}</p>`,
      button(links.download, t.download),
      `<p>${escapeHtml(t.downloadValid)}</p>`,
      `<p>${escapeHtml(t.rateIntro)}</p>`,
      button(links.rating, t.rate),
      `<p>${escapeHtml(t.signature)}<br>${escapeHtml(siteName)}</p>`,
    ].join('\n'),
  };
}
