/**
 * Danish VAT (moms, 25 %) in prices that include it, as invoices and receipts show it:
 * moms = price × 25 / 125 = a fifth of the price incl. moms. Amounts in øre.
 */
import { minusSign } from './danish-format';

export const momsRate = 0.25;

/** Whole kroner to øre. */
export const oreOf = (kroner: number): number => Math.round(kroner * 100);

/** The moms contained in an amount incl. moms (øre, rounded to the nearest øre). */
export const momsOf = (oreInclMoms: number): number => Math.round(oreInclMoms / 5);

/** '1.499,00 kr' from øre; '-1.499,00 kr' below zero, with the site's one minus sign. */
export function formatOre(ore: number): string {
  // The digits alone: the sign is ours, whichever sign the runtime's locale data prefers.
  const digits = (Math.abs(ore) / 100).toLocaleString('da-DK', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${Math.round(ore) < 0 ? minusSign : ''}${digits} kr`;
}

export interface InvoiceLine {
  description: string;
  /** Øre incl. moms; negative for discount and credits. */
  amountOre: number;
}

export interface InvoiceInput {
  productName: string;
  /** Product price in kroner (before editing, discount and credits). */
  productPrice: number;
  editingPrice: number;
  discount: number;
  discountCode: string | null;
  credits: number;
}

/** The invoice's lines: the product, editing, and discount and credits as negative lines. */
export function invoiceLines(input: InvoiceInput): InvoiceLine[] {
  const lines: InvoiceLine[] = [
    { description: input.productName, amountOre: oreOf(input.productPrice) },
  ];
  if (input.editingPrice > 0) {
    lines.push({ description: 'Redigering', amountOre: oreOf(input.editingPrice) });
  }
  if (input.discount > 0) {
    lines.push({
      description: input.discountCode ? `Rabat (${input.discountCode})` : 'Rabat',
      amountOre: -oreOf(input.discount),
    });
  }
  if (input.credits > 0) {
    lines.push({ description: 'Betalt med credits', amountOre: -oreOf(input.credits) });
  }
  return lines;
}
