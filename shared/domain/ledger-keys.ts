/**
 * Where receipts and credit notes sit in the ledger index (gsi1): one partition per month
 * (`LEDGER#{YYYY-MM}`, the Copenhagen month of the document's issue time), sorted by issue time
 * and then document and number, so one Query gives a month's documents in issue order. The
 * Bogføring tab and its CSV read this; the writers of receipts and credit notes set it.
 */
import { copenhagenWallClock } from './copenhagen-time';

/** The Copenhagen month (YYYY-MM) of an instant given as ISO 8601 UTC. */
export function ledgerMonthOf(isoUtc: string): string {
  return copenhagenWallClock(new Date(isoUtc)).date.slice(0, 7);
}

/** The ledger partition of a month (YYYY-MM). */
export const ledgerPartition = (month: string): string => `LEDGER#${month}`;

const padded = (n: number): string => String(n).padStart(10, '0');

/** A receipt's sort key in its month: `{issued_at}#RECEIPT#{number, 10 digits}`. */
export const receiptLedgerSk = (issuedAt: string, receiptNumber: number): string =>
  `${issuedAt}#RECEIPT#${padded(receiptNumber)}`;

/** A credit note's sort key in its month: `{issued_at}#CREDIT_NOTE#{number, 10 digits}`. */
export const creditNoteLedgerSk = (issuedAt: string, creditNoteNumber: number): string =>
  `${issuedAt}#CREDIT_NOTE#${padded(creditNoteNumber)}`;

/** The gsi1 keys of a receipt. */
export const receiptLedgerKeys = (issuedAt: string, receiptNumber: number) => ({
  gsi1pk: ledgerPartition(ledgerMonthOf(issuedAt)),
  gsi1sk: receiptLedgerSk(issuedAt, receiptNumber),
});

/** The gsi1 keys of a credit note. */
export const creditNoteLedgerKeys = (issuedAt: string, creditNoteNumber: number) => ({
  gsi1pk: ledgerPartition(ledgerMonthOf(issuedAt)),
  gsi1sk: creditNoteLedgerSk(issuedAt, creditNoteNumber),
});
