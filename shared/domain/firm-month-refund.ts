/**
 * What a refund of a firm's monthly invoice credits (decision 0036, 'Refunds made in Stripe'):
 * one payment paid every booking on the invoice, and Stripe's `charge.refunded` says only how
 * much of it has been refunded so far. The money refunded that no credit note of the invoice's
 * bookings covers yet is credited booking by booking in the invoice's order, each up to what its
 * receipt has left. A booking cancelled after payment was credited whole when it was cancelled,
 * so refunding its price in Stripe (the usual reason for a part refund) credits nothing twice;
 * a cancelled booking is never credited again here. Each booking's figure is cumulative (its
 * credited money plus its new part), as credit-note.ts takes a refund, so a replayed or late
 * event credits nothing more.
 */

export interface FirmMonthBookingCredit {
  booking_id: string;
  /** Its receipt's money (øre incl. moms). */
  receipt_total_ore: number;
  /** What its credit notes credited so far (øre). */
  credited_ore: number;
  cancelled: boolean;
}

/** Per booking with something new to credit: the money refunded of it so far (cumulative). */
export function firmMonthRefundShares(
  refundedOre: number,
  bookings: readonly FirmMonthBookingCredit[],
): { booking_id: string; refunded_ore: number }[] {
  const covered = bookings.reduce((sum, b) => sum + b.credited_ore, 0);
  let uncovered = refundedOre - covered;
  const shares: { booking_id: string; refunded_ore: number }[] = [];
  for (const booking of bookings) {
    if (uncovered <= 0) break;
    if (booking.cancelled) continue;
    const take = Math.min(uncovered, Math.max(0, booking.receipt_total_ore - booking.credited_ore));
    if (take <= 0) continue;
    shares.push({ booking_id: booking.booking_id, refunded_ore: booking.credited_ore + take });
    uncovered -= take;
  }
  return shares;
}
