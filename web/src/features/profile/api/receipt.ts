/**
 * The customer's documents: the receipt of one of their paid bookings
 * (`GET /api/me/bookings/{id}/receipt`), a booking's credit notes
 * (`GET /api/me/bookings/{id}/credit-notes`) and the receipts of their credit purchases
 * (`GET /api/me/credit-receipts`). Keyed under ['me', ...], so sign-out drops them; a document
 * never changes once issued (a booking's credit notes are asked for again when it gets one).
 * Each document also as a PDF, fetched when the customer asks for it ('Hent PDF').
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';
import { myKeys } from '@web/lib/query-keys';

export const receiptQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: myKeys.receipt(bookingId),
    queryFn: ({ signal }) =>
      apiGet('/api/me/bookings/{id}/receipt', { params: { id: bookingId }, signal }),
    staleTime: Infinity,
  });

export const creditNotesQueryOptions = (bookingId: string, count = 0) =>
  queryOptions({
    queryKey: myKeys.creditNotes(bookingId, count),
    queryFn: ({ signal }) =>
      apiGet('/api/me/bookings/{id}/credit-notes', { params: { id: bookingId }, signal }),
    staleTime: Infinity,
  });

export const creditsReceiptsQueryOptions = () =>
  queryOptions({
    queryKey: myKeys.creditsReceipts,
    queryFn: ({ signal }) => apiGet('/api/me/credit-receipts', { signal }),
  });

export const receiptPdf = (bookingId: string) =>
  apiGet('/api/me/bookings/{id}/receipt/pdf', { params: { id: bookingId } });

export const creditNotePdf = (bookingId: string, creditNoteNumber: number) =>
  apiGet('/api/me/bookings/{id}/credit-notes/{number}/pdf', {
    params: { id: bookingId, number: String(creditNoteNumber) },
  });

export const creditsReceiptPdf = (receiptNumber: number) =>
  apiGet('/api/me/credit-receipts/{number}/pdf', { params: { number: String(receiptNumber) } });

export const creditsCreditNotePdf = (creditNoteNumber: number) =>
  apiGet('/api/me/credits-credit-notes/{number}/pdf', {
    params: { number: String(creditNoteNumber) },
  });
