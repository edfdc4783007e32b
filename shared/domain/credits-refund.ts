/**
 * A credit purchase refunded at the payment provider (all of it or part, in Stripe's
 * dashboard): what its credit note credits (decision 0036, 'Refunds made in Stripe').
 *
 * - The money: what the provider says was refunded so far (cumulative, capped by the credits
 *   receipt), less what earlier credit notes of the purchase credited; its moms from the running
 *   totals (credit-note.ts's creditNoteTotals), as the credits' moms was declared when sold.
 * - The credits: the refund covers the purchase's credits in proportion to the money refunded
 *   (rounded to whole credits). Those not settled by an earlier note are taken off the buyer's
 *   balance as far as it holds them; credits are one balance, so what it lacks was spent on
 *   bookings: those stay spent (their bookings keep their receipts) and the note says how many.
 */
import type { ReceiptLine } from '../api/receipt';
import { fillText } from '../texts/fill';
import { creditNoteTexts as t } from '../texts/receipt';

/** What a purchase records of its credit notes so far. */
export interface CreditsRefundedSoFar {
  /** Money credited so far (øre). */
  credited_ore?: number;
  /** Credits removed or found spent by earlier credit notes. */
  credits_settled?: number;
}

export interface CreditsRefund {
  /** Money credited now (øre incl. moms, > 0). */
  money_ore: number;
  /** The credits the refund now covers, and of them those removed and those already spent. */
  credits: number;
  credits_removed: number;
  credits_spent: number;
}

export function creditsRefundToIssue(
  purchase: { credits: number; receipt_total_ore: number } & CreditsRefundedSoFar,
  refundedOre: number,
  balance: number,
): CreditsRefund | null {
  const total = purchase.receipt_total_ore;
  const refunded = Math.min(Math.max(0, refundedOre), total);
  const money = refunded - (purchase.credited_ore ?? 0);
  if (money <= 0) return null;
  const covered =
    refunded === total ? purchase.credits : Math.round((purchase.credits * refunded) / total);
  const credits = Math.max(0, covered - (purchase.credits_settled ?? 0));
  const removed = Math.min(Math.max(0, balance), credits);
  return { money_ore: money, credits, credits_removed: removed, credits_spent: credits - removed };
}

/** The note's one line: the credits refunded, the money negative. */
export const creditsRefundLines = (refund: CreditsRefund): ReceiptLine[] => [
  {
    description: fillText(t.creditsRefundedLine, { credits: refund.credits }),
    amount_ore: -refund.money_ore,
  },
];
