/**
 * The amounts of a receipt (kvittering): its lines (the product, editing, discount and
 * credits as sold, frozen on the booking) and its totals. Every price of the site includes 25 %
 * moms, so the moms of a total is price × 25 / 125 = a fifth of it; amounts are in øre, and
 * for whole kroner the moms is exact (20 øre per krone), never rounded.
 *
 * Credits are a single-purpose voucher (decision 0020): their moms is due when they are
 * bought (the credits receipt), so on a booking's receipt the credits are a prepaid line
 * without moms, and the total and moms are those of the money paid alone.
 */
import type { BookingSold } from '../api/entities';
import type { CreditsReceipt, Receipt, ReceiptLine } from '../api/receipt';
import { paymentMethodTexts, summaryTexts } from '../texts/booking';
import { fillText } from '../texts/fill';
import { receiptTexts as t } from '../texts/receipt';
import {
  copenhagenDateTime,
  formatDanishDate,
  formatDanishDateWithoutWeekday,
  formatTime24,
} from './danish-format';
import { formatOre, invoiceLines, momsOf, oreOf } from './moms';
import { bookingNumberText } from './booking-number';

export type { ReceiptLine };

export interface ReceiptLinesInput {
  productName: string;
  /** The product's part of the booking's original price, in kroner (without editing). */
  productPrice: number;
  /** What editing added to the order in kroner (0 when not chosen or included). */
  editingPrice: number;
  /** The product includes editing: shown as a line of 0 kr. */
  editingIncluded: boolean;
  discount: number;
  discountCode: string | null;
  credits: number;
}

/**
 * The receipt's lines; they sum to the money paid. Credits are the last line, negative and
 * marked prepaid (no moms on this receipt).
 */
export function receiptLines(input: ReceiptLinesInput): ReceiptLine[] {
  const lines: ReceiptLine[] = invoiceLines({ ...input, credits: 0 }).map((line) => ({
    description: line.description,
    amount_ore: line.amountOre,
  }));
  if (input.editingIncluded && input.editingPrice === 0) {
    lines.splice(1, 0, { description: t.editingIncluded, amount_ore: 0 });
  }
  if (input.credits > 0) {
    lines.push({ description: t.prepaidCredits, amount_ore: -oreOf(input.credits), prepaid: true });
  }
  return lines;
}

/** The prices a booking is sold at, frozen on it when it is created. */
export function soldPrices(input: {
  productPrice: number;
  editingPrice: number;
  editingIncluded: boolean;
  discount: number;
  discountCode: string | null;
  credits: number;
}): BookingSold {
  return {
    product_price: input.productPrice,
    editing_price: input.editingPrice,
    editing_included: input.editingIncluded,
    discount: input.discount,
    discount_code: input.discountCode,
    credits: input.credits,
  };
}

/** The receipt lines of a booking's frozen prices. */
export const receiptLinesOfSold = (productName: string, sold: BookingSold): ReceiptLine[] =>
  receiptLines({
    productName,
    productPrice: sold.product_price,
    editingPrice: sold.editing_price,
    editingIncluded: sold.editing_included,
    discount: sold.discount,
    discountCode: sold.discount_code,
    credits: sold.credits,
  });

/** The credits (kroner) a document's prepaid lines stand for (a positive number). */
export const prepaidKronerOf = (lines: readonly ReceiptLine[]): number =>
  Math.abs(
    lines.filter((line) => line.prepaid).reduce((sum, line) => sum + line.amount_ore, 0) / 100,
  );

export interface ReceiptTotals {
  /** The amount paid incl. moms. */
  total_ore: number;
  /** The moms in it: total × 25 / 125. */
  moms_ore: number;
  /** The amount without moms: total − moms. */
  net_ore: number;
}

/** The totals of an amount paid in whole kroner (incl. 25 % moms). */
export function receiptTotals(priceKroner: number): ReceiptTotals {
  const total = oreOf(priceKroner);
  const moms = momsOf(total);
  return { total_ore: total, moms_ore: moms, net_ore: total - moms };
}

/** A label and its value, as the mail and the profile's dialog show them. */
export type ReceiptRow = readonly [label: string, value: string];

/**
 * 'Booking-nr. B-1042' of a document of a booking; none for one of a booking made before
 * numbers existed (its id is internal and never shown).
 */
export function bookingNumberRows(document: { booking_number?: number | null }): ReceiptRow[] {
  const text = bookingNumberText(document);
  return text ? [[summaryTexts.bookingNumber, text]] : [];
}

