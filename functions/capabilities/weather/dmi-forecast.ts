/**
 * The DMI adapter of the forecast port: DMI's Forecast Data EDR API (OGC API - EDR), the
 * HARMONIE DINI surface model (`harmonie_dini_sf`), a position query answered as GeoJSON:
 *
 *   GET {base}/collections/harmonie_dini_sf/position
 *       ?coords=POINT(lon lat)&crs=crs84&f=GeoJSON&datetime={from}/{to}
 *       &parameter-name=wind-speed-10m,gust-wind-speed-10m,total-precipitation
 *
 * One Feature per forecast step (`properties.step`, ISO), its values in SI units: wind and
 * gusts in m/s, `total-precipitation` in kg/m² (= mm) accumulated since the model run began,
 * so an hour's rain is the difference from the step before (the query starts an hour early
 * for it). The base URL and the optional API key (DMI's gateway header `X-Gravitee-Api-Key`)
 * come from the configuration, never the code. Data: DMI, CC BY 4.0 (attribution in the
 * mails and the admin's badge).
 */
import * as z from 'zod/mini';
import type { ForecastResult, HourlyForecast, WeatherForecast } from './forecast-port';

export const dmiCollection = 'harmonie_dini_sf';
export const dmiParameters = ['wind-speed-10m', 'gust-wind-speed-10m', 'total-precipitation'];

/** How long one forecast request may take before the check gives up on it. */
export const dmiTimeoutMs = 10_000;

const hourMs = 3_600_000;

const value = z.number();
const dmiGeoJsonSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      properties: z.object({
        step: z.iso.datetime({ offset: true }),
        'wind-speed-10m': value.check(z.gte(0)),
        'gust-wind-speed-10m': value.check(z.gte(0)),
        'total-precipitation': value.check(z.gte(0)),
      }),
    }),
  ),
});

/** The position query's URL for the shoot's hours (an hour early: the rain accumulates). */
export function dmiPositionUrl(
  baseUrl: string,
  lat: number,
  lon: number,
  fromIso: string,
  toIso: string,
): string {
  const from = new Date(Date.parse(fromIso) - hourMs).toISOString();
  const query = new URLSearchParams({
    coords: `POINT(${lon} ${lat})`,
    crs: 'crs84',
    'parameter-name': dmiParameters.join(','),
    datetime: `${from}/${new Date(toIso).toISOString()}`,
    f: 'GeoJSON',
  });
  // DMI's API, not one of our pages: its path joined from the EDR API's parts.
  const path = [baseUrl.replace(/\/+$/, ''), 'collections', dmiCollection, 'position'].join('/');
  return `${path}?${query}`;
}

/**
 * The hours from `fromIso` to `toIso` in a DMI position answer (GeoJSON), or why it cannot be
 * read: a shape other than DMI's documented one is `malformed`, no step in the hours `no_data`.
 */
export function parseDmiGeoJson(body: unknown, fromIso: string, toIso: string): ForecastResult {
  const parsed = dmiGeoJsonSchema.safeParse(body);
  if (!parsed.success)
    return { ok: false, reason: 'malformed', detail: parsed.error.issues[0]?.message ?? '' };
  const steps = parsed.data.features
    .map((feature) => ({ ...feature.properties, at: Date.parse(feature.properties.step) }))
    .sort((a, b) => a.at - b.at);
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  const hours: HourlyForecast[] = [];
  let accumulated: number | undefined;
  for (const step of steps) {
    // The first step has none before it: its accumulation is the rain since the run began.
    const rain = Math.max(0, step['total-precipitation'] - (accumulated ?? 0));
    accumulated = step['total-precipitation'];
    if (step.at < from || step.at > to) continue;
    hours.push({
      time: new Date(step.at).toISOString(),
      windMean10m: step['wind-speed-10m'],
      gust: step['gust-wind-speed-10m'],
      precipitation: Math.round(rain * 100) / 100,
    });
  }
  if (hours.length === 0)
    return { ok: false, reason: 'no_data', detail: 'no forecast step in the hours asked for' };
  return { ok: true, hours };
}

export interface DmiForecastOptions {
  /** `https://dmigw.govcloud.dk/v1/forecastedr` in AWS; the twin's stand-in locally. */
  baseUrl: string;
  apiKey?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The forecast port on DMI's EDR API. Never throws: a failure is a typed answer. */
export function dmiForecast(options: DmiForecastOptions): WeatherForecast {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? dmiTimeoutMs;
  return {
    async forecast(lat, lon, fromIso, toIso) {
      const url = dmiPositionUrl(options.baseUrl, lat, lon, fromIso, toIso);
      const headers: Record<string, string> = { accept: 'application/geo+json' };
      if (options.apiKey) headers['X-Gravitee-Api-Key'] = options.apiKey;
      let body: unknown;
      try {
        const response = await fetchFn(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) {
          return { ok: false, reason: 'http_error', detail: `HTTP ${response.status}` };
        }
        body = await response.json();
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError')
          return { ok: false, reason: 'timeout', detail: `no answer in ${timeoutMs} ms` };
        if (error instanceof SyntaxError)
          return { ok: false, reason: 'malformed', detail: 'not JSON' };
        return { ok: false, reason: 'network', detail: String(error) };
      }
      return parseDmiGeoJson(body, fromIso, toIso);
    },
  };
}
