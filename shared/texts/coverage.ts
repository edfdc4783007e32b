/**
 * The coverage checker's fixed texts (product §2, §4, 5 and 8). The coverage page shows the
 * content catalogue's editable versions, whose fallbacks are these; the booking flow shows
 * these directly. A leaf module: the always-loaded catalogue imports it.
 */
import { newsletterTexts } from './newsletter';

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

/**
 * Asking to be told when an address outside the zones is covered (issue 27, product §4
 * 'Coverage requests'): the form under the address, its answers, the owner's list and the two
 * mails. Not in the always-loaded catalogue: only the booking and coverage pages use it.
 */
export const coverageRequestTexts = {
  formTitle: 'Få besked, når vi flyver her',
  formIntro:
    'Skriv din e-mail, så skriver vi til dig én gang, når vi dækker adressen. Vi bruger den ikke til andet.',
  emailLabel: 'Din e-mail',
  submit: 'Giv mig besked',
  submitting: 'Gemmer…',
  saved: 'Tak! Vi skriver til {email}, når vi flyver på {address}.',
  invalidEmail: newsletterTexts.invalidEmail,
  alreadyCovered: 'Adressen ligger allerede i et område, vi dækker. Du kan booke den nu.',
  failed: 'Din forespørgsel kunne ikke gemmes. Prøv igen, eller skriv til os.',
  // The owner's list in Adressezoner
  adminTitle: 'Ønsker om dækning',
  adminIntro:
    'Kunder, der har bedt om besked, når I flyver på deres adresse. De får automatisk én mail, når en aktiv zone dækker adressen.',
  adminEmpty: 'Ingen har bedt om besked endnu.',
  adminWaiting: 'Venter',
  adminNotified: 'Har fået besked ({zone})',
  adminAsked: 'Spurgt {date}',
  adminDelete: 'Slet ønsket',
  adminDeleted: 'Ønsket er slettet',
  adminDeleteQuestion: 'Vil du slette ønsket om dækning af {address}? Kunden får så ingen besked.',
  failedDelete: 'Ønsket kunne ikke slettes. Prøv igen.',
  notFound: 'Ønsket blev ikke fundet',
  // Mails
  ownerMailSubject: 'Ønske om dækning: {address}',
  ownerMailIntro:
    'En kunde vil gerne have besked, når I flyver på en adresse uden for jeres zoner.',
  ownerMailAddress: 'Adresse',
  ownerMailEmail: 'E-mail',
  ownerMailDistance: 'Afstand til nærmeste zone',
  ownerMailProduct: 'Ydelse',
  ownerMailNote:
    'Kunden får automatisk besked, når en aktiv zone dækker adressen. Se alle ønsker under Adressezoner.',
  customerMailSubject: 'Nu flyver vi på {address}',
  customerMailIntro:
    'Du bad os om besked, når vi dækker {address}. Nu flyver vi i {zone}, så du kan booke din optagelse.',
  customerMailButton: 'Se vores ydelser og book',
  customerMailNote:
    'Du får kun denne ene mail om adressen. Vi sletter dit ønske og din e-mail efter 30 dage.',
} as const;
