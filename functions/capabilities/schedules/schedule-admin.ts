/**
 * Booking schedules (product §2 'Booking schedules', 4, 5): weekly periods and specific-date
 * overrides. One override per date is kept by a guard item written in the same transaction
 * (never a read before the write). A change never cancels a booking: its answer names the
 * bookings whose slots it took out of the schedule, so the admin can act on them.
 */
import type { Schedule } from '@shared/api/entities';
import type { AffectedBooking, ScheduleChange } from '@shared/api/schedules-admin';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { scheduledTimesOfDate } from '@shared/domain/slots';
import { scheduleAdminTexts as t } from '@shared/texts/admin-schedules';
import { getBooking } from '@functions/stores/booking/booking-items';
import { DuplicateScheduleDateError, NotFoundError } from '@functions/data/errors';
import * as schedules from '@functions/stores/schedules';
import { listSlotLocks, type SlotLock } from '@functions/stores/slot-locks';
import { badRequest, conflict, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { endsAfterStart } from '@shared/api/schedules-admin';

interface Snapshot {
  locks: SlotLock[];
  scheduled: Set<string>;
}

/** The booked slots from today on, and which of them the schedule covers. */
async function snapshot(): Promise<Snapshot> {
  const today = copenhagenToday();
  const [all, locks] = await Promise.all([
    schedules.listSchedulesFrom(today),
    // Every booked slot from today on (bookings are made at most 28 days ahead).
    listSlotLocks(today, '9999-12-31'),
  ]);
  const timesByDate = new Map<string, Set<string>>();
  // A booking is in the hours when every slot it holds is (a long shoot holds several).
  const outside = new Set<string>();
  for (const lock of locks) {
    let times = timesByDate.get(lock.booking_date);
    if (!times) {
      times = new Set(scheduledTimesOfDate(all, lock.booking_date));
      timesByDate.set(lock.booking_date, times);
    }
    if (!times.has(lock.booking_time)) outside.add(lock.booking_id);
  }
  const scheduled = new Set(locks.map((l) => l.booking_id).filter((id) => !outside.has(id)));
  return { locks, scheduled };
}

/** Bookings scheduled before the change and not after it. */
async function affectedBy(before: Snapshot): Promise<AffectedBooking[]> {
  const after = await snapshot();
  const lost = new Set(
    after.locks
      .map((lock) => lock.booking_id)
      .filter((id) => before.scheduled.has(id) && !after.scheduled.has(id)),
  );
  const bookings = await Promise.all([...lost].map((id) => getBooking(id)));
  return bookings
    .filter((booking) => booking !== undefined && booking.deleted_at === null)
    .map((booking) => ({
      id: booking!.id,
      booking_date: booking!.booking_date,
      booking_time: booking!.booking_time,
      product_name: booking!.product_name,
      user_email: booking!.user_email,
    }))
    .sort((a, b) =>
      `${a.booking_date}${a.booking_time}`.localeCompare(`${b.booking_date}${b.booking_time}`),
    );
}

async function change(write: () => Promise<Schedule>): Promise<ScheduleChange> {
  const before = await snapshot();
  let schedule: Schedule;
  try {
    schedule = await write();
  } catch (error) {
    if (error instanceof DuplicateScheduleDateError)
      throw conflict(t.duplicateDate, 'duplicate_date');
    if (error instanceof NotFoundError) throw notFound(t.scheduleNotFound);
    throw error;
  }
  return { schedule, affected_bookings: await affectedBy(before) };
}

export const scheduleOperations = {
  listSchedules: (): Promise<Schedule[]> => schedules.listAllSchedules(),

  createWeeklyPeriod: ({ body }: InputOf<'createWeeklyPeriod'>) =>
    change(() => schedules.createWeeklySchedule(body)),

  createSpecificDate: ({ body }: InputOf<'createSpecificDate'>) =>
    change(() => schedules.createSpecificSchedule(body)),

  async updateSchedule({ params, body }: InputOf<'updateSchedule'>): Promise<ScheduleChange> {
    const current = await schedules.getSchedule(params.id);
    if (!current) throw notFound(t.scheduleNotFound);
    if (!endsAfterStart({ ...current, ...stripUndefined(body) })) throw badRequest(t.endAfterStart);
    return change(() => schedules.updateSchedule(params.id, body));
  },

  deleteSchedule: ({ params }: InputOf<'deleteSchedule'>) =>
    change(() => schedules.deleteSchedule(params.id)),
};

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
