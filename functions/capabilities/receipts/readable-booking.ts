/**
 * Whose documents a caller may read (product §2 'Firma'): a booking's receipt and credit notes go to
 * its booker, and to the administrators of the firm it was booked for. Anyone else gets the
 * 404 of a booking that does not exist.
 */
import type { Booking } from '@shared/api/entities';
import { bookingTexts } from '@shared/texts/booking';
import { notFound } from '@functions/lib/errors';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getMembership } from '@functions/stores/firms';

/** Whether the user booked it, or administers the firm it was booked for. */
export async function mayReadBooking(booking: Booking, userId: string): Promise<boolean> {
  if (booking.user_id === userId) return true;
  if (!booking.firm) return false;
  const membership = await getMembership(userId);
  return membership?.role === 'admin' && membership.firm_id === booking.firm.id;
}

/** The booking when the user may read its documents; 404 in Danish otherwise. */
export async function readableBooking(bookingId: string, userId: string): Promise<Booking> {
  const booking = await getBooking(bookingId);
  if (!booking || booking.deleted_at || !(await mayReadBooking(booking, userId)))
    throw notFound(bookingTexts.bookingNotFound);
  return booking;
}
