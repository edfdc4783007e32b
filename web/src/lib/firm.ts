/**
 * The caller's firm (product §2 'Firma'), as the profile's 'Firma' tab and the booking page ask for
 * it: `GET /api/me/firm` under ['me', 'firm'], so sign-out drops it.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';
import { myKeys } from '@web/lib/query-keys';

export const myFirmQueryOptions = queryOptions({
  queryKey: myKeys.firm,
  queryFn: ({ signal }) => apiGet('/api/me/firm', { signal }),
  staleTime: 30_000,
});
