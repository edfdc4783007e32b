/**
 * The bookkeeping queue (PUSH#{voucher} / BOOKKEEPING_PUSH, decision 0036): every issued
 * receipt and credit note gets one push item, written IN THE TRANSACTION THAT ISSUES IT
 * (`queueDocumentPush`, like the mail outbox of decision 0019), so no document is ever left
 * out of the books however a Lambda dies, and a document never gets a second one (its key is
 * the voucher number, which only that document has).
 *
 * States: pending (on gsi2 `BOOKKEEPING_PENDING`, sorted by when the job may take it) →
 * sending (claimed, with a lease: a job that dies leaves it to the next run) → sent (with what
 * e-conomic answered; off the index) or `nothing` (a 0 kr document: nothing to book), or back
 * to pending with a back-off, or failed (on gsi2 `BOOKKEEPING_FAILED`, with its reason) until
 * the owner presses 'Prøv igen'. The item holds no personal data: it names the document, which
 * the job reads when it pushes.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentPush, PushReason } from '@shared/api/economic';
import { pushReasons } from '@shared/api/economic';
import { db, tableName } from '@functions/lib/db';
import {
  bookkeepingFailedGsi2,
  bookkeepingFailedPartition,
  bookkeepingPendingGsi2,
  bookkeepingPendingPartition,
  bookkeepingPushKey,
} from '@functions/data/keys';
import { getItems } from '@functions/data/batch';
import { queryPartition } from '@functions/data/pagination';
import { retryOnConflict } from '@functions/data/retry';
import { isConditionFailed, type StoredItem } from '@functions/data/store';
import { putNew, type GuardedItem } from '@functions/data/transactions';

/** Which document a push is of. */
export interface PushedDocumentRef {
  document: 'receipt' | 'credit_note';
  /** The receipt's or the credit note's own number. */
  number: number;
  /** Its voucher number ('Bilagsnr.'), the push's key and e-conomic's voucher number. */
  voucher: number;
}

export type PushStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'nothing';

export interface QueuedPush extends PushedDocumentRef {
  status: PushStatus;
  attempts: number;
  reason?: PushReason;
  detail?: string;
}

/** What e-conomic answered for a pushed document, kept on the sent item. */
export interface PushReceipt {
  customerNumber?: number;
  entries: number;
}

/** How long a claim holds. */
export const pushLeaseMs = 5 * 60_000;

/** The transaction element that queues the document's push with the change that issues it. */
export function queueDocumentPush(ref: PushedDocumentRef, now: Date = new Date()): GuardedItem {
  const createdAt = now.toISOString();
  return putNew(
    {
      ...bookkeepingPushKey(ref.voucher),
      ...bookkeepingPendingGsi2(ref.voucher, createdAt),
      entity: 'bookkeeping_push',
      document: ref.document,
      number: ref.number,
      voucher: ref.voucher,
      status: 'pending' satisfies PushStatus,
      attempts: 0,
      created_at: createdAt,
    },
    () => new Error(`voucher ${ref.voucher} is queued already`),
  );
}

const isReason = (value: unknown): value is PushReason =>
  (pushReasons as readonly unknown[]).includes(value);

/** A push item read from the table; undefined for anything else. */
export function toQueuedPush(item: StoredItem): QueuedPush | undefined {
  if (item.entity !== 'bookkeeping_push') return undefined;
  const { document, number, voucher, status, attempts } = item;
  if (document !== 'receipt' && document !== 'credit_note') return undefined;
  if (typeof number !== 'number' || typeof voucher !== 'number') return undefined;
  return {
    document,
    number,
    voucher,
    status: status as PushStatus,
    attempts: typeof attempts === 'number' ? attempts : 0,
    ...(isReason(item.reason) ? { reason: item.reason } : {}),
    ...(typeof item.detail === 'string' ? { detail: item.detail } : {}),
  };
}

/** The push as Bogføring shows it: sending counts as waiting. */
export function documentPushOf(push: QueuedPush): DocumentPush {
  const state =
    push.status === 'sent' || push.status === 'failed' || push.status === 'nothing'
      ? push.status
      : 'pending';
  return {
    state,
    ...(push.reason ? { reason: push.reason } : {}),
    ...(push.detail ? { detail: push.detail } : {}),
  };
}

/** The pushes of these vouchers, by voucher (one BatchGet per 100). */
export async function pushesOfVouchers(
  vouchers: readonly number[],
): Promise<Map<number, QueuedPush>> {
  const items = vouchers.length ? await getItems(vouchers.map(bookkeepingPushKey)) : [];
  const pushes = items.flatMap((item) => toQueuedPush(item) ?? []);
  return new Map(pushes.map((push) => [push.voucher, push]));
}

/** The pushes the job may take at `now`: pending past their back-off, claims whose lease ran out. */
export async function duePushes(now: Date): Promise<QueuedPush[]> {
  const items = await queryPartition({
    index: 'gsi2',
    partition: bookkeepingPendingPartition,
    sortKey: { between: ['0', `${now.toISOString()}#~`] },
  });
  return items.flatMap((item) => toQueuedPush(item) ?? []);
}

/** The failed pushes, oldest voucher first. */
export async function failedPushes(): Promise<QueuedPush[]> {
  const items = await queryPartition({ index: 'gsi2', partition: bookkeepingFailedPartition });
  return items.flatMap((item) => toQueuedPush(item) ?? []);
}

