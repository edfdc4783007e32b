/**
 * Texts of the owner's calendar feed (decision 0038): the section in Indstillinger and the
 * events the feed carries into the owner's calendar.
 */
export const calendarFeedTexts = {
  heading: 'Bookinger i din kalender',
  intro:
    'Abonnér på dine bookinger i Google Kalender, Outlook eller iPhone. Kalenderen henter ændringer selv; nye, flyttede og aflyste bookinger ses efter kalenderens næste opdatering.',
  none: 'Du har ingen kalenderadresse endnu.',
  since:
    'Kalenderadressen blev lavet {when}. Den vises kun, når den laves; mister du den, så lav en ny.',
  create: 'Lav kalenderadresse',
  renew: 'Lav ny kalenderadresse',
  renewConfirm:
    'Lav en ny adresse? Den gamle holder op med at virke med det samme, også i de kalendere, der abonnerer på den.',
  created: 'Kalenderadressen er klar. Kopiér den nu: den vises ikke igen.',
  failed: 'Kunne ikke lave kalenderadressen',
  httpsLabel: 'Adresse til Google Kalender og Outlook',
  webcalLabel: 'Adresse til iPhone og Mac (webcal)',
  copy: 'Kopiér',
  copied: 'Kopieret',
  copyFailed: 'Kunne ikke kopiere. Markér adressen og kopiér den selv.',
  secretHint: 'Adressen er hemmelig: den, der har den, kan se dine bookinger.',
} as const;

/** What an event of the feed says (in the owner's calendar). */
export const calendarFeedEventTexts = {
  calendarName: 'Dronefoto: bookinger',
  summary: '{product} · {number}',
  summaryWithoutNumber: '{product}',
  shoot: 'Optagelse kl. {from}–{to}',
  driveBefore: 'Kørsel før: {minutes} min.',
  driveAfter: 'Kørsel hjem: {minutes} min.',
  customer: 'Kunde: {name}',
  phone: 'Telefon: {phone} (tel:{dial})',
  accessNotes: 'Adgangsforhold: {notes}',
  payment: 'Betaling: {status}',
  number: 'Booking-nr. {number}',
  panel: 'Se bookingen: {url}',
  feedNotFound: 'Kalenderen findes ikke. Lav en ny adresse i Indstillinger.',
} as const;
