/** The credit purchase amount (product §5 and 9): whole number 1–10000, default 100, 1 credit = 1 kr. */

export const minCredits = 1;
export const maxCredits = 10000;
export const defaultCredits = 100;
export const creditPresets = [50, 100, 250, 500] as const;
export const creditSteps = [-10, -1, 1, 10] as const;
export const creditPriceKr = 1;

/** Keeps a quantity within 1–10000 as a whole number. */
export function clampCredits(quantity: number): number {
  if (!Number.isFinite(quantity)) return minCredits;
  return Math.min(maxCredits, Math.max(minCredits, Math.floor(quantity)));
}

/** The quantity typed in the field: a whole number, or null when it is not one in range. */
export function parseCreditQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= minCredits && value <= maxCredits ? value : null;
}

export const creditsPrice = (quantity: number) => quantity * creditPriceKr;
