/**
 * The sentences of the e-mails the product sends (functions/capabilities/mails/): the booking
 * confirmation and the owner's notice, moves and cancellations, the reminder, the newsletter
 * welcome and the account mails of the user pool. `{name}` placeholders are filled with
 * `fillText`. The receipt's and the delivery mail's own texts are in receipt.ts and
 * admin-bookings.ts, the newsletter sign-up's in newsletter.ts.
 */
import { bookingChangeTexts } from './booking-changes';
import { contactDetailsTexts } from './contact-details';

export const mailTexts = {
  greeting: 'Hej,',
  signoff: 'Venlig hilsen',
  siteName: 'Dronefoto',
  calendarAttached: 'Tidspunktet er vedhæftet som kalenderfil (booking.ics).',
  profileLink: 'Se dine bookinger',
} as const;

/** The booking's event in the calendar file (booking.ics): its title and description. */
export const calendarEventTexts = {
  summary: 'Droneoptagelse: {product}',
  summaryWithNumber: 'Droneoptagelse: {product} ({number})',
  description: 'Din booking af {product}.',
  descriptionWithNumber: 'Din booking af {product}. Booking-nr. {number}',
} as const;

/** The rows of a booking in its mails. */
export const bookingRowTexts = {
  customer: 'Kunde',
  name: contactDetailsTexts.nameLabel,
  phone: contactDetailsTexts.phoneLabel,
  product: 'Produkt',
  date: 'Dato',
  time: 'Tidspunkt',
  timeValue: 'kl. {time}',
  address: 'Adresse',
  editing: 'Redigering',
  yes: 'Ja',
  no: 'Nej',
  price: 'Pris',
  discount: 'Rabat',
  credits: 'Credits brugt',
  toPay: 'At betale',
  method: 'Betalingsmetode',
  status: 'Betalingsstatus',
} as const;

export const bookingConfirmationTexts = {
  subject: 'Bookingbekræftelse: {product} {when}',
  intro: 'Tak for din booking! Vi glæder os til at flyve for dig {when}.',
  paid: 'Din booking er betalt.',
  invoice: 'Du modtager en faktura på e-mail.',
  awaiting: 'Betalingen afventer.',
} as const;

export const ownerNoticeTexts = {
  subject: 'Ny booking: {product} {when}',
  intro: 'Ny booking: {product} {when}.',
  openInPanel: 'Se bookingen i adminpanelet',
} as const;

export const bookingMovedTexts = {
  subject: 'Booking flyttet: {product} {when}',
  moved: 'Din booking af {product} er flyttet til {when}.',
  released: 'Det tidligere tidspunkt ({when}) er frigivet.',
  address: 'Adresse: {address}',
  calendar: 'Den vedhæftede kalenderfil opdaterer aftalen i din kalender.',
  /** When the owner moved it (product §4 'Moving and cancelling'). */
  subjectByOwner: 'Vi har flyttet din booking: {product} {when}',
  movedByOwner: 'Vi har flyttet din booking af {product} til {when}.',
  ownerMoveQuestions: 'Passer det nye tidspunkt dig dårligt, så kontakt os, så finder vi et andet.',
} as const;

export const bookingCancelledTexts = {
  subject: 'Booking aflyst: {product} {when}',
  cancelled: 'Din booking af {product} {when} er aflyst.',
  refund:
    'Vi refunderer {amount} til dit kort. Det kan tage nogle dage, før beløbet står på din konto.',
  credits: 'Dine {credits} credits er givet tilbage.',
  calendar: 'Den vedhæftede kalenderfil fjerner aftalen fra din kalender.',
  /** When the owner cancelled it (product §4 'Moving and cancelling'). */
  subjectByOwner: 'Vi har aflyst din booking: {product} {when}',
  cancelledByOwner: 'Vi har desværre måttet aflyse din booking af {product} {when}.',
  /** The same words as the cancel dialog's, before the confirm. */
  refundManual: bookingChangeTexts.cancelConfirmOwnerRefunds,
  invoiceVoided: 'Fakturaen er annulleret, så du skal ikke betale den.',
  rebook: 'Du er velkommen til at booke en ny tid',
} as const;

