/**
 * The coverage checker's fixed messages (SPEC 4 and 5) and its Danish distance lines. The
 * coverage page shows the content catalogue's editable versions (same Danish fallbacks);
 * the constants serve the booking flow, which shows the same messages.
 */
import { formatKm } from '../../../../../shared/domain/distance';

export const addressRequiredMessage = 'Indtast venligst en adresse';
export const addressNotValidatedMessage = 'Kunne ikke validere adressen';
export const coveredMessage = 'Vi dækker denne adresse';
export const notCoveredMessage = 'Vi dækker ikke denne adresse';
export const distanceTemplate = 'Adressen er {distance} fra vores base';

/**
 * "Adressen er 12,3 km fra vores base" (or the template's wording, `{distance}` replaced);
 * N/A when there is no base to measure from.
 */
export function distanceFromBaseText(
  distanceKm: number | null,
  template: string = distanceTemplate,
): string {
  const distance = distanceKm === null ? 'N/A' : formatKm(distanceKm);
  return template.includes('{distance}')
    ? template.replaceAll('{distance}', distance)
    : `${template} ${distance}`;
}

const radiusFormat = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1 });

/** A zone's radius: `50` → "50 km", `12.5` → "12,5 km". */
export function formatRadius(radiusKm: number): string {
  return `${radiusFormat.format(radiusKm)} km`;
}
