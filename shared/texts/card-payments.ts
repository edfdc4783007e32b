/**
 * Texts of card payments in Indstillinger (the Stripe key the owner pastes) and their
 * validation and answers (decision 0031).
 */
export const cardPaymentSettingsTexts = {
  heading: 'Kortbetaling (Stripe)',
  intro:
    'Kort, MobilePay og faktura betales gennem Stripe. Indsæt den hemmelige nøgle fra Stripe (Udviklere → API-nøgler), så sætter siden resten op selv.',
  keyLabel: 'Hemmelig nøgle fra Stripe',
  keyHint:
    'Starter med sk_live_ (rigtige betalinger) eller sk_test_ (testbetalinger). En begrænset nøgle (rk_…) virker også, hvis den må skrive Checkout Sessions, Customers, Invoices, Refunds og Webhook Endpoints.',
  save: 'Gem nøglen',
  replace: 'Skift nøglen',
  remove: 'Fjern nøglen',
  removeConfirm: 'Fjern nøglen? Kunderne kan så ikke betale med kort, før en ny nøgle er gemt.',
  notSet: 'Kortbetaling er ikke sat op endnu.',
  setLive: 'Kortbetaling er sat op med en rigtig nøgle, der ender på {ending}.',
  setTest: 'Kortbetaling er sat op med en testnøgle, der ender på {ending}: kun testbetalinger.',
  fromDeployment: 'Nøglen kommer fra udrulningen. Gemmer du en nøgle her, bruges den i stedet.',
  saved: 'Nøglen er gemt, og Stripe sender nu betalinger til siden.',
  removed: 'Nøglen er fjernet.',
  saveFailed: 'Kunne ikke gemme nøglen',
  removeFailed: 'Kunne ikke fjerne nøglen',
  keyRequired: 'Indsæt nøglen fra Stripe',
  keyTooLong: 'Nøglen må højst være 255 tegn',
  keyInvalid:
    'Det ligner ikke en hemmelig nøgle fra Stripe. Den starter med sk_live_, sk_test_ eller rk_.',
  publishableKey:
    'Det er den offentlige nøgle (pk_…). Indsæt den hemmelige nøgle, der starter med sk_.',
  refused: 'Stripe tog ikke imod nøglen, så intet er ændret. Tjek, at hele nøglen er kopieret.',
  notAllowed:
    'Nøglen må ikke sætte webhooks op hos Stripe, så intet er ændret. Brug den hemmelige nøgle eller giv den begrænsede nøgle lov.',
  unreachable: 'Stripe kunne ikke nås lige nu, så intet er ændret. Prøv igen om lidt.',
  liveOnLocalSite: 'En rigtig nøgle kan kun bruges på en side med https://.',
  storeFailed: 'Nøglen kunne ikke gemmes lige nu. Prøv igen om lidt.',
} as const;
