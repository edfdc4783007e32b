/**
 * `GET /api/availability?lat&lon&product_id`: the flyable starts of the next 28 days
 * (public). The product gives the shoot's length; the position (from the coverage check)
 * gives daylight and the drive. Without a position: the centre of Denmark, no drive check.
 */
import type { Availability } from '@shared/api/availability';
import { defaultShootMinutes } from '@shared/domain/slots';
import type { InputOf } from '@functions/lib/http';
import { getAvailabilityWindow } from './slot-availability';
import { bookableProduct } from './validate-discount-code';

export async function getAvailability({
  query,
}: InputOf<'getAvailability'>): Promise<Availability> {
  const place =
    query.lat !== undefined && query.lon !== undefined
      ? { lat: query.lat, lon: query.lon }
      : undefined;
  const durationMinutes =
    query.product_id === undefined
      ? defaultShootMinutes
      : (await bookableProduct(query.product_id)).duration_minutes;
  return getAvailabilityWindow(new Date(), { place, durationMinutes });
}
