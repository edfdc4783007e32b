/** Texts of the business settings (admin tab Indstillinger) and their validation. */
export const settingsTexts = {
  nameRequired: 'Virksomhedens navn er påkrævet',
  nameTooLong: 'Navnet må højst være 100 tegn',
  addressRequired: 'Virksomhedens adresse er påkrævet',
  addressTooLong: 'Adressen må højst være 200 tegn',
  cvrInvalid: 'CVR-nummeret skal være 8 cifre',
  cutoffInvalid: 'Fristen skal være et helt antal timer mellem 0 og 720',
} as const;
