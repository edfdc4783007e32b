/**
 * How long an issued document (receipt, invoice, credit note) is kept: bogføringsloven keeps the
 * books' material for five years from the end of the financial year it belongs to. The business's
 * financial year is the calendar year, read in Copenhagen (a receipt issued at 00:30 on 1 January
 * belongs to the new year). A deleted customer's documents are kept unchanged until then, and
 * removed by the table's time to live after it. Pure, for the server and its tests.
 */
import { copenhagenToday } from './copenhagen-time';

/** Years after the end of the financial year the books' material is kept. */
export const retentionYears = 5;

/** The last day (YYYY-MM-DD) a document issued at `issuedAt` (an ISO instant) must be kept. */
export function retainedUntil(issuedAt: string): string {
  const year = Number(copenhagenToday(new Date(issuedAt)).slice(0, 4));
  return `${year + retentionYears}-12-31`;
}

/** The time to live (epoch seconds) of a document: the start of the day after it is kept. */
export function retentionExpiry(issuedAt: string): number {
  const lastDay = retainedUntil(issuedAt);
  const nextYear = Number(lastDay.slice(0, 4)) + 1;
  return Date.UTC(nextYear, 0, 1) / 1000;
}
