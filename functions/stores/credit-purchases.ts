/**
 * Credit purchases (CREDIT_PURCHASE#{id}), a user's purchases on gsi2. Paying one adds its
 * credits to the profile exactly once: the status change pending -> paid, the credit
 * addition and the provider event's idempotency item are one transaction.
 */
import { randomUUID } from 'node:crypto';
import { AlreadyProcessedError, NotFoundError } from '@functions/data/errors';
import {
  creditPurchaseGsi2,
  creditPurchaseKey,
  creditPurchasePrefix,
  stripKeys,
  userPartition,
} from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { applyEventOnce, sessionMapPut } from './payment-records';
import { creditAddition } from '@functions/stores/profiles';
import { getItem, putIfAbsent, type StoredItem } from '@functions/data/store';
import { runTransaction, type GuardedItem } from '@functions/data/transactions';
import type { ErasedIdentity } from '@functions/stores/booking/booking-changes';

export interface CreditPurchase {
  id: string;
  user_id: string;
  credits: number;
  /** Price in kr (1 credit = 1 kr). */
  price: number;
  status: 'pending' | 'paid' | 'failed';
  session_id: string | null;
  created_at: string;
  paid_at: string | null;
  /** Its receipt's number (given once, when it is paid) and when it was issued. */
  receipt_number?: number | null;
  receipt_issued_at?: string | null;
  /** Refunded at the provider (decision 0036): its credit notes, the money they credited, and
   * the credits they removed from the balance or found spent. */
  credit_note_numbers?: number[];
  credited_ore?: number;
  credits_settled?: number;
}

export type NewCreditPurchase = Pick<CreditPurchase, 'user_id' | 'credits' | 'price'>;

const toPurchase = (item: StoredItem): CreditPurchase => stripKeys<CreditPurchase>(item);

export async function createCreditPurchase(input: NewCreditPurchase): Promise<CreditPurchase> {
  const purchase: CreditPurchase = {
    id: randomUUID(),
    ...input,
    status: 'pending',
    session_id: null,
    created_at: new Date().toISOString(),
    paid_at: null,
  };
  await putIfAbsent({
    ...creditPurchaseKey(purchase.id),
    ...creditPurchaseGsi2(purchase.user_id, purchase.created_at),
    entity: 'credit_purchase',
    ...purchase,
  });
  return purchase;
}

export async function getCreditPurchase(id: string): Promise<CreditPurchase | undefined> {
  const item = await getItem(creditPurchaseKey(id), true);
  return item && toPurchase(item);
}

/** A user's purchases, oldest first. */
export async function listCreditPurchasesByUser(userId: string): Promise<CreditPurchase[]> {
  const items = await queryPartition({
    index: 'gsi2',
    partition: userPartition(userId),
    sortKey: { beginsWith: creditPurchasePrefix },
  });
  return items.map(toPurchase);
}

/** Stores the provider session on the purchase and maps the session to it, in one transaction. */
export async function attachCreditPurchaseSession(id: string, sessionId: string): Promise<void> {
  await runTransaction([
    {
      item: {
        Update: {
          Key: creditPurchaseKey(id),
          UpdateExpression: 'SET session_id = :sessionId',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':sessionId': sessionId },
        },
      },
      onConditionFailed: () => new NotFoundError('credit_purchase'),
    },
    sessionMapPut(sessionId, { kind: 'credit_purchase', id }),
  ]);
}

/**
 * Marks a pending purchase paid and adds its credits, once per event and once per purchase.
 * Returns false when the event was seen before or the purchase is no longer pending.
 */
export async function markCreditPurchasePaid(id: string, eventId: string): Promise<boolean> {
  const purchase = await getCreditPurchase(id);
  if (!purchase) throw new NotFoundError('credit_purchase');
  return applyEventOnce(eventId, 'credit_purchase.paid', [
    {
      item: {
        Update: {
          Key: creditPurchaseKey(id),
          UpdateExpression: 'SET #status = :paid, paid_at = :now',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':paid': 'paid',
            ':pending': 'pending',
            ':now': new Date().toISOString(),
          },
        },
      },
      onConditionFailed: () => new AlreadyProcessedError(`credit purchase ${id}`),
    },
    creditAddition(purchase.user_id, purchase.credits),
  ]);
}

/** The element moving a pending purchase to failed; a purchase no longer pending is left alone. */
function purchaseFailed(id: string): GuardedItem {
  return {
    item: {
      Update: {
        Key: creditPurchaseKey(id),
        UpdateExpression: 'SET #status = :failed',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':failed': 'failed', ':pending': 'pending' },
      },
    },
    onConditionFailed: () => new AlreadyProcessedError(`credit purchase ${id}`),
  };
}

/**
 * Marks a pending purchase failed (its checkout expired or could not start): with a provider
 * event, once per event. Returns false when the purchase was no longer pending (a paid
 * purchase never becomes failed) or the event was seen before.
 */
export async function markCreditPurchaseFailed(id: string, eventId?: string): Promise<boolean> {
  if (eventId) return applyEventOnce(eventId, 'credit_purchase.failed', [purchaseFailed(id)]);
  try {
    await runTransaction([purchaseFailed(id)]);
    return true;
  } catch (error) {
    if (error instanceof AlreadyProcessedError) return false;
    throw error;
  }
}

/** A credit purchase keeps its amounts and status for the bookkeeping, anonymously. */
export function creditPurchaseErased(purchaseId: string, identity: ErasedIdentity): GuardedItem {
  return {
    item: {
      Update: {
        Key: creditPurchaseKey(purchaseId),
        UpdateExpression: 'SET user_id = :uid REMOVE gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':uid': identity.user_id },
      },
    },
    onConditionFailed: () => new NotFoundError('credit_purchase'),
  };
}

/**
 * The purchase's element of a credit note's transaction (credits-refunds.ts): records the note
 * and what it credited, only while the purchase has the credit notes it had when read (so two
 * callers never credit the same refund twice).
 */
export function creditsCreditNoted(
  purchase: CreditPurchase,
  note: { credit_note_number: number; money_ore: number; credits: number },
  onChanged: () => Error,
): GuardedItem {
  const before = purchase.credit_note_numbers ?? [];
  return {
    item: {
      Update: {
        Key: creditPurchaseKey(purchase.id),
        UpdateExpression:
          'SET credit_note_numbers = :numbers, credited_ore = :ore, credits_settled = :settled',
        ConditionExpression: before.length
          ? 'attribute_exists(receipt_number) AND size(credit_note_numbers) = :before'
          : 'attribute_exists(receipt_number) AND attribute_not_exists(credit_note_numbers)',
        ExpressionAttributeValues: {
          ':numbers': [...before, note.credit_note_number],
          ':ore': (purchase.credited_ore ?? 0) + note.money_ore,
          ':settled': (purchase.credits_settled ?? 0) + note.credits,
          ...(before.length ? { ':before': before.length } : {}),
        },
      },
    },
    onConditionFailed: onChanged,
  };
}
