/** The admin's overview and bookings tabs (product §2, §4, 5 and 8). */
import { bookingTexts, customerPaymentStatusTexts } from './booking';
import { bookingChangeTexts } from './booking-changes';
import { commonTexts } from './common';
import { profileTexts } from './profile';
import { ratingTexts } from './rating';
import { fillText } from './fill';
import { mobilePayName } from '../domain/payment-brand';

export const overviewTexts = {
  bookingsTotal: 'Bookinger i alt',
  completed: 'Gennemførte',
  pending: 'Afventende',
  revenue: 'Omsætning',
  revenueNote: 'Kun betalte bookinger, som ikke er aflyst eller refunderet',
  cancelled: 'Aflyste',
  status: 'Status',
  products: 'Produkter',
  portfolioImages: 'Portfoliobilleder',
  subscribers: 'Abonnenter',
  averageRating: 'Gennemsnitlig bedømmelse',
  reviewCount: '{count} anmeldelser',
  oneReview: '1 anmeldelse',
  noReviews: 'Ingen anmeldelser endnu',
  latestTitle: 'Seneste bookinger',
  noBookings: 'Ingen bookinger endnu.',
  product: 'Produkt',
  customer: 'Kunde',
  price: 'Pris',
  created: 'Oprettet',
} as const;

export const adminBookingTexts = {
  /** A booking the booking hours no longer hold (a closed day, changed hours): until moved or cancelled. */
  outsideHours: 'Uden for bookingtiderne',
  /** A delivery saved before the shoot: the server asks first, naming the booking and its time. */
  deliveryBeforeShoot:
    'Optagelsen ({product}) er {date} kl. {time} og er ikke begyndt endnu. Kunden får filerne og et link til at bedømme optagelsen. Vil du sende dem nu alligevel?',
  deliverNow: 'Ja, send nu',
  outsideHoursHint:
    'Dagen er lukket, eller tiderne er ændret, efter bookingen blev lavet. Flyt eller aflys bookingen, eller åbn tiden igen under Booking-tider.',
  // Labels (product §4)
  statusPaid: 'Betalt',
  completed: 'Gennemført',
  refundState: 'refundering {amount}: {state}',
  // The list
  searchLabel: 'Søg i bookinger',
  searchPlaceholder: 'Søg på booking-nr., kundens email, produkt eller adresse',
  filterAll: 'Alle',
  filterPending: 'Afventer betaling',
  filterPaid: 'Betalt, ikke gennemført',
  filterCompleted: 'Gennemført',
  statTotal: 'I alt',
  statPending: 'Afventer',
  statPaid: 'Betalt',
  statCompleted: 'Gennemført',
  none: 'Ingen bookinger matcher.',
  count: '{count} bookinger',
  countOne: '1 booking',
  loadFailed: profileTexts.bookingsLoadFailed,
  // A booking
  date: 'Dato',
  time: 'Tidspunkt',
  address: 'Adresse',
  customer: 'Kunde',
  price: 'Pris',
  method: 'Betalingsmetode',
  noMethod: 'Ikke valgt',
  delivery: 'Levering',
  noDelivery: 'Ingen filer leveret endnu',
  openDelivery: 'Åbn leveringen',
  markPaid: 'Markér som betalt',
  invoiceNotMarkedPaid:
    'Fakturaen kunne ikke markeres som betalt hos Stripe. Bookingen er uændret; prøv igen.',
  invoice: 'Faktura',
  invoiceNumber: 'Faktura {number}',
  invoiceDue: 'Forfald {date}',
  invoiceOverdue: 'Forfalden',
  invoiceOpen: 'Faktura sendt',
  invoicePaid: 'Faktura betalt',
  invoiceFailed: 'Betaling af faktura fejlede',
  invoiceVoid: 'Faktura annulleret',
  invoiceUncollectible: 'Faktura uerholdelig',
  invoiceLink: 'Åbn fakturaen',
  complete: 'Gennemfør',
  edit: 'Rediger',
  editTitle: 'Rediger booking',
  statusLabel: 'Betalingsstatus',
  // The edit form's four payment statuses, told apart in words (product §4 'Payment status').
  get statusOptionPending() {
    return fillText('Afventer betaling med kort eller {mobilepay}', { mobilepay: mobilePayName() });
  },
  statusOptionAwaiting: 'Afventer betaling kontant eller på faktura',
  statusOptionPaid: 'Betalt',
  statusOptionFailed: 'Betaling fejlet',
  deliveryLegend: 'Levering af filerne',
  deliveryUpload: 'Upload filerne til kunden',
  deliveryHint: 'ZIP, RAR eller 7z op til 100 MB',
  deliveryUploaded: '{name} er uploadet. Tryk på Gem for at sende den til kunden.',
  deliveryLink: 'Eller indsæt et link',
  deliveryLinkPlaceholder: 'https://…',
  deliveryRemove: 'Fjern leveringen',
  deliverGallery: 'Lever galleriet: kunden får et link til galleriets side',
  deliveryWarning:
    'Når du gemmer en ny eller ændret levering, sender vi kunden en email med linket til filerne og et link til at bedømme optagelsen.',
  uploaded: 'Fil uploadet succesfuldt',
  saved: 'Booking opdateret',
  mailSent: 'Email sendt til kunden!',
  linkMustBeHttps: 'Linket skal starte med https://',
  // Failures (product §8 'Admin')
  uploadFailed: 'Kunne ikke uploade fil: {message}',
  statusUpdateFailed: 'Kunne ikke opdatere booking status',
  completeFailed: 'Kunne ikke gennemføre booking',
  updateFailed: 'Kunne ikke opdatere booking',
  // The server's refusals
  notPending: 'Bookingen afventer ikke betaling',
  notPaid: 'Kun betalte bookinger kan gennemføres',
  alreadyCompleted: 'Bookingen er allerede gennemført',
  bookingNotFound: bookingTexts.bookingNotFound,
  uploadOutsideBooking: 'Filen hører ikke til denne booking',
} as const;

