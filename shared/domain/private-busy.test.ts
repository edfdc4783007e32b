import { describe, expect, it } from 'vitest';
import { routeRefusal, type Place } from './day-route';
import { busySlots, busyStopsOn, overlapsBusy } from './private-busy';

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

  it('makes the busy times with a place stops of their day, so the drive to and from them counts', () => {
    const dentist: Place = { lat: 56.46, lon: 10.04 };
    const busy = [
      // 10:00–11:00 in Randers, summer time.
      { start: '2030-06-03T08:00:00.000Z', end: '2030-06-03T09:00:00.000Z', ...dentist },
      // No place: only its slots.
      { start: '2030-06-03T12:00:00.000Z', end: '2030-06-03T13:00:00.000Z' },
      // Another day.
      { start: '2030-06-04T08:00:00.000Z', end: '2030-06-04T09:00:00.000Z', ...dentist },
    ];
    const stops = busyStopsOn(busy, '2030-06-03');
    expect(stops).toEqual([
      {
        id: 'private:0',
        start: Date.parse('2030-06-03T08:00:00Z'),
        end: Date.parse('2030-06-03T09:00:00Z'),
        place: dentist,
      },
    ]);
    const aarhus: Place = { lat: 56.157, lon: 10.211 };
    const day = {
      stops,
      base: null,
      workingDay: { from: null, to: null },
      bufferMinutes: 15,
    };
    // 40 minutes' drive between Aarhus and Randers, 15 to park: 11:00 + 55 minutes.
    const drive = (from: Place, to: Place) => (from.lat === to.lat ? 0 : 40);
    const shoot = (clock: string) => {
      const start = Date.parse(`2030-06-03T${clock}:00Z`);
      return { id: 'new', start, end: start + 30 * 60_000, place: aarhus };
    };
    expect(routeRefusal(day, shoot('09:30'), drive)).toBe('from_previous');
    expect(routeRefusal(day, shoot('10:00'), drive)).toBeNull();
    expect(routeRefusal(day, shoot('07:00'), drive)).toBe('to_next');
    expect(routeRefusal(day, shoot('06:30'), drive)).toBeNull();
  });
});
