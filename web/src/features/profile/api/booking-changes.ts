/**
 * Moving and cancelling a booking from the browser (issue 17): the same actions by two
 * doors, the signed-in owner's routes (`/api/me/bookings/{id}/…`) and the signed manage link
 * of the booking mails (`/api/booking-links/{id}/…?sig=`). The server decides everything;
 * this only says which door.
 */
import { queryOptions } from '@tanstack/react-query';
import type { BookingChangeResult, RescheduleBody } from '@shared/api/booking-changes';
import type { Booking } from '@shared/api/entities';
import { apiGet, apiRequest } from '@web/lib/api';
import { linkKeys, slotKeys } from '@web/lib/query-keys';

export interface BookingChanges {
  reschedule: (body: RescheduleBody) => Promise<BookingChangeResult>;
  cancel: () => Promise<BookingChangeResult>;
}

export const myBookingChanges = (id: string): BookingChanges => ({
  reschedule: (body) =>
    apiRequest('POST', '/api/me/bookings/{id}/reschedule', { params: { id }, body }),
  cancel: () => apiRequest('POST', '/api/me/bookings/{id}/cancel', { params: { id } }),
});

export const linkBookingChanges = (id: string, sig: string): BookingChanges => ({
  reschedule: (body) =>
    apiRequest('POST', '/api/booking-links/{id}/reschedule', {
      params: { id },
      query: { sig },
      body,
    }),
  cancel: () =>
    apiRequest('POST', '/api/booking-links/{id}/cancel', { params: { id }, query: { sig } }),
});

/** The booking of a manage link, and the cut-off that applies. */
export const bookingLinkQueryOptions = (id: string, sig: string) =>
  queryOptions({
    queryKey: linkKeys.booking(id, sig),
    queryFn: ({ signal }) =>
      apiGet('/api/booking-links/{id}', { params: { id }, query: { sig }, signal }),
    enabled: id !== '' && sig !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });

/**
 * Free times for a move, for the booking's product (its length) at its address (daylight and
 * the drive): the key starts with 'slots' like the booking page's, so a live change of
 * booked slots re-fetches it.
 */
export const freeSlotsQueryOptions = (
  booking: Pick<Booking, 'id' | 'product_id' | 'shoot_lat' | 'shoot_lon'>,
) =>
  queryOptions({
    queryKey: slotKeys.reschedule(booking.id),
    queryFn: ({ signal }) =>
      apiGet('/api/availability', {
        query: {
          product_id: booking.product_id,
          ...(typeof booking.shoot_lat === 'number' && typeof booking.shoot_lon === 'number'
            ? { lat: booking.shoot_lat, lon: booking.shoot_lon }
            : {}),
        },
        signal,
      }),
    staleTime: 30_000,
  });
