/**
 * Card payment bookkeeping: which booking or credit purchase a provider session belongs to
 * (PAYMENT_SESSION#{sessionId}), what a payment intent paid (PAYMENT_INTENT#{pi}, for refunds),
 * and webhook idempotency (PAYMENT_EVENT#{eventId}, kept 90 days): an event's effects are written in the same transaction as its event item, so each
 * event is applied exactly once however often the provider delivers it.
 */
import { AlreadyProcessedError } from '@functions/data/errors';
import { paymentEventKey, paymentIntentKey, paymentSessionKey } from '@functions/data/keys';
import { getItem, putIfAbsent, putItem } from '@functions/data/store';
import { runTransaction, type GuardedItem, putNew } from '@functions/data/transactions';
import { days, ttlAfter } from '@functions/data/ttl';

export interface SessionTarget {
  kind: 'booking' | 'credit_purchase';
  id: string;
}

function sessionMapItem(sessionId: string, target: SessionTarget) {
  return {
    ...paymentSessionKey(sessionId),
    entity: 'payment_session',
    session_id: sessionId,
    target_kind: target.kind,
    target_id: target.id,
    created_at: new Date().toISOString(),
  };
}

/** A transaction element mapping a session to its target; a session maps only once. */
export function sessionMapPut(sessionId: string, target: SessionTarget): GuardedItem {
  return {
    item: {
      Put: {
        Item: sessionMapItem(sessionId, target),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    onConditionFailed: () => new AlreadyProcessedError(`payment session ${sessionId}`),
  };
}

/**
 * Maps a provider session to its booking or credit purchase, once. The same session mapped
 * again to the same target (a second tap within a checkout's idempotency window, answered with
 * the same session by the provider) is already done; to another target, it is refused.
 */
export async function mapSession(sessionId: string, target: SessionTarget): Promise<void> {
  if (await putIfAbsent(sessionMapItem(sessionId, target))) return;
  const mapped = await getSessionTarget(sessionId);
  if (mapped?.kind === target.kind && mapped.id === target.id) return;
  throw new AlreadyProcessedError(`payment session ${sessionId}`);
}

export async function getSessionTarget(sessionId: string): Promise<SessionTarget | undefined> {
  const item = await getItem(paymentSessionKey(sessionId), true);
  if (!item) return undefined;
  return { kind: item.target_kind as SessionTarget['kind'], id: item.target_id as string };
}

/** The idempotency element of a provider event: fails if the event was seen before. */
export function paymentEventPut(eventId: string, eventType: string): GuardedItem {
  return putNew(
    {
      ...paymentEventKey(eventId),
      entity: 'payment_event',
      event_id: eventId,
      event_type: eventType,
      processed_at: new Date().toISOString(),
      ttl: ttlAfter(days(90)),
    },
    () => new AlreadyProcessedError(`payment event ${eventId}`),
  );
}

/** Records an event with nothing else to write; returns false when it was already processed. */
export async function markEventProcessed(eventId: string, eventType: string): Promise<boolean> {
  return applyEventOnce(eventId, eventType, []);
}

/**
 * Writes `effects` together with the event's idempotency item. Returns false (and writes
 * nothing) when the event, or the state change an effect guards, was already processed.
 */
export async function applyEventOnce(
  eventId: string,
  eventType: string,
  effects: readonly GuardedItem[],
): Promise<boolean> {
  try {
    await runTransaction([paymentEventPut(eventId, eventType), ...effects]);
    return true;
  } catch (error) {
    if (error instanceof AlreadyProcessedError) return false;
    throw error;
  }
}

/**
 * What a payment intent paid: a booking (card, or its own invoice), a firm's monthly invoice
 * (`id` is `{firmId}#{YYYY-MM}`) or a credit purchase; the signed charge.refunded event finds
 * what a refund (ours, or one made in Stripe's dashboard) gives money back for.
 */
export interface PaymentIntentTarget {
  kind: 'booking' | 'firm_month' | 'credit_purchase';
  id: string;
}

/** Maps a payment intent to what it paid (when it was paid, and when our refund starts). */
export async function mapPaymentIntent(
  paymentIntentId: string,
  { kind, id }: PaymentIntentTarget,
): Promise<void> {
  await putItem({
    ...paymentIntentKey(paymentIntentId),
    entity: 'payment_intent_map',
    target_kind: kind,
    target_id: id,
    ...(kind === 'booking' ? { booking_id: id } : {}),
    ttl: ttlAfter(days(400)),
  });
}

const intentTargetKinds: readonly string[] = ['booking', 'firm_month', 'credit_purchase'];

/** What a payment intent paid (maps written before the kinds were a booking's: `booking_id`). */
export async function targetOfPaymentIntent(
  paymentIntentId: string,
): Promise<PaymentIntentTarget | undefined> {
  const item = await getItem(paymentIntentKey(paymentIntentId), true);
  if (typeof item?.target_id === 'string' && intentTargetKinds.includes(String(item.target_kind)))
    return { kind: item.target_kind as PaymentIntentTarget['kind'], id: item.target_id };
  return typeof item?.booking_id === 'string'
    ? { kind: 'booking', id: item.booking_id }
    : undefined;
}
