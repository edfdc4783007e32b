/**
 * The receipt of one of the customer's paid bookings (`GET /api/me/bookings/{id}/receipt`).
 * Keyed under ['me', ...], so sign-out drops it; a receipt never changes once issued.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export const receiptQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: queryKeys.me.receipt(bookingId),
    queryFn: ({ signal }) =>
      apiGet('/api/me/bookings/{id}/receipt', { params: { id: bookingId }, signal }),
    staleTime: Infinity,
  });
