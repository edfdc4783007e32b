/**
 * The weather forecast the shoot check reads (issue 32, decision 0026): one port, one
 * adapter for DMI's open forecast API (dmi-forecast.ts). The twin points the same adapter
 * at its DMI stand-in (infra/local/fake-dmi.ts), whose forecast the tests set.
 */

/** One forecast hour at the shoot's position. */
export interface HourlyForecast {
  /** The hour (ISO, UTC). */
  time: string;
  /** Mean wind 10 m above ground, m/s. */
  windMean10m: number;
  /** Gusts 10 m above ground, m/s. */
  gust: number;
  /** Precipitation in the hour before `time`, mm (kg/m²). */
  precipitation: number;
}

/** Why no forecast could be read: the service failed, was too slow, or answered nonsense. */
export type ForecastFailureReason = 'http_error' | 'timeout' | 'network' | 'malformed' | 'no_data';

export type ForecastResult =
  | { ok: true; hours: HourlyForecast[] }
  | { ok: false; reason: ForecastFailureReason; detail: string };

export interface WeatherForecast {
  /** The hourly forecast at (lat, lon) for the hours from `fromIso` to `toIso` (both ISO, UTC). */
  forecast(lat: number, lon: number, fromIso: string, toIso: string): Promise<ForecastResult>;
}
