/**
 * Golden hour at the shoot location, from `suncalc` (sunrise and sunset = upper limb of the
 * Sun at the horizon, refraction included), shown in Copenhagen time.
 *
 * Rule: the morning golden hour is the hour from sunrise to sunrise + 60 min, the evening
 * golden hour the hour from sunset - 60 min to sunset. A 30-minute slot is golden when its
 * MIDPOINT (start + 15 min) lies in one of those half-open hours, [from, to). Every golden
 * hour therefore marks exactly two consecutive slots; e.g. sunrise 04:25 marks 04:30 and
 * 05:00, sunset 21:57 marks 21:00 and 21:30. Comparisons use exact instants (not the
 * rounded HH:MM), so daylight-saving days are handled too.
 */
import { getTimes } from 'suncalc';
import type { GoldenHour } from '../api/availability';
import { copenhagenToUtc, copenhagenWallClock } from './copenhagen-time';

/** The centre of Denmark, used when the shoot location is not known. */
export const denmarkCentre = { lat: 56.0, lon: 10.0 } as const;

export const goldenHourMinutes = 60;

const minuteMs = 60_000;

export interface SunTimes {
  /** The instants; null when the Sun does not rise or set that day. */
  sunriseAt: Date | null;
  sunsetAt: Date | null;
  /** Copenhagen wall-clock HH:MM, rounded to the nearest minute. */
  sunrise: string | null;
  sunset: string | null;
}

const validDate = (value: Date | null | undefined): Date | null =>
  value && !Number.isNaN(value.getTime()) ? value : null;

const roundedTime = (instant: Date | null): string | null =>
  instant &&
  copenhagenWallClock(new Date(Math.round(instant.getTime() / minuteMs) * minuteMs)).time;

/** Sun times asked before (date and location); the booking page asks for the same days. */
const sunTimesAsked = new Map<string, SunTimes>();

/** Sunrise and sunset on a Copenhagen date at a location. */
export function sunTimesOf(date: string, lat: number, lon: number): SunTimes {
  const key = `${date}|${lat}|${lon}`;
  const known = sunTimesAsked.get(key);
  if (known) return known;
  const times = computeSunTimes(date, lat, lon);
  if (sunTimesAsked.size > 20_000) sunTimesAsked.clear();
  sunTimesAsked.set(key, times);
  return times;
}

function computeSunTimes(date: string, lat: number, lon: number): SunTimes {
  // Noon of the date anchors suncalc to that day (noon always exists on the wall clock).
  const noon = copenhagenToUtc(date, '12:00') ?? new Date(`${date}T11:00:00Z`);
  const times = getTimes(noon, lat, lon);
  const sunriseAt = validDate(times.sunrise);
  const sunsetAt = validDate(times.sunset);
  return { sunriseAt, sunsetAt, sunrise: roundedTime(sunriseAt), sunset: roundedTime(sunsetAt) };
}

/**
 * Which golden hour, if any, a slot starting at `slotStart` (30 minutes long; an instant or
 * its ms since the epoch) belongs to.
 */
export function goldenHourOf(
  slotStart: Date | number,
  sun: Pick<SunTimes, 'sunriseAt' | 'sunsetAt'>,
  slotMinutes = 30,
): GoldenHour | null {
  const startMs = typeof slotStart === 'number' ? slotStart : slotStart.getTime();
  const midpoint = startMs + (slotMinutes / 2) * minuteMs;
  const hour = goldenHourMinutes * minuteMs;
  const sunrise = sun.sunriseAt?.getTime();
  if (sunrise !== undefined && midpoint >= sunrise && midpoint < sunrise + hour) return 'morning';
  const sunset = sun.sunsetAt?.getTime();
  if (sunset !== undefined && midpoint >= sunset - hour && midpoint < sunset) return 'evening';
  return null;
}
