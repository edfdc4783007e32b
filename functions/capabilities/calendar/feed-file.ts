/**
 * The owner's calendar feed as an RFC 5545 file (decision 0038): a VCALENDAR with the
 * Europe/Copenhagen VTIMEZONE and one VEVENT per booking, its times as Copenhagen wall-clock
 * times with that TZID. Escaping and line folding are the booking confirmation's
 * (mails/booking-calendar.ts).
 */
import { escapeIcsText, foldIcsLine, icsUtc } from '@functions/capabilities/mails/booking-calendar';
import { copenhagenTimeZone, type WallClock } from '@shared/domain/copenhagen-time';
import { copenhagenVtimezoneLines } from '@shared/domain/copenhagen-vtimezone';

export interface FeedEvent {
  uid: string;
  /** RFC 5545 SEQUENCE: one more per move or cancel. */
  sequence: number;
  /** The booking's last known change. */
  lastModified: Date;
  start: WallClock;
  end: WallClock;
  cancelled: boolean;
  summary: string;
  location: string;
  description: string;
  /** The booking in the admin panel. */
  url: string;
}

/** 20261201T093000 (a local time, read in the TZID given beside it). */
const icsLocal = (clock: WallClock): string =>
  `${clock.date.replace(/-/g, '')}T${clock.time.replace(':', '')}00`;

function eventLines(event: FeedEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(stamp)}`,
    `LAST-MODIFIED:${icsUtc(event.lastModified)}`,
    `DTSTART;TZID=${copenhagenTimeZone}:${icsLocal(event.start)}`,
    `DTEND;TZID=${copenhagenTimeZone}:${icsLocal(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    // A shoot blocks the owner's time; a cancelled one no longer does.
    `TRANSP:${event.cancelled ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ];
}

/** The whole feed; calendar apps poll it (RFC 7986 REFRESH-INTERVAL asks for 15 minutes). */
export function feedFile(calendarName: string, events: readonly FeedEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dronefoto//Owner feed//DA',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeIcsText(calendarName)}`,
    `X-WR-CALNAME:${escapeIcsText(calendarName)}`,
    `X-WR-TIMEZONE:${copenhagenTimeZone}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
    ...copenhagenVtimezoneLines,
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
