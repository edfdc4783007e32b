/**
 * The signed `charge.refunded` event: the refund of a cancelled booking has gone through.
 * The booking is found by the charge's payment intent (mapped when it was paid, and again
 * when the refund started) and its refund marked refunded together with the event's
 * idempotency item: a replay, or a second event for the same refund, changes nothing.
 * Either way, a booking with a receipt gets the credit note of what was refunded and not
 * credited yet (a part refunded in the Stripe dashboard too): credit-notes.ts, which issues
 * nothing new on a replay.
 */
import type Stripe from 'stripe';
import * as z from 'zod/mini';
import { logger } from '@functions/lib/logger';
import { countMetric } from '@functions/lib/metrics';
import { bookingOfPaymentIntent } from '@functions/stores/payment-records';
import { refunded } from '@functions/stores/booking/booking-changes';
import { issueCreditNoteAfterChange } from '@functions/capabilities/receipts/credit-notes';
import { applyEventOnce } from '@functions/stores/payment-records';

const chargeShape = z.object({
  id: z.string().check(z.minLength(1)),
  payment_intent: z.string().check(z.minLength(1)),
  refunded: z.boolean(),
  /** Øre refunded of the charge so far (all refunds together). */
  amount_refunded: z.optional(z.number().check(z.int(), z.gte(0))),
});

export async function applyRefundEvent(event: Stripe.Event): Promise<void> {
  const charge = chargeShape.safeParse(event.data?.object);
  if (!charge.success) {
    logger.warn('refund_event_malformed', { eventId: event.id });
    return;
  }
  const bookingId = await bookingOfPaymentIntent(charge.data.payment_intent);
  if (!bookingId) {
    logger.warn('refund_event_for_an_unknown_payment', { eventId: event.id });
    return;
  }
  // Wholly refunded: everything (the credit note is capped by the receipt).
  const refundedOre = charge.data.refunded ? Number.MAX_SAFE_INTEGER : charge.data.amount_refunded;
  // A part refunded (ours are always the whole amount; the owner may refund a part in the
  // Stripe dashboard): the booking's refund state stays, the part gets its credit note.
  if (!charge.data.refunded) {
    logger.info('refund_event_partial', { eventId: event.id, chargeId: charge.data.id });
    if (refundedOre !== undefined) await issueCreditNoteAfterChange(bookingId, { refundedOre });
    return;
  }
  const applied = await applyEventOnce(event.id, event.type, [refunded(bookingId)]);
  logger.info('booking_refunded', { bookingId, eventId: event.id, applied });
  if (applied) countMetric('RefundCompleted');
  await issueCreditNoteAfterChange(bookingId, { refundedOre });
}
