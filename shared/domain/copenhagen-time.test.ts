import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { copenhagenDateTime } from './danish-format';
import {
  addDays,
  copenhagenOffsetMinutes,
  copenhagenToUtc,
  copenhagenToday,
  copenhagenWallClock,
  minutesOfTime,
  timeOfMinutes,
  weekdayOf,
} from './copenhagen-time';

describe('copenhagenToday', () => {
  it('is already tomorrow in Copenhagen late in the UTC evening', () => {
    expect(copenhagenToday(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-22');
    expect(copenhagenToday(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
    // Summer time: midnight is 22:00 UTC.
    expect(copenhagenToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(copenhagenToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});

describe('copenhagenWallClock and offset', () => {
  it('is +01:00 in winter and +02:00 in summer', () => {
    expect(copenhagenOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(copenhagenOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(120);
    expect(copenhagenWallClock(new Date('2026-07-15T12:00:00Z'))).toEqual({
      date: '2026-07-15',
      time: '14:00',
    });
  });

  it('shows midnight as 00:00, never 24:00', () => {
    expect(copenhagenWallClock(new Date('2026-01-14T23:00:00Z')).time).toBe('00:00');
  });
});

describe('copenhagenToUtc', () => {
  it('converts ordinary winter and summer times', () => {
    expect(copenhagenToUtc('2026-01-15', '08:30')?.toISOString()).toBe('2026-01-15T07:30:00.000Z');
    expect(copenhagenToUtc('2026-07-15', '08:30')?.toISOString()).toBe('2026-07-15T06:30:00.000Z');
    expect(copenhagenToUtc('2026-11-23', '00:00')?.toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });

  it('returns null for the hour skipped on the spring-forward day (2026-03-29)', () => {
    expect(copenhagenToUtc('2026-03-29', '01:30')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(copenhagenToUtc('2026-03-29', '02:00')).toBeNull();
    expect(copenhagenToUtc('2026-03-29', '02:30')).toBeNull();
    expect(copenhagenToUtc('2026-03-29', '03:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('returns the earlier (summer-time) instant for the repeated hour on the fall-back day (2026-10-25)', () => {
    expect(copenhagenToUtc('2026-10-25', '01:30')?.toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(copenhagenToUtc('2026-10-25', '02:00')?.toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(copenhagenToUtc('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(copenhagenToUtc('2026-10-25', '03:00')?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('returns null for a date that does not exist', () => {
    expect(copenhagenToUtc('2026-02-30', '12:00')).toBeNull();
  });

  it('rejects malformed input', () => {
    expect(() => copenhagenToUtc('26-1-1', '12:00')).toThrow(RangeError);
    expect(() => copenhagenToUtc('2026-01-01', '1200')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('adds calendar days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-30', 5)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-22', 27)).toBe('2026-12-19');
  });
});

describe('weekdayOf', () => {
  it('names the weekday in lowercase English', () => {
    expect(weekdayOf('2026-03-29')).toBe('sunday');
    expect(weekdayOf('2026-03-30')).toBe('monday');
    expect(weekdayOf('2026-11-22')).toBe('sunday');
    expect(weekdayOf('2026-11-27')).toBe('friday');
    expect(weekdayOf('2027-01-02')).toBe('saturday');
  });
});

describe('minutesOfTime / timeOfMinutes', () => {
  it('round-trips', () => {
    expect(minutesOfTime('00:00')).toBe(0);
    expect(minutesOfTime('23:30')).toBe(1410);
    expect(timeOfMinutes(1410)).toBe('23:30');
    expect(timeOfMinutes(0)).toBe('00:00');
  });
});

/** Any instant from 1980 to 2100, the daylight-saving changes included. */
const anyInstant = fc.date({
  min: new Date('1980-01-01T00:00:00Z'),
  max: new Date('2100-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('the cached offsets agree with Intl (copenhagenDateTime)', () => {
  it('for any instant from 1980 to 2100, DST changes included', () => {
    fc.assert(
      fc.property(anyInstant, (instant) => {
        const [date, time] = copenhagenDateTime(instant).split('T');
        expect(copenhagenWallClock(instant)).toEqual({ date, time });
      }),
      { numRuns: 2000 },
    );
  });

  it('maps every wall-clock minute back to an instant showing it', () => {
    fc.assert(
      fc.property(anyInstant, (instant) => {
        const wall = copenhagenWallClock(instant);
        const back = copenhagenToUtc(wall.date, wall.time);
        expect(back && copenhagenWallClock(back)).toEqual(wall);
      }),
      { numRuns: 2000 },
    );
  });
});