/** When a receipt was issued, in Copenhagen: '23. november 2026 kl. 14:05'. */
export function receiptIssuedText(issuedAt: string): string {
  const [date = '', time = ''] = copenhagenDateTime(new Date(issuedAt)).split('T');
  return fillText(t.issuedAtValue, { date: formatDanishDateWithoutWeekday(date), time });
}

/**
 * Who the document is for: the name given at booking, with the e-mail under it; a document
 * issued without a name (an older one, or a name never given) names the customer by e-mail.
 * A firm booking's document names the firm first (its CVR, address, EAN where given and the
 * booking's reference), and the colleague who booked under it (product §2 'Firma').
 */
export function customerRows(
  document: Pick<Receipt, 'customer_name' | 'customer_email' | 'customer_firm'>,
): ReceiptRow[] {
  const firm = document.customer_firm;
  if (firm) return [...firmRows(firm), ...bookerRows(document)];
  const name = document.customer_name?.trim();
  if (!name) return [[t.customer, document.customer_email]];
  return [
    [t.customer, name],
    [t.customerEmail, document.customer_email],
  ];
}

function firmRows(firm: NonNullable<Receipt['customer_firm']>): ReceiptRow[] {
  return [
    [t.firm, firm.name],
    [t.firmCvr, firm.cvr],
    [t.firmAddress, firm.address],
    ...(firm.ean ? [[t.firmEan, firm.ean] as const] : []),
    ...(firm.reference ? [[t.reference, firm.reference] as const] : []),
  ];
}

/** The colleague who booked a firm booking: their name and e-mail, or the e-mail alone. */
function bookerRows(document: Pick<Receipt, 'customer_name' | 'customer_email'>): ReceiptRow[] {
  const name = document.customer_name?.trim();
  return [[t.bookedBy, name ? `${name}, ${document.customer_email}` : document.customer_email]];
}

/**
 * The receipt's facts: number, date, seller with CVR, customer, the shoot, how it was paid,
 * the booking's number. The mail, the profile's dialog and the PDF are built from these rows.
 */
export function receiptFacts(receipt: Receipt): ReceiptRow[] {
  return [
    [t.number, String(receipt.receipt_number)],
    [t.issuedAt, receiptIssuedText(receipt.issued_at)],
    [t.seller, `${receipt.business.name}, ${receipt.business.address}`],
    [t.cvr, receipt.business.cvr],
    ...customerRows(receipt),
    [
      t.shoot,
      fillText(t.shootValue, {
        date: formatDanishDate(receipt.booking_date),
        time: formatTime24(receipt.booking_time),
      }),
    ],
    [summaryTexts.address, receipt.address],
    [
      t.paymentMethod,
      receipt.payment_method ? paymentMethodTexts[receipt.payment_method] : summaryTexts.notChosen,
    ],
    ...bookingNumberRows(receipt),
  ];
}

/** A credits receipt's facts: number, date, seller with CVR, customer, the purchase, how paid. */
export function creditsReceiptFacts(receipt: CreditsReceipt): ReceiptRow[] {
  return [
    [t.number, String(receipt.receipt_number)],
    [t.issuedAt, receiptIssuedText(receipt.issued_at)],
    [t.seller, `${receipt.business.name}, ${receipt.business.address}`],
    [t.cvr, receipt.business.cvr],
    ...customerRows(receipt),
    [t.creditsPurchase, fillText(t.creditsLine, { credits: receipt.credits })],
    [
      t.paymentMethod,
      receipt.payment_method ? paymentMethodTexts[receipt.payment_method] : summaryTexts.notChosen,
    ],
  ];
}

/** The lines of a credits receipt: the credits bought, with moms. */
export function creditsReceiptLines(credits: number, priceKroner: number): ReceiptLine[] {
  return [{ description: fillText(t.creditsLine, { credits }), amount_ore: oreOf(priceKroner) }];
}

/** The lines with their amounts in kroner and øre ('1.499,00 kr', '-100,00 kr'). */
export function receiptLineRows(receipt: Pick<Receipt, 'lines'>): ReceiptRow[] {
  return receipt.lines.map((line) => [line.description, formatOre(line.amount_ore)] as const);
}

/** The total incl. moms, the moms in it and the amount without moms. */
export function receiptTotalRows(receipt: Pick<Receipt, 'total_ore' | 'moms_ore'>): ReceiptRow[] {
  return [
    [t.total, formatOre(receipt.total_ore)],
    [t.moms, formatOre(receipt.moms_ore)],
    [t.exclMoms, formatOre(receipt.total_ore - receipt.moms_ore)],
  ];
}
