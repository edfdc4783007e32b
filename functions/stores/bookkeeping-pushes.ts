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
 *
 * An EAN invoice (`PUSH#ean-{invoice}`, decision 0036 'EAN invoices') is the same kind of push
 * with the same states, back-off and failures, holding the invoice as frozen when Stripe issued
 * it (the firm's name, CVR, EAN and address, the lines): written once when the invoice is made
 * (a rerun finds it), listed per month on gsi1 `EAN_INVOICES#{month}` for Bogføring.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentPush, EanInvoice, PushReason } from '@shared/api/economic';
import { eanInvoiceSchema, pushReasons } from '@shared/api/economic';
import { copenhagenDateOf } from '@shared/domain/analytics';
import { db, tableName } from '@functions/lib/db';
import {
  bookkeepingFailedGsi2,
  bookkeepingFailedPartition,
  bookkeepingPendingGsi2,
  bookkeepingPendingPartition,
  bookkeepingPushKey,
  eanInvoicesGsi1,
  eanInvoicesPartition,
} from '@functions/data/keys';
import { getItems } from '@functions/data/batch';
import { queryPartition } from '@functions/data/pagination';
import { retryOnConflict } from '@functions/data/retry';
import { getItem, isConditionFailed, type StoredItem } from '@functions/data/store';
import { putNew, runTransaction, type GuardedItem } from '@functions/data/transactions';

/** Which document a push is of. */
export interface PushedDocumentRef {
  document: 'receipt' | 'credit_note';
  /** The receipt's or the credit note's own number. */
  number: number;
  /** Its voucher number ('Bilagsnr.'), the push's key and e-conomic's voucher number. */
  voucher: number;
}

/** An invoice for e-conomic to book and send by EAN: its push id is `ean-{reference}`. */
export interface EanInvoiceRef {
  document: 'ean_invoice';
  invoice: EanInvoice;
}

export type PushStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'nothing';

interface PushState {
  /** The push's key: the voucher number, or `ean-{reference}`. */
  id: string;
  status: PushStatus;
  attempts: number;
  reason?: PushReason;
  detail?: string;
}

export type QueuedDocumentPush = PushedDocumentRef & PushState;
export type QueuedEanPush = EanInvoiceRef & PushState;
export type QueuedPush = QueuedDocumentPush | QueuedEanPush;

/** What e-conomic answered for a pushed document, kept on the sent item. */
export interface PushReceipt {
  customerNumber?: number;
  entries: number;
  /** An EAN invoice: the number e-conomic booked it under. */
  bookedInvoiceNumber?: number;
}

/** The push id of an EAN invoice. */
export const eanPushId = (reference: string) => `ean-${reference}`;

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
      push_id: String(ref.voucher),
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

/**
 * Queues an EAN invoice once: the first call puts it, a rerun (the job or webhook resuming)
 * finds it there and changes nothing. Answers whether it was queued now.
 */
export async function queueEanInvoice(invoice: EanInvoice, now: Date = new Date()) {
  const id = eanPushId(invoice.reference);
  const createdAt = now.toISOString();
  try {
    await runTransaction([
      putNew(
        {
          ...bookkeepingPushKey(id),
          ...bookkeepingPendingGsi2(id, createdAt),
          ...eanInvoicesGsi1(
            copenhagenDateOf(invoice.issued_at).slice(0, 7),
            invoice.issued_at,
            id,
          ),
          entity: 'bookkeeping_push',
          push_id: id,
          document: 'ean_invoice',
          ean_invoice: invoice,
          status: 'pending' satisfies PushStatus,
          attempts: 0,
          created_at: createdAt,
        },
        () => new EanInvoiceQueuedAlready(),
      ),
    ]);
    return true;
  } catch (error) {
    if (error instanceof EanInvoiceQueuedAlready) return false;
    throw error;
  }
}

class EanInvoiceQueuedAlready extends Error {}

const isReason = (value: unknown): value is PushReason =>
  (pushReasons as readonly unknown[]).includes(value);

