/**
 * The API's messages for input its schemas refuse without a message of their own (product §8
 * gives the specific ones; these cover the rest). Danish and plain: no type names, no field
 * names, nothing of the code's own words.
 */
export const validationTexts = {
  missingField: 'Et påkrævet felt mangler',
  wrongValue: 'Et felt har en ugyldig værdi',
  wrongChoice: 'Ugyldigt valg',
  textTooLong: 'Teksten er for lang (højst {max} tegn)',
  textTooShort: 'Teksten er for kort (mindst {min} tegn)',
  emptyText: 'Feltet må ikke være tomt',
  numberTooBig: 'Tallet er for stort (højst {max})',
  numberTooSmall: 'Tallet er for lille (mindst {min})',
  tooManyItems: 'For mange elementer (højst {max})',
  tooFewItems: 'For få elementer (mindst {min})',
  wholeNumber: 'Tallet skal være et helt tal',
  wrongFormat: 'Ugyldigt format',
  wrongEmail: 'Ugyldig e-mailadresse',
  wrongDate: 'Ugyldig dato',
  wrongTime: 'Ugyldigt klokkeslæt',
  wrongId: 'Ugyldigt id',
  wrongLink: 'Ugyldigt link',
  unknownFields: 'Forespørgslen indeholder ukendte felter',
  /** Control, bidirectional-override and zero-width characters in a text. */
  invalidCharacters: 'Teksten indeholder ugyldige tegn',
  /** Someone else changed the same thing at the same moment. */
  concurrentChange: 'Ændringen kolliderede med en samtidig ændring. Prøv venligst igen.',
} as const;
