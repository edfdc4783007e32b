/**
 * The credit note (kreditnota) of a booking that had a receipt and was cancelled or refunded:
 * what is credited, built from the receipt alone (never from the catalogue). It reverses the
 * receipt: the sale credited (negative lines), and the credits given back to the customer's
 * balance as a prepaid line without moms (their moms belongs to the credits receipt and the
 * voucher is still outstanding: decision 0020). Its lines sum to its total, the money alone.
 *
 * Several credit notes may credit one receipt (a part refunded, later the rest), never more
 * than it: the booking keeps what was credited so far (`credited_ore`, `credited_credits`),
 * and the moms credited is taken from the running total (momsOf(after) − momsOf(before)), so
 * the credit notes of a wholly credited receipt carry exactly its moms, to the øre.
 */
import type { Booking } from '../api/entities';
import type {
  AnyCreditNote,
  CreditNote,
  CreditsCreditNote,
  Receipt,
  ReceiptLine,
} from '../api/receipt';
import { fillText } from '../texts/fill';
import { creditNoteTexts as t } from '../texts/receipt';
import { formatOre, momsOf, oreOf } from './moms';
import { linesTotal, monthlyInvoiceLines, type MonthlyLineBooking } from './firm-billing';
import { bookingNumberRows, customerRows, prepaidKronerOf } from './receipt';
import {
  copenhagenDateTime,
  formatDanishDate,
  formatDanishDateWithoutWeekday,
  formatTime24,
} from './danish-format';
import { paymentMethodTexts, summaryTexts } from '../texts/booking';
import { receiptTexts } from '../texts/receipt';

export type CreditNoteReason = CreditNote['reason'];

/** What is left to credit, as the booking records it. */
export type CreditedSoFar = Pick<Booking, 'credited_ore' | 'credited_credits'>;

export interface CreditToIssue {
  reason: CreditNoteReason;
  /** The money credited now, øre incl. moms (≥ 0). */
  money_ore: number;
  /** The credits given back now (kroner, ≥ 0). */
  credits: number;
}

/**
 * What a credit note issued now credits, or null when nothing is left to credit:
 * - cancelled: the rest of the receipt's money and its credits (given back by the cancel);
 * - refunded (not cancelled): the money refunded so far at the payment provider
 *   (`refundedOre`, cumulative), less what earlier credit notes credited; no credits.
 */
export function creditToIssue(
  receipt: Pick<Receipt, 'total_ore' | 'lines'>,
  credited: CreditedSoFar,
  event: { cancelled: boolean; refundedOre?: number },
): CreditToIssue | null {
  const moneyDone = credited.credited_ore ?? 0;
  const creditsDone = credited.credited_credits ?? 0;
  if (event.cancelled) {
    const money = Math.max(0, receipt.total_ore - moneyDone);
    const credits = Math.max(0, prepaidKronerOf(receipt.lines) - creditsDone);
    if (money === 0 && credits === 0) return null;
    return { reason: 'cancelled', money_ore: money, credits };
  }
  const refunded = Math.min(Math.max(0, event.refundedOre ?? 0), receipt.total_ore);
  const money = refunded - moneyDone;
  return money > 0 ? { reason: 'refunded', money_ore: money, credits: 0 } : null;
}

const negative = (n: number): number => (n === 0 ? 0 : -n);

/**
 * The lines of a credit note; they sum to its total (the money credited, negative). A whole
 * cancel of a receipt not credited before reverses it line by line: each line of the receipt
 * with the opposite sign (the product, editing, a discount), its prepaid credits as the credits
 * given back. Otherwise (a refund, or what is left after one) one line credits the sale's part
 * (money and credits together) and one gives the credits back.
 */
export function creditNoteLines(
  receipt: Pick<Receipt, 'product_name' | 'lines' | 'total_ore'>,
  credited: CreditedSoFar,
  credit: CreditToIssue,
): ReceiptLine[] {
  const nothingCreditedBefore = !credited.credited_ore && !credited.credited_credits;
  if (credit.reason === 'cancelled' && nothingCreditedBefore)
    return receipt.lines.map((line) =>
      line.prepaid
        ? { description: t.creditsBack, amount_ore: negative(line.amount_ore), prepaid: true }
        : {
            description: fillText(t.creditedLine, { product: line.description }),
            amount_ore: negative(line.amount_ore),
          },
    );
  const creditsOre = oreOf(credit.credits);
  const text = credit.reason === 'cancelled' ? t.creditedLine : t.partlyCreditedLine;
  const lines: ReceiptLine[] = [
    {
      description: fillText(text, { product: receipt.product_name }),
      amount_ore: negative(credit.money_ore + creditsOre),
    },
  ];
  if (credit.credits > 0)
    lines.push({ description: t.creditsBack, amount_ore: creditsOre, prepaid: true });
  return lines;
}

