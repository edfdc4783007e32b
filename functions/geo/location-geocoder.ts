/**
 * Geocoding in AWS: Amazon Location's place index (Esri, filtered to Denmark), with every
 * answer, misses included, cached in the table for 30 days so an address is looked up once.
 */
import type {
  LocationClient,
  SearchPlaceIndexForTextCommandOutput,
} from '@aws-sdk/client-location';
import { locationSdk } from '../lib/location';
import { getCachedGeocode, putCachedGeocode } from './geocode-cache';
import { withAwsCallHooks } from '../lib/aws-client-hooks';
import { config } from '../lib/config';
import type { GeocodeResult } from './geocode-result';

/** One place-index text search (injectable, so the caching is testable without AWS). */
export type PlaceSearch = (text: string) => Promise<SearchPlaceIndexForTextCommandOutput>;

/** The best result of a search as a GeocodeResult; null when there is none or no point. */
export function placeFromSearchOutput(
  output: Partial<Pick<SearchPlaceIndexForTextCommandOutput, 'Results'>>,
): GeocodeResult | null {
  const place = output.Results?.[0]?.Place;
  const [lon, lat] = place?.Geometry?.Point ?? [];
  if (!place || typeof lat !== 'number' || typeof lon !== 'number') return null;
  return { lat, lon, label: place.Label ?? '' };
}

let client: LocationClient | undefined;

/** The search against the configured place index (PLACE_INDEX_NAME), Danish results only. */
export const locationPlaceSearch: PlaceSearch = async (text) => {
  const { AWS_REGION, PLACE_INDEX_NAME } = config();
  if (!PLACE_INDEX_NAME) throw new Error('PLACE_INDEX_NAME is not configured');
  const { LocationClient, SearchPlaceIndexForTextCommand } = await locationSdk();
  client ??= withAwsCallHooks(new LocationClient({ region: AWS_REGION }));
  return client.send(
    new SearchPlaceIndexForTextCommand({
      IndexName: PLACE_INDEX_NAME,
      Text: text,
      FilterCountries: ['DNK'],
      Language: 'da',
      MaxResults: 1,
    }),
  );
};

/** Geocodes through the cache; a search that throws is not cached (it may work next time). */
export async function geocodeWithLocation(
  address: string,
  search: PlaceSearch = locationPlaceSearch,
): Promise<GeocodeResult | null> {
  const cached = await getCachedGeocode(address);
  if (cached !== undefined) return cached;
  const result = placeFromSearchOutput(await search(address));
  await putCachedGeocode(address, result);
  return result;
}
