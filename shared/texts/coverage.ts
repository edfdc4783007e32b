/**
 * The coverage checker's fixed texts (SPEC 2, 4, 5 and 8). The coverage page shows the
 * content catalogue's editable versions, whose fallbacks are these; the booking flow shows
 * these directly. A leaf module: the always-loaded catalogue imports it.
 */
import { formatKm } from '../domain/distance';

export const coverageTexts = {
  addressRequired: 'Indtast venligst en adresse',
  addressNotValidated: 'Kunne ikke validere adressen',
  addressOutside: 'Adressen er uden for vores dækningsområde',
  covered: 'Vi dækker denne adresse',
  notCovered: 'Vi dækker ikke denne adresse',
  distanceFromBase: 'Adressen er {distance} fra vores base',
} as const;

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
