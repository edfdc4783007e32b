/**
 * The fixed texts of booking and paying (product §2, §4, 5 and 8): the booking page, the payment
 * page, and the server's answers to both. The product's exact wording (docs/product.md points here for it).
 */
import { catalogTexts } from './catalog';
import { coverageTexts } from './coverage';
import { fillText } from './fill';
import { mobilePayName } from '../domain/payment-brand';

export const bookingTexts = {
  // Validation and checks (product §5 'Booking')
  slotRequired: 'Vælg venligst et tidspunkt',
  addressRequired: coverageTexts.addressRequired,
  slotTaken: 'Dette tidspunkt er desværre ikke længere ledigt',
  // What makes a time flyable (product §4): the server's reasons and the page's notes.
  tooSoon: 'Optagelser skal bookes mindst {hours} timer før. Vælg et senere tidspunkt.',
  afterDark:
    'Optagelsen skal ligge i dagslys på adressen, mellem solopgang og solnedgang. Vælg et andet tidspunkt.',
  unreachable:
    'Piloten kan ikke nå frem til adressen til dette tidspunkt på grund af en anden optagelse samme dag. Vælg et andet tidspunkt.',
  unreachableFromBase:
    'Piloten kan ikke nå at køre fra sin base til adressen og hjem igen inden for dagens arbejdstid på dette tidspunkt. Vælg et andet tidspunkt.',
  dayBusy: 'Mange booker den dag lige nu. Vælg tidspunktet igen.',
  // An address outside the zones: the next step (issue 27).
  outsideNextStep:
    'Vi flyver måske alligevel gerne ud til dig. Skriv til os, så finder vi en løsning.',
  outsideWriteUs: 'Skriv til os om adressen',
  outsideSeeZones: 'Se hvor vi flyver',
  outsideMailSubject: 'Optagelse på {address}',
  outsideMailBody:
    'Hej!\n\nJeg vil gerne booke {product} på adressen {address}, som ligger uden for jeres dækningsområde. Kan I flyve der, og hvad koster det?\n\nVenlig hilsen',
  slotNotForAddress:
    'Det valgte tidspunkt kan ikke flyves på denne adresse (dagslys eller køretid). Vælg et andet tidspunkt.',
  rulesNote:
    'Vi viser kun tider med mindst {hours} timers varsel, hvor der er plads til hele optagelsen ({minutes} minutter).',
  rulesDaylight:
    'Optagelsen skal ligge i dagslys på adressen, så tider efter solnedgang vises ikke.',
  /** Before an address in a zone is known, no times: they depend on it (issue 40). */
  rulesAddressFirst:
    'Skriv adressen for optagelsen, så viser vi kun de tider, piloten kan nå at køre til.',
  rulesDriveChecked: 'Tiderne passer med pilotens kørsel til og fra dagens andre optagelser.',
  unreachableOnDay:
    '{count} ledige tider denne dag vises ikke, fordi piloten ikke kan nå at køre til eller fra en anden optagelse.',
  unreachableSomeDays:
    'Nogle ledige tider vises ikke, fordi piloten ikke kan nå at køre til eller fra en anden optagelse samme dag.',
  unreachableOnDayOne:
    '1 ledig tid denne dag vises ikke, fordi piloten ikke kan nå at køre til eller fra en anden optagelse.',
  unreachableFromBaseOnDay:
    '{count} ledige tider denne dag vises ikke, fordi der er for langt at køre fra pilotens base til adressen og hjem igen inden for dagens arbejdstid.',
  unreachableFromBaseOnDayOne:
    '1 ledig tid denne dag vises ikke, fordi der er for langt at køre fra pilotens base til adressen og hjem igen inden for dagens arbejdstid.',
  unreachableFromBaseSomeDays:
    'Nogle ledige tider vises ikke, fordi der er for langt at køre fra pilotens base til adressen og hjem igen inden for dagens arbejdstid.',
  /** A time chosen before the address, that the address rules out: the true reason. */
  slotNotForAddressDaylight:
    'Det valgte tidspunkt ligger ikke i dagslys på adressen. Vælg et andet tidspunkt.',
  slotNotForAddressFromBase:
    'Det valgte tidspunkt kan ikke nås fra pilotens base og hjem igen inden for dagens arbejdstid på denne adresse. Vælg et andet tidspunkt.',
  slotNotForAddressOtherShoot:
    'Piloten kan ikke nå frem til adressen til det valgte tidspunkt på grund af en anden optagelse samme dag. Vælg et andet tidspunkt.',
  slotNotForAddressPermit:
    'Adressen ligger i en dronezone, hvor flyvning kræver tilladelse, så det valgte tidspunkt er for tidligt. Vælg en tid mindst {days} dage ude.',
  /** Before the owner has saved the business's details (no receipt could be issued). */
  notOpenYet: 'Der kan ikke bookes eller betales endnu. Prøv igen senere, eller kontakt os.',
  /** More unpaid future bookings than MAX_UNPAID_BOOKINGS allows. */
  tooManyUnpaidBookings:
    'Du har allerede {max} ubetalte bookinger. Betal en af dem, eller kontakt os, før du booker flere.',
  /** More open card checkouts than maxOpenCardCheckouts allows (each holds its time). */
  tooManyOpenCheckouts:
    'Du har allerede {max} kortbetalinger, der ikke er gennemført. Betal eller annuller en af dem under Min profil, før du booker flere.',
  /** The same customer's other booking is being written at this moment. */
  bookingInProgress: 'Din anden booking er ved at blive oprettet. Vent et øjeblik, og prøv igen.',
  addressOutside: coverageTexts.addressOutside,
  addressNotValidated: coverageTexts.addressNotValidated,
  distanceFromBase: coverageTexts.distanceFromBase,
  noSlots: 'Ingen ledige tider tilgængelige. Prøv venligst igen senere.',
  productNotFound: catalogTexts.productNotFound,
  /** Editing asked for on a product that neither includes nor offers it (product §9). */
  editingNotOffered: 'Redigering kan ikke tilvælges til denne tjeneste',
  bookingNotFound: 'Bookingen blev ikke fundet',
  // Discount codes and credits (product §5 and 8)
  discountCodeRequired: 'Indtast venligst en rabatkode',
  discountInvalid: 'Ugyldig rabatkode',
  discountExpired: 'Rabatkoden er udløbet',
  discountUsedUp: 'Rabatkoden er opbrugt',
  /** A first-booking-only code on the booking of a customer who has booked before. */
  discountFirstBookingOnly: 'Rabatkoden gælder kun din første booking',
  discountMinimumOrder: 'Rabatkoden kræver et minimumsbeløb på {amount} kr',
  discountCheckFailed: 'Kunne ikke validere rabatkode',
  discountApplied: 'Rabatkode anvendt! Du sparer {amount}',
  discountRemoved: 'Rabatkode fjernet',
  notEnoughCredits: 'Du har ikke nok credits til at dække hele beløbet',
  // Creating the booking (product §8 'Booking and payment')
  bookingFailed: 'Der opstod en fejl under behandling af din bestilling',
  bookingCheckFailed: 'Der opstod en fejl ved validering af booking',
  paymentStartFailed: 'Der opstod en fejl ved oprettelse af betalingen',
  confirmedWithCredits: 'Booking bekræftet! Betalt med credits.',
  confirmedInvoice: 'Booking bekræftet! Du vil modtage en faktura på email.',
  confirmedCash: 'Booking bekræftet! Du betaler kontant ved optagelsen.',
  paymentCompleted: 'Betaling gennemført! Din booking er bekræftet.',
  /** Back from the checkout without paying: the booking waits, its slot held (product §4). */
  checkoutLeft:
    "Betalingen er ikke gennemført. Vi holder tiden til dig i 30 minutter fra bookingen – tryk 'Betal nu' for at betale.",
  /** Resuming a card checkout whose session has run out (product §4). */
  checkoutExpired: 'Betalingen er udløbet. Book tiden igen.',
  /**
   * Back from a card checkout that was cancelled (or ran out): the booking page with the
   * draft's choices (issue 40).
   */
  checkoutCancelledKept:
    'Betalingen blev ikke gennemført, så bookingen er annulleret, og tiden er ikke længere holdt til dig. Dine valg er gemt herunder – fortsæt til betaling igen, når du er klar.',
  /** The same on the profile, when this browser kept no choices to go back to. */
  checkoutCancelled:
    'Betalingen blev ikke gennemført, så bookingen er annulleret, og tiden er ikke længere holdt til dig.',
  /** After a refused time, below the server's reason: what was kept. */
  choicesKept: 'Adressen og dine øvrige valg er gemt herunder.',
  alreadyPaid: 'Bookingen er allerede betalt.',
  notAwaitingCardPayment: 'Bookingen venter ikke på en kortbetaling.',
  /** The payment provider's webhook without a valid signature. */
  invalidSignature: 'Ugyldig signatur',
} as const;

