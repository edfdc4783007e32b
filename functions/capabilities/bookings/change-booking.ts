/**
 * Moving and cancelling a booking (issue 17) until the cut-off before the shoot (a business
 * setting), by its owner from the profile (`/api/me/bookings/{id}/…`, anyone else gets a
 * 404) or by whoever holds the signed manage link of the booking mails
 * (`/api/booking-links/{id}…?sig=`); every admin is mailed of each. The admin's own moves
 * and cancels (owner-booking-changes.ts) reuse the move and the cancel below without the
 * cut-off. The server decides: the refusal rules of shared/domain/booking-changes.ts, the schedule and the slot lock for a move, and ONE
 * transaction for each change (functions/capabilities/bookings/booking-change-writes.ts). A paid card booking is
 * refunded through Stripe; cash, invoice and credits bookings are simply cancelled (an open
 * Stripe invoice is voided by payments); what becomes of the money is the lifecycle's
 * `cancelMoney`, said the same before and after the confirm. A cancelled booking that had a receipt gets a credit note
 * (functions/capabilities/receipts/credit-notes.ts).
 */
import type {
  BookingChangeResult,
  BookingLinkView,
  RescheduleBody,
} from '@shared/api/booking-changes';
import type { Booking } from '@shared/api/entities';
import {
  changeRefusal,
  changeRefusalText,
  moveRefusal,
  refundToRetry,
} from '@shared/domain/booking-lifecycle/changes';
import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import { bookingTexts } from '@shared/texts/booking';
import { bookingChangeTexts as t } from '@shared/texts/booking-changes';
import { fillText } from '@shared/texts/fill';
import { logger } from '@functions/lib/logger';
import { cancelBooking, moveBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getCancellationCutoffHours, getFlyingRules } from '@functions/stores/business-settings';
import { ConcurrentChangeError, DayChangedError, SlotTakenError } from '@functions/data/errors';
import type { Caller } from '@functions/lib/auth';
import { badRequest, conflict, notFound, unauthorized } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { manageLinkPurpose, verifySignedValue } from '@functions/capabilities/links/link-signing';
import { startBookingRefund } from '@functions/capabilities/payments/booking-refund';
import { issueCreditNoteAfterChange } from '@functions/capabilities/receipts/credit-notes';
import { voidBookingInvoice } from '@functions/capabilities/payments/booking-invoice';
import { cancelMoney } from '@shared/domain/booking-lifecycle/money';
import { cancelledText } from '@shared/domain/booking-lifecycle/cancel-texts';
import type { ChangedBy } from '@functions/capabilities/mails/booking-changes';
import { mailSite } from '@functions/capabilities/mails/send';
import {
  bookingCancelledMails,
  bookingMovedMails,
  refundNotStartedMails,
} from '@functions/capabilities/mails/booking-change-mails';
import type { GuardedItem } from '@functions/data/transactions';
import { decideShoot, type Place } from './slot-availability';
import { retryOnDayChange } from '@functions/stores/day-routes';
import { dayBusyError, shootRefusalError } from './shoot-refusals';
import { geocode } from '@functions/geo/geocode';

/** Where the booking's shoot is: as stored, or its address geocoded (older bookings). */
export async function shootPlaceOf(booking: Booking): Promise<Place | null> {
  if (typeof booking.shoot_lat === 'number' && typeof booking.shoot_lon === 'number')
    return { lat: booking.shoot_lat, lon: booking.shoot_lon };
  try {
    const found = await geocode(booking.address);
    return found && { lat: found.lat, lon: found.lon };
  } catch (error) {
    logger.warn('moved_booking_geocode_failed', { bookingId: booking.id, error });
    return null;
  }
}

async function ownBooking(id: string | undefined, caller: Caller | undefined): Promise<Booking> {
  if (!caller) throw unauthorized();
  const booking = id ? await getBooking(id) : undefined;
  if (!booking || booking.user_id !== caller.userId || booking.deleted_at)
    throw notFound(bookingTexts.bookingNotFound);
  return booking;
}

