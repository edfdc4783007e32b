/**
 * `POST /api/bookings`: creates a booking with every amount computed here from the stored
 * product, the customer's stored credit balance and the stored discount code (the body has
 * no prices; its schema strips any the browser sends). The address, the time (every rule of
 * product §4: length, notice, daylight, the drive) and the code are checked first for clear
 * messages; the data layer's ONE transaction (booking, slot locks, the day's route at the
 * version decided on, credit deduction, discount use) is the guard that settles races. Card bookings with an
 * amount to pay get a checkout session; if the provider fails, the booking is deleted again.
 * The customer's name and phone (product §5 'Booking') go on the booking and, in a write of
 * their own after it, on the profile to fill the next booking. The booking gets its number
 * ('B-1042', decision 0030) and the access notes typed beside the address (issue 40).
 */
import type { CreateBookingBody, CreatedBooking } from '@shared/api/booking';
import type { Booking, BookingSold, PaymentStatus, Product, Profile } from '@shared/api/entities';
import {
  bookingPrice,
  editingAmount,
  editingSelected,
  orderAmount,
  type BookingPrice,
} from '@shared/domain/pricing';
import { soldPrices } from '@shared/domain/receipt';
import { countsTowardUnpaidCap, paidLater } from '@shared/domain/booking-lifecycle/money';
import {
  holdsCardCheckout,
  maxOpenCardCheckouts,
} from '@shared/domain/booking-lifecycle/checkout-cap';
import { receiptDue } from '@shared/domain/booking-lifecycle/documents';
import { accountEmail } from '@functions/lib/account-email';
import { withBookingLock } from '@functions/stores/booking-locks';
import {
  type NewBooking,
  createBooking,
  expireBooking,
} from '@functions/stores/booking/booking-days';
import { getBooking, listBookingsByUser } from '@functions/stores/booking/booking-items';
import { nextBookingNumber } from '@functions/stores/booking/booking-numbers';
import {
  ConcurrentChangeError,
  DayChangedError,
  DiscountExhaustedError,
  FirstBookingDiscountTakenError,
  InsufficientCreditsError,
  SlotTakenError,
} from '@functions/data/errors';
import { config } from '@functions/lib/config';
import { fillText } from '@shared/texts/fill';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { ensureProfile, getProfile, saveContactDetails } from '@functions/stores/profiles';
import { AddressNotValidatedError, coverageOfAddress } from '@functions/geo/address-coverage';
import type { Caller } from '@functions/lib/auth';
import { badRequest, conflict, HttpError, unauthorized } from '@functions/lib/errors';
import { respond, type InputOf } from '@functions/lib/http';
import { startBookingCheckout } from '@functions/capabilities/payments/booking-checkout';
import { sendBookingInvoice } from '@functions/capabilities/payments/booking-invoice';
import {
  bookingConfirmedMails,
  confirmationSettings,
} from '@functions/capabilities/mails/booking-confirmed-mails';
import type { GuardedItem } from '@functions/data/transactions';
import { assertBusinessCanSell } from '@functions/capabilities/settings/business-ready';
import { issueReceiptAfterPayment } from '@functions/capabilities/receipts/receipts';
import { decideShoot, type Place } from './slot-availability';
import { retryOnDayChange } from '@functions/stores/day-routes';
import { dayBusyError, shootRefusalError } from './shoot-refusals';
import { defaultShootMinutes } from '@shared/domain/slots';
import { bookableProduct, discountForOrder } from './validate-discount-code';
import { firstBookingDiscountClaim, getDiscountCodeByCode } from '@functions/stores/discount-codes';
import { bookingTexts } from '@shared/texts/booking';
import { logger } from '@functions/lib/logger';
import type { BookingFirm } from '@shared/api/entities';
import { firmTexts } from '@shared/texts/firms';
import { assertInvoiceAgreement, bookingFirmOf } from '@functions/capabilities/firms/booking-firm';
import { invoiceNotAgreed } from '@functions/capabilities/firms/firm-refusals';
import { FirmRefusal, firmBookingElements } from '@functions/stores/firms';
import { countMetric } from '@functions/lib/metrics';

/** What the booking's transaction writes besides it: its confirmation's mails, if any. */
type MailsOf = (booking: Booking) => GuardedItem[];

/** product §8: the confirmation text of each way to pay (card with a checkout shows none). */
const bookingConfirmedMessages = {
  credits: bookingTexts.confirmedWithCredits,
  invoice: bookingTexts.confirmedInvoice,
  cash: bookingTexts.confirmedCash,
  card: bookingTexts.paymentCompleted,
} as const;

