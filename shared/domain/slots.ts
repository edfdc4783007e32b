/**
 * Bookable 30-minute slots from the booking schedules (product §4, §9), as pure functions.
 *
 * Rules:
 * - A period covers the slots whose start is >= start_time and < end_time (14:00–18:00 gives
 *   14:00 … 17:30). An end_time of '00:00' (or '24:00') means midnight at the END of the
 *   day, so 00:00–00:00 covers the whole day and its last slot is 23:30.
 * - Weekly periods (several per weekday) make slots available; disabled weekly periods are
 *   ignored.
 * - Specific-date entries override the weekly plan slot by slot on their date: among the
 *   entries covering a slot, the one with the highest priority decides (is_enabled true =
 *   available, false = blocked); on equal priority, blocked wins. Slots no specific entry
 *   covers keep the weekly plan.
 * - Slots are wall-clock times in Europe/Copenhagen. On the spring-forward day 02:00 and
 *   02:30 do not exist and are left out; on the fall-back day 02:00 and 02:30 happen twice
 *   but are listed once, meaning their first occurrence (summer time), see copenhagenToUtc.
 * - Slots whose start instant is not after `now` are past and dropped; locked (booked)
 *   slots are dropped.
 * - A shoot longer than one slot starts on a slot and covers the following slots of its
 *   length (a 90-minute shoot at 10:00 covers 10:00, 10:30 and 11:00): it can start only
 *   where every slot it covers is scheduled, free and starts 30 real minutes after the one
 *   before (never past midnight; on the spring-forward day an hour from 01:30 covers 01:30
 *   and 03:00).
 * - Optional limits on the start and end instants: the minimum notice (start ≥ earliest)
 *   and daylight at the address (start ≥ sunrise, end ≤ sunset).
 */
import type { Schedule, Weekday } from '../api/entities';
import {
  addDays,
  copenhagenToday,
  copenhagenToUtc,
  minutesOfTime,
  timeOfMinutes,
  weekdayOf,
} from './copenhagen-time';

export const slotMinutes = 30;
/** A product's shoot length until the owner sets one: one slot. */
export const defaultShootMinutes = slotMinutes;
/** The availability window: today plus the next 27 days. */
export const availabilityWindowDays = 28;

const minutesPerDay = 24 * 60;

/** The fields of a schedule the slot rules read. */
export type SlotSchedule = Pick<
  Schedule,
  'type' | 'day_name' | 'date_override' | 'start_time' | 'end_time' | 'is_enabled' | 'priority'
>;

/** A booked slot (the slot lock of a non-deleted booking). */
export interface BookedSlot {
  booking_date: string;
  booking_time: string;
}

/** A slot start that exists on its date's wall clock. */
export interface SlotStart {
  /** HH:MM wall-clock time in Copenhagen. */
  time: string;
  /** Minutes since midnight on the wall clock. */
  minutes: number;
  /** The start instant, in ms since the epoch. */
  at: number;
}

export interface SlotDay {
  date: string;
  weekday: Weekday;
  /** The free, future slots, ascending. */
  slots: SlotStart[];
}

/** The instants a shoot must lie between on one date (ms since the epoch; null = no limit). */
export interface ShootBounds {
  from: number | null;
  to: number | null;
}

export interface SlotWindowInput {
  schedules: readonly SlotSchedule[];
  locks: readonly BookedSlot[];
  now: Date;
  /** Defaults to availabilityWindowDays. */
  days?: number;
  /** The shoot's length (a multiple of 30); one slot by default. */
  durationMinutes?: number;
  /** The earliest start instant (the minimum notice); `now` by default. */
  earliestStart?: number;
  /** Daylight on a date (null: no limit that day). */
  boundsOf?: (date: string) => ShootBounds;
}

/** End of a period in minutes since midnight; '00:00' and '24:00' mean the end of the day. */
function endMinutes(endTime: string): number {
  if (endTime === '24:00') return minutesPerDay;
  const minutes = minutesOfTime(endTime);
  return minutes === 0 ? minutesPerDay : minutes;
}

/**
 * The whole day as a period: 00:00 to the midnight that ends it, all 48 slots (issue 28: the
 * owner's 'Luk hele dagen' stores a blocked specific date with these times).
 */
export const wholeDayPeriod = { start_time: '00:00', end_time: '00:00' } as const;

/**
 * Whether a period covers its whole day. 00:00–23:30 does not: it leaves the 23:30 slot, as
 * such a period (typed in before 'Luk hele dagen' existed) always did.
 */
export function coversWholeDay(period: { start_time: string; end_time: string }): boolean {
  return minutesOfTime(period.start_time) === 0 && endMinutes(period.end_time) === minutesPerDay;
}

/** A schedule entry as the minutes it covers, [from, to). */
interface Period {
  from: number;
  to: number;
  enabled: boolean;
  priority: number;
}

