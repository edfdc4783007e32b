/**
 * Availability of booking slots on the server: the 28-day window shown on the booking page
 * (two DynamoDB Queries: schedules and slot locks) and the check of one slot before a
 * booking is created (one Query for the schedules and one strongly consistent GetItem for
 * the slot lock). The slot lock written in the booking transaction stays the final guard.
 */
import type { Availability } from '@shared/api/availability';
import { copenhagenTimeZone } from '@shared/domain/copenhagen-time';
import { denmarkCentre, goldenHourOf, sunTimesOf } from '@shared/domain/golden-hour';
import { slotRefusal, slotTimingRefusal, slotWindow, windowDates } from '@shared/domain/slots';
import { listSchedulesFrom } from '@functions/capabilities/schedules/schedules';
import { getSlotLock, listSlotLocks } from './slot-locks';

export interface ShootLocation {
  lat: number;
  lon: number;
}

/** The free, future slots of the next 28 days (today included) with golden-hour marks. */
export async function getAvailabilityWindow(
  now: Date = new Date(),
  location: ShootLocation = denmarkCentre,
): Promise<Availability> {
  const dates = windowDates(now);
  const today = dates[0] ?? '';
  const lastDay = dates[dates.length - 1] ?? today;
  const [schedules, locks] = await Promise.all([
    listSchedulesFrom(today),
    listSlotLocks(today, lastDay),
  ]);
  const days = slotWindow({ schedules, locks, now });
  return {
    timezone: copenhagenTimeZone,
    today,
    days: days.map((day) => {
      const sun = sunTimesOf(day.date, location.lat, location.lon);
      return {
        date: day.date,
        weekday: day.weekday,
        sunrise: sun.sunrise,
        sunset: sun.sunset,
        slots: day.slots.map((slot) => ({
          time: slot.time,
          golden_hour: goldenHourOf(slot.at, sun),
        })),
      };
    }),
  };
}

/**
 * Whether a slot can be booked right now: a 30-minute slot start inside the 28-day window,
 * in the future, in the schedule (weekly plan with specific-date overrides) and not locked
 * by a booking.
 */
export async function isSlotBookable(
  date: string,
  time: string,
  now: Date = new Date(),
): Promise<boolean> {
  // Malformed, past and out-of-window slots never reach DynamoDB.
  if (slotTimingRefusal(date, time, now) !== null) return false;
  const schedules = await listSchedulesFrom(date);
  if (slotRefusal(schedules, date, time, now) !== null) return false;
  const lock = await getSlotLock(date, time);
  return lock === undefined;
}
