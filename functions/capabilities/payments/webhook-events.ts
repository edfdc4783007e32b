/**
 * What each Checkout Session and booking invoice event does, once per event id: paid
 * bookings and credit purchases, failed payments, and expired sessions, which delete the
 * unpaid booking (freeing its slot, credits and discount use) or fail the credit purchase;
 * an invoice's payment, failure, voiding or uncollectibility. Which event goes to which of
 * these (and to the refund's, refund-events.ts) is the dispatch map, webhook-dispatch.ts.
 */
import type Stripe from 'stripe';
import type { Booking } from '@shared/api/entities';
import * as z from 'zod/mini';
import { expireBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import {
  markCreditPurchaseFailed,
  markCreditPurchasePaid,
} from '@functions/stores/credit-purchases';
import { AlreadyProcessedError, NotFoundError } from '@functions/data/errors';
import {
  applyEventOnce,
  getSessionTarget,
  mapPaymentIntent,
  markEventProcessed,
  type SessionTarget,
} from '@functions/stores/payment-records';
import {
  invoiceChanged,
  paid as paidChange,
  paymentFailed,
} from '@functions/stores/booking/booking-changes';
import { isPaid, paidLater } from '@shared/domain/booking-lifecycle/money';
import {
  bookingConfirmedMails,
  confirmationSettings,
} from '@functions/capabilities/mails/booking-confirmed-mails';
import { issueReceiptAfterPayment } from '@functions/capabilities/receipts/receipts';
import { issueCreditsReceiptAfterPayment } from '@functions/capabilities/receipts/credits-receipts';
import { logger } from '@functions/lib/logger';
import { applyFirmMonthEvent } from './firm-month-events';
import { firmMonthInvoiceKind } from './firm-month-invoice';
import { mapInvoicePayments } from './invoice-payments';

type Session = Stripe.Checkout.Session;

/** The fields of a Checkout Session that the event handling reads. */
const checkoutSessionShape = z.object({
  id: z.string().check(z.minLength(1)),
  payment_status: z.optional(z.string()),
  metadata: z.nullish(z.record(z.string(), z.string())),
});

/** The booking or credit purchase a session pays for: our session map, else its metadata. */
export async function targetOfSession(session: Session): Promise<SessionTarget | undefined> {
  const mapped = await getSessionTarget(session.id);
  if (mapped) return mapped;
  const metadata = session.metadata ?? {};
  if (metadata.kind === 'booking' && metadata.booking_id)
    return { kind: 'booking', id: metadata.booking_id };
  if (metadata.kind === 'credit_purchase' && metadata.credit_purchase_id)
    return { kind: 'credit_purchase', id: metadata.credit_purchase_id };
  return undefined;
}

/**
 * The confirmation's mails of a booking this event makes paid (the booking as it will be),
 * for the event's transaction; none when the booking is gone. Each is queued once: queued
 * already means the event's change happened before.
 */
async function confirmationMailsOf(bookingId: string, paid: Partial<Booking>) {
  const booking = await getBooking(bookingId);
  if (!booking || booking.deleted_at) return [];
  return bookingConfirmedMails({ ...booking, ...paid }, await confirmationSettings(), {
    onQueued: () => new AlreadyProcessedError(`confirmation of booking ${bookingId}`),
  });
}

async function paid(target: SessionTarget, event: Stripe.Event): Promise<void> {
  // So a refund made later in the Stripe dashboard (a part, say) finds what it paid.
  const intent = (event.data.object as Session).payment_intent;
  if (typeof intent === 'string') await mapPaymentIntent(intent, target);
  if (target.kind === 'credit_purchase') {
    try {
      const applied = await markCreditPurchasePaid(target.id, event.id);
      logger.info('credit_purchase_paid', { purchaseId: target.id, eventId: event.id, applied });
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      logger.info('paid_credit_purchase_not_found', { purchaseId: target.id, eventId: event.id });
      return;
    }
    // Also on a replay: issues the credits' receipt only if an earlier delivery could not.
    await issueCreditsReceiptAfterPayment(target.id);
    return;
  }
  const mails = await confirmationMailsOf(target.id, { payment_status: 'paid' });
  // The event's idempotency item, the booking paid and its mails: one transaction, once. A
  // booking confirmed when it was made (cash, a firm's monthly invoice) and paid later from its
  // gallery (decision 0041) has its confirmation queued already: then it is paid without it.
  const applied =
    (await applyEventOnce(event.id, event.type, [paidChange(target.id), ...mails])) ||
    (mails.length > 0 && (await applyEventOnce(event.id, event.type, [paidChange(target.id)])));
  logger.info('booking_paid', { bookingId: target.id, eventId: event.id, applied });
  // Also on a replay: issues the receipt only if an earlier delivery could not (once).
  await issueReceiptAfterPayment(target.id);
}

async function failed(target: SessionTarget, event: Stripe.Event): Promise<void> {
  if (target.kind === 'credit_purchase') {
    await markCreditPurchaseFailed(target.id, event.id);
    return;
  }
  const applied = await applyEventOnce(event.id, event.type, [paymentFailed(target.id)]);
  // A booking paid or gone meanwhile keeps its state; the event is still recorded.
  if (!applied) await markEventProcessed(event.id, event.type);
}

async function expired(target: SessionTarget, session: Session, event: Stripe.Event) {
  if (target.kind === 'credit_purchase') {
    await markCreditPurchaseFailed(target.id, event.id);
    return;
  }
  const booking = await getBooking(target.id);
  // A cash or invoice booking's session is its gallery's 'Betal nu' (decision 0041): left
  // unpaid, the booking stays as it was.
  const unpaidOfThisSession =
    booking &&
    !isPaid(booking) &&
    !paidLater(booking.payment_method) &&
    (!booking.payment_intent_id || booking.payment_intent_id === session.id);
  if (unpaidOfThisSession) {
    try {
      // One transaction: the booking, its slot lock, the credits and the discount use.
      await expireBooking(target.id);
      logger.info('unpaid_booking_deleted', { bookingId: target.id, eventId: event.id });
    } catch (error) {
      // A duplicate delivery deleted it a moment ago.
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  await markEventProcessed(event.id, event.type);
}

/** The fields of an invoice the event handling reads. */
const invoiceShape = z.object({
  id: z.string().check(z.minLength(1)),
  metadata: z.nullish(z.record(z.string(), z.string())),
});

const invoiceChanges = {
  'invoice.paid': { invoiceStatus: 'paid', paymentStatus: 'paid' },
  'invoice.payment_failed': { invoiceStatus: 'payment_failed', paymentStatus: 'failed' },
  'invoice.voided': { invoiceStatus: 'void', paymentStatus: 'failed' },
  'invoice.marked_uncollectible': { invoiceStatus: 'uncollectible', paymentStatus: 'failed' },
} as const;

const isInvoiceChange = (type: string): type is keyof typeof invoiceChanges =>
  Object.hasOwn(invoiceChanges, type);

/**
 * A booking invoice's events (signed, each applied once): paid marks the booking paid and
 * queues its confirmation's mails in the same transaction (once: an invoice the admin already marked paid out of band
 * only records the invoice's state); a failed payment, a voided or an uncollectible invoice
 * set the statuses the admin sees.
 */
export async function applyInvoiceEvent(event: Stripe.Event): Promise<void> {
  const type = event.type;
  if (!isInvoiceChange(type)) return;
  const shape = invoiceShape.safeParse(event.data?.object);
  // A firm's monthly invoice: every booking on it (decision 0035).
  if (shape.success && shape.data.metadata?.kind === firmMonthInvoiceKind)
    return applyFirmMonthEvent(event, shape.data);
  const bookingId = shape.success ? shape.data.metadata?.booking_id : undefined;
  if (!shape.success || shape.data.metadata?.kind !== 'booking' || !bookingId) {
    logger.info('invoice_event_not_for_a_booking', { eventId: event.id, type });
    return;
  }
  const invoiceId = shape.data.id;
  const booking = await getBooking(bookingId);
  if (!booking?.invoice || booking.invoice.id !== invoiceId) {
    logger.warn('invoice_event_for_an_unknown_invoice', { eventId: event.id, bookingId });
    return;
  }
  const change = invoiceChanges[type];
  // So a refund made later in the Stripe dashboard (a part, say) finds its booking.
  if (type === 'invoice.paid')
    await mapInvoicePayments(invoiceId, { kind: 'booking', id: bookingId });
  if (type === 'invoice.paid' && isPaid(booking)) {
    await applyEventOnce(event.id, event.type, [
      invoiceChanged(bookingId, invoiceId, { invoiceStatus: 'paid' }),
    ]);
    await issueReceiptAfterPayment(bookingId);
    return;
  }
  const mails =
    type === 'invoice.paid'
      ? await confirmationMailsOf(bookingId, {
          payment_status: 'paid',
          invoice: { ...booking.invoice, status: 'paid' },
        })
      : [];
  const applied = await applyEventOnce(event.id, event.type, [
    invoiceChanged(bookingId, invoiceId, change),
    ...mails,
  ]);
  logger.info('invoice_event_applied', { eventId: event.id, type, bookingId, applied });
  if (type === 'invoice.paid') await issueReceiptAfterPayment(bookingId);
}

/** A Checkout Session's event: completed, async payment succeeded or failed, expired. */
export async function applySessionEvent(event: Stripe.Event): Promise<void> {
  // A signed event is still checked for the fields this code reads: a malformed one is
  // acknowledged and logged (retrying it would never help), never answered with a 500.
  const shape = checkoutSessionShape.safeParse(event.data?.object);
  if (!shape.success) {
    logger.warn('payment_event_malformed', { eventId: event.id, type: event.type });
    return;
  }
  const session = event.data.object as Session;
  const target = await targetOfSession(session);
  if (!target) {
    logger.info('payment_event_for_an_unknown_session', {
      eventId: event.id,
      sessionId: session.id,
    });
    return;
  }
  switch (event.type) {
    case 'checkout.session.completed':
      // Delayed payment methods complete unpaid; async_payment_succeeded follows.
      if (session.payment_status === 'unpaid') return;
      return paid(target, event);
    case 'checkout.session.async_payment_succeeded':
      return paid(target, event);
    case 'checkout.session.async_payment_failed':
      return failed(target, event);
    case 'checkout.session.expired':
      return expired(target, session, event);
  }
}
