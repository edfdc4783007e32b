/**
 * The month's receipts and credit notes, read by ONE Query of gsi1 `LEDGER#{YYYY-MM}` (every
 * page, functions/data/pagination.ts): no Scan. The items are written by the receipt and
 * credit-note writers (functions/capabilities/receipts); their ledger keys are
 * shared/domain/ledger-keys.ts's. Only what the books need leaves this module.
 */
import { copenhagenDateOf } from '@shared/domain/analytics';
import { bookingNumberText } from '@shared/domain/booking-number';
import { ledgerText, voucherOf, type LedgerEntry } from '@shared/domain/ledger';
import { paymentMethods, type PaymentMethod } from '@shared/domain/payment';
import { ledgerPartition } from '@shared/domain/ledger-keys';
import { queryPartition } from '@functions/data/pagination';
import type { StoredItem } from '@functions/data/store';

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : 0);
const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const methodOf = (value: unknown): PaymentMethod | null =>
  paymentMethods.find((method) => method === value) ?? null;

/** The firm a document names (a firm booking's), as the ledger's two columns. */
function firmOf(value: unknown): Pick<LedgerEntry, 'firm' | 'firm_cvr'> {
  const firm =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    firm: typeof firm.name === 'string' ? firm.name : null,
    firm_cvr: typeof firm.cvr === 'string' ? firm.cvr : null,
  };
}

/** A stored receipt or credit note as a line of the books. */
export function ledgerEntryOf(item: StoredItem): LedgerEntry {
  const type =
    item.document === 'credit_note' || item.sk === 'CREDIT_NOTE' ? 'credit_note' : 'receipt';
  const kind = item.kind === 'credits' ? 'credits' : 'booking';
  const receiptNumber = numberOf(item.receipt_number);
  const total = numberOf(item.total_ore);
  const moms = numberOf(item.moms_ore);
  const issuedAt = stringOf(item.issued_at);
  const number = type === 'receipt' ? receiptNumber : numberOf(item.credit_note_number);
  return {
    type,
    voucher: voucherOf(
      type,
      typeof item.voucher_number === 'number' ? item.voucher_number : undefined,
      number,
    ),
    number,
    kind,
    issued_at: issuedAt,
    date: copenhagenDateOf(issuedAt),
    customer: stringOf(item.customer_name) || stringOf(item.customer_email),
    ...firmOf(item.customer_firm),
    text: ledgerText(type, kind, stringOf(item.product_name) || null, receiptNumber),
    receipt_number: receiptNumber,
    booking_id: typeof item.booking_id === 'string' ? item.booking_id : null,
    booking_number: bookingNumberText({
      booking_number: typeof item.booking_number === 'number' ? item.booking_number : null,
    }),
    // Receipts issued before net_ore was stored: the total less its moms.
    net_ore: typeof item.net_ore === 'number' ? item.net_ore : total - moms,
    moms_ore: moms,
    total_ore: total,
    payment_method: methodOf(item.payment_method),
  };
}

/** The receipts and credit notes issued in a Copenhagen month (YYYY-MM), in date order. */
export async function ledgerEntriesOf(month: string): Promise<LedgerEntry[]> {
  const items = await queryPartition({ index: 'gsi1', partition: ledgerPartition(month) });
  return items.map(ledgerEntryOf);
}