/** The address's position when it lies in a zone; 422 in Danish otherwise. */
async function coveredPlace(address: string): Promise<Place> {
  try {
    const coverage = await coverageOfAddress(address);
    if (!coverage.covered) throw new HttpError(422, bookingTexts.addressOutside, 'address_outside');
    return { lat: coverage.location.lat, lon: coverage.location.lon };
  } catch (error) {
    if (error instanceof AddressNotValidatedError) {
      throw new HttpError(422, bookingTexts.addressNotValidated, 'address_not_validated');
    }
    throw error;
  }
}

/** The caller's profile (credit balance, e-mail), created when confirmation missed it. */
async function customerProfile(caller: Caller): Promise<Profile> {
  const profile = await getProfile(caller.userId);
  if (profile) return profile;
  const email = await accountEmail(caller.username);
  if (!email) throw unauthorized();
  return ensureProfile(caller.userId, email);
}

interface OrderDiscount {
  amount: number;
  id: string | null;
  code: string | null;
  /** The code is for the first booking only: the booking claims it in its transaction. */
  firstBookingOnly: boolean;
}

/** The validated discount of the order: its amount and code id, or a 400/409 with the reason. */
async function orderDiscount(
  code: string | null | undefined,
  order: number,
  userId: string,
): Promise<OrderDiscount> {
  if (!code?.trim()) return { amount: 0, id: null, code: null, firstBookingOnly: false };
  const check = await discountForOrder(code, order, userId);
  if (check.is_valid)
    return {
      amount: check.discount_amount,
      id: check.discount_code_id,
      code: check.code,
      firstBookingOnly: (await getDiscountCodeByCode(code))?.first_booking_only === true,
    };
  const message = check.error_message ?? bookingTexts.discountInvalid;
  if (message === bookingTexts.discountFirstBookingOnly)
    throw conflict(message, 'discount_first_booking_only');
  throw message === bookingTexts.discountUsedUp
    ? conflict(message, 'discount_used_up')
    : badRequest(message, 'discount_invalid');
}

function statusOf(method: CreateBookingBody['payment_method'], price: number): PaymentStatus {
  if (method === 'credits') return 'paid';
  if (method === 'card') return price === 0 ? 'paid' : 'pending';
  return 'awaiting_payment';
}

function newBooking(
  body: CreateBookingBody,
  product: Product,
  profile: Profile,
  price: BookingPrice,
  discount: { id: string | null; code: string | null },
  place: Place,
  firm: BookingFirm | undefined,
): NewBooking & { sold: BookingSold } {
  const editing = editingAmount(product, body.include_editing);
  return {
    duration_minutes: product.duration_minutes,
    shoot_lat: place.lat,
    shoot_lon: place.lon,
    user_id: profile.id,
    user_email: profile.email,
    customer_name: body.customer_name,
    customer_phone: body.customer_phone,
    product_id: product.id,
    product_name: product.name,
    booking_date: body.booking_date,
    booking_time: body.booking_time,
    address: body.address,
    ...(body.access_notes ? { access_notes: body.access_notes } : {}),
    // Booked for the firm: its documents name the firm (product §2 'Firma').
    ...(firm ? { firm } : {}),
    include_editing: editingSelected(product, body.include_editing),
    payment_status: statusOf(body.payment_method, price.price),
    payment_method: body.payment_method,
    payment_intent_id: null,
    discount_code_id: discount.id,
    // The schema only lets a booking through with the terms accepted (product §5).
    terms_accepted_at: new Date().toISOString(),
    ...price,
    // Its receipt and credit notes are built from these, never from the catalogue later.
    sold: soldPrices({
      productPrice: price.original_price - editing,
      editingPrice: editing,
      editingIncluded: product.is_editing_included,
      discount: price.discount_amount,
      discountCode: discount.code,
      credits: price.credits_used,
    }),
  };
}

/**
 * Decides the time on the day's route as stored now and writes the booking next to exactly
 * those stops; when another change of that day wins meanwhile, decides again (a few times,
 * then asks the customer to pick again).
 */
async function writeFlyableBooking(
  input: NewBooking,
  place: Place,
  mails: MailsOf,
): Promise<Booking> {
  try {
    return await retryOnDayChange(async () => {
      const decision = await decideShoot({
        date: input.booking_date,
        time: input.booking_time,
        durationMinutes: input.duration_minutes ?? defaultShootMinutes,
        place,
      });
      if (decision.refusal) throw shootRefusalError({ ...decision, refusal: decision.refusal });
      return createBooking(input, decision.route, mails);
    });
  } catch (error) {
    if (error instanceof DayChangedError) throw dayBusyError();
    throw error;
  }
}

