/**
 * The owner's list of bookings (the admin's Bookinger tab): every booking, newest first, with
 * the ones still to be flown whose time the booking hours no longer hold marked
 * `outside_hours`, worked out from the schedules as they are now, so the mark stays until the
 * booking is moved or cancelled, or the hours are opened again (issue 41).
 */
import type { Booking } from '@shared/api/entities';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { willBeFlown } from '@shared/domain/booking-lifecycle/shoot';
import { outsideBookingHours, type SlotSchedule } from '@shared/domain/slots';
import { listAllBookings } from '@functions/stores/booking/booking-items';
import { listSchedulesFrom } from '@functions/stores/schedules';

/** Whether a booking still to be flown (today or later) lies outside the booking hours now. */
export function isOutsideHours(
  booking: Booking,
  schedules: readonly SlotSchedule[],
  today: string,
): boolean {
  return (
    willBeFlown(booking) &&
    booking.booking_date >= today &&
    outsideBookingHours(schedules, {
      date: booking.booking_date,
      time: booking.booking_time,
      durationMinutes: booking.duration_minutes,
    })
  );
}

export async function listOwnerBookings(): Promise<Booking[]> {
  const today = copenhagenToday();
  const [bookings, schedules] = await Promise.all([listAllBookings(), listSchedulesFrom(today)]);
  return bookings.map((booking) =>
    isOutsideHours(booking, schedules, today) ? { ...booking, outside_hours: true } : booking,
  );
}
