/**
 * A firm's monthly invoice's events (decision 0035), each applied once: `invoice.paid` marks
 * every booking on it paid (through booking-changes' invoiceChanged, in one transaction with the
 * event's record) and issues their receipts, which name the firm, CVR and reference frozen on
 * each booking (a booking whose line was credited while the invoice was open is not on it any
 * more); `invoice.voided` records the void and the bookings' failed payment. The firm's
 * month item records the invoice's state for 'Firmaer'.
 */
import type Stripe from 'stripe';
import type { Booking } from '@shared/api/entities';
import { isPaid } from '@shared/domain/booking-lifecycle/money';
import { settledByFirmInvoice } from '@shared/domain/booking-lifecycle/monthly-invoice';
import { getBooking } from '@functions/stores/booking/booking-items';
import { invoiceChanged } from '@functions/stores/booking/booking-changes';
import { getFirmMonth, recordFirmMonth } from '@functions/stores/firm-invoices';
import { applyEventOnce } from '@functions/stores/payment-records';
import { issueReceiptAfterPayment } from '@functions/capabilities/receipts/receipts';
import { issueCreditNoteAfterChange } from '@functions/capabilities/receipts/credit-notes';
import { logger } from '@functions/lib/logger';
import { mapInvoicePayments } from './invoice-payments';

/** The payment intent map's id of a firm's month (payment-records.ts). */
export const firmMonthTargetId = (firmId: string, month: string) => `${firmId}#${month}`;

const handled = {
  'invoice.paid': { invoiceStatus: 'paid', paymentStatus: 'paid', month: 'paid' },
  'invoice.voided': { invoiceStatus: 'void', paymentStatus: 'failed', month: 'void' },
} as const;

const isHandled = (type: string): type is keyof typeof handled => Object.hasOwn(handled, type);

export async function applyFirmMonthEvent(
  event: Stripe.Event,
  invoice: { id: string; metadata?: Record<string, string> | null },
): Promise<void> {
  const type = event.type;
  if (!isHandled(type)) return;
  const firmId = invoice.metadata?.firm_id;
  const month = invoice.metadata?.month;
  const stored = firmId && month ? await getFirmMonth(firmId, month) : undefined;
  if (!firmId || !month || stored?.stripe_invoice_id !== invoice.id) {
    logger.warn('firm_month_event_for_an_unknown_invoice', { eventId: event.id, firmId, month });
    return;
  }
  const change = handled[type];
  // So a refund made later in the Stripe dashboard finds the month's bookings (refund-events.ts).
  if (type === 'invoice.paid')
    await mapInvoicePayments(invoice.id, {
      kind: 'firm_month',
      id: firmMonthTargetId(firmId, month),
    });
  const bookings = (await Promise.all(stored.booking_ids.map((id) => getBooking(id)))).filter(
    (b): b is Booking => b !== undefined && settledByFirmInvoice(b, invoice.id),
  );
  const applied = await applyEventOnce(
    event.id,
    type,
    bookings.map((booking) =>
      invoiceChanged(
        booking.id,
        invoice.id,
        // A booking the owner marked paid meanwhile only records the invoice's state.
        isPaid(booking)
          ? { invoiceStatus: change.invoiceStatus }
          : { invoiceStatus: change.invoiceStatus, paymentStatus: change.paymentStatus },
      ),
    ),
  );
  await recordFirmMonth(firmId, month, { status: change.month });
  logger.info('firm_month_event_applied', { eventId: event.id, type, firmId, month, applied });
  if (type !== 'invoice.paid') return;
  for (const booking of bookings) {
    await issueReceiptAfterPayment(booking.id);
    // Cancelled while open, but its line could not be credited then: paid, so credited now.
    if (booking.cancelled_at) await issueCreditNoteAfterChange(booking.id);
  }
}
