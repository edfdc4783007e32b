/**
 * Wall-clock time in Europe/Copenhagen, where every booking lives, computed with the
 * built-in `Intl.DateTimeFormat` (no time-zone package). ISO dates (YYYY-MM-DD) and times
 * (HH:MM) are wall-clock values; instants are `Date`s.
 *
 * Daylight saving: Copenhagen moves from +01:00 to +02:00 at 02:00 on the last Sunday of
 * March (02:00–02:59 do not exist that day) and back at 03:00 on the last Sunday of October
 * (02:00–02:59 happen twice). `copenhagenToUtc` returns null for a time that does not exist
 * and the EARLIER instant (still summer time, +02:00) for a time that happens twice.
 */
import { weekdays, type Weekday } from '../api/entities';

export const copenhagenTimeZone = 'Europe/Copenhagen';

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: copenhagenTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
}

interface WallClockParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock parts by Intl (slow: tens of microseconds a call). */
function formattedPartsAt(instant: Date): WallClockParts {
  const found: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') found[part.type] = Number(part.value);
  }
  return {
    year: found.year ?? 0,
    month: found.month ?? 0,
    day: found.day ?? 0,
    // Some engines print midnight as 24 even with h23.
    hour: (found.hour ?? 0) % 24,
    minute: found.minute ?? 0,
    second: found.second ?? 0,
  };
}

const hourMs = 60 * minuteMs;

/**
 * Copenhagen's offset during each UTC hour, asked of Intl once per hour: the offset changes
 * only on whole UTC hours (01:00 UTC in the EU), so every instant of the hour shares it. The
 * availability window asks for thousands of instants within a few hundred hours.
 */
const offsetOfHour = new Map<number, number>();

function offsetMinutesAt(instant: Date): number {
  const hour = Math.floor(instant.getTime() / hourMs);
  let offset = offsetOfHour.get(hour);
  if (offset === undefined) {
    const start = new Date(hour * hourMs);
    const p = formattedPartsAt(start);
    const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    offset = Math.round((asUtc - start.getTime()) / minuteMs);
    if (offsetOfHour.size > 100_000) offsetOfHour.clear();
    offsetOfHour.set(hour, offset);
  }
  return offset;
}

function partsAt(instant: Date): WallClockParts {
  const wall = new Date(instant.getTime() + offsetMinutesAt(instant) * minuteMs);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const two = (n: number): string => String(n).padStart(2, '0');

/** The date and time (HH:MM, seconds cut off) in Copenhagen at an instant. */
export function copenhagenWallClock(instant: Date): WallClock {
  const p = partsAt(instant);
  return {
    date: `${String(p.year).padStart(4, '0')}-${two(p.month)}-${two(p.day)}`,
    time: `${two(p.hour)}:${two(p.minute)}`,
  };
}

/** Today's date in Copenhagen (YYYY-MM-DD). */
export function copenhagenToday(now: Date = new Date()): string {
  return copenhagenWallClock(now).date;
}

/** Copenhagen's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function copenhagenOffsetMinutes(instant: Date): number {
  return offsetMinutesAt(instant);
}

function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not an ISO date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Minutes since midnight of an HH:MM time. */
export function minutesOfTime(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`Not an HH:MM time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** HH:MM of minutes since midnight (0–1439). */
export function timeOfMinutes(minutes: number): string {
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/**
 * The UTC instant of a wall-clock date and time in Copenhagen: null when the time does not
 * exist (skipped by the spring-forward change), the earlier instant when it happens twice
 * (the fall-back change).
 */
function computeCopenhagenToUtc(date: string, time: string): Date | null {
  const [year, month, day] = parseDate(date);
  const minutes = minutesOfTime(time);
  const asUtc = Date.UTC(year, month - 1, day) + minutes * minuteMs;
  // Whatever the offset is at this wall-clock time, it is one of the offsets in force a day
  // before or a day after (changes are months apart).
  const before = copenhagenOffsetMinutes(new Date(asUtc - dayMs));
  const after = copenhagenOffsetMinutes(new Date(asUtc + dayMs));
  // The same offset on both sides: no change in between, so a real calendar date and a time
  // of day exist exactly once.
  if (before === after) {
    const midnight = new Date(Date.UTC(year, month - 1, day));
    const realDate =
      midnight.getUTCFullYear() === year &&
      midnight.getUTCMonth() === month - 1 &&
      midnight.getUTCDate() === day;
    const realTime = minutes < 24 * 60 && Number(time.slice(3)) < 60;
    return realDate && realTime ? new Date(asUtc - before * minuteMs) : null;
  }
  const offsets = [before, after];
  const matches = offsets
    .map((offset) => new Date(asUtc - offset * minuteMs))
    .filter((instant) => {
      const wall = copenhagenWallClock(instant);
      return wall.date === date && wall.time === time;
    })
    .sort((a, b) => a.getTime() - b.getTime());
  return matches[0] ?? null;
}

/**
 * `computeCopenhagenToUtc`, remembered: the availability window asks for the same slot grid
 * on every request (instants as ms, so no caller can change a remembered Date).
 */
const instantOfWallClock = new Map<string, number | null>();

export function copenhagenToUtc(date: string, time: string): Date | null {
  const key = `${date}T${time}`;
  let instant = instantOfWallClock.get(key);
  if (instant === undefined) {
    instant = computeCopenhagenToUtc(date, time)?.getTime() ?? null;
    if (instantOfWallClock.size > 50_000) instantOfWallClock.clear();
    instantOfWallClock.set(key, instant);
  }
  return instant === null ? null : new Date(instant);
}

/** An ISO date `days` days later (or earlier when negative); calendar days, no time zone. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day) + days * dayMs).toISOString().slice(0, 10);
}

/** The lowercase English weekday of an ISO date, e.g. 'monday'. */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = parseDate(date);
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7] as Weekday;
}
