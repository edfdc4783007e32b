/**
 * 'Slet min konto' (GDPR article 17, issue 17): the profile's dialog and the server's answers.
 * Apart from the profile texts so the server reads them without the page's other texts.
 */
export const accountDeletionTexts = {
  title: 'Slet min konto',
  intro: 'Slet din konto og de personoplysninger, vi har om dig. Det kan ikke fortrydes.',
  dialogTitle: 'Vil du slette din konto?',
  whatHappens: 'Når du sletter din konto:',
  consequences: [
    'Dine kommende bookinger bliver aflyst, og det, du har betalt med kort, bliver refunderet.',
    'Kvitteringer, fakturaer og kreditnotaer gemmer vi uændret i 5 år efter udgangen af regnskabsåret, fordi bogføringsloven kræver det. Derefter bliver de slettet.',
    'Din profil, din adresse, dine kommentarer og billeder fra bedømmelser, dine reaktioner og din tilmelding til nyhedsbrevet bliver slettet. Stjernerne i dine bedømmelser bliver stående uden at være knyttet til dig.',
    'Ubrugte credits bortfalder.',
    'Du bliver logget ud og kan ikke længere logge ind med kontoen.',
  ],
  confirm: 'Ja, slet min konto',
  keep: 'Behold min konto',
  deleting: 'Sletter...',
  deleted: 'Din konto er slettet',
  failed: 'Kontoen kunne ikke slettes. Prøv venligst igen.',
  /** The body must confirm (a request without it deletes nothing). */
  confirmRequired: 'Bekræft, at du vil slette din konto.',
  adminRefused:
    'En administratorkonto kan ikke slettes fra profilen. Fjern først administratorrettighederne.',
  pastCutoff:
    'Din konto kan ikke slettes endnu: bookingen {date} kl. {time} er mindre end {hours} timer væk og kan ikke længere aflyses. Du kan slette kontoen efter optagelsen, eller kontakte os.',
  checkoutOpen:
    'Din konto kan ikke slettes, mens en kortbetaling er i gang. Gennemfør eller annullér betalingen, og prøv igen.',
  refundFailed:
    'Dine kommende bookinger er aflyst, men en refundering kunne ikke startes. Kontoen er ikke slettet endnu: prøv igen om lidt, eller kontakt os.',
} as const;
