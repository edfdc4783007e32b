/**
 * Bookable slots (`GET /api/availability`) for the next 28 days. The key starts with 'slots',
 * so a live change of booked slots re-fetches it; with a location (from the address check)
 * the golden-hour marks are computed for the shoot location.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Availability } from '@shared/api/availability';
import { apiGet } from '@web/lib/api';
import { slotKeys } from '@web/lib/query-keys';

export type { Availability, AvailabilityDay, TimeSlot } from '@shared/api/availability';

export interface ShootLocation {
  lat: number;
  lon: number;
}

export function getAvailability(
  location: ShootLocation | null,
  signal?: AbortSignal,
): Promise<Availability> {
  return apiGet('/api/availability', {
    query: location ? { lat: location.lat, lon: location.lon } : {},
    signal,
  });
}

export const availabilityQueryOptions = (location: ShootLocation | null) =>
  queryOptions({
    queryKey: slotKeys.availability(location?.lat ?? null, location?.lon ?? null),
    queryFn: ({ signal }) => getAvailability(location, signal),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