const periodOf = (schedule: SlotSchedule): Period => ({
  from: minutesOfTime(schedule.start_time),
  to: endMinutes(schedule.end_time),
  enabled: schedule.is_enabled,
  priority: schedule.priority,
});

const covers = (period: Period, minutes: number): boolean =>
  minutes >= period.from && minutes < period.to;

/** The schedules indexed once: enabled weekly periods by weekday, specific ones by date. */
interface SchedulePlan {
  weekly: Map<Weekday, Period[]>;
  specific: Map<string, Period[]>;
}

function planOf(schedules: readonly SlotSchedule[]): SchedulePlan {
  const plan: SchedulePlan = { weekly: new Map(), specific: new Map() };
  const add = <K>(map: Map<K, Period[]>, key: K, period: Period) => {
    const periods = map.get(key);
    if (periods) periods.push(period);
    else map.set(key, [period]);
  };
  for (const schedule of schedules) {
    if (schedule.type === 'weekly' && schedule.day_name && schedule.is_enabled) {
      add(plan.weekly, schedule.day_name, periodOf(schedule));
    } else if (schedule.type === 'specific_date' && schedule.date_override) {
      add(plan.specific, schedule.date_override, periodOf(schedule));
    }
  }
  return plan;
}

/** Whether a slot on a grid minute is in the schedule of its date (weekly plus overrides). */
function isScheduledAt(
  weekly: readonly Period[],
  specific: readonly Period[],
  minutes: number,
): boolean {
  let decider: Period | undefined;
  for (const entry of specific) {
    if (!covers(entry, minutes)) continue;
    if (
      !decider ||
      entry.priority > decider.priority ||
      (entry.priority === decider.priority && !entry.enabled)
    ) {
      decider = entry;
    }
  }
  if (decider) return decider.enabled;
  return weekly.some((entry) => covers(entry, minutes));
}

/**
 * The slot starts of one date that exist on the wall clock (46 on the spring-forward day,
 * 48 otherwise), remembered per date: every availability request walks the same 28 grids.
 */
const gridOfDate = new Map<string, readonly SlotStart[]>();

function slotGridOf(date: string): readonly SlotStart[] {
  let grid = gridOfDate.get(date);
  if (!grid) {
    const starts: SlotStart[] = [];
    for (let minutes = 0; minutes < minutesPerDay; minutes += slotMinutes) {
      const time = timeOfMinutes(minutes);
      const at = copenhagenToUtc(date, time);
      if (at) starts.push({ time, minutes, at: at.getTime() });
    }
    grid = starts;
    if (gridOfDate.size > 5_000) gridOfDate.clear();
    gridOfDate.set(date, grid);
  }
  return grid;
}

function scheduledSlotsOfDate(plan: SchedulePlan, date: string): SlotStart[] {
  const weekly = plan.weekly.get(weekdayOf(date)) ?? [];
  const specific = plan.specific.get(date) ?? [];
  if (weekly.length === 0 && specific.length === 0) return [];
  return slotGridOf(date).filter((slot) => isScheduledAt(weekly, specific, slot.minutes));
}

/**
 * The scheduled slot times of one date that exist on the wall clock, before removing past
 * and booked slots.
 */
export function scheduledTimesOfDate(schedules: readonly SlotSchedule[], date: string): string[] {
  return scheduledSlotsOfDate(planOf(schedules), date).map((slot) => slot.time);
}

/**
 * Whether a shoot lies (wholly or partly) outside the booking hours of its date: a slot it
 * covers is not scheduled (the owner closed the day or changed its hours since it was booked).
 */
export function outsideBookingHours(
  schedules: readonly SlotSchedule[],
  shoot: { date: string; time: string; durationMinutes: number },
): boolean {
  const scheduled = new Set(scheduledTimesOfDate(schedules, shoot.date));
  const covered = coveredSlotTimes(shoot.date, shoot.time, shoot.durationMinutes);
  return !covered || covered.some((time) => !scheduled.has(time));
}

/** Whether HH:MM is the start of a 30-minute slot (00:00, 00:30, …, 23:30). */
export const isSlotTime = (time: string): boolean => /^([01]\d|2[0-3]):(00|30)$/.test(time);

/** The last window asked for: every request of a day asks for the same dates. */
let lastWindow: { today: string; days: number; dates: readonly string[] } | undefined;

/** The dates of the window starting today in Copenhagen. */
export function windowDates(now: Date, days = availabilityWindowDays): string[] {
  const today = copenhagenToday(now);
  if (lastWindow?.today !== today || lastWindow.days !== days) {
    lastWindow = { today, days, dates: Array.from({ length: days }, (_, i) => addDays(today, i)) };
  }
  return [...lastWindow.dates];
}

const lockId = (date: string, time: string): string => `${date}T${time}`;

const slotMs = slotMinutes * 60_000;

/** How many 30-minute slots a shoot of this length covers (at least one). */
export const slotsCovered = (durationMinutes: number): number =>
  Math.max(1, Math.ceil(durationMinutes / slotMinutes));