/**
 * The totals of a credit note (negative): the money credited now, and its moms as the
 * difference of the running totals' moms, so all credit notes of a receipt sum to its moms.
 */
export function creditNoteTotals(
  credited: Pick<CreditedSoFar, 'credited_ore'>,
  credit: Pick<CreditToIssue, 'money_ore'>,
): Pick<CreditNote, 'total_ore' | 'moms_ore' | 'net_ore'> {
  const before = credited.credited_ore ?? 0;
  const moms = momsOf(before + credit.money_ore) - momsOf(before);
  return {
    total_ore: negative(credit.money_ore),
    moms_ore: negative(moms),
    net_ore: negative(credit.money_ore - moms),
  };
}

export type CreditNoteRow = readonly [label: string, value: string];

/** The rows every credit note starts with: its number, the receipt, why, when, the seller. */
function creditNoteHeadRows(note: AnyCreditNote): CreditNoteRow[] {
  const [date = '', time = ''] = copenhagenDateTime(new Date(note.issued_at)).split('T');
  return [
    [t.number, String(note.credit_note_number)],
    note.receipt_number === undefined
      ? [t.refersToInvoice, ('invoice_number' in note ? note.invoice_number : undefined) ?? '']
      : [t.refersTo, String(note.receipt_number)],
    [t.reason, t.reasons[note.reason]],
    [
      receiptTexts.issuedAt,
      fillText(receiptTexts.issuedAtValue, { date: formatDanishDateWithoutWeekday(date), time }),
    ],
    [receiptTexts.seller, `${note.business.name}, ${note.business.address}`],
    [receiptTexts.cvr, note.business.cvr],
  ];
}

/** A refunded credit purchase's note: the credits removed from the balance, and those spent. */
function creditsCreditNoteFacts(note: CreditsCreditNote): CreditNoteRow[] {
  return [
    ...creditNoteHeadRows(note),
    ...customerRows(note),
    [t.creditsRemoved, String(note.credits_removed)],
    ...(note.credits_spent > 0 ? [[t.creditsSpent, String(note.credits_spent)] as const] : []),
    [
      receiptTexts.paymentMethod,
      note.payment_method ? paymentMethodTexts[note.payment_method] : summaryTexts.notChosen,
    ],
  ];
}

/** A credit note's facts: its number, the receipt it concerns, date, seller, customer, shoot. */
export function creditNoteFacts(note: AnyCreditNote): CreditNoteRow[] {
  if ('kind' in note) return creditsCreditNoteFacts(note);
  return [
    ...creditNoteHeadRows(note),
    ...customerRows(note),
    [
      receiptTexts.shoot,
      fillText(receiptTexts.shootValue, {
        date: formatDanishDate(note.booking_date),
        time: formatTime24(note.booking_time),
      }),
    ],
    [
      receiptTexts.paymentMethod,
      note.payment_method ? paymentMethodTexts[note.payment_method] : summaryTexts.notChosen,
    ],
    ...bookingNumberRows(note),
  ];
}

/** The total credited incl. moms, the moms in it and the amount without moms. */
export function creditNoteTotalRows(
  note: Pick<AnyCreditNote, 'total_ore' | 'moms_ore' | 'net_ore'>,
): CreditNoteRow[] {
  return [
    [t.total, formatOre(note.total_ore)],
    [t.moms, formatOre(note.moms_ore)],
    [t.exclMoms, formatOre(note.net_ore)],
  ];
}

/**
 * The credit note of a firm booking's line on the firm's monthly invoice, cancelled before the
 * invoice was paid (decision 0035): the booking's lines as the invoice has them, reversed (its
 * credits, given back by the cancel, as the prepaid line); the money is what the invoice bills
 * for it, which the Stripe credit note takes off the invoice.
 */
export function invoiceLineCredit(booking: MonthlyLineBooking): {
  credit: CreditToIssue;
  lines: ReceiptLine[];
} {
  const invoiceLines = monthlyInvoiceLines([booking]);
  const creditsOre = oreOf(booking.credits_used);
  const lines = invoiceLines.map((line, index): ReceiptLine => {
    const isCredits = creditsOre > 0 && index === invoiceLines.length - 1;
    return isCredits
      ? { description: t.creditsBack, amount_ore: creditsOre, prepaid: true }
      : {
          description: fillText(t.creditedLine, { product: line.description }),
          amount_ore: negative(line.amount_ore),
        };
  });
  return {
    credit: {
      reason: 'cancelled',
      money_ore: linesTotal(invoiceLines),
      credits: booking.credits_used,
    },
    lines,
  };
}
