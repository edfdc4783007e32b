/**
 * The reminder a customer gets 24 hours before the shoot: the time and address, the
 * bad-weather rule of the FAQ, and where to see or change the booking.
 */
import type { Booking } from '@shared/api/entities';
import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import { escapeHtml } from '@functions/lib/html';
import type { Mail } from '../lib/mailer';

export function reminderMail(booking: Booking, weatherRule: string, manageUrl: string): Mail {
  const when = `${formatDanishDate(booking.booking_date)} kl. ${formatTime24(booking.booking_time)}`;
  const lines = [
    'Hej,',
    '',
    `Vi ses i morgen: ${booking.product_name} ${when}.`,
    `Adresse: ${booking.address}`,
    '',
    `Dårligt vejr? ${weatherRule}`,
    '',
    `Se eller ændre din booking: ${manageUrl}`,
  ];
  return {
    to: [booking.user_email],
    subject: `Påmindelse: ${booking.product_name} ${when}`,
    text: lines.join('\n'),
    html: [
      '<p>Hej,</p>',
      `<p>Vi ses i morgen: <strong>${escapeHtml(booking.product_name)}</strong> ${escapeHtml(when)}.<br>Adresse: ${escapeHtml(booking.address)}</p>`,
      `<p>Dårligt vejr? ${escapeHtml(weatherRule)}</p>`,
      `<p><a href="${escapeHtml(manageUrl)}">Se eller ændre din booking</a></p>`,
    ].join('\n'),
  };
}
