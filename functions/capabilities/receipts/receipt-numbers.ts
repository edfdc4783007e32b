/**
 * Receipts (RECEIPT#{number} / RECEIPT) with gap-free numbers. The last number issued is the
 * counter COUNTER / receipt. Issuing number N is ONE TransactWriteItems of three elements:
 *
 *   0. the booking: SET receipt_number = N, receipt_issued_at, only if it is paid and has no
 *      number yet (so a booking keeps the number it has; replays never make a second one);
 *   1. the counter: SET value = N, only if value is still N - 1 (absent when N = 1);
 *   2. the receipt: Put RECEIPT#N with attribute_not_exists(pk);
 *   3. what the caller writes with it (the receipt's mail in the outbox).
 *
 * The counter never moves without its receipt and its booking, so no number is skipped (a
 * failed write leaves the counter where it was) and none is used twice (the counter's
 * condition and the receipt's key). A concurrent issue of another booking makes element 1
 * fail: the number is read again and the transaction retried, with jittered back-off.
 */
import type { Receipt } from '@shared/api/receipt';
import { ledgerMonthOf, receiptLedgerSk } from '@shared/domain/ledger-keys';
import { NotFoundError } from '@functions/data/errors';
import {
  bookingKey,
  counterKey,
  ledgerPartition,
  receiptCounterName,
  receiptKey,
  stripKeys,
} from '@functions/data/keys';
import { isTransactionConflict } from '@functions/data/retry';
import { getItem } from '@functions/data/store';
import { runTransaction, type GuardedItem } from '@functions/data/transactions';

/** A receipt before its number: what it will say, frozen at issue time. */
export type ReceiptDraft = Omit<Receipt, 'receipt_number' | 'issued_at'> & { user_id: string };

/** The booking has a number already, is not paid, or is gone: read it again. */
export class BookingReceiptGuardError extends Error {
  constructor(readonly bookingId: string) {
    super(`booking ${bookingId} has a receipt number already, is not paid or is gone`);
    this.name = 'BookingReceiptGuardError';
  }
}

/** Another receipt took the number meanwhile. */
class ReceiptCounterMovedError extends Error {
  constructor(readonly receiptNumber: number) {
    super(`receipt number ${receiptNumber} was taken meanwhile`);
    this.name = 'ReceiptCounterMovedError';
  }
}

/**
 * RECEIPT#N exists while the counter says N - 1: the table was changed by hand. Retrying
 * cannot help and skipping the number would leave a gap, so this is thrown (and logged).
 */
export class ReceiptCounterBehindError extends Error {
  constructor(readonly receiptNumber: number) {
    super(`receipt ${receiptNumber} exists but the receipt counter is ${receiptNumber - 1}`);
    this.name = 'ReceiptCounterBehindError';
  }
}

/** No number after every attempt (a long burst of concurrent issues). */
export class ReceiptNumberBusyError extends Error {
  constructor(readonly bookingId: string) {
    super(`no receipt number for booking ${bookingId} after ${maxAttempts} attempts`);
    this.name = 'ReceiptNumberBusyError';
  }
}

const maxAttempts = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Full jitter, growing from 10 ms to at most 250 ms. */
const backOff = (attempt: number) =>
  sleep(Math.random() * Math.min(250, 10 * 2 ** Math.min(attempt, 5)));

/** The receipt's API shape: without its owner and the fields only the month's books read. */
const toReceipt = (item: Record<string, unknown>): Receipt =>
  stripKeys<Receipt>(item, ['user_id', 'document', 'kind', 'net_ore']);

/** The last receipt number issued (0 before the first), read strongly consistent. */
export async function lastReceiptNumber(): Promise<number> {
  const item = await getItem(counterKey(receiptCounterName), true);
  return typeof item?.value === 'number' ? item.value : 0;
}

export async function getReceipt(receiptNumber: number): Promise<Receipt | undefined> {
  const item = await getItem(receiptKey(receiptNumber), true);
  return item && toReceipt(item);
}

function bookingGuard(bookingId: string, receiptNumber: number, issuedAt: string): GuardedItem {
  return {
    item: {
      Update: {
        Key: bookingKey(bookingId),
        UpdateExpression: 'SET receipt_number = :number, receipt_issued_at = :issuedAt',
        ConditionExpression:
          'attribute_exists(pk) AND payment_status = :paid AND (attribute_not_exists(receipt_number) OR receipt_number = :null)',
        ExpressionAttributeValues: {
          ':number': receiptNumber,
          ':issuedAt': issuedAt,
          ':paid': 'paid',
          ':null': null,
        },
      },
    },
    onConditionFailed: () => new BookingReceiptGuardError(bookingId),
  };
}

function counterStep(previous: number, next: number): GuardedItem {
  const condition =
    previous === 0
      ? { ConditionExpression: 'attribute_not_exists(pk) OR #value = :previous' }
      : { ConditionExpression: '#value = :previous' };
  return {
    item: {
      Update: {
        Key: counterKey(receiptCounterName),
        UpdateExpression: 'SET #value = :next, #entity = :entity',
        ...condition,
        ExpressionAttributeNames: { '#value': 'value', '#entity': 'entity' },
        ExpressionAttributeValues: { ':previous': previous, ':next': next, ':entity': 'counter' },
      },
    },
    onConditionFailed: () => new ReceiptCounterMovedError(next),
  };
}

function receiptPut(receipt: Receipt, userId: string): GuardedItem {
  return {
    item: {
      Put: {
        Item: {
          ...receiptKey(receipt.receipt_number),
          // On the month's books (gsi1 LEDGER#{YYYY-MM}, docs/data-model.md 'Bogføring').
          gsi1pk: ledgerPartition(ledgerMonthOf(receipt.issued_at)),
          gsi1sk: receiptLedgerSk(receipt.issued_at, receipt.receipt_number),
          entity: 'receipt',
          document: 'receipt',
          kind: 'booking',
          ...receipt,
          net_ore: receipt.total_ore - receipt.moms_ore,
          user_id: userId,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    onConditionFailed: () => new ReceiptCounterBehindError(receipt.receipt_number),
  };
}

/**
 * Gives the booking the next receipt number and stores its receipt (see the top of this
 * file), with `alsoWrite(receipt)` in the same transaction. Throws BookingReceiptGuardError when the booking already has a number (or is not
 * paid, or is gone): the caller reads it again.
 */
export async function issueReceiptNumber(
  bookingId: string,
  draft: ReceiptDraft,
  alsoWrite: (receipt: Receipt) => GuardedItem[] = () => [],
  now: () => Date = () => new Date(),
): Promise<Receipt> {
  const { user_id: userId, ...fields } = draft;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const previous = await lastReceiptNumber();
    const receipt: Receipt = {
      ...fields,
      receipt_number: previous + 1,
      issued_at: now().toISOString(),
    };
    try {
      await runTransaction([
        bookingGuard(bookingId, receipt.receipt_number, receipt.issued_at),
        counterStep(previous, receipt.receipt_number),
        receiptPut(receipt, userId),
        ...alsoWrite(receipt),
      ]);
      return receipt;
    } catch (error) {
      if (!(error instanceof ReceiptCounterMovedError) && !isTransactionConflict(error))
        throw error;
      await backOff(attempt);
    }
  }
  throw new ReceiptNumberBusyError(bookingId);
}

/** The receipt of a booking that has a number (NotFoundError if the item is missing). */
export async function receiptOfNumber(receiptNumber: number): Promise<Receipt> {
  const receipt = await getReceipt(receiptNumber);
  if (!receipt) throw new NotFoundError('receipt');
  return receipt;
}
