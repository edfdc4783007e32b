/**
 * The receipt of one of the customer's paid bookings (`GET /api/me/bookings/{id}/receipt`).
 * Keyed under ['me', ...], so sign-out drops it; a receipt never changes once issued.
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
