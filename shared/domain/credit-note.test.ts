import { describe, expect, it } from 'vitest';
import { aCreditNote, aSale } from '@tests/support/sales';
import type { CreditNote, ReceiptLine } from '../api/receipt';
import {
  creditNoteFacts,
  creditNoteLines,
  creditNoteTotalRows,
  creditNoteTotals,
  creditToIssue,
} from './credit-note';
import { receiptLines, receiptTotals } from './receipt';

const cardReceipt = {
  product_name: 'Dronefoto',
  total_ore: 149_900,
  lines: [{ description: 'Dronefoto', amount_ore: 149_900 }] as ReceiptLine[],
};
const mixedLines = receiptLines(
  aSale({ productName: 'Dronefoto', productPrice: 1499, credits: 499 }),
);
const mixedReceipt = { product_name: 'Dronefoto', total_ore: 100_000, lines: mixedLines };
const sum = (lines: readonly ReceiptLine[]) => lines.reduce((total, l) => total + l.amount_ore, 0);

describe('what a credit note credits', () => {
  it('a cancelled booking: the whole receipt, with moms equal to the receipt’s, negative', () => {
    const credit = creditToIssue(cardReceipt, {}, { cancelled: true });
    expect(credit).toEqual({ reason: 'cancelled', money_ore: 149_900, credits: 0 });
    const totals = creditNoteTotals({}, credit!);
    expect(totals).toEqual({ total_ore: -149_900, moms_ore: -29_980, net_ore: -119_920 });
    expect(totals.moms_ore).toBe(-receiptTotals(1499).moms_ore);
    expect(creditNoteLines(cardReceipt, {}, credit!)).toEqual([
      { description: 'Krediteret: Dronefoto', amount_ore: -149_900 },
    ]);
  });

  it('a whole cancel reverses the receipt line by line: product, editing and discount', () => {
    const receiptOf = {
      product_name: 'Dronefoto – Bolig',
      total_ore: 139_900,
      lines: receiptLines(
        aSale({
          productName: 'Dronefoto – Bolig',
          productPrice: 1499,
          editingPrice: 100,
          discount: 200,
          discountCode: 'VELKOMMEN',
        }),
      ),
    };
    const credit = creditToIssue(receiptOf, {}, { cancelled: true })!;
    const lines = creditNoteLines(receiptOf, {}, credit);
    expect(lines).toEqual([
      { description: 'Krediteret: Dronefoto – Bolig', amount_ore: -149_900 },
      { description: 'Krediteret: Redigering', amount_ore: -10_000 },
      { description: 'Krediteret: Rabat (VELKOMMEN)', amount_ore: 20_000 },
    ]);
    expect(lines.map((l) => -l.amount_ore)).toEqual(receiptOf.lines.map((l) => l.amount_ore));
    expect(sum(lines)).toBe(creditNoteTotals({}, credit).total_ore);
  });

  it('credits given back reverse the receipt’s prepaid line, without moms; moms only on the money', () => {
    const credit = creditToIssue(mixedReceipt, {}, { cancelled: true })!;
    expect(credit).toEqual({ reason: 'cancelled', money_ore: 100_000, credits: 499 });
    const lines = creditNoteLines(mixedReceipt, {}, credit);
    expect(lines).toEqual([
      { description: 'Krediteret: Dronefoto', amount_ore: -149_900 },
      { description: 'Credits givet tilbage (uden moms)', amount_ore: 49_900, prepaid: true },
    ]);
    expect(sum(lines)).toBe(-100_000);
    expect(creditNoteTotals({}, credit)).toEqual({
      total_ore: -100_000,
      moms_ore: -20_000,
      net_ore: -80_000,
    });
  });

  it('a booking paid fully with credits: 0 kr money, 0 kr moms, the credits back', () => {
    const lines = receiptLines(
      aSale({ productName: 'Dronefoto', productPrice: 1499, credits: 1499 }),
    );
    const receipt = { product_name: 'Dronefoto', total_ore: 0, lines };
    const credit = creditToIssue(receipt, {}, { cancelled: true })!;
    expect(credit).toEqual({ reason: 'cancelled', money_ore: 0, credits: 1499 });
    expect(creditNoteLines(receipt, {}, credit)).toEqual([
      { description: 'Krediteret: Dronefoto', amount_ore: -149_900 },
      { description: 'Credits givet tilbage (uden moms)', amount_ore: 149_900, prepaid: true },
    ]);
    expect(creditNoteTotals({}, credit)).toEqual({ total_ore: 0, moms_ore: 0, net_ore: 0 });
  });

  it('a part refunded, then the rest: two credit notes whose moms sum to the receipt’s', () => {
    const first = creditToIssue(cardReceipt, {}, { cancelled: false, refundedOre: 33_333 })!;
    expect(first).toEqual({ reason: 'refunded', money_ore: 33_333, credits: 0 });
    const firstTotals = creditNoteTotals({}, first);
    const after = { credited_ore: 33_333, credited_credits: 0 };
    // The same refund again (a replayed event) credits nothing more.
    expect(creditToIssue(cardReceipt, after, { cancelled: false, refundedOre: 33_333 })).toBeNull();
    const rest = creditToIssue(cardReceipt, after, { cancelled: true })!;
    expect(rest.money_ore).toBe(149_900 - 33_333);
    const restTotals = creditNoteTotals(after, rest);
    // After a part refund, the rest is one line (the rest of the sale), not the receipt's lines.
    expect(creditNoteLines(cardReceipt, after, rest)).toEqual([
      { description: 'Krediteret: Dronefoto', amount_ore: -(149_900 - 33_333) },
    ]);
    expect(creditNoteLines(cardReceipt, {}, first)).toEqual([
      { description: 'Delvis refusion: Dronefoto', amount_ore: -33_333 },
    ]);
    expect(firstTotals.moms_ore + restTotals.moms_ore).toBe(-29_980);
    expect(firstTotals.total_ore + restTotals.total_ore).toBe(-149_900);
    expect(firstTotals.net_ore).toBe(firstTotals.total_ore - firstTotals.moms_ore);
    // Wholly credited: nothing left, however it is asked.
    const done = { credited_ore: 149_900, credited_credits: 0 };
    expect(creditToIssue(cardReceipt, done, { cancelled: true })).toBeNull();
    expect(creditToIssue(cardReceipt, done, { cancelled: false, refundedOre: 999_999 })).toBeNull();
  });

  it('never credits more than the receipt, nor anything for a booking neither cancelled nor refunded', () => {
    expect(creditToIssue(cardReceipt, {}, { cancelled: false })).toBeNull();
    expect(
      creditToIssue(cardReceipt, {}, { cancelled: false, refundedOre: Number.MAX_SAFE_INTEGER }),
    ).toEqual({ reason: 'refunded', money_ore: 149_900, credits: 0 });
  });
});

