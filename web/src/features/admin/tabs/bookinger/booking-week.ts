/**
 * The bookings tab's week view (product §2 'Bookings'): Monday to Sunday, each day's bookings
 * (cancelled ones left out) in time order. Pure: dates are Copenhagen calendar dates.
 */
import type { Booking } from '@shared/api/entities';
import { addDays, mondayIndex } from '@shared/domain/danish-format';
import { byDateAndTime } from './booking-filters';
import type { PrivateBusy } from '@shared/api/private-calendars';
import { copenhagenWallClock } from '@shared/domain/copenhagen-time';

type PrivateBusySpan = PrivateBusy[number];

/** The Monday of the week a date lies in. */
export const weekStartOf = (date: string): string => addDays(date, -mondayIndex(date));

/** The ISO 8601 week number (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeekNumber(date: string): number {
  const thursday = addDays(weekStartOf(date), 3);
  const yearStart = Date.UTC(Number(thursday.slice(0, 4)), 0, 1);
  const days = (Date.parse(`${thursday}T00:00:00Z`) - yearStart) / 86_400_000;
  return Math.floor(days / 7) + 1;
}

export interface WeekDay {
  date: string;
  bookings: Booking[];
}

/** The seven days from `monday`, each with its bookings that are not cancelled, by time. */
export function weekOf(bookings: readonly Booking[], monday: string): WeekDay[] {
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const shown = bookings.filter((b) => !b.cancelled_at).sort(byDateAndTime);
  return days.map((date) => ({ date, bookings: shown.filter((b) => b.booking_date === date) }));
}

/** A private busy time on one day of the week view: its wall-clock start and end there. */
export interface PrivateSpan {
  from: string;
  to: string;
}

/**
 * The owner's private busy times that lie on `date` (Copenhagen), clipped to the day
 * ('00:00' to '24:00'), in time order. Titles are never known here: only 'Privat'.
 */
export function privateSpansOn(busy: readonly PrivateBusySpan[], date: string): PrivateSpan[] {
  return busy
    .map((interval) => ({
      start: copenhagenWallClock(new Date(interval.start)),
      end: copenhagenWallClock(new Date(interval.end)),
    }))
    .filter(
      ({ start, end }) =>
        start.date <= date && (end.date > date || (end.date === date && end.time > '00:00')),
    )
    .map(({ start, end }) => ({
      from: start.date < date ? '00:00' : start.time,
      to: end.date > date ? '24:00' : end.time,
    }))
    .sort((a, b) => a.from.localeCompare(b.from));
}
