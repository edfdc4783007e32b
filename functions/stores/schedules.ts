/**
 * Booking schedules (SCHEDULE#{id}): weekly periods and specific-date overrides share the
 * gsi1 partition SCHEDULES, weekly under `W#{dayIndex}#{start}#{id}` and specific dates under
 * `D#{date}#{999 - priority}#{id}`, so one Query returns the admin list in order and a window
 * of dates is one range Query. A guard item SCHEDULE_DATE#{date} keeps one override per date.
 */
import { randomUUID } from 'node:crypto';
import { weekdays, type Schedule, type Weekday } from '@shared/api/entities';
import {
  ConcurrentChangeError,
  DuplicateScheduleDateError,
  NotFoundError,
} from '@functions/data/errors';
import { updateExpression, withCondition } from '@functions/data/expressions';
import {
  lists,
  scheduleDateGuardKey,
  scheduleKey,
  specificScheduleGsi1,
  specificSchedulePrefix,
  stripKeys,
  weeklyScheduleGsi1,
  weeklySchedulePrefix,
  type Gsi1,
} from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { getItem, type StoredItem } from '@functions/data/store';
import { runTransaction, type GuardedItem, putNew } from '@functions/data/transactions';

export interface NewWeeklySchedule {
  day_name: Weekday;
  start_time: string;
  end_time: string;
  is_enabled?: boolean;
}
export interface NewSpecificSchedule {
  date_override: string;
  start_time: string;
  end_time: string;
  is_enabled?: boolean;
  reason?: string | null;
  priority?: number;
}
/** day_name applies to weekly periods only, date_override to specific dates only. */
export type SchedulePatch = Partial<Omit<Schedule, 'id' | 'type'>>;

const toSchedule = (item: StoredItem): Schedule => stripKeys<Schedule>(item);
const dayIndex = (day: Weekday): number => weekdays.indexOf(day);

function indexOf(schedule: Schedule): Gsi1 {
  return schedule.type === 'weekly'
    ? weeklyScheduleGsi1(schedule.id, dayIndex(schedule.day_name ?? 'monday'), schedule.start_time)
    : specificScheduleGsi1(schedule.id, schedule.date_override ?? '', schedule.priority);
}

function guardPut(date: string, scheduleId: string): GuardedItem {
  return putNew(
    {
      ...scheduleDateGuardKey(date),
      entity: 'schedule_date_guard',
      schedule_id: scheduleId,
    },
    () => new DuplicateScheduleDateError(date),
  );
}

function guardDelete(date: string, scheduleId: string): GuardedItem {
  return {
    item: {
      Delete: {
        Key: scheduleDateGuardKey(date),
        ConditionExpression: 'attribute_not_exists(pk) OR schedule_id = :id',
        ExpressionAttributeValues: { ':id': scheduleId },
      },
    },
    onConditionFailed: () => new ConcurrentChangeError('schedule'),
  };
}

function schedulePut(schedule: Schedule): GuardedItem {
  return putNew({
    ...scheduleKey(schedule.id),
    ...indexOf(schedule),
    entity: 'schedule',
    ...schedule,
  });
}

/** Every schedule in admin order: specific dates (by date), then weekly (monday first). */
export async function listAllSchedules(): Promise<Schedule[]> {
  const items = await queryPartition({ index: 'gsi1', partition: lists.schedules });
  return items.map(toSchedule);
}

/** Weekly periods plus the specific dates from `fromDate` to `toDate` inclusive. */
export async function listSchedulesForWindow(
  fromDate: string,
  toDate: string,
): Promise<{ weekly: Schedule[]; specific: Schedule[] }> {
  const [weekly, specific] = await Promise.all([
    queryPartition({
      index: 'gsi1',
      partition: lists.schedules,
      sortKey: { beginsWith: weeklySchedulePrefix },
    }),
    queryPartition({
      index: 'gsi1',
      partition: lists.schedules,
      sortKey: {
        between: [`${specificSchedulePrefix}${fromDate}`, `${specificSchedulePrefix}${toDate}#~`],
      },
    }),
  ]);
  return { weekly: weekly.map(toSchedule), specific: specific.map(toSchedule) };
}

