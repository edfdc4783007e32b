/**
 * The customer's mails when a booking is moved or cancelled, each with the calendar file of
 * the same event (same UID, higher SEQUENCE): a move updates the event in the customer's
 * calendar, a cancel (METHOD:CANCEL) removes it. Failures are logged, never thrown.
 */
import type { Booking } from '@shared/api/entities';
import { formatDanishDate, formatKroner, formatTime24 } from '@shared/domain/danish-format';
import { escapeHtml } from '@functions/lib/html';
import { logger } from '@functions/lib/logger';
import { config } from '../lib/config';
import { manageBookingUrl } from '../lib/link-signing';
import { sendMail, type Mail } from '../lib/mailer';
import { bookingChangeTexts } from '@shared/texts/booking-changes';
import { bookingCalendarFile } from './booking-calendar';

const when = (date: string, time: string) => `${formatDanishDate(date)} kl. ${formatTime24(time)}`;

function calendarAttachment(booking: Booking, cancelled: boolean) {
  const { SITE_URL, MAIL_FROM } = config();
  const organizer = MAIL_FROM.replace(/^.*<([^>]+)>.*$/, '$1');
  return {
    filename: 'booking.ics',
    contentType: cancelled ? 'text/calendar; method=CANCEL' : 'text/calendar',
    content: Buffer.from(
      bookingCalendarFile(booking, new URL(SITE_URL).host, new Date(), { cancelled, organizer }),
      'utf8',
    ),
  };
}

export function bookingMovedMail(booking: Booking): Mail {
  const from = booking.rescheduled_from;
  const lines = [
    `Din booking af ${booking.product_name} er flyttet til ${when(booking.booking_date, booking.booking_time)}.`,
    from ? `Det tidligere tidspunkt (${when(from.date, from.time)}) er frigivet.` : '',
    `Adresse: ${booking.address}`,
  ].filter(Boolean);
  return {
    to: [booking.user_email],
    subject: `Booking flyttet: ${booking.product_name} ${when(booking.booking_date, booking.booking_time)}`,
    text: [
      'Hej,',
      '',
      ...lines,
      '',
      'Den vedhæftede kalenderfil opdaterer aftalen i din kalender.',
      `${bookingChangeTexts.mailManageLink}: ${manageBookingUrl(booking.id)}`,
    ].join('\n'),
    html: [
      '<p>Hej,</p>',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      '<p>Den vedhæftede kalenderfil opdaterer aftalen i din kalender.</p>',
      `<p><a href="${escapeHtml(manageBookingUrl(booking.id))}">${escapeHtml(bookingChangeTexts.mailManageLink)}</a></p>`,
    ].join('\n'),
    attachments: [calendarAttachment(booking, false)],
  };
}

export function bookingCancelledMail(booking: Booking): Mail {
  const lines = [
    `Din booking af ${booking.product_name} ${when(booking.booking_date, booking.booking_time)} er aflyst.`,
    booking.refund
      ? `Vi refunderer ${formatKroner(booking.refund.amount)} til dit kort. Det kan tage nogle dage, før beløbet står på din konto.`
      : '',
    booking.credits_used > 0 ? `Dine ${booking.credits_used} credits er givet tilbage.` : '',
  ].filter(Boolean);
  return {
    to: [booking.user_email],
    subject: `Booking aflyst: ${booking.product_name} ${when(booking.booking_date, booking.booking_time)}`,
    text: [
      'Hej,',
      '',
      ...lines,
      '',
      'Den vedhæftede kalenderfil fjerner aftalen fra din kalender.',
    ].join('\n'),
    html: [
      '<p>Hej,</p>',
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      '<p>Den vedhæftede kalenderfil fjerner aftalen fra din kalender.</p>',
    ].join('\n'),
    attachments: [calendarAttachment(booking, true)],
  };
}

export async function sendLoggedChangeMail(mail: Mail, bookingId: string): Promise<void> {
  try {
    await sendMail(mail);
  } catch (error) {
    logger.error('booking_change_mail_failed', { bookingId, error });
  }
}