/**
 * The owner's notice when a customer moves or cancels a booking (product §4 'Moving and
 * cancelling'): to every admin, with who to call and where.
 */
export const ownerChangeNoticeTexts = {
  movedSubject: 'Booking flyttet af kunden: {product} {when}',
  movedIntro: '{customer} har flyttet sin booking af {product} fra {from} til {when}.',
  cancelledSubject: 'Booking aflyst af kunden: {product} {when}',
  cancelledIntro: '{customer} har aflyst sin booking af {product} {when}. Tidspunktet er frigivet.',
  refundCard: 'Kortbetalingen på {amount} bliver refunderet til kunden automatisk.',
  refundNotStarted:
    'Refunderingen af {amount} kunne ikke startes endnu. Se bookingen under Bookinger i adminpanelet.',
  /** The follow-up when the card refund of a customer's cancel could not be started. */
  refundNotStartedSubject: 'Refunderingen er ikke startet: {product} {when}',
  creditsBack: 'Kunden har fået {credits} credits tilbage.',
  invoiceVoided: 'Den ubetalte faktura er annulleret.',
  paidOther:
    'Bookingen var betalt ({method}, {amount}). Det beløb skal du selv betale tilbage til kunden.',
  oldTime: 'Tidligere tidspunkt',
  newTime: 'Nyt tidspunkt',
  time: 'Tidspunkt',
} as const;

export const reminderTexts = {
  subject: 'Påmindelse: {product} {when}',
  tomorrow: 'Vi ses i morgen: {product} {when}.',
  address: 'Adresse: {address}',
  weather: 'Dårligt vejr? {rule}',
  manage: 'Se eller ændre din booking',
} as const;

export const newsletterWelcomeTexts = {
  subject: 'Velkommen til vores nyhedsbrev',
  frequency: 'Vi sender nyheder, tilbud og inspiration fra luften 1-2 gange om måneden.',
  unsubscribeBefore: 'Vil du ikke længere modtage nyhedsbrevet, kan du afmelde dig her.',
  unsubscribe: 'Afmeld nyhedsbrevet',
} as const;

/** The user pool's mails (the Cognito CustomMessage trigger). */
export const accountMailTexts = {
  signUpSubject: 'Bekræft din e-mail hos {site}',
  signUpTitle: 'Velkommen! Bekræft din e-mail',
  signUpBody:
    'Tak fordi du har oprettet en konto hos {site}. Klik på knappen for at bekræfte din e-mailadresse. Din kode er {code}.',
  signUpButton: 'Bekræft e-mail',
  resetSubject: 'Nulstil din adgangskode hos {site}',
  resetTitle: 'Nulstil din adgangskode',
  resetBody:
    'Vi har modtaget en anmodning om at nulstille adgangskoden til din konto. Klik på knappen for at vælge en ny adgangskode. Din kode er {code}. Har du ikke bedt om det, kan du se bort fra denne e-mail.',
  inviteSubject: 'Du er inviteret som administrator hos {site}',
  inviteTitle: 'Velkommen som administrator',
  invitePurpose: 'Du er inviteret til at administrere {site}s hjemmeside på {url}.',
  inviteSignIn: 'Log ind med din e-mail {email} og denne midlertidige adgangskode: {password}',
  inviteNext:
    'Når du har logget ind, vælger du din egen adgangskode (mindst {length} tegn). Derefter åbner adminpanelet med en guide til at gøre siden klar til bookinger. Den midlertidige adgangskode virker i {days} dage.',
  inviteButton: 'Log ind',
  linkFallback: 'Virker knappen ikke? Kopiér dette link ind i din browser: {url}',
  footer: '{site} · Dronefoto og -video',
} as const;

/** What Stripe shows on a booking's checkout page and invoice. */
export const paymentDocumentTexts = {
  description: '{when}, {address}',
  withEditing: ' (med redigering)',
  invoiceFooter: 'Alle beløb er inkl. 25 % moms. Moms udgør {moms} af {total}.',
} as const;
