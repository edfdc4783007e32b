/** Geocoding results cached for 30 days (GEOCODE#{normalised query}), including misses. */
import { geocodeKey, normaliseGeocodeQuery } from '@functions/data/keys';
import { getItem, putItem } from '@functions/data/store';
import { days, isExpired, ttlAfter } from '@functions/data/ttl';

export interface GeocodeResult {
  lat: number;
  lon: number;
  label: string;
}

/** `undefined` = not cached; `null` = cached "no result". */
export async function getCachedGeocode(query: string): Promise<GeocodeResult | null | undefined> {
  const item = await getItem(geocodeKey(query));
  if (!item || isExpired(item.ttl)) return undefined;
  return (item.result as GeocodeResult | null | undefined) ?? null;
}

export async function putCachedGeocode(query: string, result: GeocodeResult | null): Promise<void> {
  await putItem({
    ...geocodeKey(query),
    entity: 'geocode_result',
    query: normaliseGeocodeQuery(query),
    result,
    cached_at: new Date().toISOString(),
    ttl: ttlAfter(days(30)),
  });
}
