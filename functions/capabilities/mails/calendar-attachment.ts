/**
 * The booking's calendar file, attached to its confirmation, move and cancel mails: the same
 * event (same UID, a higher SEQUENCE each change), cancelled with METHOD:CANCEL; its organizer
 * is the site's sender address.
 */
import type { Booking } from '@shared/api/entities';
import { bookingCalendarFile } from './booking-calendar';
import type { MailSite } from './booking-changes';

export function calendarAttachment(
  booking: Booking,
  site: MailSite,
  options: { cancelled?: boolean } = {},
) {
  const cancelled = options.cancelled ?? false;
  return {
    filename: 'booking.ics',
    contentType: cancelled ? 'text/calendar; method=CANCEL' : 'text/calendar',
    content: Buffer.from(
      bookingCalendarFile(booking, new URL(site.url).host, site.now, {
        cancelled,
        organizer: site.organizer,
        organizerName: site.name,
      }),
      'utf8',
    ),
  };
}