/** The labels of the booking page (`/booking/{productId}`). */
export const bookingPageTexts = {
  loading: 'Indlæser booking...',
  productGone: 'Tjenesten findes ikke længere, eller linket er forkert.',
  backToProducts: 'Tilbage til produkter',
  notOpenYet:
    'Vi er ved at gøre klar til at tage imod bookinger her på siden. Kig forbi igen snart, eller kontakt os, så finder vi en tid sammen.',
  contactUs: 'Kontakt os',
  title: 'Book {product}',
  intro: 'Skriv adressen, og vælg et tidspunkt – du betaler på næste side.',
  slotsTitle: 'Vælg dato og tidspunkt',
  loadingSlots: 'Henter ledige tider...',
  slotsOfDay: 'Ledige tider {date}',
  sunTimes: 'Solopgang kl. {sunrise} · Solnedgang kl. {sunset}',
  addressTitle: 'Hvor skal vi flyve?',
  addressLabel: 'Adresse for optagelsen',
  addressPlaceholder: 'F.eks. Rådhuspladsen 1, 1550 København V',
  validatingAddress: 'Validerer adresse...',
  extras: 'Tilvalg',
  editingOption: 'Professionel redigering',
  editingIncludedBadge: '(inkluderet)',
  editingIncludedNote: 'Redigering er inkluderet i prisen for denne tjeneste.',
  editingOptionNote:
    'Vi farvekorrigerer og finpudser dine billeder og videoer (levering på 2-6 dage).',
  goldenHour: 'Gyldne time',
  goldenHourMorning: 'Gyldne time efter solopgang',
  goldenHourEvening: 'Gyldne time før solnedgang',
  goldenHourExplanation:
    'Gyldne time: det bløde, varme lys lige efter solopgang og før solnedgang. Populært til luftfoto og -video.',
  continue: 'Fortsæt til betaling',
  /** A visitor continues: the booking is kept while they sign in or sign up. */
  signInToContinue: 'Log ind eller opret en konto for at betale. Vi husker din booking imens.',
  validating: 'Validerer...',
  back: 'Tilbage',
} as const;

