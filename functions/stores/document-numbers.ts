/**
 * Gap-free numbers for the documents of a sale (receipts, credit notes), each series with its
 * own counter `COUNTER` / `{name}` holding the last number issued. Issuing number N is ONE
 * TransactWriteItems:
 *
 *   0. the guard on what the document belongs to (the booking, the credit purchase), which
 *      also records the number there;
 *   1. the counter: SET value = N, only if value is still N - 1 (absent when N = 1);
 *   2. the Put of the document with attribute_not_exists(pk), and its mail in the outbox.
 *
 * Every document also takes the next number of the one bookkeeping series, `COUNTER` /
 * `voucher` (its 'Bilagsnr.'), with a step of its own in the same transaction: receipts and
 * credit notes share it, so no two vouchers have one number.
 *
 * The counter never moves without its document, so no number is skipped (a failed write
 * leaves the counter where it was) and none is used twice (the counter's condition and the
 * document's key). A concurrent issue of another document makes the counter's condition fail:
 * the number is read again and the transaction retried, with jittered back-off.
 */
import { counterKey } from '@functions/data/keys';
import { isTransactionConflict } from '@functions/data/retry';
import { getItem } from '@functions/data/store';
import { runTransaction, type GuardedItem } from '@functions/data/transactions';

/** Another document took the number meanwhile. */
class CounterMovedError extends Error {
  constructor(
    readonly counter: string,
    readonly documentNumber: number,
  ) {
    super(`${counter} number ${documentNumber} was taken meanwhile`);
    this.name = 'CounterMovedError';
  }
}

/** No number after every attempt (a long burst of concurrent issues). */
export class DocumentNumberBusyError extends Error {
  constructor(
    readonly counter: string,
    readonly of: string,
  ) {
    super(`no ${counter} number for ${of} after ${maxAttempts} attempts`);
    this.name = 'DocumentNumberBusyError';
  }
}

const maxAttempts = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Full jitter, growing from 10 ms to at most 250 ms. */
const backOff = (attempt: number) =>
  sleep(Math.random() * Math.min(250, 10 * 2 ** Math.min(attempt, 5)));

/** The last number a counter issued (0 before the first), read strongly consistent. */
export async function lastNumberOf(counter: string): Promise<number> {
  const item = await getItem(counterKey(counter), true);
  return typeof item?.value === 'number' ? item.value : 0;
}

function counterStep(counter: string, previous: number, next: number): GuardedItem {
  const condition =
    previous === 0
      ? { ConditionExpression: 'attribute_not_exists(pk) OR #value = :previous' }
      : { ConditionExpression: '#value = :previous' };
  return {
    item: {
      Update: {
        Key: counterKey(counter),
        UpdateExpression: 'SET #value = :next, #entity = :entity',
        ...condition,
        ExpressionAttributeNames: { '#value': 'value', '#entity': 'entity' },
        ExpressionAttributeValues: { ':previous': previous, ':next': next, ':entity': 'counter' },
      },
    },
    onConditionFailed: () => new CounterMovedError(counter, next),
  };
}

/** What issuing a number writes besides the counter. */
export interface DocumentElements {
  guard: GuardedItem;
  writes: GuardedItem[];
}

/**
 * Issues the next number of `counter`: builds the document for it (`build(n, issuedAt)`) and
 * writes the counter with `elementsOf(document)` in one transaction, retried when another
 * document took the number. Any other failure (the guard's own error) is thrown.
 */
/** The one series of bookkeeping voucher numbers, shared by receipts and credit notes. */
export const voucherCounterName = 'voucher';

export async function issueNextNumber<T>(options: {
  counter: string;
  /** Names what the number is for, in the busy error. */
  of: string;
  /**
   * false: the document is no bookkeeping voucher (the credit note of an unpaid invoice's
   * line, decision 0035): it takes no voucher number, and `build` gets none.
   */
  voucher?: boolean;
  build: (documentNumber: number, issuedAt: string, voucherNumber: number | undefined) => T;
  /**
   * The guard on what the document belongs to, first; then its Put and what goes with it
   * (its mail, which may take a moment to render: its PDF).
   */
  elementsOf: (document: T) => DocumentElements | Promise<DocumentElements>;
  now?: () => Date;
}): Promise<T> {
  const now = options.now ?? (() => new Date());
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const withVoucher = options.voucher ?? true;
    const [previous, voucher] = await Promise.all([
      lastNumberOf(options.counter),
      withVoucher ? lastNumberOf(voucherCounterName) : Promise.resolve(undefined),
    ]);
    const voucherNumber = voucher === undefined ? undefined : voucher + 1;
    const document = options.build(previous + 1, now().toISOString(), voucherNumber);
    try {
      const { guard, writes } = await options.elementsOf(document);
      await runTransaction([
        guard,
        counterStep(options.counter, previous, previous + 1),
        ...(voucher === undefined ? [] : [counterStep(voucherCounterName, voucher, voucher + 1)]),
        ...writes,
      ]);
      return document;
    } catch (error) {
      if (!(error instanceof CounterMovedError) && !isTransactionConflict(error)) throw error;
      await backOff(attempt);
    }
  }
  throw new DocumentNumberBusyError(options.counter, options.of);
}
