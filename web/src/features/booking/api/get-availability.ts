/**
 * Bookable slots (`GET /api/availability`) for the next 28 days. The key starts with 'slots',
 * so a live change of booked slots re-fetches it. The product gives the shoot's length; with
 * a location (from the address check) the server also checks daylight and the pilot's drive
 * at that address and marks the golden hours there.
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
  productId: number | null,
  signal?: AbortSignal,
): Promise<Availability> {
  return apiGet('/api/availability', {
    query: {
      ...(location ? { lat: location.lat, lon: location.lon } : {}),
      ...(productId !== null ? { product_id: productId } : {}),
    },
    signal,
  });
}

export const availabilityQueryOptions = (
  location: ShootLocation | null,
  productId: number | null,
) =>
  queryOptions({
    queryKey: slotKeys.availability(location?.lat ?? null, location?.lon ?? null, productId),
    queryFn: ({ signal }) => getAvailability(location, productId, signal),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
