/**
 * The signed `charge.refunded` event: money of a payment has gone back, by our refund of a
 * cancelled booking or by the owner in Stripe's dashboard (a part, say). What the payment paid
 * is found by its payment intent (payment-records.ts: mapped when it was paid, and again when
 * our refund started):
 *
 * - a booking (card, or its own invoice): a whole refund marks its refund refunded together
 *   with the event's idempotency item (a replay, or a second event for the same refund,
 *   changes nothing); either way a booking with a receipt gets the credit note of what was
 *   refunded and not credited yet (credit-notes.ts, which issues nothing new on a replay);
 * - a firm's monthly invoice: the money no credit note covers yet, credited booking by booking
 *   in the invoice's order (shared/domain/firm-month-refund.ts);
 * - a credit purchase: its credit note, the credits taken off the balance (credits-refunds.ts).
 */
import type Stripe from 'stripe';
import * as z from 'zod/mini';
import type { Booking } from '@shared/api/entities';
import { firmMonthRefundShares } from '@shared/domain/firm-month-refund';
import { logger } from '@functions/lib/logger';
import { countMetric } from '@functions/lib/metrics';
import { applyEventOnce, targetOfPaymentIntent } from '@functions/stores/payment-records';
import { refunded } from '@functions/stores/booking/booking-changes';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getFirmMonth } from '@functions/stores/firm-invoices';
import { getReceipt } from '@functions/stores/receipts';
import { issueCreditNoteAfterChange } from '@functions/capabilities/receipts/credit-notes';
import { refundCreditPurchase } from '@functions/capabilities/receipts/credits-refunds';

const chargeShape = z.object({
  id: z.string().check(z.minLength(1)),
  payment_intent: z.string().check(z.minLength(1)),
  refunded: z.boolean(),
  /** Øre refunded of the charge so far (all refunds together). */
  amount_refunded: z.optional(z.number().check(z.int(), z.gte(0))),
});
type Charge = z.infer<typeof chargeShape>;

/** Øre refunded so far: everything when wholly refunded (each credit is capped by its receipt). */
const refundedOreOf = (charge: Charge) =>
  charge.refunded ? Number.MAX_SAFE_INTEGER : charge.amount_refunded;

async function bookingRefunded(event: Stripe.Event, charge: Charge, bookingId: string) {
  const refundedOre = refundedOreOf(charge);
  // A part refunded (ours are always the whole amount; the owner may refund a part in the
  // Stripe dashboard): the booking's refund state stays, the part gets its credit note.
  if (!charge.refunded) {
    logger.info('refund_event_partial', { eventId: event.id, chargeId: charge.id });
    if (refundedOre !== undefined) await issueCreditNoteAfterChange(bookingId, { refundedOre });
    return;
  }
  const applied = await applyEventOnce(event.id, event.type, [refunded(bookingId)]);
  logger.info('booking_refunded', { bookingId, eventId: event.id, applied });
  if (applied) countMetric('RefundCompleted');
  await issueCreditNoteAfterChange(bookingId, { refundedOre });
}

async function firmMonthRefunded(event: Stripe.Event, charge: Charge, target: string) {
  const [firmId, month] = target.split('#');
  const stored = firmId && month ? await getFirmMonth(firmId, month) : undefined;
  const refundedOre = refundedOreOf(charge);
  if (!stored || refundedOre === undefined) {
    logger.warn('refund_event_for_an_unknown_firm_month', { eventId: event.id, target });
    return;
  }
  const bookings = (await Promise.all(stored.booking_ids.map((id) => getBooking(id)))).filter(
    (b): b is Booking & { receipt_number: number } => typeof b?.receipt_number === 'number',
  );
  const credits = await Promise.all(
    bookings.map(async (booking) => ({
      booking_id: booking.id,
      receipt_total_ore: (await getReceipt(booking.receipt_number))?.total_ore ?? 0,
      credited_ore: booking.credited_ore ?? 0,
      cancelled: Boolean(booking.cancelled_at),
    })),
  );
  const shares = firmMonthRefundShares(refundedOre, credits);
  logger.info('firm_month_refunded', { eventId: event.id, firmId, month, shares: shares.length });
  for (const share of shares)
    await issueCreditNoteAfterChange(share.booking_id, { refundedOre: share.refunded_ore });
}

export async function applyRefundEvent(event: Stripe.Event): Promise<void> {
  const parsed = chargeShape.safeParse(event.data?.object);
  if (!parsed.success) {
    logger.warn('refund_event_malformed', { eventId: event.id });
    return;
  }
  const charge = parsed.data;
  const target = await targetOfPaymentIntent(charge.payment_intent);
  switch (target?.kind) {
    case 'booking':
      return bookingRefunded(event, charge, target.id);
    case 'firm_month':
      return firmMonthRefunded(event, charge, target.id);
    case 'credit_purchase':
      return refundCreditPurchase(target.id, { refundedOre: refundedOreOf(charge) });
    default:
      logger.warn('refund_event_for_an_unknown_payment', { eventId: event.id });
  }
}