export async function getSchedule(id: string): Promise<Schedule | undefined> {
  const item = await getItem(scheduleKey(id), true);
  return item && toSchedule(item);
}

export async function createWeeklySchedule(input: NewWeeklySchedule): Promise<Schedule> {
  const schedule: Schedule = {
    id: randomUUID(),
    type: 'weekly',
    day_name: input.day_name,
    date_override: null,
    start_time: input.start_time,
    end_time: input.end_time,
    is_enabled: input.is_enabled ?? true,
    reason: null,
    priority: 0,
  };
  await runTransaction([schedulePut(schedule)]);
  return schedule;
}

/** Creates a specific-date override; a second one for the same date throws DuplicateScheduleDateError. */
export async function createSpecificSchedule(input: NewSpecificSchedule): Promise<Schedule> {
  const schedule: Schedule = {
    id: randomUUID(),
    type: 'specific_date',
    day_name: null,
    date_override: input.date_override,
    start_time: input.start_time,
    end_time: input.end_time,
    is_enabled: input.is_enabled ?? false,
    reason: input.reason ?? null,
    priority: input.priority ?? 1,
  };
  await runTransaction([schedulePut(schedule), guardPut(input.date_override, schedule.id)]);
  return schedule;
}

/** Updates a schedule; moving a specific date moves its guard in the same transaction. */
export async function updateSchedule(id: string, patch: SchedulePatch): Promise<Schedule> {
  const current = await getSchedule(id);
  if (!current) throw new NotFoundError('schedule');
  const relevant: SchedulePatch =
    current.type === 'weekly'
      ? { ...patch, date_override: undefined }
      : { ...patch, day_name: undefined };
  const next: Schedule = { ...current, ...stripUndefined(relevant) };
  // For a specific date, the date we read must still be the stored one, or a concurrent move
  // of the same override would leave an orphaned guard behind.
  const condition =
    current.type === 'specific_date'
      ? {
          ConditionExpression: '#cDate = :cDate',
          ExpressionAttributeNames: { '#cDate': 'date_override' },
          ExpressionAttributeValues: { ':cDate': current.date_override },
        }
      : { ConditionExpression: 'attribute_exists(pk)' };
  const elements: GuardedItem[] = [
    {
      item: {
        Update: {
          Key: scheduleKey(id),
          ...withCondition(updateExpression({ set: { ...relevant, ...indexOf(next) } }), condition),
        },
      },
      onConditionFailed: () => new ConcurrentChangeError('schedule'),
    },
  ];
  const oldDate = current.date_override;
  const newDate = next.date_override;
  if (current.type === 'specific_date' && oldDate && newDate && newDate !== oldDate) {
    elements.push(guardDelete(oldDate, id), guardPut(newDate, id));
  }
  await runTransaction(elements);
  return next;
}

/** Deletes a schedule and, for a specific date, its date guard. */
export async function deleteSchedule(id: string): Promise<Schedule> {
  const current = await getSchedule(id);
  if (!current) throw new NotFoundError('schedule');
  const elements: GuardedItem[] = [
    {
      item: { Delete: { Key: scheduleKey(id), ConditionExpression: 'attribute_exists(pk)' } },
      onConditionFailed: () => new NotFoundError('schedule'),
    },
  ];
  if (current.type === 'specific_date' && current.date_override) {
    elements.push(guardDelete(current.date_override, id));
  }
  await runTransaction(elements);
  return current;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Weekly periods plus every specific date from `fromDate` on, in ONE Query: on gsi1 the
 * specific dates (`D#…`) sort before the weekly periods (`W#…`), so the range
 * `D#{fromDate}` … `W#~` holds exactly these.
 */
export async function listSchedulesFrom(fromDate: string): Promise<Schedule[]> {
  const items = await queryPartition({
    index: 'gsi1',
    partition: lists.schedules,
    sortKey: { between: [`${specificSchedulePrefix}${fromDate}`, `${weeklySchedulePrefix}~`] },
  });
  return items.map(toSchedule);
}
