/**
 * The admin's 'Bogføring' tab (product §2 'Bogføring'): a month's receipts and credit notes,
 * their totals, the reconciliation with Analyse and the file for the bookkeeping program.
 */
export const ledgerTexts = {
  monthLabel: 'Måned',
  monthInvalid: 'Vælg en måned som år og måned, fx 2026-11.',
  download: 'Hent CSV-fil til bogføringsprogrammet',
  downloadFailed: 'Kunne ikke hente filen. Prøv igen.',
  loadFailed: 'Kunne ikke indlæse bogføringen',
  intro:
    'Alle kvitteringer og kreditnotaer udstedt i måneden, efter dato. Beløbene er i kroner; brutto er inklusive 25 % moms.',
  none: 'Ingen kvitteringer eller kreditnotaer i denne måned.',
  documentsTitle: 'Bilag',
  totalsTitle: 'Totaler',
  methodsTitle: 'Pr. betalingsmåde',
  reconciliationTitle: 'Afstemning med Analyse',
  reconciliationNote:
    'Analyse tæller bookinger den dag, de blev oprettet; bogføringen tæller bilag den dag, de blev udstedt. Tallene stemmer, når månedens bookinger også blev betalt og eventuelt krediteret i måneden. Faktura og kontant betalt senere, og aflysninger krediteret i en senere måned, står i den måned, bilaget blev udstedt.',
  analyticsSales: 'Salg i Analyse (betalte bookinger oprettet i måneden)',
  analyticsRefunds: 'Heraf aflyst eller refunderet siden',
  analyticsRevenue: 'Omsætning i Analyse',
  bookingGross: 'Bogført for bookinger (kvitteringer minus kreditnotaer)',
  creditSales: 'Bogført for solgte credits',
  grossTotal: 'Brutto i alt',
  agrees: 'Bogføringen for bookinger stemmer med Analyse.',
  differs: 'Forskel på {amount} mellem bogføringen for bookinger og Analyse.',
  // Columns, shared by the table and the CSV file.
  date: 'Dato',
  voucher: 'Bilagsnr.',
  type: 'Type',
  /** The document's own number (a receipt's, a credit note's: two series). */
  number: 'Dokumentnr.',
  /** Documents issued before the one voucher series: their voucher is letter and number. */
  legacyReceiptPrefix: 'K',
  legacyCreditNotePrefix: 'KN',
  customer: 'Kunde',
  /** A firm booking's firm and its CVR (product §2 'Firma'); empty for a private customer. */
  firm: 'Firma',
  firmCvr: 'Firmaets CVR-nr.',
  text: 'Tekst',
  net: 'Netto',
  moms: 'Moms',
  gross: 'Brutto',
  method: 'Betalingsmåde',
  count: 'Antal',
  receipt: 'Kvittering',
  creditNote: 'Kreditnota',
  receiptsTotal: 'Kvitteringer',
  creditNotesTotal: 'Kreditnotaer',
  total: 'I alt',
  momsTotal: 'Moms i alt',
  unknownMethod: 'Ikke oplyst',
  creditsSold: 'Credits',
  creditNoteText: 'Krediterer kvittering {number}',
  fileName: 'bogfoering-{month}.csv',
} as const;
