/**
 * Which times can be flown, on the server (product §4): the 28-day window of the booking page
 * and the decision on one shoot before it is booked or moved.
 *
 * A time is offered when the product's whole length is scheduled and free, it lies at least
 * the minimum notice ahead, inside daylight at the address (unless the owner allows evening
 * shoots), and, once the address is known, the pilot can drive there from the day's previous
 * stop and on to the next in time (shared/domain/day-route.ts). At an address in a drone zone
 * needing a permit, no time sooner than the permit lead is offered, and the window runs that
 * many days longer (product §4 'Drone zones').
 *
 * The owner's private busy times take their slots; those with a place (decision 0038) are
 * stops of the day's route as well, so the drive to and from them is needed too.
 *
 * Reads: schedules, slot locks, the owner's drone zones and (with an address) the day routes,
 * one Query each, plus at
 * most one route-matrix call for drives not cached. The decision on one shoot reads the
 * covered slot locks and the day's route strongly consistent; the booking transaction then
 * writes that route on the condition that its version is unchanged, so the decision holds.
 */
import type { Availability } from '@shared/api/availability';
import { addDays, copenhagenTimeZone, copenhagenToUtc } from '@shared/domain/copenhagen-time';
import {
  driveLookupOf,
  drivesToDecide,
  isBaseRefusal,
  placeOf,
  routeRefusal,
  type RouteRefusal,
  type DriveLookup,
  type Place,
  type RouteDay,
  type RouteStop,
  type TimedStop,
} from '@shared/domain/day-route';
import { denmarkCentre, goldenHourOf, sunTimesOf } from '@shared/domain/golden-hour';
import {
  availabilityWindowDays,
  coveredSlotTimes,
  slotRefusal,
  slotTimingRefusal,
  slotWindow,
  windowDates,
  workingDayOf,
  type ShootBounds,
  type SlotRefusal,
  type SlotSchedule,
} from '@shared/domain/slots';
import { listSchedulesFrom } from '@functions/stores/schedules';
import { getFlyingRules, type FlyingRules } from '@functions/stores/business-settings';
import { driveMinutes } from '@functions/geo/drive-times';
import type { DroneZoneNotice } from '@shared/api/drone-zones';
import { droneZoneAt } from '@functions/stores/drone-zones';
import { getDayRoute, listDayRoutes, type DayRoute } from '@functions/stores/day-routes';
import { getSlotLock, listSlotLocks } from '@functions/stores/slot-locks';
import { privateBusyBetween } from '@functions/stores/private-calendars';
import { busySlots, busyStopsOn, overlapsBusy } from '@shared/domain/private-busy';

export type { Place } from '@shared/domain/day-route';

const hourMs = 3_600_000;
const minuteMs = 60_000;
const dayMs = 24 * hourMs;

/** The most days a permit lead can add to the window (the setting's maximum). */
const maxPermitLeadDays = 180;

/**
 * The days a drone zone's permit takes (product §4 'Drone zones'): 0 outside a zone needing a
 * permit, or when the owner moves a booking (waived).
 */
function leadDaysOf(
  zone: DroneZoneNotice | null,
  rules: FlyingRules,
  waived: boolean | undefined,
): number {
  return zone?.permit_required && !waived ? rules.permitLeadDays : 0;
}

const zoneAt = (place: Place | null | undefined) =>
  place ? droneZoneAt(place) : Promise.resolve(null);

/** The earliest start: the minimum notice and, in a permit zone, the permit's lead days. */
function earliestStartOf(now: Date, rules: FlyingRules, leadDays: number, waived?: boolean) {
  if (waived) return undefined;
  return Math.max(now.getTime() + rules.minNoticeHours * hourMs, now.getTime() + leadDays * dayMs);
}

/** What the page asks about: where (optional) and how long. */
export interface ShootQuery {
  place?: Place;
  durationMinutes: number;
  /** The booking being moved: its own slots and stop do not count against it. */
  leaveOut?: string;
  /** The owner's move: any time from now, the minimum notice does not apply. */
  waiveNotice?: boolean;
}

/** Daylight at a place on a date, or no limit when the owner allows evening shoots. */
function daylightOf(rules: FlyingRules, place: Place) {
  return (date: string): ShootBounds => {
    if (rules.allowAfterSunset) return { from: null, to: null };
    const sun = sunTimesOf(date, place.lat, place.lon);
    return { from: sun.sunriseAt?.getTime() ?? null, to: sun.sunsetAt?.getTime() ?? null };
  };
}

/** A stored stop placed in time on its date (null when its time does not exist). */
function timedStop(date: string, stop: RouteStop): TimedStop | null {
  const start = copenhagenToUtc(date, stop.time);
  if (!start) return null;
  return {
    id: stop.booking_id,
    start: start.getTime(),
    end: start.getTime() + stop.duration_minutes * minuteMs,
    place: placeOf(stop),
  };
}

