/** `GET /api/availability?lat&lon`: the bookable slots of the next 28 days (public). */
import type { Availability } from '@shared/api/availability';
import { denmarkCentre } from '@shared/domain/golden-hour';
import type { InputOf } from '@functions/lib/http';
import { getAvailabilityWindow } from './slot-availability';

/** Golden hour is computed for the shoot location when both coordinates are given. */
export async function getAvailability({
  query,
}: InputOf<'getAvailability'>): Promise<Availability> {
  const location =
    query.lat !== undefined && query.lon !== undefined
      ? { lat: query.lat, lon: query.lon }
      : denmarkCentre;
  return getAvailabilityWindow(new Date(), location);
}
