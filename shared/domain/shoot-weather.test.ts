/** The weather check's rules: the shoot's hours, the verdict against the limits, the badge. */
import { describe, expect, it } from 'vitest';
import {
  defaultWeatherLimits,
  judgeForecast,
  shootWindow,
  weatherBadgeText,
} from './shoot-weather';

const hour = (windMean10m: number, gust: number, precipitation = 0) => ({
  windMean10m,
  gust,
  precipitation,
});

describe('the shoot window', () => {
  it('runs from the whole hour the shoot starts in to the whole hour after it ends (UTC)', () => {
    // 10:30 in Copenhagen in winter is 09:30 UTC; an hour's shoot ends 10:30 UTC.
    expect(
      shootWindow({ booking_date: '2026-11-27', booking_time: '10:30', duration_minutes: 60 }),
    ).toEqual({ from: '2026-11-27T09:00:00Z', to: '2026-11-27T11:00:00Z' });
    expect(
      shootWindow({ booking_date: '2026-06-27', booking_time: '10:00', duration_minutes: 30 }),
    ).toEqual({ from: '2026-06-27T08:00:00Z', to: '2026-06-27T09:00:00Z' });
  });
});

describe('the verdict', () => {
  it('is too windy above the mean wind or the gust limit, rain above the rain limit', () => {
    const limits = defaultWeatherLimits;
    expect(judgeForecast([hour(5, 8), hour(15, 19)], limits)).toEqual({
      status: 'too_windy',
      wind: 15,
      gust: 19,
      precipitation: 0,
    });
    expect(judgeForecast([hour(9, 14.6)], limits).status).toBe('too_windy');
    expect(judgeForecast([hour(4, 6, 0.2), hour(4, 6, 1.37)], limits)).toEqual({
      status: 'rain',
      wind: 4,
      gust: 6,
      precipitation: 1.4,
    });
    expect(judgeForecast([hour(10, 14, 0.5)], limits).status).toBe('ok');
  });

  it('follows the owner’s own limits', () => {
    const strict = { maxWindMs: 6, maxGustMs: 9, maxRainMm: 0 };
    expect(judgeForecast([hour(7, 8)], strict).status).toBe('too_windy');
    expect(judgeForecast([hour(5, 8, 0.1)], strict).status).toBe('rain');
  });
});

describe('the admin badge', () => {
  const checked = { checked_at: '2026-11-26T08:00:00Z', window: 'a/b' };
  it('says what grounds the shoot, in Danish numbers', () => {
    expect(
      weatherBadgeText({ ...checked, status: 'too_windy', wind: 15, gust: 19, precipitation: 0 }),
    ).toBe('Vejr: for meget vind (15 m/s)');
    expect(
      weatherBadgeText({ ...checked, status: 'rain', wind: 3, gust: 5, precipitation: 1.4 }),
    ).toBe('Vejr: regn (1,4 mm i timen)');
    expect(weatherBadgeText({ ...checked, status: 'ok', wind: 3, gust: 5, precipitation: 0 })).toBe(
      'Vejr: OK',
    );
    expect(
      weatherBadgeText({
        ...checked,
        status: 'unavailable',
        wind: null,
        gust: null,
        precipitation: null,
      }),
    ).toBe('Vejrudsigt ikke tilgængelig');
  });
});