/**
 * The starts among `free` (ascending, one date) where a shoot of `count` slots fits: the
 * start and the count - 1 slots after it are all in `free`, each 30 minutes after the last.
 */
function startsWithRoom(free: readonly SlotStart[], count: number): SlotStart[] {
  if (count <= 1) return [...free];
  const byInstant = new Set(free.map((slot) => slot.at));
  return free.filter((slot) => {
    for (let k = 1; k < count; k += 1) if (!byInstant.has(slot.at + k * slotMs)) return false;
    return true;
  });
}

/** The slot times a shoot starting at `time` covers, or null when one does not exist. */
export function coveredSlotTimes(
  date: string,
  time: string,
  durationMinutes: number,
): string[] | null {
  const start = copenhagenToUtc(date, time);
  if (!start || !isSlotTime(time)) return null;
  const grid = slotGridOf(date);
  const times: string[] = [];
  for (let k = 0; k < slotsCovered(durationMinutes); k += 1) {
    const at = start.getTime() + k * slotMs;
    const slot = grid.find((s) => s.at === at);
    if (!slot) return null;
    times.push(slot.time);
  }
  return times;
}

/** Every day of the window (days without slots too) with the starts a shoot can take. */
export function slotWindow(input: SlotWindowInput): SlotDay[] {
  const plan = planOf(input.schedules);
  const booked = new Set(input.locks.map((l) => lockId(l.booking_date, l.booking_time)));
  const earliest = Math.max(input.now.getTime() + 1, input.earliestStart ?? 0);
  const count = slotsCovered(input.durationMinutes ?? slotMinutes);
  const length = count * slotMs;
  return windowDates(input.now, input.days).map((date) => {
    const free = scheduledSlotsOfDate(plan, date).filter(
      (slot) => !booked.has(lockId(date, slot.time)),
    );
    const bounds = input.boundsOf?.(date);
    return {
      date,
      weekday: weekdayOf(date),
      slots: startsWithRoom(free, count).filter(
        (slot) =>
          slot.at >= earliest &&
          (bounds?.from == null || slot.at >= bounds.from) &&
          (bounds?.to == null || slot.at + length <= bounds.to),
      ),
    };
  });
}

/** The first and last instant of a date's scheduled hours (the pilot's working day). */
export function workingDayOf(schedules: readonly SlotSchedule[], date: string): ShootBounds {
  const slots = scheduledSlotsOfDate(planOf(schedules), date);
  const first = slots[0];
  const last = slots[slots.length - 1];
  return { from: first ? first.at : null, to: last ? last.at + slotMs : null };
}

export type SlotRefusal =
  'not_a_slot' | 'outside_window' | 'past' | 'not_scheduled' | 'too_soon' | 'after_dark';

/**
 * Why a slot cannot be booked whatever the schedule says (malformed, outside the window, or
 * past), or null.
 */
export function slotTimingRefusal(
  date: string,
  time: string,
  now: Date,
  days = availabilityWindowDays,
): SlotRefusal | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isSlotTime(time)) return 'not_a_slot';
  const dates = windowDates(now, days);
  if (date < (dates[0] ?? '') || date > (dates[dates.length - 1] ?? '')) return 'outside_window';
  const start = copenhagenToUtc(date, time);
  if (start === null) return 'not_a_slot';
  if (start.getTime() <= now.getTime()) return 'past';
  return null;
}

/** The limits a shoot must keep besides the schedule (see slotWindow). */
export interface ShootLimits {
  durationMinutes?: number;
  /** The window's length in days (longer in a drone zone needing a permit); 28 by default. */
  windowDays?: number;
  earliestStart?: number;
  bounds?: ShootBounds;
}

/**
 * Why a shoot cannot start at a slot, ignoring slot locks (the caller checks those against
 * the database), or null when the schedule and the limits allow it: every slot it covers
 * scheduled, the start not sooner than the notice, the shoot inside the daylight bounds.
 */
export function slotRefusal(
  schedules: readonly SlotSchedule[],
  date: string,
  time: string,
  now: Date,
  limits: ShootLimits = {},
): SlotRefusal | null {
  const timing = slotTimingRefusal(date, time, now, limits.windowDays);
  if (timing) return timing;
  const covered = coveredSlotTimes(date, time, limits.durationMinutes ?? slotMinutes);
  if (!covered) return 'not_scheduled';
  const scheduled = new Set(scheduledTimesOfDate(schedules, date));
  if (!covered.every((t) => scheduled.has(t))) return 'not_scheduled';
  const start = copenhagenToUtc(date, time)!.getTime();
  if (limits.earliestStart !== undefined && start < limits.earliestStart) return 'too_soon';
  const end = start + covered.length * slotMs;
  const { from, to } = limits.bounds ?? { from: null, to: null };
  if ((from !== null && start < from) || (to !== null && end > to)) return 'after_dark';
  return null;
}
