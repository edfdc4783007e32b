/**
 * Europe/Copenhagen as an iCalendar VTIMEZONE (RFC 5545 3.6.5), the EU rules since 1996:
 * summer time from the last Sunday of March at 02:00 to the last Sunday of October at 03:00,
 * as calendar programs publish it. The owner's calendar feed carries it (decision 0038).
 */
import { copenhagenTimeZone } from './copenhagen-time';

export const copenhagenVtimezoneLines: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${copenhagenTimeZone}`,
  `X-LIC-LOCATION:${copenhagenTimeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];
