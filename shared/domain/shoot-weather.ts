/**
 * The weather check before a shoot (product §4 'Weather check', decision 0026): which hours
 * are read (the shoot's, whole hours), how the forecast is judged against the owner's limits,
 * and how the admin's badge reads the stored result.
 */
import type { BookingWeather } from '@shared/api/entities';
import { fillText } from '@shared/texts/fill';
import { weatherTexts as t } from '@shared/texts/weather';
import { copenhagenToUtc } from './copenhagen-time';

/** How far ahead a shoot is checked (and its customer and owner warned). */
export const weatherCheckHours = 48;

export type WeatherStatus = BookingWeather['status'];

/** The owner's limits (Indstillinger); the defaults until saved. */
export interface WeatherLimits {
  maxWindMs: number;
  maxGustMs: number;
  /** More rain than this in any hour of the shoot (mm) grounds it. */
  maxRainMm: number;
}

export const defaultWeatherLimits: WeatherLimits = { maxWindMs: 10, maxGustMs: 14, maxRainMm: 0.5 };

const hourMs = 3_600_000;

/**
 * The hours of the shoot as the forecast has them: from the whole hour it starts in to the
 * whole hour after it ends (UTC ISO, no milliseconds: the window names the check's mails).
 */
export function shootWindow(booking: {
  booking_date: string;
  booking_time: string;
  duration_minutes: number;
}): { from: string; to: string } | null {
  const start = copenhagenToUtc(booking.booking_date, booking.booking_time);
  if (!start) return null;
  const from = Math.floor(start.getTime() / hourMs) * hourMs;
  const to = Math.ceil((start.getTime() + booking.duration_minutes * 60_000) / hourMs) * hourMs;
  const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
  return { from: iso(from), to: iso(to) };
}

export interface ForecastHour {
  windMean10m: number;
  gust: number;
  precipitation: number;
}

export interface WeatherVerdict {
  status: Exclude<WeatherStatus, 'unavailable'>;
  /** The worst hour's values (m/s, m/s, mm in an hour), one decimal. */
  wind: number;
  gust: number;
  precipitation: number;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The worst of the shoot's hours against the limits: wind or gusts first, then rain. */
export function judgeForecast(
  hours: readonly ForecastHour[],
  limits: WeatherLimits,
): WeatherVerdict {
  const wind = oneDecimal(Math.max(0, ...hours.map((h) => h.windMean10m)));
  const gust = oneDecimal(Math.max(0, ...hours.map((h) => h.gust)));
  const precipitation = oneDecimal(Math.max(0, ...hours.map((h) => h.precipitation)));
  const status =
    wind > limits.maxWindMs || gust > limits.maxGustMs
      ? 'too_windy'
      : precipitation > limits.maxRainMm
        ? 'rain'
        : 'ok';
  return { status, wind, gust, precipitation };
}

/** A number as Danish writes it: '15', '0,8'. */
export const danishNumber = (n: number): string => String(n).replace('.', ',');

/** The admin's badge: 'Vejr: OK', 'Vejr: for meget vind (15 m/s)', 'Vejrudsigt ikke tilgængelig'. */
export function weatherBadgeText(weather: BookingWeather): string {
  if (weather.status === 'unavailable') return t.badgeUnavailable;
  const values = weatherValues(weather);
  if (weather.status === 'rain') return fillText(t.badgeRain, values);
  if (weather.status === 'too_windy') return fillText(t.badgeTooWindy, values);
  return t.badgeOk;
}

/** The forecast's worst hour in Danish numbers (nothing read: 0). */
export const weatherValues = (
  weather: Pick<BookingWeather, 'wind' | 'gust' | 'precipitation'>,
) => ({
  wind: danishNumber(weather.wind ?? 0),
  gust: danishNumber(weather.gust ?? 0),
  precipitation: danishNumber(weather.precipitation ?? 0),
});