/** The booking of a manage link whose signature holds (any other link: 404, nothing said). */
async function linkedBooking(id: string | undefined, sig: string): Promise<Booking> {
  if (!id || !verifySignedValue(manageLinkPurpose, id, sig)) throw notFound(t.invalidLink);
  const booking = await getBooking(id);
  if (!booking || booking.deleted_at) throw notFound(t.invalidLink);
  return booking;
}

async function assertChangeable(booking: Booking, change: 'move' | 'cancel'): Promise<void> {
  const hours = await getCancellationCutoffHours();
  // Bad weather is a free move, past the cut-off too (product §4 'Weather check').
  const refusal = (change === 'move' ? moveRefusal : changeRefusal)(booking, hours, new Date());
  if (refusal) throw conflict(changeRefusalText(refusal, hours), refusal);
}

const changedMeanwhile = () => conflict(t.bookingChangedMeanwhile, 'changed_meanwhile');

/**
 * Moves a booking to the slot of `body` if the shoot can take it there (free, scheduled,
 * daylight, the drive; the minimum notice unless `waiveNotice`, for the owner): ONE
 * transaction (booking-change-writes.ts), decided on the day's route as stored, that also
 * queues the move's mails (the customer's, in the words of `by`; the admins' when the
 * customer moved it). Answers the booking as stored afterwards; refusals are Danish 4xx.
 */
export async function moveToSlot(
  booking: Booking,
  body: RescheduleBody,
  options: { waiveNotice?: boolean; by: ChangedBy; answering?: boolean },
): Promise<Booking> {
  const { booking_date: date, booking_time: time } = body;
  if (date === booking.booking_date && time === booking.booking_time)
    throw badRequest(t.sameSlot, 'same_slot');
  const [place, site] = await Promise.all([shootPlaceOf(booking), mailSite()]);
  let moved: Booking;
  try {
    moved = await retryOnDayChange(async () => {
      const decision = await decideShoot({
        date,
        time,
        durationMinutes: booking.duration_minutes,
        place,
        bookingId: booking.id,
        waiveNotice: options.waiveNotice,
      });
      if (decision.refusal) throw shootRefusalError({ ...decision, refusal: decision.refusal });
      return moveBooking(
        booking,
        date,
        time,
        decision.route,
        (moved) => bookingMovedMails(moved, options.by, site),
        { answering: options.answering, movedBy: options.by },
      );
    });
  } catch (error) {
    if (error instanceof SlotTakenError) throw conflict(bookingTexts.slotTaken, 'slot_taken');
    if (error instanceof ConcurrentChangeError) throw changedMeanwhile();
    if (error instanceof DayChangedError) throw dayBusyError();
    throw error;
  }
  logger.info('booking_rescheduled', { bookingId: moved.id, date, time, ...options });
  return moved;
}

/** Moves a booking to the slot of `body`, by the rules; the answer tells the customer. */
export async function rescheduleBooking(
  booking: Booking,
  body: RescheduleBody,
): Promise<BookingChangeResult> {
  await assertChangeable(booking, 'move');
  const moved = await moveToSlot(booking, body, { by: 'customer' });
  return {
    booking: moved,
    message: fillText(t.rescheduled, {
      date: formatDanishDate(moved.booking_date),
      time: formatTime24(moved.booking_time),
    }),
  };
}

/** What cancelling did: the booking as stored afterwards, and what became of its refund. */
export interface CancelOutcome {
  booking: Booking;
  /** none: nothing to refund; started: Stripe has it; failed: not yet (cancelling again retries). */
  refund: 'none' | 'started' | 'failed';
}

async function refundOutcome(
  booking: Booking,
  onFailure: GuardedItem[] = [],
): Promise<CancelOutcome> {
  const started = await startBookingRefund(booking, onFailure);
  return {
    booking: (await getBooking(booking.id)) ?? booking,
    refund: started ? 'started' : 'failed',
  };
}

/**
 * Cancels a booking, for the customer and the owner alike (the caller checks who may): ONE
 * transaction releases the slot, gives back credits and the discount use and queues the
 * customer's mail (in the words of whoever cancelled; with `notifyOwner`, the admins' notice
 * too), an open invoice is voided, and a paid card booking's refund is started at Stripe (one
 * Stripe did not take is told to the admins in a follow-up, with `notifyOwner`). A booking
 * cancelled before whose refund Stripe did not take gets the refund retried, and nothing else.
 */