async function writeBooking(input: NewBooking, place: Place, mails: MailsOf): Promise<Booking> {
  try {
    return await writeFlyableBooking(input, place, mails);
  } catch (error) {
    if (error instanceof SlotTakenError) throw conflict(bookingTexts.slotTaken, 'slot_taken');
    if (error instanceof InsufficientCreditsError) {
      throw conflict(bookingTexts.notEnoughCredits, 'insufficient_credits');
    }
    if (error instanceof DiscountExhaustedError) {
      throw conflict(bookingTexts.discountUsedUp, 'discount_used_up');
    }
    if (error instanceof FirstBookingDiscountTakenError) {
      throw conflict(bookingTexts.discountFirstBookingOnly, 'discount_first_booking_only');
    }
    // The owner withdrew the firm's invoice approval meanwhile.
    if (error instanceof FirmRefusal && error.reason === 'invoice_not_approved')
      throw invoiceNotAgreed();
    // The booker left the firm meanwhile.
    if (error instanceof FirmRefusal)
      throw conflict(firmTexts.firmBookingNotMember, 'not_firm_member');
    throw error;
  }
}

/**
 * Remembers the booking's name and phone on the profile for the next booking. A failure is
 * logged, never answered: the booking stands without it.
 */
async function rememberContactDetails(booking: Booking): Promise<void> {
  if (!booking.customer_name || !booking.customer_phone) return;
  try {
    await saveContactDetails(booking.user_id, {
      customer_name: booking.customer_name,
      customer_phone: booking.customer_phone,
    });
  } catch (error) {
    logger.error('booking_contact_details_not_saved', { bookingId: booking.id, error });
  }
}

/**
 * Refuses a further unpaid booking when the customer holds MAX_UNPAID_BOOKINGS already, and a
 * further card checkout when maxOpenCardCheckouts of theirs hold their slots (issue 46).
 */
async function assertUnderCaps(input: NewBooking): Promise<void> {
  const today = copenhagenToday();
  const bookings = await listBookingsByUser(input.user_id);
  if (paidLater(input.payment_method)) {
    const max = config().MAX_UNPAID_BOOKINGS;
    if (bookings.filter((b) => countsTowardUnpaidCap(b, today)).length >= max)
      throw conflict(fillText(bookingTexts.tooManyUnpaidBookings, { max }), 'too_many_unpaid');
    return;
  }
  const max = maxOpenCardCheckouts;
  if (bookings.filter((b) => holdsCardCheckout(b, today)).length >= max)
    throw conflict(fillText(bookingTexts.tooManyOpenCheckouts, { max }), 'too_many_checkouts');
}

/** A booking that holds its slot before its money: cash, invoice, or a card checkout. */
const heldUnpaid = (input: NewBooking): boolean =>
  paidLater(input.payment_method) || (input.payment_method === 'card' && input.price > 0);

/**
 * Writes the booking; an unpaid one (cash, invoice, a card checkout) only under the customer's
 * booking lock, after checking its cap, so concurrent requests cannot pass it together.
 */
async function writeCappedBooking(
  input: NewBooking,
  place: Place,
  mails: MailsOf,
): Promise<Booking> {
  if (!heldUnpaid(input)) return writeBooking(input, place, mails);
  try {
    return await withBookingLock(input.user_id, async () => {
      await assertUnderCaps(input);
      return writeBooking(input, place, mails);
    });
  } catch (error) {
    if (error instanceof ConcurrentChangeError)
      throw conflict(bookingTexts.bookingInProgress, 'booking_in_progress');
    throw error;
  }
}

/** Starts the card checkout; on any failure the booking and all it held are removed. */
async function startCheckoutOrUndo(booking: Booking): Promise<{ sessionId: string; url: string }> {
  try {
    return await startBookingCheckout(booking);
  } catch (error) {
    logger.error('booking_checkout_failed', { bookingId: booking.id, error });
    try {
      await expireBooking(booking.id);
    } catch (undoError) {
      logger.error('booking_checkout_undo_failed', { bookingId: booking.id, error: undoError });
    }
    throw new HttpError(502, bookingTexts.paymentStartFailed, 'checkout_failed');
  }
}

/**
 * Sends the booking's Stripe invoice; on any failure the booking and all it held (slot,
 * credits, discount use) are removed, as for a failed card checkout.
 */