/** The one status badge of a booking (shared/domain/booking-status.ts, product §4). */
export const bookingStatusTexts = {
  cancelled: bookingChangeTexts.cancelledBadge,
  cancelledRefunded: 'Aflyst · refunderet',
  cancelledRefunding: 'Aflyst · refunderes',
  cancelledRefundFailed: 'Aflyst · refunderingen mislykkedes',
  cancelledCreditsBack: 'Aflyst · credits givet tilbage',
  completed: adminBookingTexts.completed,
  paid: adminBookingTexts.statusPaid,
  paidReady: 'Betalt · klar til at gennemføre',
  failed: customerPaymentStatusTexts.failed,
  cardCheckout: 'Afventer kortbetaling',
  invoiceOverdue: 'Faktura forfalden',
  invoiceSent: 'Afventer betaling · faktura sendt',
  cash: 'Afventer betaling · kontant',
  waiting: customerPaymentStatusTexts.waiting,
} as const;

/** The bookings tab as a day's work: its views and filters (product §2 'Bookings'). */
export const bookingViewTexts = {
  viewLabel: 'Visning',
  viewList: 'Liste',
  viewWeek: 'Uge',
  periodLabel: 'Vis bookinger',
  today: 'I dag',
  upcoming: 'Kommende',
  past: 'Tidligere',
  cancelled: 'Aflyste',
  all: adminBookingTexts.filterAll,
  paymentLabel: 'Betaling',
  paymentAll: 'Alle betalinger',
  noneToday: 'Ingen bookinger i dag.',
  noneUpcoming: 'Ingen kommende bookinger.',
  nonePast: 'Ingen tidligere bookinger.',
  noneCancelled: 'Ingen aflyste bookinger.',
  weekTitle: 'Uge {week}: {from} – {to}',
  previousWeek: 'Forrige uge',
  nextWeek: 'Næste uge',
  thisWeek: 'Denne uge',
  weekDayEmpty: 'Ingen bookinger',
  weekEntry: '{time}–{end} · {product}',
  weekBookingsOf: 'Bookinger {date}',
  selectedTitle: 'Valgt booking',
  closeSelected: 'Luk bookingen',
  completeFrom: 'Kan gennemføres fra {date} kl. {time}',
} as const;

/**
 * The owner moves and cancels any booking (product §4 'Moving and cancelling'): the dialog,
 * the server's answers and refusals, and the toasts of the tab's actions.
 */
