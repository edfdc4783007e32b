/**
 * Great-circle distance between two points on Earth (haversine), used for the coverage rule
 * "the address lies within radius_km of the centre of an active zone", and its Danish
 * display ("12,3 km").
 */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** Mean Earth radius in km (IUGG). */
export const earthRadiusKm = 6371.0088;

import { coverageTexts } from '../texts/coverage';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Distance in km between two points given in decimal degrees. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

const kmFormat = new Intl.NumberFormat('da-DK', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** `12.345` → `"12,3 km"` (da-DK, one decimal). */
export function formatKm(km: number): string {
  return `${kmFormat.format(km)} km`;
}

const radiusFormat = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1 });

/** A zone's radius: `50` → "50 km", `12.5` → "12,5 km" (no needless decimals). */
export function formatRadius(radiusKm: number): string {
  return `${radiusFormat.format(radiusKm)} km`;
}

/**
 * "Adressen er 12,3 km fra vores base" (or an edited template's wording, `{distance}`
 * replaced); N/A when there is no base to measure from.
 */
export function distanceFromBaseText(
  distanceKm: number | null,
  template: string = coverageTexts.distanceFromBase,
): string {
  const distance = distanceKm === null ? 'N/A' : formatKm(distanceKm);
  return template.includes('{distance}')
    ? template.replaceAll('{distance}', distance)
    : `${template} ${distance}`;
}
