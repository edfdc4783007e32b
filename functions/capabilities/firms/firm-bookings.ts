/**
 * `GET /api/me/firm/bookings` (product §2 'Firma'): the firm's bookings, newest first; every one for
 * its administrators, a colleague's own for a colleague.
 */
import type { Booking } from '@shared/api/entities';
import type { InputOf } from '@functions/lib/http';
import { getBooking } from '@functions/stores/booking/booking-items';
import { listFirmBookingLinks } from '@functions/stores/firms';
import { callerMembership } from './firm-access';

export async function listFirmBookings({
  caller,
}: InputOf<'listFirmBookings'>): Promise<Booking[]> {
  const me = await callerMembership(caller);
  const links = await listFirmBookingLinks(me.firm_id);
  const visible = me.role === 'admin' ? links : links.filter((l) => l.user_id === me.user_id);
  const bookings = await Promise.all(visible.map((link) => getBooking(link.booking_id)));
  return bookings.filter((b): b is Booking => b !== undefined && b.deleted_at === null);
}