export function routeDayOf(
  date: string,
  route: DayRoute | undefined,
  schedules: readonly SlotSchedule[],
  rules: FlyingRules,
  leaveOut?: string,
  privateStops: readonly TimedStop[] = [],
): RouteDay {
  const stops = (route?.stops ?? [])
    .filter((s) => s.booking_id !== leaveOut)
    .map((s) => timedStop(date, s))
    .filter((s): s is TimedStop => s !== null);
  return {
    // The owner's private appointments with a place are driven to and from as shoots are.
    stops: [...stops, ...privateStops],
    base: rules.base,
    workingDay: workingDayOf(schedules, date),
    bufferMinutes: rules.bufferMinutes,
  };
}

/** The drives the days need for a shoot at `place`, in at most one route-matrix call. */
async function drivesFor(days: readonly RouteDay[], place: Place): Promise<DriveLookup> {
  const pairs = drivesToDecide(days, place);
  return driveLookupOf(pairs, pairs.length > 0 ? await driveMinutes(pairs) : []);
}

/** The flyable starts of the next 28 days (today included) with golden-hour marks. */
export async function getAvailabilityWindow(now: Date, query: ShootQuery): Promise<Availability> {
  const today = windowDates(now)[0] ?? '';
  const [rules, schedules, zone] = await Promise.all([
    getFlyingRules(),
    listSchedulesFrom(today),
    zoneAt(query.place),
  ]);
  const leadDays = leadDaysOf(zone, rules, query.waiveNotice);
  // In a permit zone the window runs the lead days longer: still 28 days with times to offer.
  const windowDays = availabilityWindowDays + leadDays;
  const dates = windowDates(now, windowDays);
  const lastDay = dates[dates.length - 1] ?? today;
  const [locks, routes, busy] = await Promise.all([
    listSlotLocks(today, lastDay),
    query.place ? listDayRoutes(today, lastDay) : Promise.resolve(undefined),
    // The owner's private calendars: their busy times take slots as bookings do (decision 0038).
    privateBusyBetween(
      new Date(now.getTime() - dayMs),
      new Date(now.getTime() + (windowDays + 1) * dayMs),
    ),
  ]);
  const place = query.place ?? denmarkCentre;
  const days = slotWindow({
    schedules,
    locks: [
      ...(query.leaveOut ? locks.filter((lock) => lock.booking_id !== query.leaveOut) : locks),
      ...busySlots(busy),
    ],
    now,
    days: windowDays,
    durationMinutes: query.durationMinutes,
    earliestStart: earliestStartOf(now, rules, leadDays, query.waiveNotice),
    boundsOf: daylightOf(rules, place),
  });

  let refusalAt: ((date: string, start: number) => RouteRefusal | null) | undefined;
  if (query.place && routes) {
    const shootPlace = query.place;
    const routeDays = new Map(
      days
        .filter((d) => d.slots.length > 0)
        .map((d) => [
          d.date,
          routeDayOf(
            d.date,
            routes.get(d.date),
            schedules,
            rules,
            query.leaveOut,
            busyStopsOn(busy, d.date),
          ),
        ]),
    );
    const drive = await drivesFor([...routeDays.values()], shootPlace);
    const length = query.durationMinutes * minuteMs;
    refusalAt = (date, start) => {
      const day = routeDays.get(date);
      return day
        ? routeRefusal(day, { id: '', start, end: start + length, place: shootPlace }, drive)
        : null;
    };
  }

  return {
    timezone: copenhagenTimeZone,
    today,
    rules: {
      duration_minutes: query.durationMinutes,
      min_notice_hours: query.waiveNotice ? 0 : rules.minNoticeHours,
      daylight_only: !rules.allowAfterSunset,
      drive_checked: refusalAt !== undefined,
      // Only in a drone zone needing a permit (absent: no lead).
      ...(leadDays > 0 ? { permit_lead_days: leadDays } : {}),
    },
    drone_zone: zone,
    days: days.map((day) => {
      const sun = sunTimesOf(day.date, place.lat, place.lon);
      const refusals = day.slots.map((slot) => refusalAt?.(day.date, slot.at) ?? null);
      const reachable = day.slots.filter((_, i) => refusals[i] === null);
      return {
        date: day.date,
        weekday: day.weekday,
        sunrise: sun.sunrise,
        sunset: sun.sunset,
        unreachable: day.slots.length - reachable.length,
        // Of those, the ones the drive from or to the base rules out (no other shoot in the way).
        unreachable_from_base: refusals.filter((r) => r !== null && isBaseRefusal(r)).length,
        slots: reachable.map((slot) => ({
          time: slot.time,
          golden_hour: goldenHourOf(slot.at, sun),
        })),
      };
    }),
  };
}

