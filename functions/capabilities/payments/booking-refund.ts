/**
 * The card refund of a cancelled booking: the server creates it at Stripe (one refund per
 * booking, by idempotency key), after mapping the payment intent to the booking so the
 * signed `charge.refunded` event finds it, however early it arrives. The booking's refund
 * becomes `refunded` only from that event (functions/capabilities/payments/refund-events.ts).
 */
import type { Booking } from '@shared/api/entities';
import { logger } from '@functions/lib/logger';
import type { GuardedItem } from '@functions/data/transactions';
import { mapPaymentIntent } from '@functions/stores/payment-records';
import { refundFailed, refundStarted } from '@functions/stores/booking/booking-changes';
import { kronerToOre, stripeClient } from './stripe-client';

/**
 * Starts the refund; false (and the refund marked failed, with `onFailure` written in the
 * same transaction: the owner's follow-up mail) when Stripe did not take it.
 */
export async function startBookingRefund(
  booking: Booking,
  onFailure: readonly GuardedItem[] = [],
): Promise<boolean> {
  if (!booking.payment_intent_id || !booking.refund) return false;
  try {
    const stripe = await stripeClient();
    const session = await stripe.checkout.sessions.retrieve(booking.payment_intent_id);
    const intent = session.payment_intent;
    const paymentIntentId = typeof intent === 'string' ? intent : intent?.id;
    if (!paymentIntentId) throw new Error('the checkout session has no payment intent');
    await mapPaymentIntent(paymentIntentId, { kind: 'booking', id: booking.id });
    const refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntentId,
        amount: kronerToOre(booking.refund.amount),
        reason: 'requested_by_customer',
        metadata: { booking_id: booking.id },
      },
      { idempotencyKey: `booking-refund-${booking.id}` },
    );
    await refundStarted(booking.id, refund.id);
    logger.info('booking_refund_started', { bookingId: booking.id, refundId: refund.id });
    return true;
  } catch (error) {
    logger.error('booking_refund_failed', { bookingId: booking.id, error });
    await refundFailed(booking.id, onFailure);
    return false;
  }
}
