/**
 * `GET /api/me/bookings/{id}/receipt`: the receipt of the caller's own paid booking. Anyone
 * but the owner gets the 404 of a booking that does not exist; a booking not paid gets a 409
 * saying so. A paid booking whose receipt could not be issued when it was paid gets it now
 * (and its mail).
 */
import type { Receipt } from '@shared/api/receipt';
import { bookingTexts } from '@shared/texts/booking';
import { receiptTexts } from '@shared/texts/receipt';
import { getBooking } from '@functions/capabilities/bookings/bookings';
import { conflict, HttpError, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { logger } from '@functions/lib/logger';
import { issueReceipt, type ReceiptResult } from './receipts';

export async function getMyReceipt({ params, caller }: InputOf<'getMyReceipt'>): Promise<Receipt> {
  const booking = await getBooking(params.id);
  if (!booking || booking.user_id !== caller.userId || booking.deleted_at)
    throw notFound(bookingTexts.bookingNotFound);
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
