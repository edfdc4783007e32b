/**
 * The signed-in customer's bookings (`GET /api/me/bookings`). Keyed under ['me', 'bookings'],
 * so sign-out drops them and a live 'bookings' change re-fetches them.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@web/lib/api';
import { myKeys } from '@web/lib/query-keys';

export const myBookingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: myKeys.bookingsOf(userId),
    queryFn: ({ signal }) => apiGet('/api/me/bookings', { signal }),
    staleTime: 30_000,
  });

/** The customer left the card checkout: expire it, which frees the slot. */
export const cancelBookingCheckout = (bookingId: string) =>
  apiRequest('POST', '/api/bookings/{id}/cancel-checkout', { params: { id: bookingId } });
