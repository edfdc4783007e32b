/**
 * Receipts (RECEIPT#{number} / RECEIPT) with gap-free numbers: one series for the receipts of
 * bookings and of credit purchases. The last number issued is the counter COUNTER / receipt.
 * Issuing number N is ONE TransactWriteItems (document-numbers.ts):
 *
 *   0. what it is the receipt of: the booking (its named change `receiptNumbered`: only if it
 *      is paid and has no number yet), or the credit purchase (the same, if it is paid);
 *      so it keeps the number it has, and replays never make a second one;
 *   1. the counter: SET value = N, only if value is still N - 1 (absent when N = 1);
 *   2. the receipt: Put RECEIPT#N with attribute_not_exists(pk), with its ledger keys (gsi1
 *      `LEDGER#{YYYY-MM}`, shared/domain/ledger-keys.ts);
 *   3. what the caller writes with it (the receipt's mail in the outbox, with its PDF).
 *
 * The counter never moves without its receipt and what it belongs to, so no number is skipped
 * and none is used twice. A concurrent issue makes element 1 fail: the number is read again
 * and the transaction retried, with jittered back-off.
 */
import type { CreditsReceipt, Receipt } from '@shared/api/receipt';
import { receiptLedgerKeys } from '@shared/domain/ledger-keys';
import { NotFoundError } from '@functions/data/errors';
import { creditPurchaseKey, receiptCounterName, receiptKey, stripKeys } from '@functions/data/keys';
import { getItem } from '@functions/data/store';
import { putNew, type GuardedItem } from '@functions/data/transactions';
import type { ItemKey } from '@functions/data/keys';
import { tableShape } from '@shared/storage/table';
import { retainedUntil, retentionExpiry } from '@shared/domain/document-retention';
import { receiptNumbered } from '@functions/stores/booking/booking-changes';
import { DocumentNumberBusyError, issueNextNumber, lastNumberOf } from './document-numbers';
import { queueDocumentPush } from './bookkeeping-pushes';

/** A receipt before its number: what it will say, frozen at issue time. */
export type ReceiptDraft = Omit<Receipt, 'receipt_number' | 'issued_at'> & { user_id: string };
export type CreditsReceiptDraft = Omit<CreditsReceipt, 'receipt_number' | 'issued_at'> & {
  user_id: string;
};

/** The booking has a number already, is not paid, or is gone: read it again. */
export class BookingReceiptGuardError extends Error {
  constructor(readonly bookingId: string) {
    super(`booking ${bookingId} has a receipt number already, is not paid or is gone`);
    this.name = 'BookingReceiptGuardError';
  }
}