describe('a credit note as shown', () => {
  const note = aCreditNote({ booking_number: 1042 });

  it('names itself, the receipt it concerns and why', () => {
    expect(creditNoteFacts(note).slice(0, 4)).toEqual([
      ['Kreditnotanr.', '7'],
      ['Vedrører kvittering nr.', '42'],
      ['Årsag', 'Booking aflyst'],
      ['Udstedt', '23. november 2026 kl. 14:05'],
    ]);
    expect(creditNoteTotalRows(note)).toEqual([
      ['Krediteret i alt inkl. moms', '-1.499,00 kr'],
      ['Heraf moms (25 %)', '-299,80 kr'],
      ['Krediteret ekskl. moms', '-1.199,20 kr'],
    ]);
  });

  it("names the receipt's customer by name with the e-mail, or by e-mail alone", () => {
    const facts = (n: CreditNote) =>
      creditNoteFacts(n).filter(([label]) => /Kunde|E-mail/.test(label));
    expect(facts({ ...note, customer_name: 'Jens Hansen' })).toEqual([
      ['Kunde', 'Jens Hansen'],
      ['E-mail', 'kunde@example.dk'],
    ]);
    expect(facts(note)).toEqual([['Kunde', 'kunde@example.dk']]);
  });

  it("names the booking by its number ('Booking-nr.'), never by its id", () => {
    const facts = creditNoteFacts(note);
    expect(facts.at(-1)).toEqual(['Booking-nr.', 'B-1042']);
    expect(facts.flat()).not.toContain('b-1');
  });
});
