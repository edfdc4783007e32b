/**
 * Conflicts that stay visible (issue 41): a booking whose time the owner's hours no longer hold
 * (the day's hours changed after it was booked) is marked `outside_hours` in the owner's list
 * and on the day's route, for as long as it is to be flown there; opening the hours again, or
 * cancelling it, takes the mark away. Dates in the year 3731, which no other file books in.
 */
import { describe, expect, it } from 'vitest';
import { bookingInput, uniqueId } from '@tests/support/table-data';
import { openDay } from '@tests/support/booking-fixtures';
import { cancelBooking, createBooking } from '@functions/stores/booking/booking-days';
import { updateSchedule } from '@functions/stores/schedules';
import { getDayRouteView } from './day-route-view';
import { listOwnerBookings } from './owner-booking-list';

const date = '3731-03-06';
const marked = async (id: string) =>
  (await listOwnerBookings()).find((booking) => booking.id === id)?.outside_hours ?? false;

describe('a booking outside the booking hours', () => {
  it('is marked in the owner’s list and on the day’s route until the hours hold it again', async () => {
    const day = await openDay(date);
    const booking = await createBooking(
      bookingInput({
        user_id: uniqueId('kunde'),
        booking_date: date,
        booking_time: '10:00',
        payment_status: 'awaiting_payment',
        payment_method: 'cash',
      }),
    );
    expect(await marked(booking.id)).toBe(false);

    // The owner shortens the day: 10:00 is no longer in the hours.
    await updateSchedule(day.id, { start_time: '14:00' });
    expect(await marked(booking.id)).toBe(true);
    const route = await getDayRouteView({ query: { date } } as Parameters<
      typeof getDayRouteView
    >[0]);
    expect(route.stops.find((stop) => stop.booking_id === booking.id)?.outside_hours).toBe(true);

    // Opened again: no mark.
    await updateSchedule(day.id, { start_time: '08:00' });
    expect(await marked(booking.id)).toBe(false);

    // Closed again and cancelled: a cancelled booking is not flown, so it carries no mark.
    await updateSchedule(day.id, { start_time: '14:00' });
    await cancelBooking(booking, null);
    expect(await marked(booking.id)).toBe(false);
  });
});
