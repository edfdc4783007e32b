/** Texts of the business settings (admin tab Indstillinger) and their validation. */
export const settingsTexts = {
  nameRequired: 'Virksomhedens navn er påkrævet',
  nameTooLong: 'Navnet må højst være 100 tegn',
  addressRequired: 'Virksomhedens adresse er påkrævet',
  addressTooLong: 'Adressen må højst være 200 tegn',
  cvrInvalid: 'CVR-nummeret skal være 8 cifre',
  cutoffInvalid: 'Fristen skal være et helt antal timer mellem 0 og 720',
  noticeInvalid: 'Varslet skal være et helt antal timer mellem 0 og 720',
  afterSunsetInvalid: 'Vælg om der må optages efter solnedgang',
  baseAddressTooLong: 'Adressen må højst være 200 tegn',
  baseAddressNotFound: 'Vi kunne ikke finde udgangsadressen. Skriv gade, nummer og postnummer.',
  bufferInvalid: 'Tiden skal være et helt antal minutter mellem 0 og 180',
  flyingHeading: 'Hvornår kan der flyves',
  flyingIntro:
    'Kunderne ser kun tider, som piloten kan nå: med varsel, i dagslys på adressen og med køretid fra udgangsadressen og mellem dagens optagelser. Åbningstiderne er pilotens arbejdsdag, køreturen til og fra udgangsadressen medregnet.',
  notice: 'Mindste varsel før en optagelse (timer)',
  afterSunset: 'Tillad optagelser efter solnedgang',
  afterSunsetHelp:
    'Også før solopgang. Ellers skal en optagelse ligge mellem solopgang og solnedgang på adressen.',
  baseAddress: 'Udgangsadresse (hvor piloten kører fra)',
  baseFound: 'Fundet på kortet: {lat}, {lon}',
  baseMissing: 'Ingen udgangsadresse: kun køreturene mellem dagens optagelser tælles med.',
  buffer: 'Tid til at gøre klar på adressen (minutter)',
  intro:
    'Virksomhedens oplysninger står på kvitteringerne. Fristen gælder, når kunder flytter eller aflyser en booking.',
  name: 'Virksomhedens navn',
  address: 'Virksomhedens adresse',
  cvr: 'CVR-nummer',
  cutoff: 'Frist for flytning og aflysning (timer før optagelsen)',
  deliveryHeading: 'Levering',
  deliveryIntro:
    'Det, siden lover om levering: på forsiden, på produkterne, i spørgsmål og svar, i handelsbetingelserne og på takkesiden efter en booking.',
  deliveryDays: 'Levering efter optagelsen (hverdage)',
  editingDeliveryDays: 'Levering med redigering (hverdage)',
  deliveryInvalid: 'Leveringstiden skal være et helt antal hverdage mellem 1 og 60',
  contactHeading: 'Kontakt',
  contactIntro:
    'Det, kunderne ser i sidefoden, på kontaktsiden og i handelsbetingelserne, og det, søgemaskinerne får at vide. Et link, der står tomt, vises ikke.',
  contactEmail: 'Virksomhedens e-mail',
  contactPhone: 'Virksomhedens telefon',
  contactPhoneHint: 'Dansk nummer med 8 cifre, eller et udenlandsk med landekode (+46 …).',
  contactEmailInvalid: 'Skriv en gyldig e-mailadresse, f.eks. kontakt@firma.dk',
  contactPhoneInvalid:
    'Skriv et dansk telefonnummer med 8 cifre eller et udenlandsk med landekode, f.eks. +46 70 123 45 67',
  socialLink: 'Link til {network}',
  socialLinkInvalid: 'Linket til {network} skal være en fuld adresse, der begynder med https://',
  saved: 'Indstillinger gemt',
  saveFailed: 'Kunne ikke gemme indstillingerne',
  changedElsewhere:
    'Indstillingerne er gemt et andet sted, efter du åbnede dem. Genindlæs siden, og gem dine ændringer igen.',
  versionInvalid: 'Indstillingernes version er ugyldig. Genindlæs siden.',
} as const;
