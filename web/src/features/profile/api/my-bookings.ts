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

/** 'Betal nu': the still-open checkout of a card booking left unpaid (409 once it expired). */
export const resumeBookingCheckout = (bookingId: string) =>
  apiRequest('POST', '/api/me/bookings/{id}/resume-checkout', { params: { id: bookingId } });

/**
 * 'Annuller booking': lets go of a card booking held at the checkout; its time is free at
 * once (`cancelled: false` when it was paid meanwhile and is kept).
 */
export const cancelBookingCheckout = (bookingId: string) =>
  apiRequest('POST', '/api/bookings/{id}/cancel-checkout', { params: { id: bookingId } });

/** 'Tilføj til kalender': the booking's .ics file (the confirmation mail's event). */
export const bookingCalendarQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: myKeys.calendar(bookingId),
    queryFn: ({ signal }) =>
      apiGet('/api/me/bookings/{id}/calendar', { params: { id: bookingId }, signal }),
    staleTime: 60_000,
  });
