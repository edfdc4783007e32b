/**
 * The ledger's place of a receipt or credit note on gsi1 (docs/data-model.md 'Bogføring'):
 * partition `LEDGER#{YYYY-MM}`, the Copenhagen month it was issued in, sorted by the instant
 * it was issued and then its type and number (10 digits), so one Query reads a month's
 * documents in date order. Pure, for the writers and the readers.
 */
import { copenhagenWallClock } from './copenhagen-time';

/** The Copenhagen month (YYYY-MM) of an instant given as ISO 8601 UTC. */
export function ledgerMonthOf(isoUtc: string): string {
  return copenhagenWallClock(new Date(isoUtc)).date.slice(0, 7);
}

const padded = (n: number) => String(n).padStart(10, '0');

/** The gsi1 sort key of receipt `number` issued at `issuedAt` (ISO UTC). */
export const receiptLedgerSk = (issuedAt: string, number: number): string =>
  `${issuedAt}#RECEIPT#${padded(number)}`;

/** The gsi1 sort key of credit note `number` issued at `issuedAt` (ISO UTC). */
export const creditNoteLedgerSk = (issuedAt: string, number: number): string =>
  `${issuedAt}#CREDIT_NOTE#${padded(number)}`;
