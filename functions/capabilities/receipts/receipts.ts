/**
 * Receipts of paid bookings (issue 17). `issueReceipt(bookingId)` is called right after each
 * write that makes a booking paid (the card and invoice webhooks, creation paid by credits or
 * with nothing to pay, the admin's 'Markér som betalt' and edit form) and by the profile when
 * it asks for a receipt. It gives a paid booking without a receipt the next gap-free number
 * (functions/capabilities/receipts/receipt-numbers.ts), freezes what the receipt says (the business's name, address
 * and CVR as set now, the lines, the total incl. 25 % moms and the moms) and mails it. A
 * booking that has a number keeps it: calling again (a replayed webhook, two at once) never
 * makes a second receipt or a second mail. The number's write is the once-only point: its
 * transaction also queues the receipt's mail in the outbox (functions/capabilities/mails/
 * outbox.ts), so the mail goes exactly when the number was given, even if this Lambda dies
 * right after.
 */
import type { BusinessDetails } from '@shared/api/business-settings';
import type { Booking, BookingSold } from '@shared/api/entities';
import type { Receipt } from '@shared/api/receipt';
import { isPaid } from '@shared/domain/booking-lifecycle/money';
import { legacyEditingPrice } from '@shared/domain/pricing';
import { receiptLinesOfSold, receiptTotals, soldPrices } from '@shared/domain/receipt';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getBusinessDetails } from '@functions/stores/business-settings';
import { getDiscountCode } from '@functions/stores/discount-codes';
import { getProduct } from '@functions/stores/products';
import {
  BookingReceiptGuardError,
  issueReceiptNumber,
  receiptOfNumber,
  type ReceiptDraft,
} from '@functions/stores/receipts';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';
import { countMetric } from '@functions/lib/metrics';
import type { GuardedItem } from '@functions/data/transactions';
import { queueMail } from '@functions/stores/mail-outbox';
import { receiptMail } from '@functions/capabilities/mails/receipt';
import { saleDocumentPdfForMail } from '@functions/capabilities/mails/sale-document-pdfs';

/**
 * What a booking's document (receipt, credit note of an invoice line) copies from it: the
 * booking, its customer (and firm) and the shoot as they are when it is issued.
 */
export const bookingDocumentFields = (booking: Booking) => ({
  booking_id: booking.id,
  ...(booking.booking_number ? { booking_number: booking.booking_number } : {}),
  customer_email: booking.user_email,
  ...(booking.customer_name ? { customer_name: booking.customer_name } : {}),
  ...(booking.firm ? { customer_firm: booking.firm } : {}),
  product_name: booking.product_name,
  booking_date: booking.booking_date,
  booking_time: booking.booking_time,
  payment_method: booking.payment_method,
});

/** The seller as the business settings say now, frozen on the document. */
export const sellerOf = (seller: BusinessDetails) => ({
  name: seller.business_name,
  address: seller.business_address,
  cvr: seller.cvr,
});

export type ReceiptResult =
  | { status: 'issued' | 'existing'; receipt: Receipt }
  | { status: 'not_paid' }
  | { status: 'not_found' }
  /** The owner has not saved the business's name, address and CVR: no seller to print. */
  | { status: 'no_business_details' };

/**
 * The prices the booking was sold at: frozen on it when it was created. An older booking
 * without them falls back to what it stores (the order amount, discount and credits) and the
 * editing price of its time: 100 kr editing when the customer added it to a product that does
 * not include it (every product sold editing at 100 kr then, whatever its price is now); a
 * product deleted since makes its line the whole order.
 */
async function soldOf(booking: Booking): Promise<BookingSold> {
  if (booking.sold) return booking.sold;
  const code = booking.discount_code_id
    ? await getDiscountCode(booking.discount_code_id)
    : undefined;
  let editing = { charged: 0, included: false };
  if (booking.include_editing) {
    const product = await getProduct(booking.product_id);
    editing =
      !product || product.is_editing_included
        ? { charged: 0, included: true }
        : { charged: Math.min(legacyEditingPrice, booking.original_price), included: false };
  }
  return soldPrices({
    productPrice: booking.original_price - editing.charged,
    editingPrice: editing.charged,
    editingIncluded: editing.included,
    discount: booking.discount_amount,
    discountCode: code?.code ?? null,
    credits: booking.credits_used,
  });
}

/** What the receipt will say: the booking as sold, and the seller as set now. */
async function receiptDraft(booking: Booking, seller: BusinessDetails): Promise<ReceiptDraft> {
  const sold = await soldOf(booking);
  const { total_ore, moms_ore, net_ore } = receiptTotals(booking.price);
  return {
    document: 'receipt',
    kind: 'booking',
    user_id: booking.user_id,
    ...bookingDocumentFields(booking),
    business: sellerOf(seller),
    address: booking.address,
    lines: receiptLinesOfSold(booking.product_name, sold),
    total_ore,
    moms_ore,
    net_ore,
  };
}

/**
 * The receipt's mail with its PDF, queued in the outbox in the transaction that gives the number (its id
 * is the number: one mail per receipt, sent by the stream consumer).
 */
async function receiptMailQueued(receipt: Receipt): Promise<GuardedItem[]> {
  const pdf = await saleDocumentPdfForMail(receipt);
  return [
    queueMail({
      id: `receipt#${receipt.receipt_number}`,
      mail: receiptMail(receipt, config().SITE_URL, pdf),
      to: [receipt.customer_email],
      bookingId: receipt.booking_id,
    }),
  ];
}

/** When a receipt is issued, and whether it is mailed (the demo's history: in the past, not). */
export interface IssueOptions {
  now?: () => Date;
  mail?: boolean;
}

/**
 * The booking's receipt: issued (and mailed) now if the booking is paid and has none, else
 * the one it has. Throws only when the number could not be written (logged by the callers).
 */
export async function issueReceipt(
  bookingId: string,
  { now, mail = true }: IssueOptions = {},
): Promise<ReceiptResult> {
  // A concurrent call may give the number between this read and this write: read again.
  for (let round = 0; round < 3; round++) {
    const booking = await getBooking(bookingId);
    if (!booking) return { status: 'not_found' };
    if (booking.receipt_number)
      return { status: 'existing', receipt: await receiptOfNumber(booking.receipt_number) };
    if (!isPaid(booking)) return { status: 'not_paid' };
    // Never a numbered receipt with somebody else's name and CVR.
    const seller = await getBusinessDetails();
    if (!seller) {
      logger.warn('receipt_without_business_details', { bookingId });
      return { status: 'no_business_details' };
    }
    try {
      const receipt = await issueReceiptNumber(
        booking.id,
        await receiptDraft(booking, seller),
        mail ? receiptMailQueued : () => [],
        now,
      );
      logger.info('receipt_issued', { bookingId, receiptNumber: receipt.receipt_number });
      // The one place every payment passes once (card, invoice, cash, credits).
      countMetric('PaymentReceived');
      countMetric('PaymentKroner', receipt.total_ore / 100);
      return { status: 'issued', receipt };
    } catch (error) {
      if (!(error instanceof BookingReceiptGuardError)) throw error;
    }
  }
  throw new Error(`booking ${bookingId} kept changing while its receipt was issued`);
}

/**
 * issueReceipt for the paths that make a booking paid: a failure never undoes the payment;
 * it is logged, and the next call (the profile asking for the receipt) issues it.
 */
export async function issueReceiptAfterPayment(bookingId: string): Promise<void> {
  try {
    await issueReceipt(bookingId);
  } catch (error) {
    logger.error('receipt_issue_failed', { bookingId, error });
  }
}
