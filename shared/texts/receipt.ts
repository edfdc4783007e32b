/**
 * The receipt (kvittering) of a paid booking: its e-mail, the profile's receipt dialog and
 * the refusals of `GET /api/me/bookings/{id}/receipt`.
 */
export const receiptTexts = {
  /** The profile's button on a paid booking, and the dialog's title. */
  button: 'Kvittering',
  /** The button's accessible name: which booking's receipt it opens. */
  buttonLabel: 'Kvittering for {product}',
  heading: 'Kvittering nr. {number}',
  mailSubject: 'Kvittering nr. {number} – {site}',
  mailIntro: 'Tak for din betaling. Her er din kvittering.',
  mailProfileLink: 'Se kvitteringen under dine bookinger',
  mailSignoff: 'Venlig hilsen',
  number: 'Kvitteringsnr.',
  issuedAt: 'Udstedt',
  issuedAtValue: '{date} kl. {time}',
  seller: 'Sælger',
  cvr: 'CVR-nr.',
  customer: 'Kunde',
  /** The customer's e-mail, under their name (a document without a name shows only it). */
  customerEmail: 'E-mail',
  /** A firm booking's documents (product §2 'Firma'): the firm, its CVR, address, EAN, reference. */
  firm: 'Firma',
  firmCvr: 'Firmaets CVR-nr.',
  firmAddress: 'Firmaets adresse',
  firmEan: 'EAN-nr.',
  reference: 'Reference',
  bookedBy: 'Bestilt af',
  shoot: 'Optagelse',
  shootValue: '{date} kl. {time}',
  paymentMethod: 'Betalingsmetode',
  linesCaption: 'Specifikation',
  lineDescription: 'Beskrivelse',
  lineAmount: 'Beløb',
  editingIncluded: 'Redigering (inkluderet i produktet)',
  /** A booking's credits: paid before, with the moms in the credits' own receipt. */
  prepaidCredits: 'Forudbetalt med credits (moms betalt ved køb)',
  /** A credits receipt's line and its facts. */
  creditsLine: '{credits} credits (1 credit = 1 kr)',
  creditsPurchase: 'Køb af credits',
  creditsMailIntro: 'Tak for dit køb af credits. Her er din kvittering.',
  creditsSection: 'Kvitteringer og kreditnotaer for køb af credits',
  creditsButtonLabel: 'Kvittering nr. {number} for {credits} credits',
  total: 'I alt inkl. moms',
  moms: 'Heraf moms (25 %)',
  exclMoms: 'Beløb ekskl. moms',
  print: 'Udskriv',
  /** The document as a PDF file: the button, its accessible name, the file's name. */
  downloadPdf: 'Hent PDF',
  downloadPdfLabel: 'Hent PDF: kvittering nr. {number}',
  pdfFileName: 'kvittering-{number}.pdf',
  /** Under each page of a PDF that runs to more than one. */
  pdfPageOf: 'Side {page} af {pages}',
  pdfFailed: 'PDF-filen kunne ikke hentes. Prøv venligst igen.',
  /** A document's PDF asked for by a number that is not a receipt (of that customer). */
  notFound: 'Kvitteringen findes ikke.',
  /** A document's PDF asked for by something that is not a number ('abc', '0', '1.5'). */
  invalidNumber: 'Dokumentnummeret skal være et helt tal fra 1 og op.',
  close: 'Luk',
  loading: 'Henter kvittering...',
  loadFailed: 'Kvitteringen kunne ikke hentes. Prøv venligst igen.',
  notPaid: 'Der er ingen kvittering endnu, fordi bookingen ikke er betalt.',
  notReady: 'Kvitteringen kunne ikke laves lige nu. Prøv venligst igen om lidt.',
} as const;

/**
 * The credit note (kreditnota) of a cancelled or refunded booking that had a receipt: its
 * e-mail, the profile's dialog and the admin's booking view.
 */
export const creditNoteTexts = {
  /** The profile's button beside 'Kvittering', and the dialog's title. */
  button: 'Kreditnota',
  buttonLabel: 'Kreditnota for {product}',
  /** The profile's button of a refunded credit purchase's credit note. */
  creditsButtonLabel:
    'Kreditnota nr. {number} for tilbagebetalte credits (kvittering nr. {receipt})',
  heading: 'Kreditnota nr. {number}',
  mailSubject: 'Kreditnota nr. {number} – {site}',
  mailIntro: 'Din booking er krediteret. Her er din kreditnota.',
  mailProfileLink: 'Se kreditnotaen under dine bookinger',
  number: 'Kreditnotanr.',
  refersTo: 'Vedrører kvittering nr.',
  /** The credit note of a line on a firm's monthly invoice (it had no receipt yet). */
  refersToInvoice: 'Vedrører faktura nr.',
  reason: 'Årsag',
  reasons: { cancelled: 'Booking aflyst', refunded: 'Betaling refunderet' },
  /** The money line: what is credited of the booking. */
  creditedLine: 'Krediteret: {product}',
  partlyCreditedLine: 'Delvis refusion: {product}',
  /** The credits given back to the customer's balance (no moms: it was in their receipt). */
  creditsBack: 'Credits givet tilbage (uden moms)',
  total: 'Krediteret i alt inkl. moms',
  moms: 'Heraf moms (25 %)',
  exclMoms: 'Krediteret ekskl. moms',
  downloadPdfLabel: 'Hent PDF: kreditnota nr. {number}',
  pdfFileName: 'kreditnota-{number}.pdf',
  notFound: 'Kreditnotaen findes ikke.',
  loading: 'Henter kreditnota...',
  loadFailed: 'Kreditnotaen kunne ikke hentes. Prøv venligst igen.',
  none: 'Der er ingen kreditnota på denne booking.',
  /** The admin's booking view: the numbers issued ('nr. 3, 4') and the money credited. */
  adminLabel: 'Kreditnota',
  adminNumbers: 'nr. {numbers}',
  adminCredited: 'nr. {numbers} · krediteret {amount}',
  /** A refunded credit purchase's credit note. */
  creditsMailIntro: 'Dit køb af credits er refunderet. Her er din kreditnota.',
  creditsRefundedLine: 'Refunderet: {credits} credits',
  creditsRemoved: 'Credits fjernet fra saldoen',
  creditsSpent: 'Credits allerede brugt (bliver ikke fjernet)',
} as const;
