import { describe, expect, it } from 'vitest';
import type { Weekday } from '../api/entities';
import {
  availabilityWindowDays,
  coveredSlotTimes,
  coversWholeDay,
  scheduledTimesOfDate,
  slotRefusal,
  slotWindow,
  wholeDayPeriod,
  workingDayOf,
  type SlotDay,
  type SlotSchedule,
} from './slots';

const weekly = (day: Weekday, start: string, end: string, isEnabled = true): SlotSchedule => ({
  type: 'weekly',
  day_name: day,
  date_override: null,
  start_time: start,
  end_time: end,
  is_enabled: isEnabled,
  priority: 0,
});

const specific = (
  date: string,
  start: string,
  end: string,
  isEnabled: boolean,
  priority = 1,
): SlotSchedule => ({
  type: 'specific_date',
  day_name: null,
  date_override: date,
  start_time: start,
  end_time: end,
  is_enabled: isEnabled,
  priority,
});

const halfHours = (from: string, count: number): string[] => {
  const [h, m] = from.split(':').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const minutes = h * 60 + m + i * 30;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
};

// 2026-11-23 is a Monday.
const monday = '2026-11-23';

describe('scheduledTimesOfDate', () => {
  it('gives slots with start >= start_time and start < end_time', () => {
    expect(scheduledTimesOfDate([weekly('monday', '14:00', '18:00')], monday)).toEqual(
      halfHours('14:00', 8),
    );
  });

  it('uses only the weekday of the date', () => {
    expect(scheduledTimesOfDate([weekly('tuesday', '14:00', '18:00')], monday)).toEqual([]);
  });

  it('joins several periods of one weekday and merges overlapping ones', () => {
    const schedules = [
      weekly('monday', '08:00', '09:00'),
      weekly('monday', '14:00', '15:00'),
      weekly('monday', '14:30', '16:00'),
    ];
    expect(scheduledTimesOfDate(schedules, monday)).toEqual([
      '08:00',
      '08:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ]);
  });

  it('starts a period that begins off the half hour at the next slot', () => {
    expect(scheduledTimesOfDate([weekly('monday', '09:15', '10:45')], monday)).toEqual([
      '09:30',
      '10:00',
      '10:30',
    ]);
  });

  it('ignores disabled weekly periods', () => {
    const schedules = [
      weekly('monday', '08:00', '10:00', false),
      weekly('monday', '12:00', '13:00'),
    ];
    expect(scheduledTimesOfDate(schedules, monday)).toEqual(['12:00', '12:30']);
  });

  it('treats 00:00 as the end of the day: 00:00–00:00 is the whole day, last slot 23:30', () => {
    const whole = scheduledTimesOfDate([weekly('monday', '00:00', '00:00')], monday);
    expect(whole).toHaveLength(48);
    expect(whole[0]).toBe('00:00');
    expect(whole.at(-1)).toBe('23:30');
    expect(scheduledTimesOfDate([weekly('monday', '22:00', '00:00')], monday)).toEqual(
      halfHours('22:00', 4),
    );
    expect(scheduledTimesOfDate([weekly('monday', '23:00', '23:59')], monday)).toEqual([
      '23:00',
      '23:30',
    ]);
  });

  it('lets an enabled specific date add slots to the weekly plan', () => {
    const schedules = [
      weekly('monday', '14:00', '15:00'),
      specific(monday, '09:00', '10:00', true),
    ];
    expect(scheduledTimesOfDate(schedules, monday)).toEqual(['09:00', '09:30', '14:00', '14:30']);
  });

  it('lets a blocked specific date remove only the slots it covers', () => {
    const schedules = [
      weekly('monday', '14:00', '18:00'),
      specific(monday, '15:00', '16:00', false),
    ];
    expect(scheduledTimesOfDate(schedules, monday)).toEqual([
      '14:00',
      '14:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
    ]);
  });

  it('closes every slot of a date with a blocked whole day, 23:30 too (Luk hele dagen)', () => {
    const open = weekly('monday', '00:00', '00:00');
    const closed = specific(monday, wholeDayPeriod.start_time, wholeDayPeriod.end_time, false);
    expect(coversWholeDay(closed)).toBe(true);
    expect(scheduledTimesOfDate([open, closed], monday)).toEqual([]);
    // Old data: a day closed by typing 00:00–23:30 keeps meaning what it meant.
    const typed = specific(monday, '00:00', '23:30', false);
    expect(coversWholeDay(typed)).toBe(false);
    expect(scheduledTimesOfDate([open, typed], monday)).toEqual(['23:30']);
    expect(coversWholeDay({ start_time: '00:00', end_time: '24:00' })).toBe(true);
    expect(coversWholeDay({ start_time: '08:00', end_time: '00:00' })).toBe(false);
  });

  it('applies a specific date only on its own date', () => {
    const schedules = [
      weekly('monday', '14:00', '15:00'),
      specific('2026-11-30', '14:00', '15:00', false),
    ];
    expect(scheduledTimesOfDate(schedules, monday)).toEqual(['14:00', '14:30']);
    expect(scheduledTimesOfDate(schedules, '2026-11-30')).toEqual([]);
  });

  it('lets the higher priority win where specific entries overlap', () => {
    const blockedHigh = [
      weekly('monday', '14:00', '16:00'),
      specific(monday, '14:00', '16:00', true, 5),
      specific(monday, '15:00', '17:00', false, 10),
    ];
    expect(scheduledTimesOfDate(blockedHigh, monday)).toEqual(['14:00', '14:30']);

    const availableHigh = [
      weekly('monday', '14:00', '16:00'),
      specific(monday, '12:00', '18:00', false, 1),
      specific(monday, '15:00', '16:00', true, 50),
    ];
    expect(scheduledTimesOfDate(availableHigh, monday)).toEqual(['15:00', '15:30']);
  });

  it('blocks on equal priority', () => {
    const schedules = [
      specific(monday, '10:00', '11:00', true, 3),
      specific(monday, '10:30', '11:30', false, 3),
    ];
    expect(scheduledTimesOfDate(schedules, monday)).toEqual(['10:00']);
  });

  it('leaves out 02:00 and 02:30 on the spring-forward day (2026-03-29, 46 h of slots)', () => {
    const times = scheduledTimesOfDate([weekly('sunday', '00:00', '00:00')], '2026-03-29');
    expect(times).toHaveLength(46);
    expect(times).not.toContain('02:00');
    expect(times).not.toContain('02:30');
    expect(times.slice(2, 5)).toEqual(['01:00', '01:30', '03:00']);
  });

  it('lists 02:00 and 02:30 once on the fall-back day (2026-10-25)', () => {
    const times = scheduledTimesOfDate([weekly('sunday', '00:00', '00:00')], '2026-10-25');
    expect(times).toHaveLength(48);
    expect(times.filter((t) => t === '02:30')).toHaveLength(1);
    expect(times.slice(3, 7)).toEqual(['01:30', '02:00', '02:30', '03:00']);
  });
});

describe('slotWindow', () => {
  const timesOf = (day: SlotDay | undefined) => day?.slots.map((slot) => slot.time);
  const dayTimes = (day: SlotDay | undefined) =>
    day && { date: day.date, weekday: day.weekday, times: timesOf(day) };

  const everyDay = (start: string, end: string): SlotSchedule[] =>
    (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map(
      (day) => weekly(day, start, end),
    );

  it('returns 28 days from today in Copenhagen, days without slots too', () => {
    // 23:30 UTC on the 22nd is already 00:30 on Monday the 23rd in Copenhagen.
    const days = slotWindow({
      schedules: [weekly('monday', '14:00', '15:00')],
      locks: [],
      now: new Date('2026-11-22T23:30:00Z'),
    });
    expect(days).toHaveLength(availabilityWindowDays);
    expect(dayTimes(days[0])).toEqual({
      date: '2026-11-23',
      weekday: 'monday',
      times: ['14:00', '14:30'],
    });
    expect(dayTimes(days[1])).toEqual({ date: '2026-11-24', weekday: 'tuesday', times: [] });
    expect(days.at(-1)?.date).toBe('2026-12-20');
    expect(days.filter((d) => d.slots.length > 0).map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
    ]);
  });

  it('drops past slots today using Copenhagen time, including the slot that has begun', () => {
    // 13:10 UTC = 14:10 in Copenhagen (winter).
    const days = slotWindow({
      schedules: everyDay('13:00', '16:00'),
      locks: [],
      now: new Date('2026-11-23T13:10:00Z'),
    });
    expect(timesOf(days[0])).toEqual(['14:30', '15:00', '15:30']);
    expect(timesOf(days[1])).toEqual(halfHours('13:00', 6));
  });

  it('keeps a slot starting exactly one minute from now and drops one starting now', () => {
    const at = (iso: string) =>
      timesOf(
        slotWindow({ schedules: everyDay('14:00', '15:00'), locks: [], now: new Date(iso) })[0],
      );
    expect(at('2026-11-23T12:59:00Z')).toEqual(['14:00', '14:30']);
    expect(at('2026-11-23T13:00:00Z')).toEqual(['14:30']);
  });

  it('drops past slots in summer time with the +02:00 offset', () => {
    // 06:45 UTC = 08:45 in Copenhagen on 2026-07-01.
    const days = slotWindow({
      schedules: everyDay('08:00', '10:00'),
      locks: [],
      now: new Date('2026-07-01T06:45:00Z'),
    });
    expect(timesOf(days[0])).toEqual(['09:00', '09:30']);
    // Each slot carries its start instant: 09:00 CEST is 07:00 UTC.
    expect(days[0]?.slots[0]?.at).toBe(Date.parse('2026-07-01T07:00:00Z'));
  });

  it('drops locked slots only at their own date and time', () => {
    const days = slotWindow({
      schedules: everyDay('14:00', '16:00'),
      locks: [
        { booking_date: '2026-11-24', booking_time: '14:30' },
        { booking_date: '2026-11-25', booking_time: '15:00' },
      ],
      now: new Date('2026-11-23T06:00:00Z'),
    });
    expect(timesOf(days[1])).toEqual(['14:00', '15:00', '15:30']);
    expect(timesOf(days[2])).toEqual(['14:00', '14:30', '15:30']);
    expect(timesOf(days[3])).toEqual(halfHours('14:00', 4));
  });

  it('spans the spring-forward day with the right slots and past-dropping on the day', () => {
    // 00:45 UTC on 2026-03-29 = 01:45 CET, before the change at 02:00.
    const days = slotWindow({
      schedules: [weekly('sunday', '00:00', '05:00')],
      locks: [],
      now: new Date('2026-03-29T00:45:00Z'),
    });
    expect(days[0]?.date).toBe('2026-03-29');
    expect(timesOf(days[0])).toEqual(['03:00', '03:30', '04:00', '04:30']);
    expect(timesOf(days[7])).toEqual(halfHours('00:00', 10));
  });

  it('spans the fall-back day: the repeated 02:30 is past once the first 02:30 has begun', () => {
    const schedules = [weekly('sunday', '01:00', '04:00')];
    // 00:20 UTC = 02:20 CEST (first pass through 02:xx).
    const first = slotWindow({ schedules, locks: [], now: new Date('2026-10-25T00:20:00Z') });
    expect(timesOf(first[0])).toEqual(['02:30', '03:00', '03:30']);
    // 01:20 UTC = 02:20 CET (second pass): 02:30 meant the first occurrence, already past.
    const second = slotWindow({ schedules, locks: [], now: new Date('2026-10-25T01:20:00Z') });
    expect(timesOf(second[0])).toEqual(['03:00', '03:30']);
  });

  it('has 28 consecutive dates across the spring-forward weekend', () => {
    const days = slotWindow({ schedules: [], locks: [], now: new Date('2026-03-20T12:00:00Z') });
    expect(days.map((d) => d.date).slice(8, 11)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(new Set(days.map((d) => d.date)).size).toBe(28);
  });
});

describe('slotRefusal', () => {
  const schedules = [
    weekly('monday', '14:00', '16:00'),
    specific('2026-11-30', '14:00', '15:00', false),
  ];
  const now = new Date('2026-11-23T13:10:00Z'); // Monday 14:10 in Copenhagen

  it('accepts a future scheduled slot in the window', () => {
    expect(slotRefusal(schedules, '2026-11-23', '15:00', now)).toBeNull();
    expect(slotRefusal(schedules, '2026-12-14', '14:00', now)).toBeNull();
  });

  it('refuses past, blocked, unscheduled, off-grid and out-of-window slots', () => {
    expect(slotRefusal(schedules, '2026-11-23', '14:00', now)).toBe('past');
    expect(slotRefusal(schedules, '2026-11-30', '14:30', now)).toBe('not_scheduled');
    expect(slotRefusal(schedules, '2026-11-24', '14:00', now)).toBe('not_scheduled');
    expect(slotRefusal(schedules, '2026-11-23', '15:15', now)).toBe('not_a_slot');
    expect(slotRefusal(schedules, '23-11-2026', '15:00', now)).toBe('not_a_slot');
    expect(slotRefusal(schedules, '2026-12-21', '14:00', now)).toBe('outside_window');
    expect(slotRefusal(schedules, '2026-11-16', '14:00', now)).toBe('outside_window');
  });

  it('refuses a time that does not exist on the spring-forward day', () => {
    const sunday = [weekly('sunday', '00:00', '00:00')];
    const march = new Date('2026-03-20T12:00:00Z');
    expect(slotRefusal(sunday, '2026-03-29', '02:30', march)).toBe('not_a_slot');
    expect(slotRefusal(sunday, '2026-03-29', '03:00', march)).toBeNull();
  });
});

describe('shoots longer than a slot, notice and daylight', () => {
  const open = [weekly('monday', '08:00', '12:00')];
  const sunday = new Date('2026-11-22T12:00:00Z');
  const mondayOf = (days: SlotDay[]) =>
    days.find((d) => d.date === monday)?.slots.map((s) => s.time);

  it('offers a 90-minute shoot only where three free slots follow each other', () => {
    const days = slotWindow({
      schedules: open,
      locks: [{ booking_date: monday, booking_time: '10:00' }],
      now: sunday,
      durationMinutes: 90,
    });
    // 08:00 needs 08:00, 08:30, 09:00; 10:00 is booked; the hours end at 12:00.
    expect(mondayOf(days)).toEqual(['08:00', '08:30', '10:30']);
    expect(coveredSlotTimes(monday, '10:00', 90)).toEqual(['10:00', '10:30', '11:00']);
    expect(slotRefusal(open, monday, '11:00', sunday, { durationMinutes: 90 })).toBe(
      'not_scheduled',
    );
    expect(slotRefusal(open, monday, '10:30', sunday, { durationMinutes: 90 })).toBeNull();
  });

  it('counts real minutes: an hour from 01:30 on the spring-forward day ends at 03:30', () => {
    expect(coveredSlotTimes('2027-03-28', '01:30', 60)).toEqual(['01:30', '03:00']);
    expect(coveredSlotTimes('2027-03-28', '23:30', 60)).toBeNull();
    expect(coveredSlotTimes('2027-03-28', '03:00', 60)).toEqual(['03:00', '03:30']);
  });

  it('starts no sooner than the notice', () => {
    const now = new Date('2026-11-22T09:10:00Z'); // 10:10 in Copenhagen on Sunday
    const days = slotWindow({
      schedules: open,
      locks: [],
      now,
      earliestStart: now.getTime() + 24 * 3_600_000,
    });
    expect(mondayOf(days)).toEqual(['10:30', '11:00', '11:30']);
    expect(
      slotRefusal(open, monday, '10:00', now, { earliestStart: now.getTime() + 24 * 3_600_000 }),
    ).toBe('too_soon');
  });

  it('keeps the whole shoot inside the daylight bounds', () => {
    const bounds = {
      from: Date.parse('2026-11-23T07:45:00Z'), // 08:45 in Copenhagen
      to: Date.parse('2026-11-23T10:00:00Z'), // 11:00
    };
    const days = slotWindow({
      schedules: open,
      locks: [],
      now: sunday,
      durationMinutes: 60,
      boundsOf: (date) => (date === monday ? bounds : { from: null, to: null }),
    });
    expect(mondayOf(days)).toEqual(['09:00', '09:30', '10:00']);
    expect(slotRefusal(open, monday, '10:30', sunday, { durationMinutes: 60, bounds })).toBe(
      'after_dark',
    );
  });

  it('knows the working day from the first to the end of the last scheduled slot', () => {
    const day = workingDayOf(open, monday);
    expect(day.from).toBe(Date.parse('2026-11-23T07:00:00Z'));
    expect(day.to).toBe(Date.parse('2026-11-23T11:00:00Z'));
    expect(workingDayOf(open, '2026-11-24')).toEqual({ from: null, to: null });
  });
});
