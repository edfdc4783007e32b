import { describe, expect, it } from 'vitest';
import { documentsOutsideMonth, reconcileLedger } from './ledger-reconciliation';

const receipt = (booking_id: string | null, total_ore: number) => ({
  kind: 'booking' as const,
  booking_id,
  total_ore,
});

describe('reconcileLedger', () => {
  it('a month whose bookings were paid and credited in it: the books are Analyse’s revenue', () => {
    const entries = [receipt('a', 150_000), receipt('b', 400_000), receipt('b', -400_000)];
    const bookings = [
      { id: 'a', counted_ore: 150_000 },
      { id: 'b', counted_ore: 0 },
    ];
    expect(reconcileLedger(entries, bookings, [])).toEqual({
      analytics_revenue_ore: 150_000,
      other_months_bookings_ore: 0,
      documents_in_other_months_ore: 0,
      unexplained_ore: 0,
      books_ore: 150_000,
    });
  });

  it('paid in November, cancelled and credited in December: each month agrees, each document in its month', () => {
    // November: the booking is made and receipted; Analyse (asked now) leaves it out, cancelled.
    const november = reconcileLedger(
      [receipt('b', 200_000)],
      [{ id: 'b', counted_ore: 0 }],
      [{ booking_id: 'b', total_ore: -200_000 }],
    );
    expect(november).toMatchObject({
      books_ore: 200_000,
      analytics_revenue_ore: 0,
      documents_in_other_months_ore: -200_000,
      unexplained_ore: 0,
    });
    // December: only the credit note, of a booking made in November.
    const december = reconcileLedger([receipt('b', -200_000)], [], []);
    expect(december).toMatchObject({
      books_ore: -200_000,
      other_months_bookings_ore: -200_000,
      unexplained_ore: 0,
    });
  });

  it('made in one month and paid by invoice in the next: the receipt is the next month’s', () => {
    const made = reconcileLedger(
      [],
      [{ id: 'i', counted_ore: 230_000 }],
      [{ booking_id: 'i', total_ore: 230_000 }],
    );
    expect(made).toMatchObject({ books_ore: 0, documents_in_other_months_ore: 230_000 });
    expect(made.unexplained_ore).toBe(0);
    expect(reconcileLedger([receipt('i', 230_000)], [], []).other_months_bookings_ore).toBe(
      230_000,
    );
  });

  it('a part refunded in Stripe (Analyse keeps the booking whole) and credits sold are told apart', () => {
    const entries = [
      receipt('p', 100_000),
      receipt('p', -25_000),
      { kind: 'credits' as const, booking_id: null, total_ore: 50_000 },
    ];
    const result = reconcileLedger(entries, [{ id: 'p', counted_ore: 100_000 }], []);
    expect(result).toMatchObject({ books_ore: 75_000, unexplained_ore: -25_000 });
  });
});

describe('documentsOutsideMonth', () => {
  it('names the receipt and credit notes the month does not hold', () => {
    const month = { receipts: new Set([1]), creditNotes: new Set([4]) };
    expect(
      documentsOutsideMonth({ receipt_number: 1, credit_note_numbers: [4, 5] }, month),
    ).toEqual({ receipts: [], creditNotes: [5] });
    expect(documentsOutsideMonth({ receipt_number: 2 }, month)).toEqual({
      receipts: [2],
      creditNotes: [],
    });
  });
});
