/**
 * The customer's own documents (and a firm booking's, for the firm's administrators:
 * readable-booking.ts):
 * - `GET /api/me/bookings/{id}/receipt`: the receipt of the caller's own paid booking. Anyone
 *   but the owner gets the 404 of a booking that does not exist; a booking not paid gets a
 *   409 saying so. A paid booking whose receipt could not be issued when it was paid gets it
 *   now (and its mail).
 * - `GET /api/me/bookings/{id}/credit-notes`: the credit notes of the caller's own booking
 *   (an empty list: none); one its cancel or refund could not issue is issued now.
 * - `GET /api/me/credit-receipts`: the receipts of the caller's paid credit purchases, and the
 *   credit notes of those refunded.
 *
 * The same documents as PDF files: document-pdfs.ts.
 */
import type { CreditNoteList, CreditsReceiptList, Receipt } from '@shared/api/receipt';
import { bookingTexts } from '@shared/texts/booking';
import { receiptTexts } from '@shared/texts/receipt';
import { getBooking } from '@functions/stores/booking/booking-items';
import { conflict, HttpError, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { logger } from '@functions/lib/logger';
import { issueReceipt, type ReceiptResult } from './receipts';
import { readableBooking } from './readable-booking';
import { creditNotesOf } from '@functions/stores/credit-notes';
import { issueCreditNote } from './credit-notes';
import {
  listMyCreditsCreditNotes,
  listMyCreditsReceipts as creditsReceiptsOf,
} from './credits-receipts';

/** The receipt of the user's own paid booking (issued now if need be), or the refusal. */
export async function myReceipt(bookingId: string, userId: string): Promise<Receipt> {
  const booking = await readableBooking(bookingId, userId);
  let result: ReceiptResult;
  try {
    result = await issueReceipt(booking.id);
  } catch (error) {
    logger.error('receipt_issue_failed', { bookingId: booking.id, error });
    throw new HttpError(503, receiptTexts.notReady, 'receipt_not_ready');
  }
  if (result.status === 'not_found') throw notFound(bookingTexts.bookingNotFound);
  if (result.status === 'not_paid') throw conflict(receiptTexts.notPaid, 'not_paid');
  if (result.status === 'no_business_details')
    throw new HttpError(503, receiptTexts.notReady, 'receipt_not_ready');
  return result.receipt;
}

export const getMyReceipt = ({ params, caller }: InputOf<'getMyReceipt'>): Promise<Receipt> =>
  myReceipt(params.id, caller.userId);

export async function getMyCreditNotes({
  params,
  caller,
}: InputOf<'getMyCreditNotes'>): Promise<CreditNoteList> {
  const booking = await readableBooking(params.id, caller.userId);
  let current = booking;
  if (booking.receipt_number && booking.cancelled_at) {
    try {
      if ((await issueCreditNote(booking.id)).status === 'issued')
        current = (await getBooking(booking.id)) ?? booking;
    } catch (error) {
      // The ones issued are still shown; the next ask issues the missing one.
      logger.error('credit_note_issue_failed', { bookingId: booking.id, error });
    }
  }
  return { credit_notes: await creditNotesOf(current) };
}

export async function listMyCreditsReceipts({
  caller,
}: InputOf<'listMyCreditsReceipts'>): Promise<CreditsReceiptList> {
  const [receipts, creditNotes] = await Promise.all([
    creditsReceiptsOf(caller.userId),
    listMyCreditsCreditNotes(caller.userId),
  ]);
  return { receipts, credit_notes: creditNotes };
}
