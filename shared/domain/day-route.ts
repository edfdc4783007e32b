/**
 * The pilot's day as a route (product §4), as pure functions: one pilot drives from the base
 * to each of the day's shoots in order of time and home again.
 *
 * Rules:
 * - A shoot at place A can start at `start` only if the pilot can leave the previous stop
 *   (the booking before it that day, or the base at the start of the working day), drive to
 *   A and have the buffer to park and get ready before `start`; and can leave A at its end,
 *   drive to the next booking and have the buffer before that one starts.
 * - With no booking after it, the pilot must be home by the end of the working day (no
 *   buffer to get home). The working day is the date's scheduled hours: the owner's opening
 *   hours include the driving to and from the base.
 * - A drive of 0 minutes (the same place) needs no buffer: the pilot is already there.
 * - A stop whose place is unknown (older bookings) or a day without a base skips the legs
 *   it would need; the shoots' times still may not overlap.
 */

export interface Place {
  lat: number;
  lon: number;
}

/** A booking's stop as the day's route stores it. */
export interface RouteStop {
  booking_id: string;
  /** HH:MM start, Copenhagen wall clock. */
  time: string;
  duration_minutes: number;
  lat: number | null;
  lon: number | null;
}

/** A stop placed in time (ms since the epoch). */
export interface TimedStop {
  id: string;
  start: number;
  end: number;
  place: Place | null;
}

/** Minutes by car from one place to another. */
export type DriveLookup = (from: Place, to: Place) => number;

export interface RouteDay {
  /** The day's other stops (without the one being decided). */
  stops: readonly TimedStop[];
  base: Place | null;
  /** The working day's first and last instant (null: no hours that day). */
  workingDay: { from: number | null; to: number | null };
  bufferMinutes: number;
}

/**
 * Why the route refuses a shoot: it overlaps another; the drive from the previous shoot or to
 * the next one is too long; or (no shoot before or after it that day) the drive from the base
 * at the start of the working day, or home to it by its end, is.
 */
export type RouteRefusal = 'overlap' | 'from_previous' | 'to_next' | 'from_base' | 'to_base';

/** Whether a route refusal is the drive to or from the base (not another shoot). */
export const isBaseRefusal = (refusal: RouteRefusal): boolean =>
  refusal === 'from_base' || refusal === 'to_base';

const minuteMs = 60_000;

export const placeOf = (stop: Pick<RouteStop, 'lat' | 'lon'>): Place | null =>
  stop.lat === null || stop.lon === null ? null : { lat: stop.lat, lon: stop.lon };

/** A place as a cache and lookup key (about 11 m apart at 4 decimals). */
export const placeKey = (place: Place): string => `${place.lat.toFixed(4)},${place.lon.toFixed(4)}`;

/** The minutes needed between leaving one place and starting at the next. */
function legMinutes(from: Place, to: Place, drive: DriveLookup, bufferMinutes: number): number {
  const minutes = drive(from, to);
  return minutes > 0 ? minutes + bufferMinutes : 0;
}

const sortedByStart = (stops: readonly TimedStop[]) => [...stops].sort((a, b) => a.start - b.start);

/** Why the pilot cannot fly `shoot` on this day, or null when the route allows it. */
export function routeRefusal(
  day: RouteDay,
  shoot: TimedStop,
  drive: DriveLookup,
): RouteRefusal | null {
  const stops = sortedByStart(day.stops);
  if (stops.some((s) => s.start < shoot.end && s.end > shoot.start)) return 'overlap';
  const previous = [...stops].reverse().find((s) => s.end <= shoot.start);
  const next = stops.find((s) => s.start >= shoot.end);
  if (shoot.place) {
    const from = previous
      ? previous.place && { place: previous.place, leaves: previous.end }
      : day.base && day.workingDay.from !== null
        ? { place: day.base, leaves: day.workingDay.from }
        : null;
    if (from) {
      const needed = legMinutes(from.place, shoot.place, drive, day.bufferMinutes);
      if (from.leaves + needed * minuteMs > shoot.start)
        return previous ? 'from_previous' : 'from_base';
    }
    if (next) {
      if (next.place) {
        const needed = legMinutes(shoot.place, next.place, drive, day.bufferMinutes);
        if (shoot.end + needed * minuteMs > next.start) return 'to_next';
      }
    } else if (day.base && day.workingDay.to !== null) {
      if (shoot.end + drive(shoot.place, day.base) * minuteMs > day.workingDay.to) return 'to_base';
    }
  }
  return null;
}

/** The drives `routeRefusal` may ask about for a shoot at `place` on these days. */
export function drivesToDecide(
  days: readonly Pick<RouteDay, 'stops' | 'base'>[],
  place: Place,
): Array<[Place, Place]> {
  const others = new Map<string, Place>();
  for (const day of days) {
    if (day.base) others.set(placeKey(day.base), day.base);
    for (const stop of day.stops) if (stop.place) others.set(placeKey(stop.place), stop.place);
  }
  others.delete(placeKey(place));
  return [...others.values()].flatMap((other): Array<[Place, Place]> => [
    [other, place],
    [place, other],
  ]);
}

/** A lookup over answered drives; a pair never asked for counts as 0 minutes only if equal. */
export function driveLookupOf(
  pairs: ReadonlyArray<readonly [Place, Place]>,
  minutes: readonly number[],
): DriveLookup {
  const known = new Map<string, number>();
  pairs.forEach(([from, to], i) => known.set(`${placeKey(from)}>${placeKey(to)}`, minutes[i] ?? 0));
  return (from, to) => {
    if (placeKey(from) === placeKey(to)) return 0;
    const found = known.get(`${placeKey(from)}>${placeKey(to)}`);
    if (found === undefined) throw new Error(`drive ${placeKey(from)} > ${placeKey(to)} not asked`);
    return found;
  };
}

/** One leg of the day: from a place (null = the base) to the next, with the time to spare. */
export interface RouteLeg {
  from: string | null;
  to: string | null;
  /** Driving minutes (null when a place is unknown). */
  drive_minutes: number | null;
  /** Minutes left over after the drive and the buffer (negative: the leg cannot be made). */
  spare_minutes: number | null;
}

/** The day's legs in order: base → first stop → … → last stop → base. */
export function routeLegs(day: RouteDay, drive: DriveLookup): RouteLeg[] {
  const stops = sortedByStart(day.stops);
  type Point = {
    id: string | null;
    place: Place | null;
    arrive: number | null;
    leave: number | null;
  };
  const points: Point[] = [
    ...(day.base ? [{ id: null, place: day.base, arrive: null, leave: day.workingDay.from }] : []),
    ...stops.map((s) => ({ id: s.id, place: s.place, arrive: s.start, leave: s.end })),
    ...(day.base ? [{ id: null, place: day.base, arrive: day.workingDay.to, leave: null }] : []),
  ];
  const legs: RouteLeg[] = [];
  for (let i = 0; i + 1 < points.length; i += 1) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const minutes = a.place && b.place ? drive(a.place, b.place) : null;
    const toHome = b.id === null;
    const needed =
      minutes === null
        ? null
        : toHome
          ? minutes
          : legMinutes(a.place!, b.place!, () => minutes, day.bufferMinutes);
    const spare =
      needed === null || a.leave === null || b.arrive === null
        ? null
        : Math.floor((b.arrive - a.leave) / minuteMs) - needed;
    legs.push({ from: a.id, to: b.id, drive_minutes: minutes, spare_minutes: spare });
  }
  return legs;
}
