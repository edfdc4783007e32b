/**
 * What a booking sold, for the unit tests of receipts, credit notes and invoices: the product
 * and its price, and no editing, discount or credits unless a test gives them.
 */
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
