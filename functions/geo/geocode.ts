/**
 * The one geocoding interface of the server: an address in Denmark → its point and label,
 * or null when it cannot be found. GEOCODER picks the implementation: Amazon Location in
 * AWS, the offline gazetteer in the local twin. Callers never know which one answered.
 */
import { config } from '../lib/config';
import { geocodeWithGazetteer } from './gazetteer';
import type { GeocodeResult } from './geocode-result';
import { geocodeWithLocation } from './location-geocoder';

export type { GeocodeResult } from './geocode-result';

export async function geocode(address: string): Promise<GeocodeResult | null> {
  const text = address.trim();
  if (!text) return null;
  return config().GEOCODER === 'gazetteer' ? geocodeWithGazetteer(text) : geocodeWithLocation(text);
}
