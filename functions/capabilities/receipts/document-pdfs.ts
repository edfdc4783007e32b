/**
 * The documents of a sale as PDF files ('Hent PDF', decision 0029), the same documents the
 * JSON routes answer, rendered on the server (functions/capabilities/mails/sale-document-pdfs.ts):
 *
 * - the customer's own: `GET /api/me/bookings/{id}/receipt/pdf` (issued now if its issuing
 *   failed when it was paid, as `GET .../receipt`), `GET /api/me/bookings/{id}/credit-notes/
 *   {number}/pdf`, `GET /api/me/credit-receipts/{number}/pdf`, `GET /api/me/credits-credit-notes/
 *   {number}/pdf` (a refunded credit purchase's credit note). Another customer's document,
 *   or one that does not exist, gets the same 404;
 * - the owner's: `GET /api/admin/receipts/{number}/pdf` (a booking's or a credit purchase's),
 *   `GET /api/admin/credit-notes/{number}/pdf`.
 *
 * A `{number}` that is not a whole number from 1 is refused with 400 before any read.
 */
import type { AnyCreditNote, CreditsReceipt, DocumentPdf, Receipt } from '@shared/api/receipt';
import { creditNoteTexts, receiptTexts } from '@shared/texts/receipt';
import { saleDocumentPdf } from '@functions/capabilities/mails/sale-document-pdfs';
import { getAnyCreditNote, getCreditNote } from '@functions/stores/credit-notes';
import { getCreditPurchase } from '@functions/stores/credit-purchases';
import { getAnyReceipt, getCreditsReceipt } from '@functions/stores/receipts';
import { badRequest, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { readableBooking } from './readable-booking';
import { myReceipt } from './my-receipt';

/** A document number from the path: a whole number from 1 (at most 10 digits). */
function documentNumber(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw badRequest(receiptTexts.invalidNumber, 'invalid_number');
  return Number(raw);
}

async function pdfAnswer(document: Receipt | CreditsReceipt | AnyCreditNote): Promise<DocumentPdf> {
  const file = await saleDocumentPdf(document);
  return {
    file_name: file.fileName,
    content_type: 'application/pdf',
    content_base64: Buffer.from(file.content).toString('base64'),
  };
}

export async function getMyReceiptPdf({
  params,
  caller,
}: InputOf<'getMyReceiptPdf'>): Promise<DocumentPdf> {
  return pdfAnswer(await myReceipt(params.id, caller.userId));
}

export async function getMyCreditNotePdf({
  params,
  caller,
}: InputOf<'getMyCreditNotePdf'>): Promise<DocumentPdf> {
  const number = documentNumber(params.number);
  const booking = await readableBooking(params.id, caller.userId);
  const note = booking.credit_note_numbers?.includes(number)
    ? await getCreditNote(number)
    : undefined;
  if (!note || note.booking_id !== booking.id) throw notFound(creditNoteTexts.notFound);
  return pdfAnswer(note);
}

export async function getMyCreditsReceiptPdf({
  params,
  caller,
}: InputOf<'getMyCreditsReceiptPdf'>): Promise<DocumentPdf> {
  const receipt = await getCreditsReceipt(documentNumber(params.number));
  const purchase = receipt && (await getCreditPurchase(receipt.credit_purchase_id));
  if (!receipt || purchase?.user_id !== caller.userId) throw notFound(receiptTexts.notFound);
  return pdfAnswer(receipt);
}

export async function getMyCreditsCreditNotePdf({
  params,
  caller,
}: InputOf<'getMyCreditsCreditNotePdf'>): Promise<DocumentPdf> {
  const note = await getAnyCreditNote(documentNumber(params.number));
  const purchase =
    note && 'kind' in note ? await getCreditPurchase(note.credit_purchase_id) : undefined;
  if (!note || purchase?.user_id !== caller.userId) throw notFound(creditNoteTexts.notFound);
  return pdfAnswer(note);
}

export async function getReceiptPdf({ params }: InputOf<'getReceiptPdf'>): Promise<DocumentPdf> {
  const receipt = await getAnyReceipt(documentNumber(params.number));
  if (!receipt) throw notFound(receiptTexts.notFound);
  return pdfAnswer(receipt);
}

export async function getCreditNotePdf({
  params,
}: InputOf<'getCreditNotePdf'>): Promise<DocumentPdf> {
  const note = await getAnyCreditNote(documentNumber(params.number));
  if (!note) throw notFound(creditNoteTexts.notFound);
  return pdfAnswer(note);
}
