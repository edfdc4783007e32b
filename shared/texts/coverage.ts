/**
 * The coverage checker's fixed texts (product §2, §4, 5 and 8). The coverage page shows the
 * content catalogue's editable versions, whose fallbacks are these; the booking flow shows
 * these directly. A leaf module: the always-loaded catalogue imports it.
 */
export const coverageTexts = {
  addressRequired: 'Indtast venligst en adresse',
  /** Control, direction or invisible characters in an address. */
  addressInvalidCharacters: 'Adressen indeholder ugyldige tegn',
  addressNotValidated: 'Kunne ikke validere adressen',
  addressOutside: 'Adressen er uden for vores dækningsområde',
  covered: 'Vi dækker denne adresse',
  notCovered: 'Vi dækker ikke denne adresse',
  distanceFromBase: 'Adressen er {distance} fra vores base',
} as const;
