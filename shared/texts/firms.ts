/** The fixed texts of firms (product §2 'Firma'): the profile's 'Firma', invitations, refusals. */
export const firmTexts = {
  title: 'Firma',
  /** The administrator's setting: copies of delivery mails (product §2 'Firma'). */
  settingsTitle: 'Indstillinger',
  deliveryCopies: 'Send en kopi af leveringsmails for firmaets bookinger til administratorerne',
  deliveryCopiesHint:
    'Så får kontoret besked, når billeder og video fra en kollegas booking er klar.',
  settingsSaved: 'Indstillingen er gemt.',
  settingsInvalid: 'Vælg, om administratorerne skal have en kopi af leveringsmails.',
  /** The administrator's default for the property pages of the firm's bookings (decision 0034). */
  propertyBranded: 'Vis fotografens navn og link på ejendomssiderne for firmaets bookinger',
  propertyBrandedHint:
    'Slå det fra til boligportaler, der ikke tillader navn, kontakt og links. Har fotografen valgt for en enkelt levering, gælder det valg.',
  propertyBrandingInvalid: 'Vælg, om ejendomssiderne skal vise fotografens navn og link.',
  /** A firm booking's property page in its card (issue 45): the link, the choice for it. */
  propertyPage: 'Ejendomsside',
  propertyPageNoLink: 'Fotografen har ikke lavet et link til ejendomssiden endnu.',
  copyLink: 'Kopiér link',
  linkCopied: 'Linket er kopieret.',
  propertyBrandedOne: 'Vis fotografens navn og link på denne ejendomsside',
  /** `{choice}`: propertyWithName or propertyWithoutName. */
  propertyChosenByOwner: 'Fotografen har valgt for denne ejendomsside: {choice}.',
  propertyWithName: 'med navn og link',
  propertyWithoutName: 'uden navn og link',
  propertyBookingNotFound: 'Bookingen findes ikke blandt firmaets bookinger.',
  propertyNoDelivery: 'Bookingen har ingen levering endnu.',
  propertyOwnerChose:
    'Fotografen har valgt visningen af denne ejendomsside. Kontakt fotografen for at ændre den.',
  intro:
    'Book for dit firma: opret firmaet, invitér dine kolleger, og se firmaets bookinger og bilag samlet.',
  createTitle: 'Opret firma',
  name: 'Firmanavn',
  cvr: 'CVR-nummer',
  address: 'Adresse',
  invoiceEmail: 'Faktura-e-mail',
  ean: 'EAN-nummer (valgfrit)',
  eanHint: 'Kun for offentlige kunder: 13 cifre.',
  standingReference: 'Fast reference (valgfri)',
  create: 'Opret firma',
  creating: 'Opretter...',
  created: 'Firmaet er oprettet',
  members: 'Kolleger',
  administrator: 'Administrator',
  colleague: 'Kollega',
  you: '(dig)',
  inviteTitle: 'Invitér en kollega',
  inviteEmail: 'Kollegaens e-mail',
  invite: 'Send invitation',
  inviting: 'Sender...',
  invited: 'Invitationen er sendt til {email}',
  pendingInvitations: 'Afventende invitationer',
  remove: 'Fjern',
  removeLabel: 'Fjern {email} fra firmaet',
  removed: '{email} er fjernet fra firmaet',
  makeAdmin: 'Gør til administrator',
  makeAdminLabel: 'Gør {email} til administrator',
  madeAdmin: '{email} er nu administrator',
  firmBookings: 'Firmaets bookinger',
  firmBookingsEmpty: 'Firmaet har ingen bookinger endnu.',
  bookedBy: 'Booket af {email}',
  joinTitle: 'Invitation til {firm}',
  joinIntro: 'Du er inviteret til at booke for {firm} (CVR {cvr}).',
  join: 'Tilslut mig firmaet',
  joining: 'Tilslutter...',
  joined: 'Du er nu med i {firm}',
  loading: 'Henter firma...',
  loadFailed: 'Kunne ikke hente firmaet',
  /** The booking page's choice (product §5). */
  bookFor: 'Book for',
  bookPrivately: 'Mig selv (privat)',
  bookForFirm: '{firm} (firma)',
  priceAgreement: 'Prisaftale med {firm}: {percent} % rabat, trukket fra i prisen.',
  reference: 'Reference (valgfri)',
  referenceHint: 'Fx sagsnummer eller boligens adresse. Står på fakturaen.',
  // Refusals, each naming what is wrong.
  nameRequired: 'Skriv firmaets navn',
  cvrInvalid: 'CVR-nummeret er ikke gyldigt: 8 cifre, og kontrolcifferet skal passe',
  eanInvalid: 'EAN-nummeret er ikke gyldigt: 13 cifre, og kontrolcifferet skal passe',
  addressRequired: 'Skriv firmaets adresse',
  invoiceEmailInvalid: 'Faktura-e-mailen er ikke en gyldig e-mailadresse',
  colleagueEmailInvalid: 'Kollegaens e-mail er ikke en gyldig e-mailadresse',
  referenceTooLong: 'Referencen er for lang (højst {max} tegn)',
  cvrTaken:
    'Der er allerede et firma med dette CVR-nummer. Bed firmaets administrator om en invitation.',
  alreadyMember: 'Du er allerede med i et firma. Forlad det først.',
  colleagueInOtherFirm: 'Personen er allerede med i et andet firma.',
  notMember: 'Du er ikke med i et firma.',
  notAdministrator: 'Kun firmaets administrator kan gøre dette.',
  /** Deleting the firm (its administrator, when it is the only member). */
  deleteFirm: 'Slet firmaet',
  deleteFirmHint:
    'Firmaet kan slettes, når du er den eneste i det, og det ikke har ubetalte fakturaer eller kommende bookinger. Bookinger og bilag beholder firmaets navn og CVR.',
  deleteFirmConfirm: 'Vil du slette {firm}? Det kan ikke fortrydes.',
  deleteFirmKeep: 'Behold firmaet',
  firmDeleted: 'Firmaet er slettet.',
  deleteHasMembers: 'Firmaet har stadig kolleger. Fjern dem, før firmaet slettes.',
  deleteOpenInvoices:
    'Firmaet har ubetalte fakturaer. Det kan slettes, når de er betalt eller krediteret.',
  deleteFutureBookings:
    'Firmaet har kommende bookinger. Det kan slettes, når de er gennemført eller aflyst.',
  /** 'Slet min konto' of the firm's only administrator while colleagues remain. */
  accountOnlyAdministrator:
    'Du er eneste administrator af {firm}. Gør en kollega til administrator, før du sletter din konto.',
  memberNotFound: 'Personen er ikke med i firmaet.',
  lastAdministrator:
    'Firmaet skal have mindst én administrator. Gør en anden kollega til administrator først.',
  alreadyInvitedMember: 'Personen er allerede med i firmaet.',
  invitationInvalid: 'Invitationen er ikke gyldig eller er udløbet. Bed om en ny.',
  invitationOtherEmail:
    'Invitationen er sendt til en anden e-mailadresse. Log ind med den adresse, invitationen blev sendt til.',
  invitationMailFailed: 'Invitationen kunne ikke sendes. Prøv venligst igen om lidt.',
  invitationRevoked: 'Invitationen er trukket tilbage eller allerede brugt.',
  firmBookingNotMember: 'Du kan kun booke for et firma, du er med i.',
  invoiceNotAgreed:
    'Faktura kræver en aftale: den kan kun vælges, når du booker for et firma, vi har godkendt til faktura. Vælg kort/MobilePay eller kontant.',
} as const;

/** The invitation mail (product §2 'Firma'). */
export const firmInvitationMailTexts = {
  subject: 'Invitation til {firm} hos {business}',
  intro: '{inviter} har inviteret dig til at booke droneoptagelser for {firm} (CVR {cvr}).',
  howTo:
    'Klik på knappen. Har du ikke en konto, opretter du en med denne e-mailadresse; har du en, logger du ind.',
  button: 'Tilslut dig {firm}',
  expires: 'Linket virker i {days} dage.',
  ignore: 'Kender du ikke afsenderen, kan du se bort fra denne mail.',
} as const;