/** Why a shoot cannot be booked or moved to a time. */
export type ShootRefusal =
  SlotRefusal | 'slot_taken' | 'unreachable' | 'unreachable_from_base' | 'permit_lead';

export interface ShootRequest {
  date: string;
  time: string;
  durationMinutes: number;
  /** Where the shoot is (null: unknown, no drive check). */
  place: Place | null;
  /** The booking being moved: its own slots and stop do not count against it. */
  bookingId?: string;
  /** The owner's move: the minimum notice does not apply (every other rule does). */
  waiveNotice?: boolean;
  now?: Date;
}

export interface ShootDecision {
  refusal: ShootRefusal | null;
  /** The notice the decision used (for the refusal's message). */
  minNoticeHours: number;
  /** The day's route as read: the booking is written next to exactly these stops. */
  route: DayRoute;
  /** The drone zone at the place (null: none or no place), and the permit's lead days. */
  droneZone?: DroneZoneNotice | null;
  permitLeadDays?: number;
}

/**
 * Whether a shoot can be booked (or a booking moved) to a time right now: every rule of the
 * booking page, on strongly consistent reads of the covered slot locks and the day's route.
 */
export async function decideShoot(request: ShootRequest): Promise<ShootDecision> {
  const now = request.now ?? new Date();
  const { date, time, durationMinutes } = request;
  // Malformed, past and out-of-window times never reach DynamoDB (the window of a permit
  // zone is at most the longest lead longer; the zone's own window is checked below).
  const empty = { date, version: 0, stops: [] };
  const timing = slotTimingRefusal(date, time, now, availabilityWindowDays + maxPermitLeadDays);
  if (timing) return { refusal: timing, minNoticeHours: 0, route: empty };
  const [rules, schedules, route, zone] = await Promise.all([
    getFlyingRules(),
    listSchedulesFrom(date),
    getDayRoute(date),
    zoneAt(request.place),
  ]);
  const leadDays = leadDaysOf(zone, rules, request.waiveNotice);
  const zoneFacts = { droneZone: zone, permitLeadDays: leadDays };
  const inWindow = slotTimingRefusal(date, time, now, availabilityWindowDays + leadDays);
  if (inWindow)
    return { refusal: inWindow, minNoticeHours: rules.minNoticeHours, route, ...zoneFacts };
  const start = copenhagenToUtc(date, time)!.getTime();
  if (leadDays > 0 && start < now.getTime() + leadDays * dayMs)
    return { refusal: 'permit_lead', minNoticeHours: rules.minNoticeHours, route, ...zoneFacts };
  const place = request.place ?? denmarkCentre;
  const refusal = slotRefusal(schedules, date, time, now, {
    durationMinutes,
    windowDays: availabilityWindowDays + leadDays,
    earliestStart: earliestStartOf(now, rules, 0, request.waiveNotice),
    bounds: daylightOf(rules, place)(date),
  });
  if (refusal) return { refusal, minNoticeHours: rules.minNoticeHours, route, ...zoneFacts };
  const covered = coveredSlotTimes(date, time, durationMinutes) ?? [];
  const end = start + durationMinutes * minuteMs;
  const [locks, busy] = await Promise.all([
    Promise.all(covered.map((t) => getSlotLock(date, t))),
    // The whole day's private busy times: those with a place are stops of the route below.
    privateBusyBetween(
      copenhagenToUtc(date, '00:00') ?? new Date(start),
      copenhagenToUtc(addDays(date, 1), '00:00') ?? new Date(end),
    ),
  ]);
  if (
    locks.some((lock) => lock && lock.booking_id !== request.bookingId) ||
    overlapsBusy(busy, start, end)
  )
    return { refusal: 'slot_taken', minNoticeHours: rules.minNoticeHours, route, ...zoneFacts };
  if (request.place) {
    const day = routeDayOf(
      date,
      route,
      schedules,
      rules,
      request.bookingId,
      busyStopsOn(busy, date),
    );
    const shoot = {
      id: request.bookingId ?? '',
      start,
      end: start + durationMinutes * minuteMs,
      place: request.place,
    };
    const drive = await drivesFor([day], request.place);
    const onRoute = routeRefusal(day, shoot, drive);
    if (onRoute === 'overlap')
      return { refusal: 'slot_taken', minNoticeHours: rules.minNoticeHours, route, ...zoneFacts };
    if (onRoute)
      return {
        refusal: isBaseRefusal(onRoute) ? 'unreachable_from_base' : 'unreachable',
        minNoticeHours: rules.minNoticeHours,
        route,
        ...zoneFacts,
      };
  }
  return { refusal: null, minNoticeHours: rules.minNoticeHours, route, ...zoneFacts };
}
