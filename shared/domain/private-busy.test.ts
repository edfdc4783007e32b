import { describe, expect, it } from 'vitest';
import { busySlots, overlapsBusy } from './private-busy';

describe('private busy times as slots', () => {
  it('takes every half hour a busy interval touches, on the Copenhagen wall clock', () => {
    // 10:15–11:00 summer time in Copenhagen: the 10:00 and 10:30 slots.
    expect(
      busySlots([{ start: '2030-06-03T08:15:00.000Z', end: '2030-06-03T09:00:00.000Z' }]),
    ).toEqual([
      { booking_date: '2030-06-03', booking_time: '10:00' },
      { booking_date: '2030-06-03', booking_time: '10:30' },
    ]);
  });

  it('tells whether a shoot overlaps one', () => {
    const busy = [{ start: '2030-06-03T08:00:00.000Z', end: '2030-06-03T09:00:00.000Z' }];
    expect(
      overlapsBusy(busy, Date.parse('2030-06-03T09:00:00Z'), Date.parse('2030-06-03T09:30:00Z')),
    ).toBe(false);
    expect(
      overlapsBusy(busy, Date.parse('2030-06-03T07:30:00Z'), Date.parse('2030-06-03T08:30:00Z')),
    ).toBe(true);
  });
});
