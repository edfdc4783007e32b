/**
 * The admin panel's reads of the overview and the bookings, keyed `['admin', entity]` so a
 * live change of the entity (a booking made elsewhere) re-reads them without a reload.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';

export const overviewQueryOptions = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: ({ signal }) => apiGet('/api/admin/overview', { signal }),
});

export const adminBookingsQueryOptions = queryOptions({
  queryKey: ['admin', 'bookings'],
  queryFn: ({ signal }) => apiGet('/api/admin/bookings', { signal }),
});

/** The business's details and the cut-off (tab Indstillinger). */
export const settingsQueryOptions = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: ({ signal }) => apiGet('/api/admin/settings', { signal }),
});