/** The credit purchase has a number already, is not paid, or is gone: read it again. */
export class PurchaseReceiptGuardError extends Error {
  constructor(readonly purchaseId: string) {
    super(`credit purchase ${purchaseId} has a receipt number already, is not paid or is gone`);
    this.name = 'PurchaseReceiptGuardError';
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
export { DocumentNumberBusyError as ReceiptNumberBusyError };

/**
 * A stored receipt as the API shows it. Receipts issued before the ledger fields were added
 * are read with them filled in (a booking's receipt, net = total − moms).
 */
function toAnyReceipt(item: Record<string, unknown>): Receipt | CreditsReceipt {
  const stored = stripKeys<Receipt | CreditsReceipt>(item, ['user_id']);
  return {
    ...stored,
    document: 'receipt',
    kind: stored.kind ?? 'booking',
    net_ore: stored.net_ore ?? stored.total_ore - stored.moms_ore,
  } as Receipt | CreditsReceipt;
}

/** The last receipt number issued (0 before the first), read strongly consistent. */
export const lastReceiptNumber = (): Promise<number> => lastNumberOf(receiptCounterName);

/** A receipt by its number, of a booking or of credits (undefined: none). */
export async function getAnyReceipt(
  receiptNumber: number,
): Promise<Receipt | CreditsReceipt | undefined> {
  const item = await getItem(receiptKey(receiptNumber), true);
  return item && toAnyReceipt(item);
}

/** A booking's receipt by its number (undefined: none, or a credits receipt). */
export async function getReceipt(receiptNumber: number): Promise<Receipt | undefined> {
  const item = await getItem(receiptKey(receiptNumber), true);
  const receipt = item && toAnyReceipt(item);
  return receipt?.kind === 'booking' ? receipt : undefined;
}

/** A credit purchase's receipt by its number (undefined: none, or a booking's receipt). */
export async function getCreditsReceipt(
  receiptNumber: number,
): Promise<CreditsReceipt | undefined> {
  const item = await getItem(receiptKey(receiptNumber), true);
  const receipt = item && toAnyReceipt(item);
  return receipt?.kind === 'credits' ? receipt : undefined;
}

/** The credit purchase's number, once: only a paid purchase without one gets it. */
function purchaseNumberGuard(
  key: ReturnType<typeof creditPurchaseKey>,
  receiptNumber: number,
  issuedAt: string,
  onConditionFailed: () => Error,
): GuardedItem {
  return {
    item: {
      Update: {
        Key: key,
        UpdateExpression: 'SET receipt_number = :number, receipt_issued_at = :issuedAt',
        ConditionExpression:
          'attribute_exists(pk) AND #status = :paid AND (attribute_not_exists(receipt_number) OR receipt_number = :null)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':number': receiptNumber,
          ':issuedAt': issuedAt,
          ':paid': 'paid',
          ':null': null,
        },
      },
    },
    onConditionFailed,
  };
}

/** The receipt's push to the bookkeeping system, queued with it (decision 0036). */
const receiptPush = (receipt: Receipt | CreditsReceipt): GuardedItem[] =>
  receipt.voucher_number === undefined
    ? []
    : [
        queueDocumentPush({
          document: 'receipt',
          number: receipt.receipt_number,
          voucher: receipt.voucher_number,
        }),
      ];

function receiptPut(receipt: Receipt | CreditsReceipt, userId: string): GuardedItem {
  return putNew(
    {
      ...receiptKey(receipt.receipt_number),
      ...receiptLedgerKeys(receipt.issued_at, receipt.receipt_number),
      entity: 'receipt',
      ...receipt,
      net_ore: receipt.total_ore - receipt.moms_ore,
      user_id: userId,
    },
    () => new ReceiptCounterBehindError(receipt.receipt_number),
  );
}

/**
 * Gives the booking the next receipt number and stores its receipt (see the top of this
 * file), with `alsoWrite(receipt)` in the same transaction. Throws BookingReceiptGuardError
 * when the booking already has a number (or is not paid, or is gone): the caller reads it again.
 */
export async function issueReceiptNumber(
  bookingId: string,
  draft: ReceiptDraft,
  alsoWrite: (receipt: Receipt) => GuardedItem[] | Promise<GuardedItem[]> = () => [],
  now: () => Date = () => new Date(),
): Promise<Receipt> {
  const { user_id: userId, ...fields } = draft;
  return issueNextNumber<Receipt>({
    counter: receiptCounterName,
    of: `booking ${bookingId}`,
    now,
    build: (receiptNumber, issuedAt, voucherNumber) => ({
      ...fields,
      receipt_number: receiptNumber,
      voucher_number: voucherNumber,
      issued_at: issuedAt,
    }),
    elementsOf: async (receipt) => ({
      guard: receiptNumbered(
        bookingId,
        receipt.receipt_number,
        receipt.issued_at,
        () => new BookingReceiptGuardError(bookingId),
      ),
      writes: [receiptPut(receipt, userId), ...receiptPush(receipt), ...(await alsoWrite(receipt))],
    }),
  });
}

/** The same for a paid credit purchase (PurchaseReceiptGuardError instead). */
export async function issueCreditsReceiptNumber(
  purchaseId: string,
  draft: CreditsReceiptDraft,
  alsoWrite: (receipt: CreditsReceipt) => GuardedItem[] | Promise<GuardedItem[]> = () => [],
): Promise<CreditsReceipt> {
  const { user_id: userId, ...fields } = draft;
  return issueNextNumber<CreditsReceipt>({
    counter: receiptCounterName,
    of: `credit purchase ${purchaseId}`,
    build: (receiptNumber, issuedAt, voucherNumber) => ({
      ...fields,
      receipt_number: receiptNumber,
      voucher_number: voucherNumber,
      issued_at: issuedAt,
    }),
    elementsOf: async (receipt) => ({
      guard: purchaseNumberGuard(
        creditPurchaseKey(purchaseId),
        receipt.receipt_number,
        receipt.issued_at,
        () => new PurchaseReceiptGuardError(purchaseId),
      ),
      writes: [receiptPut(receipt, userId), ...receiptPush(receipt), ...(await alsoWrite(receipt))],
    }),
  });
}

/** The receipt of a booking that has a number (NotFoundError if the item is missing). */
export async function receiptOfNumber(receiptNumber: number): Promise<Receipt> {
  const receipt = await getReceipt(receiptNumber);
  if (!receipt) throw new NotFoundError('receipt');
  return receipt;
}

/** The receipt of a credit purchase that has a number (NotFoundError if missing). */
export async function creditsReceiptOfNumber(receiptNumber: number): Promise<CreditsReceipt> {
  const receipt = await getCreditsReceipt(receiptNumber);
  if (!receipt) throw new NotFoundError('receipt');
  return receipt;
}

/**
 * A deleted customer's document stays as it was issued (bogføringsloven: the books' material
 * unchanged for five years after the end of its financial year): only the date it is kept until
 * and the table's time to live are set, so it goes by itself after that.
 */
export function documentRetained(
  key: ItemKey,
  issuedAt: string,
  entity: 'receipt' | 'credit_note',
): GuardedItem {
  return {
    item: {
      Update: {
        Key: key,
        UpdateExpression: 'SET retain_until = :until, #ttl = :ttl',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#ttl': tableShape.ttlAttribute },
        ExpressionAttributeValues: {
          ':until': retainedUntil(issuedAt),
          ':ttl': retentionExpiry(issuedAt),
        },
      },
    },
    onConditionFailed: () => new NotFoundError(entity),
  };
}

/** A receipt (of a booking or credits) kept for the bookkeeping after its customer is deleted. */
export const receiptRetained = (receipt: Pick<Receipt, 'receipt_number' | 'issued_at'>) =>
  documentRetained(receiptKey(receipt.receipt_number), receipt.issued_at, 'receipt');
