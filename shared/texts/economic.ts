/**
 * Texts of the bookkeeping connection (e-conomic, decision 0036): 'Forbind e-conomic' in
 * Indstillinger, the account mapping, each document's state in Bogføring and the reasons a
 * push failed.
 */
export const economicTexts = {
  heading: 'Bogføring i e-conomic',
  intro:
    'Forbind e-conomic, så sendes hver kvittering og kreditnota til kassekladden i e-conomic med PDF-bilaget, én gang hver. CSV-filen i Bogføring kan stadig hentes.',
  connect: 'Forbind e-conomic',
  connectHint:
    'Du sendes til e-conomic, hvor du giver siden adgang til dit regnskab, og kommer tilbage hertil.',
  grantLabel: 'Adgangsnøgle fra e-conomic (Agreement Grant Token)',
  grantHint:
    'Virker knappen ikke, kan du indsætte adgangsnøglen, som e-conomic viser, når du giver adgang.',
  saveGrant: 'Forbind med nøglen',
  disconnect: 'Afbryd forbindelsen',
  disconnectConfirm:
    'Afbryd forbindelsen til e-conomic? Nye bilag venter her, til du forbinder igen.',
  notConnected: 'e-conomic er ikke forbundet.',
  connected:
    'e-conomic er forbundet siden {date}. Kvitteringer og kreditnotaer sendes af sig selv.',
  grantRefusedState:
    'e-conomic afviste adgangen (den er udløbet eller trukket tilbage). Bilagene venter: forbind e-conomic igen.',
  connectedSaved: 'e-conomic er forbundet.',
  disconnected: 'Forbindelsen til e-conomic er afbrudt.',
  saveFailed: 'Kunne ikke forbinde e-conomic',
  disconnectFailed: 'Kunne ikke afbryde forbindelsen',
  grantRequired: 'Indsæt adgangsnøglen fra e-conomic',
  grantInvalid: 'Det ligner ikke en adgangsnøgle fra e-conomic (bogstaver, tal og bindestreger).',
  grantTooLong: 'Adgangsnøglen må højst være 200 tegn',
  grantRefused:
    'e-conomic tog ikke imod adgangsnøglen, så intet er ændret. Giv adgang igen og prøv en gang til.',
  unreachable: 'e-conomic kunne ikke nås lige nu, så intet er ændret. Prøv igen om lidt.',
  storeFailed: 'Forbindelsen kunne ikke gemmes lige nu. Prøv igen om lidt.',
  notConfigured:
    'Siden har ingen app-nøgle til e-conomic endnu. Det sættes op én gang ved udrulningen.',
  mappingHeading: 'Konti og momskoder',
  mappingIntro:
    'Sådan bogføres salget. Standarden passer til e-conomics kontoplan: salg på 1010 med 25 % moms (U25), betalinger på 5820. Tilgodebeviser (klip) er et enkeltformålsvoucher: momsen skal betales, når de sælges.',
  journalLabel: 'Kassekladde nr.',
  salesAccountLabel: 'Konto for salg af optagelser',
  creditsAccountLabel: 'Konto for salg af klip (tilgodebeviser)',
  vatCodeLabel: 'Momskode for salg',
  paymentAccountLabel: 'Konto for betalinger (bank eller Stripe)',
  customerGroupLabel: 'Kundegruppe for nye kunder',
  invoiceLayoutLabel: 'Layout til EAN-fakturaer (layoutnummer)',
  invoiceProductLabel: 'Varenummer til EAN-fakturaernes linjer',
  productInvalid: 'Et varenummer er 1 til 25 bogstaver, tal, punktum eller bindestreg',
  saveMapping: 'Gem konti',
  mappingSaved: 'Konti og momskoder er gemt.',
  mappingSaveFailed: 'Kunne ikke gemme konti',
  accountInvalid: 'Et kontonummer er et helt tal fra 1 til 999999999',
  vatCodeInvalid: 'En momskode er 1 til 5 bogstaver og tal, fx U25',
  /** Bogføring: a document's state in e-conomic. */
  stateHeading: 'e-conomic',
  stateSent: 'Sendt til e-conomic',
  statePending: 'Venter',
  statePendingWhy: 'Venter: {reason}',
  stateFailed: 'Fejlede: {reason}',
  stateNothing: 'Intet beløb at bogføre',
  /** An EAN invoice handed to e-conomic, which books it and sends it by EAN (NemHandel). */
  stateSentEan: 'Sendt til e-conomic (EAN)',
  eanHeading: 'EAN-fakturaer til offentlige kunder',
  eanIntro:
    'Fakturaer til firmaer med EAN-nummer bogføres i e-conomic, og e-conomic sender dem som e-faktura (NemHandel) til kundens EAN-nummer. Siden sender ikke selv e-fakturaer. Kvitteringen for betalingen bogfører derfor kun indbetalingen, ikke salget igen.',
  eanColumnInvoice: 'Faktura',
  eanColumnFirm: 'Firma',
  eanColumnEan: 'EAN',
  eanFirm: '{firm} (CVR {cvr})',
  eanCreditNote: 'Kreditnota {number}',
  eanRetryLabel: 'Prøv igen: send faktura {number} til e-conomic igen',
  eanNone: 'Ingen EAN-fakturaer i måneden.',
  /** The heading and notes of an EAN invoice booked in e-conomic. */
  eanInvoiceHeading: 'Faktura {number}',
  eanCreditNoteHeading: 'Kreditnota {number} til faktura {invoice}',
  eanVoidHeading: 'Kreditnota: faktura {invoice} er annulleret',
  eanInvoiceReference: 'Jeres reference: {reference}',
  /** The 'Prøv igen' button's name for a screen reader (its visible words are the site's). */
  retryLabel: 'Prøv igen: send bilag {voucher} til e-conomic igen',
  retried: 'Bilaget sendes igen om lidt.',
  retryFailed: 'Kunne ikke sende bilaget igen',
  voucherInvalid: 'Bilagsnummeret skal være et helt tal fra 1 eller en EAN-faktura',
  pushNotFound: 'Bilaget findes ikke i køen til e-conomic.',
  pushNotFailed: 'Bilaget er ikke fejlet, så det sendes allerede.',
  failedNotice:
    '{count} bilag kunne ikke sendes til e-conomic. Se Bogføring, hvor du kan prøve igen.',
  refusedNotice:
    'e-conomic afviste adgangen, så bilagene venter. Forbind e-conomic igen i Indstillinger.',
  openLedger: 'Gå til Bogføring',
  openSettings: 'Gå til Indstillinger',
  /** The text of a voucher's entries in e-conomic's journal. */
  entryReceipt: 'Kvittering {number}: {text}',
  entryCreditNote: 'Kreditnota {number}: {text}',
  /** Why a push failed, as the owner reads it. */
  reasons: {
    grant_refused:
      'e-conomic afviste adgangen. Forbind e-conomic igen i Indstillinger, så sendes bilaget.',
    rejected: 'e-conomic afviste bilaget: {detail}',
    unreachable: 'e-conomic kunne ikke nås flere gange i træk.',
    document_missing: 'Dokumentet findes ikke længere.',
  },
} as const;
