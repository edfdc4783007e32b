/**
 * The credit note of a firm booking's line on its firm's monthly invoice (decision 0035): a
 * booking cancelled after the month's invoice was made and before it was paid has no receipt
 * to credit, so its credit note credits the invoice's line (`invoice_number`), names the firm,
 * CVR and reference frozen on the booking, and goes to the firm's invoice e-mail with its PDF.
 * It is numbered in the credit notes' series by the same path as every credit note
 * (issueNextNumber), but is no bookkeeping voucher and not in the ledger: the sale it takes
 * back was never booked (a monthly invoice's sales are booked by its receipts, when paid).
 * The booking's change (`invoiceLineCredited`) lets it be issued once.
 */
import type { Booking } from '@shared/api/entities';
import type { CreditNote } from '@shared/api/receipt';
import { phaseOf } from '@shared/domain/booking-lifecycle/states';
import { creditNoteTotals, invoiceLineCredit } from '@shared/domain/credit-note';
import { creditNoteCounterName } from '@functions/data/keys';
import { getBooking } from '@functions/stores/booking/booking-items';
import { invoiceLineCredited } from '@functions/stores/booking/booking-changes';
import { getBusinessDetails } from '@functions/stores/business-settings';
import { creditNotePut, getCreditNote } from '@functions/stores/credit-notes';
import { issueNextNumber } from '@functions/stores/document-numbers';
import { getFirm } from '@functions/stores/firms';
import { logger } from '@functions/lib/logger';
import { BookingCreditGuardError, creditNoteMailQueued } from './credit-notes';
import { bookingDocumentFields, sellerOf } from './receipts';

export type InvoiceLineCreditResult =
  | { status: 'issued' | 'existing'; creditNote: CreditNote }
  /** Not a cancelled firm booking on an open invoice, or no business details to print. */
  | { status: 'nothing' };

/** The booking's line on `invoice` credited by a credit note, once. */
export async function issueInvoiceLineCreditNote(
  bookingId: string,
  invoice: { id: string; number: string },
): Promise<InvoiceLineCreditResult> {
  const booking = await getBooking(bookingId);
  const existing = booking?.credit_note_numbers?.[0];
  if (existing !== undefined) {
    const note = await getCreditNote(existing);
    return note ? { status: 'existing', creditNote: note } : { status: 'nothing' };
  }
  // Only a cancelled booking's line is taken back (the lifecycle says which phase it is in).
  if (!booking?.firm || phaseOf(booking) !== 'cancelled' || booking.invoice?.id !== invoice.id)
    return { status: 'nothing' };
  const seller = await getBusinessDetails();
  if (!seller) {
    logger.warn('credit_note_without_business_details', { bookingId });
    return { status: 'nothing' };
  }
  const firm = await getFirm(booking.firm.id);
  const { credit, lines } = invoiceLineCredit(booking);
  const creditNote = await issueNextNumber<CreditNote>({
    counter: creditNoteCounterName,
    of: `booking ${bookingId}`,
    voucher: false,
    build: (creditNoteNumber, issuedAt) =>
      invoiceLineNote(booking, {
        creditNoteNumber,
        issuedAt,
        invoiceNumber: invoice.number,
        business: sellerOf(seller),
        lines,
        totals: creditNoteTotals({}, credit),
      }),
    elementsOf: async (note) => ({
      guard: invoiceLineCredited(
        booking,
        note,
        { invoiceId: invoice.id, money_ore: credit.money_ore, credits: credit.credits },
        () => new BookingCreditGuardError(booking.id),
      ),
      writes: [
        ...creditNotePut(note, booking.user_id),
        await creditNoteMailQueued(note, firm?.invoice_email),
      ],
    }),
  });
  logger.info('invoice_line_credit_note_issued', {
    bookingId,
    creditNoteNumber: creditNote.credit_note_number,
    invoiceId: invoice.id,
  });
  return { status: 'issued', creditNote };
}

function invoiceLineNote(
  booking: Booking,
  parts: {
    creditNoteNumber: number;
    issuedAt: string;
    invoiceNumber: string;
    business: CreditNote['business'];
    lines: CreditNote['lines'];
    totals: Pick<CreditNote, 'total_ore' | 'moms_ore' | 'net_ore'>;
  },
): CreditNote {
  return {
    document: 'credit_note',
    credit_note_number: parts.creditNoteNumber,
    invoice_number: parts.invoiceNumber,
    ...bookingDocumentFields(booking),
    reason: 'cancelled',
    issued_at: parts.issuedAt,
    business: parts.business,
    lines: parts.lines,
    ...parts.totals,
  };
}