export async function cancelWithRefund(
  booking: Booking,
  by: ChangedBy,
  options: { notifyOwner?: boolean; answering?: boolean } = {},
): Promise<CancelOutcome> {
  if (refundToRetry(booking)) {
    // A credit note an earlier cancel could not issue is issued now.
    await issueCreditNoteAfterChange(booking.id);
    return refundOutcome(booking);
  }
  const notifyOwner = options.notifyOwner ?? false;
  const site = await mailSite();
  let cancelled: Booking;
  try {
    const money = cancelMoney(booking);
    cancelled = await cancelBooking(
      booking,
      money.way === 'card_refund' ? { amount: money.amount } : null,
      (written) => bookingCancelledMails(written, by, { notifyOwner }, site),
      { answering: options.answering },
    );
  } catch (error) {
    if (error instanceof ConcurrentChangeError) throw changedMeanwhile();
    if (error instanceof DayChangedError) throw dayBusyError();
    throw error;
  }
  logger.info('booking_cancelled', {
    bookingId: cancelled.id,
    by,
    refund: Boolean(cancelled.refund),
  });
  await voidBookingInvoice(cancelled);
  // A booking that had a receipt gets its credit note (numbered, mailed once).
  await issueCreditNoteAfterChange(cancelled.id);
  if (cancelled.refund)
    return refundOutcome(cancelled, notifyOwner ? refundNotStartedMails(cancelled) : []);
  const written = cancelled.receipt_number ? await getBooking(cancelled.id) : undefined;
  return { booking: written ?? cancelled, refund: 'none' };
}

/**
 * Cancels a customer's booking by the cancel rules, for the cancel button and for 'Slet min
 * konto' alike: refused (409) past the cut-off or during a card checkout; otherwise as
 * `cancelWithRefund`. A booking cancelled before whose refund Stripe did not take gets the
 * refund retried.
 */
export async function cancelCustomerBooking(
  booking: Booking,
  options: { notifyOwner?: boolean } = {},
): Promise<CancelOutcome> {
  if (!refundToRetry(booking)) await assertChangeable(booking, 'cancel');
  return cancelWithRefund(booking, 'customer', options);
}

/**
 * Cancels by the rules and says what happened to the money in the customer's words (the words
 * the cancel dialog used before the confirm); the owner hears of it (not of a refund retried
 * later).
 */
async function cancelByRules(booking: Booking): Promise<BookingChangeResult> {
  const money = cancelMoney(booking);
  const outcome = await cancelCustomerBooking(booking, { notifyOwner: true });
  return {
    booking: outcome.booking,
    message: cancelledText(money, outcome.refund === 'started'),
  };
}

export const rescheduleMyBooking = async ({
  params,
  body,
  caller,
}: InputOf<'rescheduleMyBooking'>) => rescheduleBooking(await ownBooking(params.id, caller), body);

export const cancelMyBooking = async ({ params, caller }: InputOf<'cancelMyBooking'>) =>
  cancelByRules(await ownBooking(params.id, caller));

export async function getBookingByLink({
  params,
  query,
}: InputOf<'getBookingByLink'>): Promise<BookingLinkView> {
  const booking = await linkedBooking(params.id, query.sig);
  return { booking, cancellation_cutoff_hours: await getCancellationCutoffHours() };
}

export const rescheduleBookingByLink = async ({
  params,
  query,
  body,
}: InputOf<'rescheduleBookingByLink'>) =>
  rescheduleBooking(await linkedBooking(params.id, query.sig), body);

export const cancelBookingByLink = async ({ params, query }: InputOf<'cancelBookingByLink'>) =>
  cancelByRules(await linkedBooking(params.id, query.sig));

export async function getBookingRules() {
  const [cutoff, rules] = await Promise.all([getCancellationCutoffHours(), getFlyingRules()]);
  return {
    cancellation_cutoff_hours: cutoff,
    min_notice_hours: rules.minNoticeHours,
    allow_after_sunset: rules.allowAfterSunset,
  };
}
