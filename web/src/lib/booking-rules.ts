/**
 * The cut-off for moving and cancelling a booking (`GET /api/booking-rules`, hours before the
 * shoot): stated on the payment page and applied on the profile and the manage link.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api';
import { bookingRulesKey } from '@web/lib/query-keys';

export const bookingRulesQueryOptions = queryOptions({
  queryKey: bookingRulesKey,
  queryFn: ({ signal }) => apiGet('/api/booking-rules', { signal }),
  staleTime: 5 * 60_000,
});
