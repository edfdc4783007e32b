/**
 * What is wrong with a shoot address or its access notes (issue 40), said the same way by the
 * booking page before it asks the server and by the API's schemas when it refuses.
 */
export const addressTexts = {
  /** A line break in the address (pasted from a letter or a signature, say). */
  addressOneLine: 'Skriv adressen på én linje, f.eks. Vestergade 5, 8000 Aarhus C.',
  addressTooLong: 'Adressen er for lang. Skriv højst {max} tegn.',
  /** 'Adgangsforhold': gate code, parking, who to ask for (optional). */
  accessNotesLabel: 'Adgangsforhold (valgfrit)',
  accessNotesHint: 'F.eks. portkode, hvor vi kan parkere, eller hvem vi skal spørge efter.',
  accessNotesTooLong: 'Adgangsforholdene er for lange. Skriv højst {max} tegn.',
  accessNotesInvalidCharacters: 'Adgangsforholdene indeholder ugyldige tegn',
  /** The label beside the notes on the cards, the day's route and the mails. */
  accessNotes: 'Adgangsforhold',
} as const;
