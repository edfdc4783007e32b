/**
 * The profile's booking lists (product §4): upcoming = start not past, not completed and not
 * cancelled, by date and time ascending; past = completed, started or cancelled, most recent
 * first. Deleted bookings are never shown. Times are Copenhagen wall-clock times, compared as `YYYY-MM-DDTHH:MM`.
 */
import type { Booking, PaymentStatus } from '@shared/api/entities';
import { atCardCheckout } from '@shared/domain/booking-lifecycle/money';
import { copenhagenDateTime } from '@shared/domain/danish-format';
import { customerPaymentStatusTexts, paymentMethodTexts } from '@shared/texts/booking';

export type ProfileBooking = Pick<
  Booking,
  'booking_date' | 'booking_time' | 'is_completed' | 'deleted_at'
> &
  Partial<Pick<Booking, 'cancelled_at'>>;

const startOf = (booking: ProfileBooking) => `${booking.booking_date}T${booking.booking_time}`;

export function splitBookings<T extends ProfileBooking>(
  bookings: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const nowKey = copenhagenDateTime(now);
  const visible = bookings
    .filter((booking) => !booking.deleted_at)
    .sort((a, b) => startOf(a).localeCompare(startOf(b)));
  const isPast = (booking: T) =>
    booking.is_completed || Boolean(booking.cancelled_at) || startOf(booking) < nowKey;
  return {
    upcoming: visible.filter((booking) => !isPast(booking)),
    past: visible.filter(isPast).reverse(),
  };
}

/** The customer's payment badge (product §4). */
export function paymentBadge(status: PaymentStatus): {
  label: string;
  tone: 'ok' | 'error' | 'wait';
} {
  if (status === 'paid') return { label: customerPaymentStatusTexts.paid, tone: 'ok' };
  if (status === 'failed') return { label: customerPaymentStatusTexts.failed, tone: 'error' };
  return { label: customerPaymentStatusTexts.waiting, tone: 'wait' };
}

export function paymentMethodLabel(method: Booking['payment_method']): string | null {
  return method ? paymentMethodTexts[method] : null;
}

/**
 * A card booking whose checkout is under way or was left unpaid: 'Betal nu' may still pay it
 * while the checkout is open (product §4).
 */
export const awaitsCardCheckout = atCardCheckout;
