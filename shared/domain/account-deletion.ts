/**
 * What deleting an account does with each of the customer's bookings (GDPR article 17,
 * issue 17), by the same rules as the customer's own cancel button: a booking still to come
 * is cancelled; one that can no longer be cancelled (inside the cut-off, or in the middle of
 * a card checkout) stops the deletion before anything changes. Past, completed, cancelled
 * and deleted bookings are kept (anonymised) for the bookkeeping. Pure, for the server.
 */
import type { Booking } from '../api/entities';
import {
  changeDeadline,
  changeRefusal,
  type ChangeableBooking,
} from '@shared/domain/booking-lifecycle/changes';

export type DeletionBooking = ChangeableBooking &
  Pick<Booking, 'id'> &
  Partial<Pick<Booking, 'refund'>>;

export interface DeletionPlan<B extends DeletionBooking> {
  /** Future bookings to cancel (by the cancel rules). */
  cancel: B[];
  /** Cancelled earlier, but Stripe never took the refund: cancelling again retries it. */
  retryRefund: B[];
  /** Future bookings that can no longer be cancelled: the deletion is refused. */
  blocked: Array<{ booking: B; refusal: 'past_cutoff' | 'checkout_open' }>;
}

const refundNotStarted = (booking: DeletionBooking) =>
  booking.refund?.status === 'requested' || booking.refund?.status === 'failed';

export function planAccountDeletion<B extends DeletionBooking>(
  bookings: readonly B[],
  cutoffHours: number,
  now: Date,
): DeletionPlan<B> {
  const plan: DeletionPlan<B> = { cancel: [], retryRefund: [], blocked: [] };
  for (const booking of bookings) {
    if (booking.cancelled_at) {
      if (!booking.deleted_at && refundNotStarted(booking)) plan.retryRefund.push(booking);
      continue;
    }
    if (booking.deleted_at || booking.is_completed) continue;
    // The shoot has begun or is over: nothing to cancel, the booking is kept.
    if (changeDeadline(booking, 0).getTime() <= now.getTime()) continue;
    const refusal = changeRefusal(booking, cutoffHours, now);
    if (refusal === 'past_cutoff' || refusal === 'checkout_open')
      plan.blocked.push({ booking, refusal });
    else if (refusal === null) plan.cancel.push(booking);
  }
  return plan;
}
