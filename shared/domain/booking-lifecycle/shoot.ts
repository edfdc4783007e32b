/**
 * The shoot of a booking (issue 39): whether it will be flown, whether it holds its slot, when
 * it starts, and which of the jobs before it (the weather check, the reminder) are due. Every
 * feature that asks about the shoot asks here: weather, reminders, the day's route, permits,
 * the pages and the mails.
 */
import type { Booking } from '@shared/api/entities';
import { copenhagenToUtc } from '../copenhagen-time';
import { weatherCheckHours } from '../shoot-weather';
import { stateOf, type StateFields } from './states';

const hourMs = 3_600_000;

/**
 * Whether the shoot will be flown: a booked shoot that is paid, or is paid for at or after it
 * (cash, an invoice), whatever the way to pay. Not during a card checkout (not booked until
 * paid), nor after a failed payment, a cancel or the shoot.
 */
export function willBeFlown(booking: StateFields): boolean {
  const { phase, payment } = stateOf(booking);
  return phase === 'booked' && (payment === 'paid' || payment === 'awaiting_payment');
}

/** Whether the booking holds its slots and its stop on the day's route: until cancelled or deleted. */
export function holdsSlot(booking: Omit<StateFields, 'payment_status'>): boolean {
  return !booking.deleted_at && !booking.cancelled_at;
}

/** The instant a shoot starts (its Copenhagen wall-clock date and time). */
export function shootStart(booking: Pick<Booking, 'booking_date' | 'booking_time'>): Date {
  return (
    copenhagenToUtc(booking.booking_date, booking.booking_time) ??
    new Date(`${booking.booking_date}T${booking.booking_time}:00Z`)
  );
}

/** Whether the shoot's time has come (its start is not in the future). */
export const shootHasStarted = (
  booking: Pick<Booking, 'booking_date' | 'booking_time'>,
  now: Date,
): boolean => shootStart(booking).getTime() <= now.getTime();

/** Whether a shoot that will be flown starts within `hours` from now (and not before now). */
function flownWithin(booking: StateFields & Booking, now: Date, hours: number): boolean {
  if (!willBeFlown(booking)) return false;
  const ahead = shootStart(booking).getTime() - now.getTime();
  return ahead > 0 && ahead <= hours * hourMs;
}

/** The reminder goes a day before the shoot. */
export const reminderHours = 24;

/** Whether the shoot's reminder is due now: it will be flown and starts within 24 hours. */
export const reminderDue = (booking: Booking, now: Date): boolean =>
  flownWithin(booking, now, reminderHours);

/**
 * Whether the weather check reads the forecast for this shoot now: it will be flown (card,
 * cash, invoice or credits alike), starts within 48 hours, and its place is known.
 */
export const weatherCheckDue = (booking: Booking, now: Date): boolean =>
  typeof booking.shoot_lat === 'number' &&
  typeof booking.shoot_lon === 'number' &&
  flownWithin(booking, now, weatherCheckHours);