export const ownerChangeTexts = {
  move: 'Flyt',
  moveTitle: 'Flyt booking',
  moveIntro:
    'Vælg en ny dato og et nyt tidspunkt. Du kan flytte til enhver ledig tid, som kan flyves, også inden for fristen og det mindste varsel. Kunden får en mail med den nye kalenderfil.',
  moveConfirm: bookingChangeTexts.confirmReschedule,
  keep: bookingChangeTexts.keepBooking,
  cancel: 'Aflys',
  cancelConfirm:
    'Vil du aflyse bookingen af {product} {when}? Tidspunktet bliver frigivet, og kunden får en mail.',
  cancelConfirmCard: '{amount} bliver refunderet til kundens kort.',
  cancelConfirmCredits: 'Kunden får {credits} credits tilbage.',
  cancelConfirmPaidOther: 'Bookingen er betalt ({method}). Det beløb skal du selv betale tilbage.',
  cancelConfirmInvoiceVoided: 'Den ubetalte faktura bliver annulleret.',
  confirmCancel: 'Ja, aflys bookingen',
  retryRefund: 'Prøv refunderingen igen',
  moved: 'Bookingen er flyttet til {date} kl. {time}.',
  movedMailed: 'Kunden har fået en mail med den nye kalenderfil.',
  cancelled: 'Bookingen er aflyst.',
  cancelledRefund: 'Bookingen er aflyst. {amount} bliver refunderet til kundens kort.',
  cancelledRefundFailed:
    'Bookingen er aflyst, men refunderingen kunne ikke startes endnu. Tryk på «Prøv refunderingen igen» om lidt.',
  refundRetried: 'Refunderingen er startet. {amount} bliver refunderet til kundens kort.',
  cancelledMailed: 'Kunden har fået en mail om aflysningen.',
  moveFailed: 'Bookingen kunne ikke flyttes. Prøv venligst igen.',
  cancelFailed: 'Bookingen kunne ikke aflyses. Prøv venligst igen.',
  markedPaid: 'Bookingen er markeret som betalt.',
  completedToast: 'Bookingen er gennemført.',
  notStartedYet:
    'Optagelsen kan først markeres som gennemført, når den er gået i gang ({date} kl. {time}).',
} as const;

/** 'Dagens rute' in the bookings tab: the owner's day as a route (product §2 'Bookings'). */
export const dayRouteTexts = {
  title: 'Dagens rute',
  intro: 'Dagens bookinger i tidsorden med køreturene imellem, som piloten kører dem.',
  date: adminBookingTexts.date,
  dateRequired: 'Vælg en dato',
  listLabel: 'Ruten {date}',
  base: 'Udgangsadresse: {address}',
  noBase:
    'Der er ingen udgangsadresse, så køreturen til den første og fra den sidste optagelse er ikke med.',
  noBaseLink: 'Skriv udgangsadressen under Indstillinger',
  home: 'Tilbage til udgangsadressen',
  workingDay: 'Arbejdsdag {opens}–{closes}',
  noWorkingDay: 'Ingen åbningstider denne dag',
  buffer: '{duration} til at gøre klar på hver adresse',
  drive: 'Kørsel {duration}',
  driveUnknown: 'Kørsel ukendt',
  spare: '{duration} til overs',
  short: 'Kan ikke nås: mangler {duration}',
  stopTitle: '{time}–{end} · {product}',
  address: adminBookingTexts.address,
  addressMap: 'Vis adressen i kort',
  customer: adminBookingTexts.customer,
  name: 'Navn',
  phone: 'Telefon',
  outsideHours: adminBookingTexts.outsideHours,
  mapLink: 'Åbn ruten i kort',
  newWindow: commonTexts.opensInNewWindow,
  empty: 'Ingen bookinger denne dag.',
  loadFailed: 'Kunne ikke hente dagens rute',
} as const;

/** The completion e-mail (product §4: a new or changed delivery file sends it). */
export const completionMailTexts = {
  subject: 'Dine filer er klar: {product}',
  greeting: 'Hej',
  ready: 'Tak for at du valgte os. Filerne fra din optagelse {date} kl. {time} er klar:',
  download: profileTexts.downloadFiles,
  gallery: profileTexts.openGallery,
  downloadValid: 'Linket virker i 30 dage.',
  rateIntro: 'Vi vil blive glade for at høre, hvordan det gik. Bedøm optagelsen her:',
  rate: ratingTexts.title,
  signature: 'Venlig hilsen',
  /** The copy a firm's administrators get (product §2 'Firma'). */
  copySubject: 'Kopi: filerne er klar: {product} ({firm})',
  copyIntro:
    'Kopi til {firm}: filerne fra {booker}s booking {date} kl. {time}{reference} er leveret.',
  copyReference: ' (ref. {reference})',
} as const;
