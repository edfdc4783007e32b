/**
 * When a customer may still move or cancel a booking (issue 17): until the cut-off (hours
 * before the shoot, a business setting), while the booking is neither cancelled, deleted nor
 * completed, and not in the middle of a card checkout. Pure, for the server (which decides)
 * and the browser (which explains a disabled button).
 */
import type { Booking } from '@shared/api/entities';
import { bookingConfirmedTexts } from '@shared/texts/booking';
import { bookingChangeTexts as t } from '@shared/texts/booking-changes';
import { fillText } from '@shared/texts/fill';
import { copenhagenToUtc } from '@shared/domain/copenhagen-time';
import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import { shootWindow } from '@shared/domain/shoot-weather';
import { shootStart } from './shoot';
import { phaseOf } from './states';

export type ChangeRefusal = 'cancelled' | 'completed' | 'checkout_open' | 'past_cutoff';

export type ChangeableBooking = Pick<
  Booking,
  'booking_date' | 'booking_time' | 'is_completed' | 'deleted_at' | 'payment_status'
> &
  Partial<Pick<Booking, 'cancelled_at'>>;

const hourMs = 60 * 60 * 1000;

/** The date and time of a shoot, booked or about to be. */
export type ShootSlot = Pick<Booking, 'booking_date' | 'booking_time'>;

/** The last instant a booking can be moved or cancelled: its start minus the cut-off. */
export function changeDeadline(booking: ShootSlot, cutoffHours: number): Date {
  return new Date(shootStart(booking).getTime() - cutoffHours * hourMs);
}

/** Why a booking can no longer be moved or cancelled, or null when it can. */
export function changeRefusal(
  booking: ChangeableBooking,
  cutoffHours: number,
  now: Date,
): ChangeRefusal | null {
  const refusal = ownerChangeRefusal(booking);
  if (refusal) return refusal;
  // A failed checkout is still the customer's to pay ('Betal nu') or to let go.
  if (booking.payment_status === 'failed') return 'checkout_open';
  if (now.getTime() >= changeDeadline(booking, cutoffHours).getTime()) return 'past_cutoff';
  return null;
}

/**
 * Whether the weather check warned about this booking's present hours and the shoot is still
 * ahead: bad weather is a free move (product §4 'Weather check'), so its customer may then move
 * it past the cut-off. Cancelling keeps the cut-off.
 */
export function weatherMoveOpen(
  booking: ShootSlot & Partial<Pick<Booking, 'duration_minutes' | 'weather'>>,
  now: Date,
): boolean {
  const weather = booking.weather;
  if (!weather || (weather.status !== 'too_windy' && weather.status !== 'rain')) return false;
  const start = copenhagenToUtc(booking.booking_date, booking.booking_time);
  const hours = shootWindow({ ...booking, duration_minutes: booking.duration_minutes ?? 30 });
  return (
    start !== null &&
    start.getTime() > now.getTime() &&
    hours !== null &&
    `${hours.from}/${hours.to}` === weather.window
  );
}

/** Why the customer cannot move a booking, or null: the cut-off, unless bad weather opens it. */
export function moveRefusal(
  booking: ChangeableBooking & Partial<Pick<Booking, 'duration_minutes' | 'weather'>>,
  cutoffHours: number,
  now: Date,
): ChangeRefusal | null {
  const refusal = changeRefusal(booking, cutoffHours, now);
  return refusal === 'past_cutoff' && weatherMoveOpen(booking, now) ? null : refusal;
}

/** Why the owner cannot move or cancel a booking (no cut-off binds the owner). */
export type OwnerChangeRefusal = Exclude<ChangeRefusal, 'past_cutoff'>;

/**
 * Why the owner cannot move or cancel a booking, or null when they can: any booking neither
 * cancelled, deleted nor completed, at any time, except while the customer is at the card
 * checkout (it may still be paid; it is decided within 30 minutes).
 */
export function ownerChangeRefusal(booking: ChangeableBooking): OwnerChangeRefusal | null {
  const phase = phaseOf(booking);
  if (phase === 'cancelled' || phase === 'deleted') return 'cancelled';
  if (phase === 'completed') return 'completed';
  if (booking.payment_status === 'pending') return 'checkout_open';
  return null;
}

/**
 * How long the cancel that requested a refund may still be starting it at Stripe: a second
 * cancel within this time is the same customer's double tap, not a retry.
 */
export const refundStartingMs = 60_000;

/**
 * A cancelled booking whose card refund Stripe has not taken yet: cancelling again retries.
 * A refund requested less than a minute ago is still being started by the cancel that
 * requested it (a concurrent cancel is refused as changed meanwhile, not told it succeeded);
 * one Stripe refused may be retried at once.
 */
export const refundToRetry = (
  booking: Pick<Booking, 'cancelled_at' | 'refund'>,
  now: Date = new Date(),
): boolean => {
  if (!booking.cancelled_at) return false;
  if (booking.refund?.status === 'failed') return true;
  return (
    booking.refund?.status === 'requested' &&
    now.getTime() - Date.parse(booking.cancelled_at) >= refundStartingMs
  );
};

/** The owner's refusal in the owner's words (server and browser). */
export function ownerChangeRefusalText(refusal: OwnerChangeRefusal): string {
  if (refusal === 'checkout_open') return t.ownerCheckoutOpen;
  return changeRefusalText(refusal, 0);
}

/**
 * Whether a shoot about to be booked is already inside the cut-off, so the booking could never
 * be moved or cancelled (the payment page says so instead of promising it).
 */
export function insideCutoff(slot: ShootSlot, cutoffHours: number, now: Date): boolean {
  return now.getTime() >= changeDeadline(slot, cutoffHours).getTime();
}

/** Where the customer reads the promise on moving and cancelling. */
export type ChangePromisePlace = 'payment' | 'thankYou' | 'mail';

const promiseTexts: Record<ChangePromisePlace, string> = {
  payment: t.rule,
  thankYou: bookingConfirmedTexts.nextChange,
  mail: t.ruleInMail,
};

/**
 * The sentence on moving and cancelling that fits the cut-off that applies: the free-change
 * rule (in the words of the payment page, the thank-you page or the mail), or, when the shoot
 * is already inside the cut-off, that the booking cannot be moved or cancelled. No page or
 * mail promises a free change the server would refuse.
 */
export function changePromiseText(
  slot: ShootSlot,
  cutoffHours: number,
  now: Date,
  place: ChangePromisePlace = 'payment',
): string {
  const text = insideCutoff(slot, cutoffHours, now) ? t.insideCutoff : promiseTexts[place];
  return fillText(text, { hours: cutoffHours });
}

/** Why a booking cannot be moved or cancelled, in the customer's words (server and browser). */
export function changeRefusalText(refusal: ChangeRefusal, cutoffHours: number): string {
  switch (refusal) {
    case 'cancelled':
      return t.alreadyCancelled;
    case 'completed':
      return t.completed;
    case 'checkout_open':
      return t.checkoutOpen;
    case 'past_cutoff':
      return fillText(t.pastCutoff, { hours: cutoffHours });
  }
}

/** 'Flyttet til {date} kl. {time}': where a booking is now, beside a document of before. */
export const movedToText = (to: { date: string; time: string }): string =>
  fillText(t.movedTo, { date: formatDanishDate(to.date), time: formatTime24(to.time) });

/** 'Flyttet fra {date} kl. {time}': where a moved booking was before (profile and admin). */
export const movedFromText = (from: NonNullable<Booking['rescheduled_from']>): string =>
  fillText(t.movedFrom, { date: formatDanishDate(from.date), time: formatTime24(from.time) });
