/**
 * Credit notes (kreditnota, issue 30): a booking that had a receipt and is cancelled (by the
 * customer or the owner) or refunded (wholly or in part, the payment provider's signed
 * `charge.refunded` event) gets a credit note crediting its receipt, built from the receipt
 * (shared/domain/credit-note.ts): the receipt's lines reversed, total and moms; it names the
 * shoot's date and time as they are when it is issued (a moved booking's new time). Credit notes have their
 * own gap-free series, the counter COUNTER / credit_note; issuing number N is ONE
 * TransactWriteItems (document-numbers.ts):
 *
 *   0. the booking (its named change `creditNoted`): credit_note_numbers += [N], credited_ore,
 *      credited_credits, only if it still has the receipt and the credit notes it had when read
 *      (so two callers never credit the same amount twice);
 *   1. the counter: SET value = N if value = N - 1;
 *   2. Put CREDIT_NOTE#N / CREDIT_NOTE with attribute_not_exists(pk), with its ledger keys;
 *   3. its mail in the outbox, with its PDF (`credit-note#N`: once).
 *
 * What a call credits follows from what the booking says now (cancelled: the whole receipt;
 * else what the provider says was refunded) less what earlier credit notes credited, so
 * calling again (a replayed event, the profile asking) issues nothing new and mails nothing.
 */
import type { CreditNote } from '@shared/api/receipt';
import { creditNoteLines, creditNoteTotals, creditToIssue } from '@shared/domain/credit-note';
import { getBooking } from '@functions/stores/booking/booking-items';
import { queueMail } from '@functions/stores/mail-outbox';
import { creditNoteMail } from '@functions/capabilities/mails/receipt';
import { saleDocumentPdfForMail } from '@functions/capabilities/mails/sale-document-pdfs';
import { creditNoteCounterName } from '@functions/data/keys';
import type { GuardedItem } from '@functions/data/transactions';
import { creditNoted } from '@functions/stores/booking/booking-changes';
import { creditNotePut } from '@functions/stores/credit-notes';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';
import { issueNextNumber } from '@functions/stores/document-numbers';
import { getReceipt } from '@functions/stores/receipts';

/** The booking changed since it was read (another credit note, or its receipt is gone). */
export class BookingCreditGuardError extends Error {
  constructor(readonly bookingId: string) {
    super(`booking ${bookingId} changed while its credit note was issued`);
    this.name = 'BookingCreditGuardError';
  }
}

export type CreditNoteResult =
  | { status: 'issued'; creditNote: CreditNote }
  /** Nothing (more) to credit: no receipt, not cancelled or refunded, or credited already. */
  | { status: 'nothing' };

/** The credit note's mail with its PDF, once; to the customer, or to `to` (a firm's invoice e-mail). */
export async function creditNoteMailQueued(note: CreditNote, to?: string): Promise<GuardedItem> {
  const pdf = await saleDocumentPdfForMail(note);
  return queueMail({
    id: `credit-note#${note.credit_note_number}`,
    mail: creditNoteMail(note, config().SITE_URL, pdf),
    to: [to ?? note.customer_email],
    bookingId: note.booking_id,
  });
}

/**
 * Issues the booking's next credit note if anything is left to credit (see the top of this
 * file). `refundedOre`: the provider's total refunded of its payment so far (the refund event).
 */
export async function issueCreditNote(
  bookingId: string,
  options: { refundedOre?: number } = {},
): Promise<CreditNoteResult> {
  for (let round = 0; round < 5; round++) {
    const booking = await getBooking(bookingId);
    if (!booking?.receipt_number) return { status: 'nothing' };
    const receipt = await getReceipt(booking.receipt_number);
    if (!receipt) return { status: 'nothing' };
    const credit = creditToIssue(receipt, booking, {
      cancelled: Boolean(booking.cancelled_at),
      refundedOre: options.refundedOre,
    });
    if (!credit) return { status: 'nothing' };
    try {
      const creditNote = await issueNextNumber<CreditNote>({
        counter: creditNoteCounterName,
        of: `booking ${bookingId}`,
        build: (creditNoteNumber, issuedAt, voucherNumber) => ({
          document: 'credit_note',
          credit_note_number: creditNoteNumber,
          voucher_number: voucherNumber,
          receipt_number: receipt.receipt_number,
          booking_id: booking.id,
          ...(booking.booking_number ? { booking_number: booking.booking_number } : {}),
          reason: credit.reason,
          issued_at: issuedAt,
          business: receipt.business,
          customer_email: receipt.customer_email,
          ...(receipt.customer_name ? { customer_name: receipt.customer_name } : {}),
          ...(receipt.customer_firm ? { customer_firm: receipt.customer_firm } : {}),
          product_name: receipt.product_name,
          // The shoot as it is when the note is issued (a moved booking's new time).
          booking_date: booking.booking_date,
          booking_time: booking.booking_time,
          payment_method: receipt.payment_method,
          lines: creditNoteLines(receipt, booking, credit),
          ...creditNoteTotals(booking, credit),
        }),
        elementsOf: async (note) => ({
          guard: creditNoted(
            booking,
            { ...note, receipt_number: receipt.receipt_number },
            credit,
            () => new BookingCreditGuardError(booking.id),
          ),
          writes: [...creditNotePut(note, booking.user_id), await creditNoteMailQueued(note)],
        }),
      });
      logger.info('credit_note_issued', {
        bookingId,
        creditNoteNumber: creditNote.credit_note_number,
        receiptNumber: receipt.receipt_number,
      });
      return { status: 'issued', creditNote };
    } catch (error) {
      if (!(error instanceof BookingCreditGuardError)) throw error;
    }
  }
  throw new Error(`booking ${bookingId} kept changing while its credit note was issued`);
}

/**
 * issueCreditNote after a cancel or a refund: a failure never undoes them; it is logged, and
 * the next call (the profile asking for the credit notes, the refund's event) issues it.
 */
export async function issueCreditNoteAfterChange(
  bookingId: string,
  options: { refundedOre?: number } = {},
): Promise<void> {
  try {
    await issueCreditNote(bookingId, options);
  } catch (error) {
    logger.error('credit_note_issue_failed', { bookingId, error });
  }
}
