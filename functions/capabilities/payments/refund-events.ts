/**
 * The signed `charge.refunded` event: the refund of a cancelled booking has gone through.
 * The booking is found by the charge's payment intent (mapped when the refund started) and
 * its refund marked refunded together with the event's idempotency item: a replay, or a
 * second event for the same refund, changes nothing.
 */
import type Stripe from 'stripe';
import * as z from 'zod';
import { logger } from '@functions/lib/logger';
import { countMetric } from '@functions/lib/metrics';
import {
  bookingOfPaymentIntent,
  refundCompleted,
} from '@functions/capabilities/bookings/booking-change-writes';
import { applyEventOnce } from './payment-records';

const chargeShape = z.object({
  id: z.string().min(1),
  payment_intent: z.string().min(1),
  refunded: z.boolean(),
});

export async function applyRefundEvent(event: Stripe.Event): Promise<void> {
  const charge = chargeShape.safeParse(event.data?.object);
  if (!charge.success) {
    logger.warn('refund_event_malformed', { eventId: event.id });
    return;
  }
  // A partial refund is not one of ours: our refunds are always the whole amount paid.
  if (!charge.data.refunded) {
    logger.info('refund_event_partial', { eventId: event.id, chargeId: charge.data.id });
    return;
  }
  const bookingId = await bookingOfPaymentIntent(charge.data.payment_intent);
  if (!bookingId) {
    logger.warn('refund_event_for_an_unknown_payment', { eventId: event.id });
    return;
  }
  const applied = await applyEventOnce(event.id, event.type, [refundCompleted(bookingId)]);
  logger.info('booking_refunded', { bookingId, eventId: event.id, applied });
  if (applied) countMetric('RefundCompleted');
}
