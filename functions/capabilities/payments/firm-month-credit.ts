/**
 * A firm booking cancelled after its firm's monthly invoice was made, while the invoice is
 * open (decision 0035): its line is credited at once, not on the next month's run, so the
 * firm never owes for a cancelled shoot and the open invoice in 'Firmaer' is right the same
 * day. Two documents: a Stripe credit note against the firm's invoice for the booking's amount
 * (a pre-payment credit note: the invoice's amount due drops by it), then our own credit note
 * naming the firm, CVR and reference (receipts/invoice-line-credit-notes.ts). Both are once:
 * the Stripe call carries an idempotency key of the booking, ours a guard on the booking.
 */
import type { Booking } from '@shared/api/entities';
import { invoiceLineCredit } from '@shared/domain/credit-note';
import { monthlyInvoiceLines } from '@shared/domain/firm-billing';
import { fillText } from '@shared/texts/fill';
import { creditNoteTexts } from '@shared/texts/receipt';
import { issueInvoiceLineCreditNote } from '@functions/capabilities/receipts/invoice-line-credit-notes';
import { logger } from '@functions/lib/logger';
import { stripeClient } from './stripe-client';
import { queueEanLineCredit } from './ean-invoice';

/** The metadata kind of the Stripe credit note of a firm booking's line. */
export const firmMonthCreditKind = 'firm_month_line';

/** Credits the cancelled booking's line on the open invoice (`invoice`, retrieved from Stripe). */
export async function creditFirmMonthLine(
  booking: Booking,
  invoice: { id: string; number: string | null },
): Promise<void> {
  const { credit } = invoiceLineCredit(booking);
  const [line] = monthlyInvoiceLines([booking]);
  if (credit.money_ore > 0) {
    const stripe = await stripeClient();
    const note = await stripe.creditNotes.create(
      {
        invoice: invoice.id,
        lines: [
          {
            type: 'custom_line_item',
            description: fillText(creditNoteTexts.creditedLine, {
              product: line?.description ?? booking.product_name,
            }),
            quantity: 1,
            unit_amount: credit.money_ore,
          },
        ],
        memo: creditNoteTexts.reasons.cancelled,
        reason: 'order_change',
        metadata: { kind: firmMonthCreditKind, booking_id: booking.id },
      },
      { idempotencyKey: `firm-month-credit-${booking.id}` },
    );
    logger.info('firm_month_line_credited', {
      bookingId: booking.id,
      invoiceId: invoice.id,
      stripeCreditNoteId: note.id,
      amountOre: note.amount,
    });
  }
  const issued = await issueInvoiceLineCreditNote(booking.id, {
    id: invoice.id,
    number: invoice.number ?? booking.invoice?.number ?? invoice.id,
  });
  // The invoice went to a public customer by EAN too: e-conomic sends the credit note that way.
  if ('creditNote' in issued) await queueEanLineCredit(invoice.id, issued.creditNote);
}
