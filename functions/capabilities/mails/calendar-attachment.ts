/**
 * The booking's calendar file, attached to its confirmation, move and cancel mails: the same
 * event (same UID, a higher SEQUENCE each change), cancelled with METHOD:CANCEL.
 */
import type { Booking } from '@shared/api/entities';
import { bookingCalendarFile } from './booking-calendar';

export function calendarAttachment(
  booking: Booking,
  site: { url: string; now: Date },
  options: { cancelled?: boolean; organizer?: string } = {},
) {
  const cancelled = options.cancelled ?? false;
  return {
    filename: 'booking.ics',
    contentType: cancelled ? 'text/calendar; method=CANCEL' : 'text/calendar',
    content: Buffer.from(
      bookingCalendarFile(booking, new URL(site.url).host, site.now, {
        cancelled,
        organizer: options.organizer,
      }),
      'utf8',
    ),
  };
}
