/**
 * The iCalendar (RFC 5545) file attached to a booking confirmation: one 30-minute event at
 * the booking's wall-clock date and time in Copenhagen, written in UTC so every calendar
 * shows it at the right moment without a VTIMEZONE block.
 */
import type { Booking } from '@shared/api/entities';
import { bookingNumberText } from '@shared/domain/booking-number';
import { copenhagenToUtc } from '@shared/domain/copenhagen-time';
import { fillText } from '@shared/texts/fill';
import { calendarEventTexts as t } from '@shared/texts/mails';

export const bookingDurationMinutes = 30;

/**
 * The instant a booking starts: its Copenhagen wall-clock date and time (the earlier one on
 * the autumn day when 02:00-02:59 happens twice). A time skipped in spring does not exist and
 * is never offered as a slot; should one appear anyway it is read in winter time (+01:00).
 */
export function bookingStart(date: string, time: string): Date {
  return copenhagenToUtc(date, time) ?? new Date(Date.parse(`${date}T${time}:00Z`) - 60 * 60_000);
}

/** 20260310T130000Z */
export function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A parameter value (RFC 5545 3.1): quoted when it holds ':', ';' or ',', without the
 * characters a parameter value may never hold (control characters and double quotes).
 */
export function icsParamValue(text: string): string {
  const safe = [...text]
    .filter((char) => char >= ' ' && char !== '"' && char !== '\u007f')
    .join('');
  return /[:;,]/.test(safe) ? `"${safe}"` : safe;
}

/** Folds a content line to at most 75 octets per line (CRLF + space), never inside a character. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export interface CalendarEvent {
  /** Stable per booking, so a later file updates or removes the same event. */
  uid: string;
  /** RFC 5545 SEQUENCE: 0 at booking, one more per move or cancel (newest wins). */
  sequence: number;
  /** PUBLISH a new or moved event; CANCEL removes it (with STATUS:CANCELLED). */
  method: 'PUBLISH' | 'CANCEL';
  /** mailto: address of the organizer (iTIP wants one on a CANCEL). */
  organizer: string;
  /** The organizer's name: the business's (Indstillinger), as the mails' sender. */
  organizerName: string;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  location: string;
  description: string;
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dronefoto//Booking//DA',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `ORGANIZER;CN=${icsParamValue(event.organizerName)}:mailto:${event.organizer}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    event.method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** The event's title and description: the product and the booking's number ('B-1042'). */
function eventTexts(booking: Pick<Booking, 'product_name' | 'booking_number'>) {
  const product = booking.product_name;
  const number = bookingNumberText(booking);
  return number
    ? {
        summary: fillText(t.summaryWithNumber, { product, number }),
        description: fillText(t.descriptionWithNumber, { product, number }),
      }
    : {
        summary: fillText(t.summary, { product }),
        description: fillText(t.description, { product }),
      };
}

/**
 * The calendar event of a booking: 30 minutes from its Copenhagen date and time, with the
 * booking's SEQUENCE, so the file of a move replaces the event and the file of a cancel
 * (`cancelled`) removes it from the customer's calendar. The UID is built from the booking's
 * id (internal, stable); what the customer reads names its number. The organizer is the
 * business, by its name and sender address (the mails' From).
 */
export function bookingCalendarFile(
  booking: Pick<
    Booking,
    | 'id'
    | 'booking_number'
    | 'product_name'
    | 'booking_date'
    | 'booking_time'
    | 'address'
    | 'calendar_sequence'
  >,
  host: string,
  now: Date,
  options: { cancelled?: boolean; organizer: string; organizerName: string },
): string {
  const start = bookingStart(booking.booking_date, booking.booking_time);
  return calendarFile({
    uid: `booking-${booking.id}@${host}`,
    sequence: booking.calendar_sequence ?? 0,
    method: options.cancelled ? 'CANCEL' : 'PUBLISH',
    organizer: options.organizer,
    organizerName: options.organizerName,
    start,
    end: new Date(start.getTime() + bookingDurationMinutes * 60_000),
    stamp: now,
    ...eventTexts(booking),
    location: booking.address,
  });
}
