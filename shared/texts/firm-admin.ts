import { downloadPaymentTexts } from './download-payment';

/** The owner's tab 'Firmaer' (product §2 'Firma', decision 0035): firms and their billing terms. */
export const firmAdminTexts = {
  intro:
    'Firmaer, som kunder har oprettet. Godkend et firma til faktura, vælg om det betaler ved booking eller får én faktura om måneden, og giv en prisaftale.',
  empty: 'Ingen firmaer endnu.',
  loading: 'Henter firmaer...',
  loadFailed: 'Kunne ikke hente firmaerne',
  cvr: 'CVR {cvr}',
  ean: 'EAN {ean}',
  invoiceEmail: 'Faktura-e-mail: {email}',
  members: 'Kolleger ({count})',
  administrator: 'administrator',
  approved: 'Godkendt til faktura',
  billingMode: 'Betaling',
  billingAtBooking: 'Betaler ved booking',
  billingMonthly: 'Én faktura om måneden',
  agreement: 'Prisaftale (% rabat)',
  term: 'Betalingsfrist (dage)',
  paymentBeforeDownload: 'Betaling før download (ubetalte kontant- og fakturabookinger)',
  paymentBeforeDownloadShown: downloadPaymentTexts.legend,
  yes: 'Ja',
  no: 'Nej',
  edit: 'Ret aftale',
  editLabel: 'Ret aftalen med {firm}',
  formTitle: 'Aftale med {firm}',
  save: 'Gem aftale',
  saving: 'Gemmer...',
  saved: 'Aftalen er gemt',
  saveFailed: 'Aftalen kunne ikke gemmes',
  notApproved: 'Ikke godkendt til faktura',
  agreementShown: '{percent} % rabat',
  noAgreement: 'Ingen',
  termShown: '{days} dage',
  openInvoices: 'Åbne fakturaer',
  noOpenInvoices: 'Ingen åbne fakturaer.',
  invoiceRow: '{month}: {amount}, forfalder {due}',
  /** An open invoice with credited lines: what is still owed, then the total as invoiced. */
  invoiceRowCredited: '{month}: {amount} tilbage af {total}, forfalder {due}',
  creditedLine: '{booking} aflyst og krediteret (kreditnota nr. {number}): −{amount}',
  creditedBookingWithoutNumber: 'Booking uden nummer',
  overdue: 'Forfalden',
  nextInvoice: 'Næste månedsfaktura ({month})',
  nextInvoiceEmpty: 'Ingen bookinger til næste faktura endnu.',
  nextInvoiceTotal: 'I alt {amount}',
  // Refusals, each naming its field.
  approvalInvalid: 'Vælg, om firmaet er godkendt til faktura',
  billingModeInvalid: 'Vælg, hvordan firmaet betaler',
  paymentBeforeDownloadInvalid: 'Vælg, om firmaets bookinger skal betales før download',
  agreementInvalid: 'Prisaftalen skal være et helt antal procent fra 0 til {max}',
  termInvalid: 'Betalingsfristen skal være et helt antal dage fra 1 til {max}',
  monthlyNeedsApproval: 'Én faktura om måneden kræver, at firmaet er godkendt til faktura',
  firmNotFound: 'Firmaet blev ikke fundet',
} as const;

/** The lines of a firm's monthly invoice (decision 0035). */
export const firmInvoiceTexts = {
  invoiceLine: '{date} {product}, {address}',
  lineReference: 'ref. {reference}',
  lineBooker: 'booket af {booker}',
  lineDiscount: 'Rabat ({number})',
  lineCredits: 'Betalt med credits ({number})',
  description: 'Bookinger i {month} for {firm} (CVR {cvr})',
  /** A firm booking's own invoice (the firm pays at booking): who it bills, before the booking. */
  bookingFor: '{firm} (CVR {cvr})',
  bookingReference: 'Reference: {reference}',
} as const;
