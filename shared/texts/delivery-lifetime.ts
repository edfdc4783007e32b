/**
 * The fixed texts of a delivery's lifetime (issue 45, decision 0034): the customer's 'Åben til',
 * the answers of a closed delivery, the reminder mail and the owner's panel. `{date}` is a
 * Danish date ('fredag den 27. december 2026').
 */
export const deliveryLifetimeTexts = {
  // The customer's gallery.
  openUntil: 'Åben til og med {date}',
  // The answers of a closed delivery (gallery, property page, downloads).
  closed: 'Leveringen er lukket. Den var åben til og med {date}.',
  /** `{contact}` = the business's name with its e-mail and phone. */
  closedContact: 'Kontakt {contact}, hvis du vil have den åbnet igen.',
  filesDeleted: 'Leveringens filer er slettet.',
  // The reminder mail, three days before.
  reminderSubject: 'Dit galleri lukker {date}',
  reminderIntro: 'Dit galleri fra {product} er åbent til og med {date}.',
  reminderAction: 'Hent de billeder og videoer, du vil beholde, inden da.',
  reminderButton: 'Åbn dit galleri',
  reminderExtend: 'Har du brug for mere tid, så svar på denne mail.',
  // The owner's panel.
  ownerLegend: 'Levering og ejendomsside',
  ownerOpenUntil: 'Galleriet er åbent til og med {date}.',
  ownerClosed: 'Galleriet lukkede {date}. Kunden kan ikke længere hente filerne.',
  ownerFilesDeleted: 'Galleriets filer er slettet.',
  ownerNotDelivered: 'Galleriet er ikke leveret endnu.',
  ownerNoEnd: 'Galleriet blev leveret uden slutdato.',
  extendDays: 'Forlæng med antal dage',
  extend: 'Forlæng',
  extended: 'Galleriet er åbent til og med {date}.',
  extendInvalid: 'Forlæng med 1 til 365 dage.',
  cannotExtendDeleted: 'Filerne er slettet, så galleriet kan ikke åbnes igen.',
  cannotExtendUndelivered: 'Lever galleriet, før du forlænger det.',
  // Indstillinger.
  openDaysLabel: 'Galleriet er åbent i (dage)',
  openDaysHint: 'Fra levering. Kunden får en påmindelse tre dage før, det lukker.',
  keepDaysLabel: 'Filerne slettes (dage efter lukning)',
  openDaysInvalid: 'Galleriet skal være åbent i 1 til 365 dage.',
  keepDaysInvalid: 'Filerne skal gemmes i 1 til 3650 dage efter lukning.',
} as const;
