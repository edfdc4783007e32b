/**
 * The owner's private busy times as the slots they take (decision 0038): every 30-minute slot
 * (Copenhagen wall clock) that overlaps a busy interval is taken, as a booking's slot is, so
 * a shoot whose length covers it is not offered. Copenhagen's offsets are whole hours, so a
 * slot boundary in UTC is one on the wall clock too.
 */
import { addDays, copenhagenToUtc, copenhagenWallClock } from './copenhagen-time';
import type { TimedStop } from './day-route';
import { slotMinutes, type BookedSlot } from './slots';

const slotMs = slotMinutes * 60_000;

export interface BusySpan {
  /** ISO instants, end exclusive. */
  start: string;
  end: string;
  /** Where the event is, when its calendar says (GEO, or LOCATION found by the geocoder). */
  lat?: number;
  lon?: number;
}

/** The slots the busy intervals take, each once. */
export function busySlots(busy: readonly BusySpan[]): BookedSlot[] {
  const taken = new Map<string, BookedSlot>();
  for (const interval of busy) {
    const start = Date.parse(interval.start);
    const end = Date.parse(interval.end);
    if (!Number.isFinite(start) || !Number.isFinite(end)) continue;
    for (let at = Math.floor(start / slotMs) * slotMs; at < end; at += slotMs) {
      const clock = copenhagenWallClock(new Date(at));
      taken.set(`${clock.date} ${clock.time}`, {
        booking_date: clock.date,
        booking_time: clock.time,
      });
    }
  }
  return [...taken.values()];
}

/** Whether a shoot from `start` to `end` (ms) overlaps a busy interval. */
export const overlapsBusy = (busy: readonly BusySpan[], start: number, end: number): boolean =>
  busy.some((interval) => Date.parse(interval.start) < end && Date.parse(interval.end) > start);

/** The day's first instant and the next day's (ms), Copenhagen. */
function dayRange(date: string): [number, number] | null {
  const from = copenhagenToUtc(date, '00:00')?.getTime();
  const to = copenhagenToUtc(addDays(date, 1), '00:00')?.getTime();
  return from === undefined || to === undefined ? null : [from, to];
}

/**
 * The busy times of a Copenhagen date that have a place, as stops of the pilot's day route
 * (shared/domain/day-route.ts): the drive to the private appointment and on from it is then
 * needed as between two shoots (issue 44). Busy times without a place take only their slots.
 */
export function busyStopsOn(busy: readonly BusySpan[], date: string): TimedStop[] {
  const range = dayRange(date);
  if (!range) return [];
  const [from, to] = range;
  return busy.flatMap((interval, index): TimedStop[] => {
    if (interval.lat === undefined || interval.lon === undefined) return [];
    const start = Date.parse(interval.start);
    const end = Date.parse(interval.end);
    if (!(start < to && end > from)) return [];
    return [
      { id: `private:${index}`, start, end, place: { lat: interval.lat, lon: interval.lon } },
    ];
  });
}
