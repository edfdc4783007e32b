/**
 * The customer's choices on the payment page (product §4 and 5): how many credits to use and
 * which payment method applies. Pure, so the rules are unit-tested; the server applies the
 * same caps again.
 */
import { creditsToUse } from '@shared/domain/pricing';
import type { PaymentMethod } from '@shared/api/entities';

export type CreditMode = 'none' | 'all' | 'custom';

/** A custom amount typed by the customer as a whole number ≥ 0 (anything else is 0). */
export function parseCustomCredits(text: string): number {
  const value = Number(text.trim());
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Credits used: all = as many as possible; custom = the typed amount; both capped. */
export function creditsForMode(
  mode: CreditMode,
  customText: string,
  balance: number,
  afterDiscount: number,
): number {
  if (mode === 'none') return 0;
  const requested = mode === 'all' ? balance : parseCustomCredits(customText);
  return creditsToUse(requested, balance, afterDiscount);
}

/** The most credits this order can take: min(balance, amount after discount). */
export function creditCap(balance: number, afterDiscount: number): number {
  return creditsToUse(balance, balance, afterDiscount);
}

/** Do the chosen credits pay the whole amount (so 'credits' is the method)? */
export function creditsCoverAll(mode: CreditMode, used: number, afterDiscount: number): boolean {
  return mode !== 'none' && afterDiscount > 0 && used >= afterDiscount;
}

/**
 * The method that applies: credits when they cover everything (product §4 'Payment choice': choosing all/custom
 * covering the whole amount switches to credits); credits without full cover fall back to card,
 * and so does 'Faktura' when it is not offered (a booking for no approved firm, decision 0035).
 */
export function methodFor(
  chosen: PaymentMethod,
  coversAll: boolean,
  invoiceOffered: boolean,
): PaymentMethod {
  if (coversAll) return 'credits';
  if (chosen === 'invoice' && !invoiceOffered) return 'card';
  return chosen === 'credits' ? 'card' : chosen;
}