async function update(
  voucher: number,
  input: {
    UpdateExpression: string;
    ConditionExpression: string;
    ExpressionAttributeValues: Record<string, unknown>;
  },
): Promise<QueuedPush | undefined> {
  try {
    const out = await retryOnConflict(() =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: bookkeepingPushKey(voucher),
          ExpressionAttributeNames: { '#status': 'status' },
          ...input,
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return out.Attributes && toQueuedPush(out.Attributes);
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}

/**
 * Claims a push for one attempt, if it is still as read (`seen.attempts`) and pending, or
 * being sent under a lease that ran out. Undefined: sent, failed or taken meanwhile.
 */
export function claimPush(seen: QueuedPush, now: Date): Promise<QueuedPush | undefined> {
  const leaseUntil = new Date(now.getTime() + pushLeaseMs).toISOString();
  return update(seen.voucher, {
    UpdateExpression: 'SET #status = :sending, lease_until = :lease, gsi2sk = :due',
    ConditionExpression:
      'attribute_exists(pk) AND attempts = :seen AND ' +
      '(#status = :pending OR (#status = :sending AND lease_until < :now))',
    ExpressionAttributeValues: {
      ':sending': 'sending',
      ':pending': 'pending',
      ':lease': leaseUntil,
      ':due': bookkeepingPendingGsi2(seen.voucher, leaseUntil).gsi2sk,
      ':seen': seen.attempts,
      ':now': now.toISOString(),
    },
  });
}

const stillMine = {
  ConditionExpression: '#status = :sending AND attempts = :attempts',
};
const mine = (push: QueuedPush) => ({ ':sending': 'sending', ':attempts': push.attempts });

/** Sent (or nothing to book): off the index, with what e-conomic answered. */
export async function markPushDone(
  push: QueuedPush,
  outcome: { status: 'sent' | 'nothing'; receipt?: PushReceipt },
  now: Date,
): Promise<boolean> {
  const done = await update(push.voucher, {
    UpdateExpression:
      'SET #status = :done, done_at = :now, economic = :economic ' +
      'REMOVE gsi2pk, gsi2sk, lease_until, reason, detail',
    ...stillMine,
    ExpressionAttributeValues: {
      ...mine(push),
      ':done': outcome.status,
      ':now': now.toISOString(),
      ':economic': outcome.receipt
        ? {
            entries: outcome.receipt.entries,
            ...(outcome.receipt.customerNumber !== undefined
              ? { customer_number: outcome.receipt.customerNumber }
              : {}),
          }
        : {},
    },
  });
  return done !== undefined;
}

/**
 * Back to pending, for the job at `retryAt`. `counted`: the attempt counts toward parking (a
 * refused grant does not: the push waits for the owner to connect again).
 */
export async function releasePush(
  push: QueuedPush,
  retryAt: Date,
  why: { reason?: PushReason; detail?: string; counted: boolean },
): Promise<boolean> {
  const released = await update(push.voucher, {
    UpdateExpression:
      'SET #status = :pending, gsi2sk = :due, attempts = :next' +
      (why.reason ? ', reason = :reason' : '') +
      ' REMOVE lease_until' +
      (why.reason ? '' : ', reason'),
    ...stillMine,
    ExpressionAttributeValues: {
      ...mine(push),
      ':pending': 'pending',
      ':due': bookkeepingPendingGsi2(push.voucher, retryAt.toISOString()).gsi2sk,
      ':next': push.attempts + (why.counted ? 1 : 0),
      ...(why.reason ? { ':reason': why.reason } : {}),
    },
  });
  return released !== undefined;
}

/** Failed: off the pending index onto the failed one, with its reason, until 'Prøv igen'. */
export async function failPush(
  push: QueuedPush,
  why: { reason: PushReason; detail?: string },
  now: Date,
): Promise<boolean> {
  const failedKey = bookkeepingFailedGsi2(push.voucher);
  const failed = await update(push.voucher, {
    UpdateExpression:
      'SET #status = :failed, failed_at = :now, reason = :reason, detail = :detail, ' +
      'gsi2pk = :gsi2pk, gsi2sk = :gsi2sk, attempts = :next REMOVE lease_until',
    ...stillMine,
    ExpressionAttributeValues: {
      ...mine(push),
      ':failed': 'failed',
      ':now': now.toISOString(),
      ':reason': why.reason,
      ':detail': (why.detail ?? '').slice(0, 300),
      ':gsi2pk': failedKey.gsi2pk,
      ':gsi2sk': failedKey.gsi2sk,
      ':next': push.attempts + 1,
    },
  });
  return failed !== undefined;
}

/** 'Prøv igen': a failed push pending again at once, its attempts from zero. */
export function retryFailedPush(voucher: number, now: Date): Promise<QueuedPush | undefined> {
  return update(voucher, {
    UpdateExpression:
      'SET #status = :pending, attempts = :zero, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk ' +
      'REMOVE reason, detail, failed_at',
    ConditionExpression: 'attribute_exists(pk) AND #status = :failed',
    ExpressionAttributeValues: {
      ':pending': 'pending',
      ':failed': 'failed',
      ':zero': 0,
      ...(() => {
        const due = bookkeepingPendingGsi2(voucher, now.toISOString());
        return { ':gsi2pk': due.gsi2pk, ':gsi2sk': due.gsi2sk };
      })(),
    },
  });
}
