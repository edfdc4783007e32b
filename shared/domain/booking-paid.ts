/**
 * Whether a booking counts as paid in the owner's figures (product §2 'Overview', 'Analytics',
 * §9): it is paid, and it has been neither cancelled, deleted nor refunded. A cancelled card
 * booking stops counting at once, also while its refund is still on its way; a cancelled cash
 * or invoice booking that was marked paid does not count either (the money goes back).
 * Pure, for the server (which computes the figures) and the browser (which labels a booking).
 */
import type { Booking } from '../api/entities';

export type PaidCheckBooking = Pick<Booking, 'payment_status'> &
  Partial<Pick<Booking, 'deleted_at' | 'cancelled_at' | 'refund'>>;

export function countsAsPaid(booking: PaidCheckBooking): boolean {
  return (
    booking.payment_status === 'paid' &&
    !booking.deleted_at &&
    !booking.cancelled_at &&
    booking.refund?.status !== 'refunded'
  );
}