/** The order summaries of the booking and the payment page. */
export const summaryTexts = {
  bookingTitle: 'Oversigt',
  orderTitle: 'Ordreoversigt',
  product: 'Tjeneste',
  date: 'Dato',
  time: 'Tidspunkt',
  address: 'Adresse',
  price: 'Pris',
  basePrice: 'Grundpris',
  editing: 'Redigering',
  included: 'Inkluderet',
  discount: 'Rabat',
  creditsUsed: 'Credits brugt',
  total: 'Total',
  notChosen: 'Ikke valgt',
  notGiven: 'Ikke angivet',
  /** The booking's number ('B-1042') on the pages, the mails and the documents. */
  bookingNumber: 'Booking-nr.',
  atTime: 'kl. {time}',
  terms:
    'Priser er i danske kroner inkl. moms. Du accepterer handelsbetingelserne med afkrydsningen ved betalingen.',
} as const;

/** The labels of the payment page (`/payment`). */
export const paymentPageTexts = {
  title: 'Betaling',
  intro: 'Gennemgå din bestilling og vælg, hvordan du vil betale.',
  discountTitle: 'Rabatkode',
  discountLabel: 'Har du en rabatkode?',
  applyDiscount: 'Anvend',
  removeDiscount: 'Fjern rabatkode',
  discountSaving: '– du sparer {amount}',
  validating: 'Validerer...',
  creditsTitle: 'Credits',
  creditsBalance: 'Du har {balance} credits (1 credit = 1 kr).',
  creditsUseLegend: 'Brug af credits',
  creditsNone: 'Brug ikke credits',
  creditsAll: 'Brug alle mulige credits',
  creditsCustom: 'Vælg antal credits',
  creditsCustomLabel: 'Antal credits (højst {cap})',
  creditsUsing: 'Du bruger {used} credits ({amount}).',
  methodsTitle: 'Betalingsmetode',
  methodsLegend: 'Vælg betalingsmetode',
  /** The mobile payment's name follows the date (shared/domain/payment-brand.ts). */
  get methodCardNote() {
    return fillText('Betal sikkert med kort eller {mobilepay}.', { mobilepay: mobilePayName() });
  },
  methodInvoiceNote: 'Efter firmaets aftale med os. Fakturaen sendes på e-mail.',
  methodCashNote: 'Du betaler kontant ved optagelsen.',
  methodCreditsNote: 'Hele beløbet betales med dine credits.',
  processing: 'Behandler...',
  checkingSlot: 'Kontrollerer tidspunkt...',
  confirm: 'Bekræft booking',
  goToPayment: 'Gå til betaling ({amount})',
} as const;

