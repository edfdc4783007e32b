/**
 * The fixed texts of a delivery's property page ('Ejendomsside', issue 45): the owner's share
 * panel and the page itself. The page is rendered on the server (web/src/server), so these
 * stay out of the gallery's texts the customer's page carries.
 */
export const propertyPageTexts = {
  // The owner's panel in a booking.
  legend: 'Ejendomsside',
  intro:
    'En ren side med bookingens billeder og videoer, som kunden kan dele med en boligportal. Linket kan ikke gættes.',
  brandingLabel: 'Visning',
  branded: 'Med virksomhedens navn og link',
  unbranded: 'Uden navn, kontakt og links (til boligportaler)',
  /** A firm booking: the firm's default ({choice}: branded or unbranded, lower case). */
  firmDefault: 'Firmaets valg: {choice}. Vælger du her, gælder dit valg for denne levering.',
  linkLabel: 'Link til ejendomssiden',
  noLink: 'Ejendomssiden har intet link endnu.',
  makeLink: 'Lav link',
  renewLink: 'Lav nyt link',
  revokeLink: 'Luk linket',
  renewHint: 'Et nyt link gør det gamle ugyldigt.',
  saved: 'Ejendomssiden er gemt.',
  // The page.
  photos: 'Billeder',
  videos: 'Videoer',
  /** `{title}` = the address, `{n}` of `{count}` photos. */
  photoAlt: '{title}, billede {n} af {count}',
  byline: 'Fotograferet af',
  closedHeading: 'Siden er ikke tilgængelig',
  unavailable: 'Siden kunne ikke vises lige nu. Prøv igen om lidt.',
  // The server's answers.
  notFound: 'Ejendomssiden findes ikke. Linket er måske lukket eller skiftet ud.',
  empty: 'Der er endnu ingen billeder på ejendomssiden.',
} as const;