async function sendInvoiceOrUndo(booking: Booking, sold: BookingSold): Promise<void> {
  try {
    // The lines as sold and frozen on the booking, never the catalogue as it is later.
    await sendBookingInvoice(booking, {
      productPrice: sold.product_price,
      editingPrice: sold.editing_price,
    });
  } catch (error) {
    logger.error('booking_invoice_failed', { bookingId: booking.id, error });
    try {
      await expireBooking(booking.id);
    } catch (undoError) {
      logger.error('booking_invoice_undo_failed', { bookingId: booking.id, error: undoError });
    }
    throw new HttpError(502, bookingTexts.paymentStartFailed, 'invoice_failed');
  }
}

export async function createBookingOperation({ body, caller }: InputOf<'createBooking'>) {
  if (!caller) throw unauthorized();
  await assertBusinessCanSell();
  const product = await bookableProduct(body.product_id, body.include_editing);
  const place = await coveredPlace(body.address);
  // A clear answer before anything is written; the transaction decides again on the route.
  const decision = await decideShoot({
    date: body.booking_date,
    time: body.booking_time,
    durationMinutes: product.duration_minutes,
    place,
  });
  if (decision.refusal) throw shootRefusalError({ ...decision, refusal: decision.refusal });
  const profile = await customerProfile(caller);
  const firmBooking = body.for_firm ? await bookingFirmOf(profile.id, body.reference) : undefined;
  const firm = firmBooking?.frozen;
  // 'Faktura' only by agreement with the booker's firm (decision 0035).
  if (body.payment_method === 'invoice') await assertInvoiceAgreement(profile.id, body.for_firm);
  const discount = await orderDiscount(
    body.discount_code,
    orderAmount(product, body.include_editing),
    profile.id,
  );
  const price = bookingPrice({
    product,
    includeEditing: body.include_editing,
    discount: discount.amount,
    creditsRequested: body.credits_to_use,
    creditBalance: profile.credits,
    // The firm's price agreement, for a booking made for the firm (decision 0035).
    agreementPercent: firmBooking?.terms.price_agreement_percent ?? 0,
  });
  if (body.payment_method === 'credits' && price.price > 0) {
    throw badRequest(bookingTexts.notEnoughCredits, 'insufficient_credits');
  }

  // Confirmed when written (nothing to pay by card or invoice first): its mails are queued
  // in the same transaction; the others' follow their payment (the webhook).
  // A firm billed monthly gets its bookings on one invoice a month (the monthly job), not one each.
  const invoicedNow =
    body.payment_method === 'invoice' && firmBooking?.terms.billing_mode !== 'monthly';
  const confirmedNow = !((body.payment_method === 'card' || invoicedNow) && price.price > 0);
  const settings = confirmedNow ? await confirmationSettings() : undefined;
  const input = newBooking(body, product, profile, price, discount, place, firm);
  const booking = await writeCappedBooking(
    // The drone zone as decided now: the admin's card shows it with 'Tilladelse modtaget'.
    // The number is drawn once, however often the day is decided again (decision 0030).
    { ...input, drone_zone: decision.droneZone ?? null, booking_number: await nextBookingNumber() },
    place,
    (written) => [
      ...(settings ? bookingConfirmedMails(written, settings) : []),
      // The code's one use per customer, settled in the booking's own transaction.
      ...(discount.firstBookingOnly
        ? [firstBookingDiscountClaim(written.user_id, written.id)]
        : []),
      // Still in the firm, and the firm's link to the booking, in the same transaction.
      ...(written.firm ? firmBookingElements(written, written.firm.id) : []),
    ],
  );
  await rememberContactDetails(booking);
  let created: CreatedBooking;
  if (body.payment_method === 'card' && booking.price > 0) {
    const checkout = await startCheckoutOrUndo(booking);
    created = {
      booking: { ...booking, payment_intent_id: checkout.sessionId },
      checkout_url: checkout.url,
      message: '',
    };
  } else if (invoicedNow && booking.price > 0) {
    // Stripe mails the invoice now; the confirmation mail follows its payment (invoice.paid).
    await sendInvoiceOrUndo(booking, input.sold);
    created = {
      booking: (await getBooking(booking.id)) ?? booking,
      checkout_url: null,
      message: bookingConfirmedMessages.invoice,
    };
  } else {
    if (receiptDue(booking)) await issueReceiptAfterPayment(booking.id);
    created = {
      booking,
      checkout_url: null,
      message: bookingConfirmedMessages[body.payment_method],
    };
  }
  countMetric('BookingCreated');
  return respond({ status: 201, body: created });
}
