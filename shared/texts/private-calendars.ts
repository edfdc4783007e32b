/**
 * Texts of the owner's private calendars in Indstillinger (decision 0038): the addresses the
 * owner pastes, what their last fetch said, and the week view's mark of their busy times.
 */
export const privateCalendarTexts = {
  heading: 'Private kalendere',
  intro:
    'Indsæt den hemmelige adresse (iCal/ICS) til din private kalender: i Google Kalender under Indstillinger → "Hemmelig adresse i iCal-format", i Outlook under "Udgiv kalender", i iCloud som offentlig kalender. Tiderne i den tilbydes ikke til kunderne. Den hentes hvert kvarter; titlerne gemmes ikke.',
  urlLabel: 'Kalenderens adresse (https://…)',
  add: 'Tilføj kalenderen',
  added: 'Kalenderen er tilføjet.',
  addFailed: 'Kunne ikke tilføje kalenderen',
  remove: 'Fjern',
  removeConfirm: 'Fjern kalenderen? Dens tider tilbydes så til kunderne igen.',
  removed: 'Kalenderen er fjernet.',
  removeFailed: 'Kunne ikke fjerne kalenderen',
  none: 'Ingen private kalendere endnu.',
  lastSuccess: 'Sidst hentet {when}.',
  neverFetched: 'Ikke hentet endnu.',
  busyCount: '{count} optagede tider de næste 8 uger.',
  skipped: '{count} begivenheder kunne ikke læses og er sprunget over.',
  failedKeeping: 'Seneste hentning mislykkedes: {reason} De sidst kendte tider bruges stadig.',
  urlRequired: 'Indsæt kalenderens adresse',
  urlTooLong: 'Adressen må højst være 2000 tegn',
  tooMany: 'Der kan højst være 10 private kalendere.',
  alreadyAdded: 'Den kalender er allerede tilføjet.',
  notFound: 'Kalenderen findes ikke.',
  private: 'Privat',
} as const;

/** Why a calendar could not be read, in the owner's words. */
export const privateCalendarErrorTexts = {
  invalid_url: 'Det er ikke en gyldig adresse.',
  not_https: 'Adressen skal starte med https://.',
  private_address: 'Adressen peger på et lokalt eller privat netværk og kan ikke bruges.',
  unresolvable: 'Adressen findes ikke (navnet kunne ikke slås op).',
  timeout: 'Kalenderen svarede ikke inden for 10 sekunder.',
  unreachable: 'Kalenderen svarede ikke.',
  not_found: 'Kalenderen findes ikke på adressen (404). Er adressen lavet om?',
  refused: 'Kalenderen kræver login. Brug den hemmelige adresse.',
  http_error: 'Kalenderen svarede med en fejl ({status}).',
  too_large: 'Kalenderen er for stor (over 2 MB).',
  html: 'Adressen gav ikke en kalender (HTML). Brug adressen i iCal-format.',
  not_calendar: 'Adressen gav ikke en kalender.',
} as const;
