/**
 * What a booking sold, for the unit tests of receipts, credit notes and invoices: the product
 * and its price, and no editing, discount or credits unless a test gives them; and the
 * documents of a sale as issued (a receipt, a credit note, a credits receipt).
 */
import type { CreditNote, CreditsReceipt, Receipt } from '@shared/api/receipt';
import type { ReceiptLinesInput } from '@shared/domain/receipt';

export const aSale = (
  fields: Pick<ReceiptLinesInput, 'productName' | 'productPrice'> & Partial<ReceiptLinesInput>,
): ReceiptLinesInput => ({
  editingPrice: 0,
  editingIncluded: false,
  discount: 0,
  discountCode: null,
  credits: 0,
  ...fields,
});

/** What receipt nr. 42 and its credit note share: the booking, seller, customer and shoot. */
const ofTheBooking = {
  booking_id: 'b-1',
  issued_at: '2026-11-23T13:05:00.000Z',
  business: { name: 'Dronefoto ApS', address: 'Nørregade 1, 1165 København K', cvr: '12345678' },
  customer_email: 'kunde@example.dk',
  product_name: 'Dronefoto',
  booking_date: '2026-11-30',
  booking_time: '10:30',
  payment_method: 'card',
} as const;

/** Receipt nr. 42 of a 1.499 kr card booking (a shoot on 30 November 2026 at 10:30). */
export const aReceipt = (fields: Partial<Receipt> = {}): Receipt => ({
  document: 'receipt',
  kind: 'booking',
  receipt_number: 42,
  ...ofTheBooking,
  address: 'Vestergade 1, 8000 Aarhus C',
  lines: [{ description: 'Dronefoto', amount_ore: 149_900 }],
  total_ore: 149_900,
  moms_ore: 29_980,
  net_ore: 119_920,
  ...fields,
});

/** Credit note nr. 7, crediting all of receipt nr. 42 (`aReceipt`): the booking cancelled. */
export const aCreditNote = (fields: Partial<CreditNote> = {}): CreditNote => ({
  document: 'credit_note',
  credit_note_number: 7,
  receipt_number: 42,
  reason: 'cancelled',
  ...ofTheBooking,
  lines: [{ description: 'Krediteret: Dronefoto', amount_ore: -149_900 }],
  total_ore: -149_900,
  moms_ore: -29_980,
  net_ore: -119_920,
  ...fields,
});

/** Receipt nr. 43 of 500 credits bought by card, with their moms. */
export const aCreditsReceipt = (fields: Partial<CreditsReceipt> = {}): CreditsReceipt => ({
  document: 'receipt',
  kind: 'credits',
  receipt_number: 43,
  credit_purchase_id: 'p-1',
  credits: 500,
  issued_at: ofTheBooking.issued_at,
  business: ofTheBooking.business,
  customer_email: ofTheBooking.customer_email,
  payment_method: 'card',
  lines: [{ description: '500 credits (1 credit = 1 kr)', amount_ore: 50_000 }],
  total_ore: 50_000,
  moms_ore: 10_000,
  net_ore: 40_000,
  ...fields,
});
