/**
 * `GET /api/me/bookings/{id}/calendar`: the caller's own booking as the iCalendar file its
 * confirmation mail carries (same UID and SEQUENCE, so importing it again updates the same
 * event; a cancelled booking's file removes it). Anyone but the owner gets the 404 of a
 * booking that does not exist.
 */
import type { BookingCalendar } from '@shared/api/booking';
import { bookingTexts } from '@shared/texts/booking';
import { bookingCalendarFile } from '@functions/capabilities/mails/booking-calendar';
import { mailSite } from '@functions/capabilities/mails/send';
import { notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { getBooking } from '@functions/stores/booking/booking-items';

export const bookingCalendarFileName = 'booking.ics';

export async function getMyBookingCalendar({
  params,
  caller,
}: InputOf<'getMyBookingCalendar'>): Promise<BookingCalendar> {
  const booking = await getBooking(params.id);
  if (!booking || booking.user_id !== caller.userId || booking.deleted_at)
    throw notFound(bookingTexts.bookingNotFound);
  const site = await mailSite();
  return {
    file_name: bookingCalendarFileName,
    content: bookingCalendarFile(booking, new URL(site.url).host, site.now, {
      cancelled: Boolean(booking.cancelled_at),
      organizer: site.organizer,
      organizerName: site.name,
    }),
  };
}
