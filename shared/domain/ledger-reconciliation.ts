/**
 * The month's books beside Analyse (decision 0021, 'Across months'): Analyse counts a booking
 * in the month it was made, the books count each document in the month it was issued. A
 * booking paid (or cancelled and credited) in a later month is in both months' books, each
 * document in its own month, and the difference that left with Analyse is explained, not
 * reported:
 *
 *   books for bookings(M) = Analyse's revenue(M)
 *                         + documents issued in M of bookings made in other months
 *                         − documents of M's bookings issued in other months
 *                         + what differs on the booking itself (unexplained)
 *
 * The last term is Σ over M's bookings of (all their documents − what Analyse counts): 0 when
 * every paid booking has its receipt and every cancel its credit note (a part refunded in
 * Stripe is credited in the books and left out of Analyse's revenue alike); a paid booking
 * still without a receipt shows there. The books agree with Analyse when it is 0.
 */
import type { LedgerEntry } from './ledger';

export interface LedgerReconciliation {
  /** Analyse's revenue of the month's bookings (øre). */
  analytics_revenue_ore: number;
  /** Documents issued in the month of bookings made in other months. */
  other_months_bookings_ore: number;
  /** Documents of the month's bookings issued in other months. */
  documents_in_other_months_ore: number;
  /** What differs on the bookings themselves (a part refund, a missing receipt). */
  unexplained_ore: number;
  /** The books' gross for bookings: receipts minus credit notes of bookings. */
  books_ore: number;
}

export function reconcileLedger(
  entries: readonly Pick<LedgerEntry, 'kind' | 'booking_id' | 'total_ore'>[],
  /** The bookings made in the month, with what Analyse counts of each (øre). */
  bookings: readonly { id: string; counted_ore: number }[],
  /** Documents of those bookings issued in other months. */
  elsewhere: readonly { booking_id: string; total_ore: number }[],
): LedgerReconciliation {
  const made = new Set(bookings.map((b) => b.id));
  let books = 0;
  let otherMonths = 0;
  for (const entry of entries) {
    if (entry.kind !== 'booking') continue;
    books += entry.total_ore;
    if (!entry.booking_id || !made.has(entry.booking_id)) otherMonths += entry.total_ore;
  }
  const revenue = bookings.reduce((sum, b) => sum + b.counted_ore, 0);
  const inOtherMonths = elsewhere
    .filter((d) => made.has(d.booking_id))
    .reduce((sum, d) => sum + d.total_ore, 0);
  return {
    analytics_revenue_ore: revenue,
    other_months_bookings_ore: otherMonths,
    documents_in_other_months_ore: inOtherMonths,
    unexplained_ore: books - (revenue + otherMonths - inOtherMonths),
    books_ore: books,
  };
}

/** The numbers of a booking's documents not among those of the month (to read elsewhere). */
export function documentsOutsideMonth(
  booking: { receipt_number?: number | null; credit_note_numbers?: number[] | null },
  month: { receipts: ReadonlySet<number>; creditNotes: ReadonlySet<number> },
): { receipts: number[]; creditNotes: number[] } {
  const receipt = booking.receipt_number;
  return {
    receipts: receipt && !month.receipts.has(receipt) ? [receipt] : [],
    creditNotes: (booking.credit_note_numbers ?? []).filter((n) => !month.creditNotes.has(n)),
  };
}
