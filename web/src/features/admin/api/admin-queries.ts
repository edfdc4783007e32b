/**
 * The admin panel's reads of the overview and the bookings, keyed `['admin', entity]` so a
 * live change of the entity (a booking made elsewhere) re-reads them without a reload.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';
import { adminKeys } from '@web/lib/query-keys';
import { adminListQuery } from '../lib/entry-changes';

export const overviewQueryOptions = queryOptions({
  queryKey: adminKeys.overview,
  queryFn: ({ signal }) => apiGet('/api/admin/overview', { signal }),
});

export const adminBookingsQueryOptions = adminListQuery('bookings', '/api/admin/bookings');

/**
 * 'Dagens rute' of a date (YYYY-MM-DD): keyed under `['admin', 'day-route']`, which a live
 * change of the bookings, the slots or the schedules makes stale.
 */
export const dayRouteQueryOptions = (date: string) =>
  queryOptions({
    queryKey: adminKeys.dayRoute(date),
    queryFn: ({ signal }) => apiGet('/api/admin/day-route', { query: { date }, signal }),
  });

/** The business's details and the cut-off (tab Indstillinger). */
export const settingsQueryOptions = queryOptions({
  queryKey: adminKeys.settings,
  queryFn: ({ signal }) => apiGet('/api/admin/settings', { signal }),
});

/** Card payments in Indstillinger: set up or not, test or live, the key's last four. */
export const cardPaymentsQueryOptions = queryOptions({
  queryKey: adminKeys.cardPayments,
  queryFn: ({ signal }) => apiGet('/api/admin/card-payments', { signal }),
});

/** e-conomic in Indstillinger: connected or not, the mapping, the failed pushes. */
export const economicQueryOptions = queryOptions({
  queryKey: adminKeys.economic,
  queryFn: ({ signal }) => apiGet('/api/admin/economic', { signal }),
});

/** The owner's calendar feed in Indstillinger: whether an address exists, and since when. */
export const calendarFeedQueryOptions = queryOptions({
  queryKey: adminKeys.calendarFeed,
  queryFn: ({ signal }) => apiGet('/api/admin/calendar-feed', { signal }),
});

/** The owner's private calendars in Indstillinger: addresses (secret part hidden) and last fetch. */
export const privateCalendarsQueryOptions = queryOptions({
  queryKey: adminKeys.privateCalendars,
  queryFn: ({ signal }) => apiGet('/api/admin/private-calendars', { signal }),
});

/** Their busy times for the week view's 'Privat' (no titles). */
export const privateBusyQueryOptions = queryOptions({
  queryKey: adminKeys.privateBusy,
  queryFn: ({ signal }) => apiGet('/api/admin/private-busy', { signal }),
});

/**
 * 'Kom i gang' (GET /api/admin/setup): read again whenever a panel shows it, and after any
 * change of the lists it counts (live updates) or of Indstillinger, so steps tick at once.
 */
export const setupQueryOptions = queryOptions({
  queryKey: adminKeys.setup,
  queryFn: ({ signal }) => apiGet('/api/admin/setup', { signal }),
  staleTime: 0,
  refetchOnMount: 'always',
});
