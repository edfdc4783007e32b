/**
 * The Danish texts of the booking e-mails: the customer's confirmation (with the calendar
 * file attached) and the notification every admin gets. Pure functions of the booking.
 */
import { pageUrl } from '@shared/site/pages';
import type { Booking, PaymentMethod } from '@shared/api/entities';
import { formatDanishDate, formatKroner, formatTime24 } from '@shared/domain/danish-format';
import type { Mail } from '../lib/mailer';
import { bookingCalendarFile } from './booking-calendar';
import {
  customerPaymentStatus,
  paymentMethodTexts,
  paymentPageTexts,
  summaryTexts,
} from '@shared/texts/booking';
import { escapeHtml } from '@functions/lib/html';
import { bookingChangeTexts } from '@shared/texts/booking-changes';
import { fillText } from '@shared/texts/fill';

/** The signed link where the customer moves or cancels, and the cut-off that applies. */
export interface ManageLink {
  url: string;
  cutoffHours: number;
}

const methodName = (method: PaymentMethod | null) =>
  method ? paymentMethodTexts[method] : summaryTexts.notChosen;

/** What the customer still has to do, by payment method. */
function paymentNote(booking: Booking): string {
  if (booking.payment_status === 'paid') return 'Din booking er betalt.';
  if (booking.payment_method === 'invoice') return 'Du modtager en faktura på e-mail.';
  if (booking.payment_method === 'cash') return paymentPageTexts.methodCashNote;
  return 'Betalingen afventer.';
}

/** Label and value rows shared by both mails. */
export function bookingRows(booking: Booking): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Produkt', booking.product_name],
    ['Dato', formatDanishDate(booking.booking_date)],
    ['Tidspunkt', `kl. ${formatTime24(booking.booking_time)}`],
    ['Adresse', booking.address],
    ['Redigering', booking.include_editing ? 'Ja' : 'Nej'],
    ['Pris', formatKroner(booking.original_price)],
  ];
  if (booking.discount_amount > 0)
    rows.push(['Rabat', `-${formatKroner(booking.discount_amount)}`]);
  if (booking.credits_used > 0)
    rows.push(['Credits brugt', `-${formatKroner(booking.credits_used)}`]);
  rows.push(
    ['At betale', formatKroner(booking.price)],
    ['Betalingsmetode', methodName(booking.payment_method)],
    ['Betalingsstatus', customerPaymentStatus(booking.payment_status)],
    ['Booking-id', booking.id],
  );
  return rows;
}

const textTable = (rows: Array<[string, string]>) =>
  rows.map(([label, value]) => `${label}: ${value}`).join('\n');

const htmlTable = (rows: Array<[string, string]>) =>
  [
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" style="padding-right:16px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
  ].join('\n');

const when = (booking: Booking) =>
  `${formatDanishDate(booking.booking_date)} kl. ${formatTime24(booking.booking_time)}`;

export function customerConfirmationMail(
  booking: Booking,
  siteUrl: string,
  now: Date,
  manage: ManageLink,
): Mail {
  const rows = bookingRows(booking);
  const rule = fillText(bookingChangeTexts.ruleInMail, { hours: manage.cutoffHours });
  const profileUrl = pageUrl(siteUrl, 'profile');
  const intro = `Tak for din booking! Vi glæder os til at flyve for dig ${when(booking)}.`;
  return {
    to: [booking.user_email],
    subject: `Bookingbekræftelse: ${booking.product_name} ${when(booking)}`,
    text: [
      'Hej,',
      '',
      intro,
      '',
      textTable(rows),
      '',
      paymentNote(booking),
      '',
      'Tidspunktet er vedhæftet som kalenderfil (booking.ics).',
      `${rule} ${bookingChangeTexts.mailManageLink}: ${manage.url}`,
      `Se dine bookinger på ${profileUrl}`,
      '',
      'Venlig hilsen',
      'Dronefoto',
    ].join('\n'),
    html: [
      '<p>Hej,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      htmlTable(rows),
      `<p>${escapeHtml(paymentNote(booking))}</p>`,
      '<p>Tidspunktet er vedhæftet som kalenderfil (booking.ics).</p>',
      `<p>${escapeHtml(rule)} <a href="${escapeHtml(manage.url)}">${escapeHtml(bookingChangeTexts.mailManageLink)}</a></p>`,
      `<p><a href="${escapeHtml(profileUrl)}">Se dine bookinger</a></p>`,
      '<p>Venlig hilsen<br>Dronefoto</p>',
    ].join('\n'),
    attachments: [
      {
        filename: 'booking.ics',
        contentType: 'text/calendar',
        content: Buffer.from(bookingCalendarFile(booking, new URL(siteUrl).host, now), 'utf8'),
      },
    ],
  };
}

export function adminNotificationMail(booking: Booking, adminEmail: string): Mail {
  const rows: Array<[string, string]> = [['Kunde', booking.user_email], ...bookingRows(booking)];
  const intro = `Ny booking: ${booking.product_name} ${when(booking)}.`;
  return {
    to: [adminEmail],
    subject: `Ny booking: ${booking.product_name} ${when(booking)}`,
    text: [intro, '', textTable(rows)].join('\n'),
    html: [`<p>${escapeHtml(intro)}</p>`, htmlTable(rows)].join('\n'),
  };
}
