/**
 * A booking whose shoot starts about `hours` from now, on the first free half-hour slot from
 * there: tests of real-time rules (reminders, the cut-off) share the table's slots with every
 * other test file that books near now, so a taken slot moves the booking on by half an hour.
 */
import { copenhagenWallClock } from '@shared/domain/copenhagen-time';
import { type NewBooking, createBooking } from '@functions/stores/booking/booking-days';
import { SlotTakenError } from '@functions/data/errors';
import { bookingInput } from './table-data';

export async function bookingAboutHoursAhead(
  hours: number,
  fields: Partial<NewBooking> & { user_id: string },
  maxSteps = 8,
) {
  for (let step = 0; ; step++) {
    const at = new Date(Date.now() + (hours + step / 2) * 3_600_000);
    at.setUTCMinutes(at.getUTCMinutes() < 30 ? 30 : 60, 0, 0);
    const { date, time } = copenhagenWallClock(at);
    try {
      return await createBooking(
        bookingInput({ ...fields, booking_date: date, booking_time: time }),
      );
    } catch (error) {
      if (!(error instanceof SlotTakenError) || step >= maxSteps) throw error;
    }
  }
}
