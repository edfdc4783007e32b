/**
 * The owner's private busy times as the slots they take (decision 0038): every 30-minute slot
 * (Copenhagen wall clock) that overlaps a busy interval is taken, as a booking's slot is, so
 * a shoot whose length covers it is not offered. Copenhagen's offsets are whole hours, so a
 * slot boundary in UTC is one on the wall clock too.
 */
import { copenhagenWallClock } from './copenhagen-time';
import { slotMinutes, type BookedSlot } from './slots';

const slotMs = slotMinutes * 60_000;

export interface BusySpan {
  /** ISO instants, end exclusive. */
  start: string;
  end: string;
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
