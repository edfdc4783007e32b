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
  shoot: 'Optagelse',
  shootValue: '{date} kl. {time}',
  paymentMethod: 'Betalingsmetode',
  bookingId: 'Booking-id',
  linesCaption: 'Specifikation',
  lineDescription: 'Beskrivelse',
  lineAmount: 'Beløb',
  editingIncluded: 'Redigering (inkluderet i produktet)',
  total: 'I alt inkl. moms',
  moms: 'Heraf moms (25 %)',
  exclMoms: 'Beløb ekskl. moms',
  print: 'Udskriv',
  close: 'Luk',
  loading: 'Henter kvittering...',
  loadFailed: 'Kvitteringen kunne ikke hentes. Prøv venligst igen.',
  notPaid: 'Der er ingen kvittering endnu, fordi bookingen ikke er betalt.',
  notReady: 'Kvitteringen kunne ikke laves lige nu. Prøv venligst igen om lidt.',
} as const;
