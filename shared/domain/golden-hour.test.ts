import { describe, expect, it } from 'vitest';
import { copenhagenToUtc } from './copenhagen-time';
import { denmarkCentre, goldenHourOf, sunTimesOf } from './golden-hour';

const copenhagen = { lat: 55.6761, lon: 12.5683 };
const minuteMs = 60_000;

const slotStart = (date: string, time: string): Date => {
  const start = copenhagenToUtc(date, time);
  if (!start) throw new Error(`no such time ${date} ${time}`);
  return start;
};

const goldenSlots = (date: string, location: { lat: number; lon: number }) => {
  const sun = sunTimesOf(date, location.lat, location.lon);
  const marked: Record<string, string> = {};
  for (let m = 0; m < 24 * 60; m += 30) {
    const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const start = copenhagenToUtc(date, time);
    const golden = start && goldenHourOf(start, sun);
    if (golden) marked[time] = golden;
  }
  return marked;
};

describe('sunTimesOf', () => {
  it('gives Copenhagen midsummer sunrise ~04:25 and sunset ~21:57 (summer time)', () => {
    const sun = sunTimesOf('2026-06-21', copenhagen.lat, copenhagen.lon);
    // Published almanac values: sunrise 04:25, sunset 21:57; suncalc is within a minute.
    const published = {
      sunrise: slotStart('2026-06-21', '04:25').getTime(),
      sunset: new Date('2026-06-21T19:57:00Z').getTime(),
    };
    expect(Math.abs((sun.sunriseAt?.getTime() ?? 0) - published.sunrise)).toBeLessThan(minuteMs);
    expect(Math.abs((sun.sunsetAt?.getTime() ?? 0) - published.sunset)).toBeLessThan(minuteMs);
    // HH:MM is rounded to the nearest minute (sunset is 21:57:46).
    expect(sun.sunrise).toBe('04:25');
    expect(sun.sunset).toBe('21:58');
  });

  it('gives midwinter times in winter time (+01:00)', () => {
    const sun = sunTimesOf('2026-12-21', copenhagen.lat, copenhagen.lon);
    expect(sun.sunrise).toBe('08:37');
    expect(sun.sunset).toBe('15:38');
  });

  it('is later in the west: Esbjerg sets after Copenhagen', () => {
    const esbjerg = sunTimesOf('2026-06-21', 55.4765, 8.4594);
    const cph = sunTimesOf('2026-06-21', copenhagen.lat, copenhagen.lon);
    expect((esbjerg.sunsetAt?.getTime() ?? 0) - (cph.sunsetAt?.getTime() ?? 0)).toBeGreaterThan(
      10 * minuteMs,
    );
  });

  it('moves the clock times by an hour across the daylight-saving changes', () => {
    const at = (date: string) => sunTimesOf(date, denmarkCentre.lat, denmarkCentre.lon);
    // Spring forward: sunrise ~05:00 UTC both days, but 06:01 CET then 06:59 CEST.
    expect([at('2026-03-28').sunrise, at('2026-03-29').sunrise]).toEqual(['06:01', '06:59']);
    expect([at('2026-03-28').sunset, at('2026-03-29').sunset]).toEqual(['18:50', '19:52']);
    // Fall back: 08:10 CEST then 07:12 CET.
    expect([at('2026-10-24').sunrise, at('2026-10-25').sunrise]).toEqual(['08:10', '07:12']);
    expect([at('2026-10-24').sunset, at('2026-10-25').sunset]).toEqual(['17:58', '16:55']);
  });

  it('reports null where the Sun never sets (polar day)', () => {
    const sun = sunTimesOf('2026-06-21', 78.22, 15.65); // Svalbard
    expect(sun.sunrise).toBeNull();
    expect(sun.sunset).toBeNull();
  });
});

describe('goldenHourOf', () => {
  it('marks the two slots whose midpoint lies in the hour after sunrise and before sunset', () => {
    // Sunrise 04:25 -> golden [04:25, 05:25): midpoints 04:45 and 05:15.
    // Sunset 21:57:46 -> golden [20:57:46, 21:57:46): midpoints 21:15 and 21:45.
    expect(goldenSlots('2026-06-21', copenhagen)).toEqual({
      '04:30': 'morning',
      '05:00': 'morning',
      '21:00': 'evening',
      '21:30': 'evening',
    });
  });

  it('marks midwinter slots in winter time', () => {
    // Sunrise 08:37 -> midpoints 08:45, 09:15; sunset 15:38 -> midpoints 14:45, 15:15.
    expect(goldenSlots('2026-12-21', copenhagen)).toEqual({
      '08:30': 'morning',
      '09:00': 'morning',
      '14:30': 'evening',
      '15:00': 'evening',
    });
  });

  it('uses half-open hours at the exact boundaries', () => {
    const sunriseAt = new Date('2026-06-21T02:15:00Z');
    const sunsetAt = new Date('2026-06-21T20:15:00Z');
    const sun = { sunriseAt, sunsetAt };
    const at = (iso: string) => goldenHourOf(new Date(iso), sun);
    expect(at('2026-06-21T02:00:00Z')).toBe('morning'); // midpoint == sunrise
    expect(at('2026-06-21T03:00:00Z')).toBeNull(); // midpoint == sunrise + 60
    expect(at('2026-06-21T02:30:00Z')).toBe('morning');
    expect(at('2026-06-21T19:00:00Z')).toBe('evening'); // midpoint == sunset - 60
    expect(at('2026-06-21T20:00:00Z')).toBeNull(); // midpoint == sunset
    expect(at('2026-06-21T12:00:00Z')).toBeNull();
  });

  it('marks nothing without sunrise and sunset', () => {
    expect(
      goldenHourOf(new Date('2026-06-21T12:00:00Z'), { sunriseAt: null, sunsetAt: null }),
    ).toBeNull();
  });
});