/** The ways to pay, as the customer and the admin see them (product §9). */
export const paymentMethodTexts = {
  card: 'Kort',
  invoice: 'Faktura',
  cash: 'Kontant',
  credits: 'Credits',
} as const;

/** The customer's payment badge (product §4): paid, failed, anything else is waiting. */
export const customerPaymentStatusTexts = {
  paid: 'Betalt',
  failed: 'Betaling fejlet',
  waiting: 'Afventer betaling',
} as const;

export function customerPaymentStatus(status: string): string {
  if (status === 'paid') return customerPaymentStatusTexts.paid;
  if (status === 'failed') return customerPaymentStatusTexts.failed;
  return customerPaymentStatusTexts.waiting;
}

/** The thank-you page after a booking (`/booking-confirmed?booking=`, product §2). */
export const bookingConfirmedTexts = {
  title: 'Tak for din booking!',
  loading: 'Henter din booking...',
  notFound: 'Vi kunne ikke finde bookingen. Se dine bookinger på din profil.',
  whatTitle: 'Det har du booket',
  paymentLabel: 'Betaling',
  /** What the booking cost and how it was paid: credits and kroner apart (issue 40). */
  creditsValue: '{credits} credits',
  moneyPaid: 'Betalt i kroner',
  moneyToPay: 'At betale i kroner',
  awaitingPayment: 'Vi venter på bekræftelse af betalingen …',
  awaitingPaymentSlow:
    'Betalingen er endnu ikke bekræftet. Det kan tage et øjeblik – du får en mail, så snart den er på plads, og du kan følge bookingen på din profil.',
  paymentFailed: 'Betalingen gik ikke igennem. Se bookingen på din profil.',
  nextTitle: 'Hvad sker der nu?',
  nextMail: 'Du får en bekræftelse på mail med en kalenderfil til din kalender.',
  nextMailInvoice:
    'Du får fakturaen på mail. Når den er betalt, får du en bekræftelse med en kalenderfil.',
  nextShoot:
    'Piloten kommer til adressen på det aftalte tidspunkt. Når optagelserne er klar, får du et link til dine filer på mail.',
  nextChange:
    'Du kan flytte eller aflyse bookingen gratis indtil {hours} timer før optagelsen fra din profil.',
  addToCalendar: 'Tilføj til kalender',
  manageBookings: 'Se og administrer dine bookinger',
} as const;

/**
 * 'Betal nu' and 'Annuller booking' on a card booking whose checkout was left unpaid (product
 * §2 'Profile'): pay it, or let it go and free the time at once.
 */
export const resumePaymentTexts = {
  payNow: 'Betal nu',
  opening: 'Åbner betalingen...',
  note: 'Betalingen er ikke gennemført. Tiden holdes til dig, indtil betalingen udløber 30 minutter efter bookingen.',
  failed: 'Betalingen kunne ikke åbnes. Prøv venligst igen.',
  cancel: 'Annuller booking',
  cancelling: 'Annullerer...',
  cancelled: 'Bookingen er annulleret, og tiden er givet fri.',
  cancelFailed: 'Bookingen kunne ikke annulleres. Prøv venligst igen.',
} as const;
