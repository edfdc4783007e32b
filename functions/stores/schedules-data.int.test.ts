import { describe, expect, it } from 'vitest';
import { DuplicateScheduleDateError, NotFoundError } from '@functions/data/errors';
import {
  createSpecificSchedule,
  createWeeklySchedule,
  deleteSchedule,
  getSchedule,
  listAllSchedules,
  listSchedulesForWindow,
  updateSchedule,
} from './schedules';
import { dateAllocator } from '@tests/support/table-data';

const nextDate = dateAllocator(3100);

describe('schedules', () => {
  it('lists specific dates (by date) before weekly periods (monday first, by start)', async () => {
    const friday = await createWeeklySchedule({
      day_name: 'friday',
      start_time: '09:00',
      end_time: '12:00',
    });
    const mondayLate = await createWeeklySchedule({
      day_name: 'monday',
      start_time: '14:00',
      end_time: '18:00',
    });
    const mondayEarly = await createWeeklySchedule({
      day_name: 'monday',
      start_time: '08:00',
      end_time: '10:00',
    });
    const [d1, d2] = [nextDate(), nextDate()];
    const later = await createSpecificSchedule({
      date_override: d2,
      start_time: '10:00',
      end_time: '12:00',
    });
    const earlier = await createSpecificSchedule({
      date_override: d1,
      start_time: '10:00',
      end_time: '16:00',
      is_enabled: true,
      reason: 'Ekstra dag',
      priority: 50,
    });

    expect(friday).toMatchObject({
      type: 'weekly',
      is_enabled: true,
      priority: 0,
      date_override: null,
    });
    expect(later).toMatchObject({
      type: 'specific_date',
      is_enabled: false,
      priority: 1,
      day_name: null,
    });

    const mine = [friday, mondayLate, mondayEarly, later, earlier].map((s) => s.id);
    const order = (await listAllSchedules()).map((s) => s.id).filter((id) => mine.includes(id));
    expect(order).toEqual([earlier.id, later.id, mondayEarly.id, mondayLate.id, friday.id]);

    const window = await listSchedulesForWindow(d1, d1);
    expect(window.specific.map((s) => s.id)).toEqual([earlier.id]);
    expect(window.weekly.map((s) => s.id)).toEqual(
      expect.arrayContaining([friday.id, mondayEarly.id]),
    );
    expect(window.weekly.every((s) => s.type === 'weekly')).toBe(true);
  });

  it('allows one specific-date override per date', async () => {
    const date = nextDate();
    const first = await createSpecificSchedule({
      date_override: date,
      start_time: '10:00',
      end_time: '12:00',
    });
    await expect(
      createSpecificSchedule({ date_override: date, start_time: '13:00', end_time: '15:00' }),
    ).rejects.toBeInstanceOf(DuplicateScheduleDateError);
    expect((await listSchedulesForWindow(date, date)).specific.map((s) => s.id)).toEqual([
      first.id,
    ]);

    // Moving the override frees the old date and guards the new one.
    const moved = nextDate();
    await updateSchedule(first.id, { date_override: moved, is_enabled: true });
    expect(await getSchedule(first.id)).toMatchObject({ date_override: moved, is_enabled: true });
    const again = await createSpecificSchedule({
      date_override: date,
      start_time: '10:00',
      end_time: '11:00',
    });
    await expect(updateSchedule(again.id, { date_override: moved })).rejects.toBeInstanceOf(
      DuplicateScheduleDateError,
    );
    expect((await getSchedule(again.id))?.date_override).toBe(date);

    // Deleting frees the date.
    await deleteSchedule(first.id);
    expect(await getSchedule(first.id)).toBeUndefined();
    await createSpecificSchedule({ date_override: moved, start_time: '09:00', end_time: '10:00' });
  });

  it('updates weekly periods and keeps their list position in step', async () => {
    const period = await createWeeklySchedule({
      day_name: 'sunday',
      start_time: '14:00',
      end_time: '18:00',
    });
    const updated = await updateSchedule(period.id, {
      day_name: 'tuesday',
      start_time: '07:00',
      is_enabled: false,
    });
    expect(updated).toMatchObject({
      day_name: 'tuesday',
      start_time: '07:00',
      end_time: '18:00',
      is_enabled: false,
    });
    const monday = await createWeeklySchedule({
      day_name: 'monday',
      start_time: '23:00',
      end_time: '23:30',
    });
    const ids = (await listAllSchedules()).map((s) => s.id);
    expect(ids.indexOf(monday.id)).toBeLessThan(ids.indexOf(period.id));
    await expect(updateSchedule('missing', { is_enabled: true })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});
