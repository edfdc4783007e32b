/**
 * Billing by agreement with a firm (product §2 'Firma', decision 0035): 'Faktura' is a way to pay
 * only for a booking made for a firm the owner approved for invoice. The browser offers it by
 * this rule and the server refuses anything else by the same rule.
 */
import type { Booking } from '../api/entities';
import type { FirmInvoiceLine } from '../api/firm-admin';
import { bookingNumberText } from './booking-number';
import { formatDanishNumericDate } from './danish-format';
import { oreOf } from './moms';
import { fillText } from '../texts/fill';
import { firmInvoiceTexts as t } from '../texts/firm-admin';

/** How the owner bills a firm: pay at each booking, or one invoice a month. */
export const firmBillingModes = ['at_booking', 'monthly'] as const;
export type FirmBillingMode = (typeof firmBillingModes)[number];

/** The billing terms the owner sets per firm in 'Firmaer'. */
export interface FirmBilling {
  invoice_approved: boolean;
  billing_mode: FirmBillingMode;
  /** Percent off every firm booking's price (0: none). */
  price_agreement_percent: number;
  /** Days until the firm's invoices are due. */
  payment_term_days: number;
  /**
   * Payment before download (decision 0041): the firm's unpaid cash and invoice bookings show
   * watermarked previews until paid, unless a booking's own setting says otherwise.
   */
  payment_before_download: boolean;
}

/** A firm's billing terms before the owner sets them. */
export const defaultFirmBilling: FirmBilling = {
  invoice_approved: false,
  billing_mode: 'at_booking',
  price_agreement_percent: 0,
  payment_term_days: 14,
  payment_before_download: false,
};

/** The owner's limits of a price agreement (percent) and a payment term (days). */
export const priceAgreementMaxPercent = 50;
export const paymentTermMaxDays = 60;

/** What the rule needs of the booker's firm (null: the booker is in no firm). */
export interface InvoiceAgreement {
  invoice_approved: boolean;
}

/** May this booking be paid by invoice: booked for the firm, and the firm approved for it? */
export function invoiceOffered(
  firm: InvoiceAgreement | null | undefined,
  forFirm: boolean | undefined,
): boolean {
  return forFirm === true && firm?.invoice_approved === true;
}

/** What a monthly invoice line says of a booking. */
export type MonthlyLineBooking = Pick<
  Booking,
  | 'id'
  | 'booking_date'
  | 'product_name'
  | 'address'
  | 'user_email'
  | 'original_price'
  | 'discount_amount'
  | 'credits_used'
> &
  Partial<Pick<Booking, 'firm' | 'customer_name' | 'booking_number'>>;

/**
 * The lines of a firm's monthly invoice, in the bookings' date order: per booking one line
 * (date, product, address, reference, booker) at its order amount, then its discount and its
 * credits as negative lines. Amounts in øre incl. moms.
 */
export function monthlyInvoiceLines(bookings: readonly MonthlyLineBooking[]): FirmInvoiceLine[] {
  const sorted = [...bookings].sort((a, b) => a.booking_date.localeCompare(b.booking_date));
  return sorted.flatMap((booking) => {
    const number = bookingNumberText(booking) ?? booking.product_name;
    const parts = [
      fillText(t.invoiceLine, {
        date: formatDanishNumericDate(booking.booking_date),
        product: booking.product_name,
        address: booking.address,
      }),
      booking.firm?.reference
        ? fillText(t.lineReference, { reference: booking.firm.reference })
        : '',
      fillText(t.lineBooker, { booker: booking.customer_name || booking.user_email }),
    ].filter(Boolean);
    const lines: FirmInvoiceLine[] = [
      {
        booking_id: booking.id,
        description: parts.join(', '),
        amount_ore: oreOf(booking.original_price),
      },
    ];
    if (booking.discount_amount > 0)
      lines.push({
        booking_id: booking.id,
        description: fillText(t.lineDiscount, { number }),
        amount_ore: -oreOf(booking.discount_amount),
      });
    if (booking.credits_used > 0)
      lines.push({
        booking_id: booking.id,
        description: fillText(t.lineCredits, { number }),
        amount_ore: -oreOf(booking.credits_used),
      });
    return lines;
  });
}

/** The total of an invoice's lines, in øre. */
export const linesTotal = (lines: readonly { amount_ore: number }[]): number =>
  lines.reduce((sum, line) => sum + line.amount_ore, 0);

/** The month before `month` (YYYY-MM): the month the job on the first day of `month` bills. */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}
