/** Texts any part of the site and of the API may show (product §2, §6 and 8). */
export const commonTexts = {
  /** product §8: the message of anything unexpected. */
  genericError: 'Der opstod en fejl. Prøv venligst igen.',
  invalidData: 'Ugyldige data',
  notFound: 'Ikke fundet',
  signInRequired: 'Du skal være logget ind',
  accessDenied: 'Adgang nægtet',
  notImplemented: 'Ikke implementeret',
  /** A client went over a route's per-client limit (shared/api/client-limits.ts). */
  tooManyRequests: 'For mange forespørgsler. Vent et par minutter, og prøv igen.',
  /** product §2: the first load failed (shown without site content, which failed with it). */
  loadFailedTitle: 'Fejl ved indlæsning',
  loadFailedText: 'Kunne ikke indlæse data. Prøv venligst igen.',
  reloadPage: 'Genindlæs siden',
  loadingPage: 'Indlæser siden',
  nextImage: 'Næste billede',
  previousImage: 'Forrige billede',
  /** Read after a link that opens in a new window (visually hidden). */
  opensInNewWindow: '(åbner i et nyt vindue)',
} as const;
