/** Texts of the business settings (admin tab Indstillinger) and their validation. */
export const settingsTexts = {
  nameRequired: 'Virksomhedens navn er påkrævet',
  nameTooLong: 'Navnet må højst være 100 tegn',
  addressRequired: 'Virksomhedens adresse er påkrævet',
  addressTooLong: 'Adressen må højst være 200 tegn',
  cvrInvalid: 'CVR-nummeret skal være 8 cifre',
  cutoffInvalid: 'Fristen skal være et helt antal timer mellem 0 og 720',
  intro:
    'Virksomhedens oplysninger står på kvitteringerne. Fristen gælder, når kunder flytter eller aflyser en booking.',
  name: 'Virksomhedens navn',
  address: 'Virksomhedens adresse',
  cvr: 'CVR-nummer',
  cutoff: 'Frist for flytning og aflysning (timer før optagelsen)',
  saved: 'Indstillinger gemt',
  saveFailed: 'Kunne ikke gemme indstillingerne',
} as const;