/** A push item read from the table; undefined for anything else. */
export function toQueuedPush(item: StoredItem): QueuedPush | undefined {
  if (item.entity !== 'bookkeeping_push') return undefined;
  const { document, number, voucher, status, attempts } = item;
  const state = {
    status: status as PushStatus,
    attempts: typeof attempts === 'number' ? attempts : 0,
    ...(isReason(item.reason) ? { reason: item.reason } : {}),
    ...(typeof item.detail === 'string' ? { detail: item.detail } : {}),
  };
  if (document === 'ean_invoice') {
    const invoice = eanInvoiceSchema.safeParse(item.ean_invoice);
    if (!invoice.success || typeof item.push_id !== 'string') return undefined;
    return { document, invoice: invoice.data, id: item.push_id, ...state };
  }
  if (document !== 'receipt' && document !== 'credit_note') return undefined;
  if (typeof number !== 'number' || typeof voucher !== 'number') return undefined;
  return { document, number, voucher, id: String(voucher), ...state };
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
): Promise<Map<number, QueuedDocumentPush>> {
  const items = vouchers.length ? await getItems(vouchers.map(bookkeepingPushKey)) : [];
  const pushes = items.flatMap((item) => {
    const push = toQueuedPush(item);
    return push && push.document !== 'ean_invoice' ? [push] : [];
  });
  return new Map(pushes.map((push) => [push.voucher, push]));
}

/** One push by its id (a voucher number, or `ean-…`). */
export async function getPush(id: string): Promise<QueuedPush | undefined> {
  const item = await getItem(bookkeepingPushKey(id), true);
  return item && toQueuedPush(item);
}

/** The EAN invoice queued for a Stripe invoice, if it went that way. */
export async function getEanInvoice(invoiceId: string): Promise<EanInvoice | undefined> {
  const push = await getPush(eanPushId(invoiceId));
  return push?.document === 'ean_invoice' ? push.invoice : undefined;
}

/** The EAN invoices issued in a month (YYYY-MM), oldest first. */
export async function eanPushesOfMonth(month: string): Promise<QueuedEanPush[]> {
  const items = await queryPartition({ index: 'gsi1', partition: eanInvoicesPartition(month) });
  return items.flatMap((item) => {
    const push = toQueuedPush(item);
    return push?.document === 'ean_invoice' ? [push] : [];
  });
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
  id: string,
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
          Key: bookkeepingPushKey(id),
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
  return update(seen.id, {
    UpdateExpression: 'SET #status = :sending, lease_until = :lease, gsi2sk = :due',
    ConditionExpression:
      'attribute_exists(pk) AND attempts = :seen AND ' +
      '(#status = :pending OR (#status = :sending AND lease_until < :now))',
    ExpressionAttributeValues: {
      ':sending': 'sending',
      ':pending': 'pending',
      ':lease': leaseUntil,
      ':due': bookkeepingPendingGsi2(seen.id, leaseUntil).gsi2sk,
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
  const done = await update(push.id, {
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
            ...(outcome.receipt.bookedInvoiceNumber !== undefined
              ? { booked_invoice_number: outcome.receipt.bookedInvoiceNumber }
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
  const released = await update(push.id, {
    UpdateExpression:
      'SET #status = :pending, gsi2sk = :due, attempts = :next' +
      (why.reason ? ', reason = :reason' : '') +
      ' REMOVE lease_until' +
      (why.reason ? '' : ', reason'),
    ...stillMine,
    ExpressionAttributeValues: {
      ...mine(push),
      ':pending': 'pending',
      ':due': bookkeepingPendingGsi2(push.id, retryAt.toISOString()).gsi2sk,
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
  const failedKey = bookkeepingFailedGsi2(push.document === 'ean_invoice' ? push.id : push.voucher);
  const failed = await update(push.id, {
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
export function retryFailedPush(id: string, now: Date): Promise<QueuedPush | undefined> {
  return update(id, {
    UpdateExpression:
      'SET #status = :pending, attempts = :zero, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk ' +
      'REMOVE reason, detail, failed_at',
    ConditionExpression: 'attribute_exists(pk) AND #status = :failed',
    ExpressionAttributeValues: {
      ':pending': 'pending',
      ':failed': 'failed',
      ':zero': 0,
      ...(() => {
        const due = bookkeepingPendingGsi2(id, now.toISOString());
        return { ':gsi2pk': due.gsi2pk, ':gsi2sk': due.gsi2sk };
      })(),
    },
  });
}
