/**
 * Booking numbers (decision 0030): drawn from the atomic counter `COUNTER` / `booking` (an
 * `ADD 1`, so two bookings never get the same number, however they race), before the
 * booking's transaction. A booking refused afterwards (its slot taken, say) leaves its number
 * unused: the numbers are unique, not gap-free; bookings are no bookkeeping series.
 */
import { bookingNumberOffset } from '@shared/domain/booking-number';
import { nextCounterValue } from '@functions/data/counters';
import { bookingCounterName } from '@functions/data/keys';

/** The next booking number: 1001, 1002, ... */
export async function nextBookingNumber(): Promise<number> {
  return bookingNumberOffset + (await nextCounterValue(bookingCounterName));
}
