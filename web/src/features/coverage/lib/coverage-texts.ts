/** The coverage checker's fixed messages (SPEC 4 and 5) and its Danish distance lines. */
import { formatKm } from '../../../../../shared/domain/distance';

export const addressRequiredMessage = 'Indtast venligst en adresse';
export const addressNotValidatedMessage = 'Kunne ikke validere adressen';
export const coveredMessage = 'Vi dækker denne adresse';
export const notCoveredMessage = 'Vi dækker ikke denne adresse';

/** "Adressen er 12,3 km fra vores base"; N/A when there is no base to measure from. */
export function distanceFromBaseText(distanceKm: number | null): string {
  return `Adressen er ${distanceKm === null ? 'N/A' : formatKm(distanceKm)} fra vores base`;
}

const radiusFormat = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1 });

/** A zone's radius: `50` → "50 km", `12.5` → "12,5 km". */
export function formatRadius(radiusKm: number): string {
  return `${radiusFormat.format(radiusKm)} km`;
}
