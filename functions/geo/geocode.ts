/**
 * The one geocoding interface of the server: an address in Denmark → its point and label,
 * or null when it cannot be found. GEOCODER picks the implementation: Amazon Location in
 * AWS, the offline gazetteer in the local twin (loaded only there: docs/decisions/0022).
 * Callers never know which one answered.
 */
import { config } from '../lib/config';
import type { GeocodeResult } from './geocode-result';
import { geocodeWithLocation } from './location-geocoder';

export type { GeocodeResult } from './geocode-result';

export async function geocode(address: string): Promise<GeocodeResult | null> {
  const text = address.trim();
  if (!text) return null;
  if (config().GEOCODER !== 'gazetteer') return geocodeWithLocation(text);
  // The twin's offline gazetteer (17 KB of post towns): never loaded in AWS (`lazyModules`).
  const { geocodeWithGazetteer } = await import('@functions/geo/gazetteer');
  return geocodeWithGazetteer(text);
}
