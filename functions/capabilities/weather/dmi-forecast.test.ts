/**
 * The DMI adapter of the forecast port, on an answer in DMI's documented GeoJSON shape
 * (fixtures/dmi-position-geojson.json: the Forecast Data EDR API's position query, one Feature
 * per step, written from DMI's example answer), and on the failures the check must survive: a
 * 5xx, no answer in time, a network error and answers that are not DMI's shape.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dmiForecast, dmiPositionUrl, parseDmiGeoJson } from './dmi-forecast';

const fixture: unknown = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'fixtures/dmi-position-geojson.json'), 'utf8'),
);
const base = 'https://dmigw.govcloud.dk/v1/forecastedr';
const from = '2026-11-27T09:00:00Z';
const to = '2026-11-27T10:00:00Z';

/** A fetch that answers once, remembering what it was asked. */
function answering(respond: () => Response | Promise<Response>) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: (init?.headers ?? {}) as Record<string, string> });
    return respond();
  }) as typeof fetch;
  return { calls, fetchFn };
}

describe('the DMI position query', () => {
  it('asks harmonie_dini_sf for wind, gusts and rain at the point, an hour early, as GeoJSON', () => {
    const url = new URL(dmiPositionUrl(`${base}/`, 55.7086, 12.5502, from, to));
    expect(url.origin + url.pathname).toBe(`${base}/collections/harmonie_dini_sf/position`);
    expect(url.searchParams.get('coords')).toBe('POINT(12.5502 55.7086)');
    expect(url.searchParams.get('crs')).toBe('crs84');
    expect(url.searchParams.get('f')).toBe('GeoJSON');
    expect(url.searchParams.get('parameter-name')).toBe(
      'wind-speed-10m,gust-wind-speed-10m,total-precipitation',
    );
    expect(url.searchParams.get('datetime')).toBe(
      '2026-11-27T08:00:00.000Z/2026-11-27T10:00:00.000Z',
    );
  });
});

describe('reading a DMI answer', () => {
  it('gives the hours asked for, in order, with the rain of each hour from the accumulation', () => {
    const result = parseDmiGeoJson(fixture, from, to);
    expect(result).toEqual({
      ok: true,
      hours: [
        { time: '2026-11-27T09:00:00.000Z', windMean10m: 8.1, gust: 12.3, precipitation: 0.05 },
        { time: '2026-11-27T10:00:00.000Z', windMean10m: 15.2, gust: 21.8, precipitation: 0.8 },
      ],
    });
  });

  it('takes the first step of a run as the rain since the run began', () => {
    const result = parseDmiGeoJson(fixture, '2026-11-27T08:00:00Z', '2026-11-27T08:00:00Z');
    expect(result.ok && result.hours[0]?.precipitation).toBe(1.2);
  });

  it('calls an answer without the hours asked for no data', () => {
    expect(parseDmiGeoJson(fixture, '2026-11-28T09:00:00Z', '2026-11-28T10:00:00Z')).toMatchObject({
      ok: false,
      reason: 'no_data',
    });
  });

  it('calls anything but DMI’s shape malformed', () => {
    const missingGust = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { step: from, 'wind-speed-10m': 4, 'total-precipitation': 0 },
        },
      ],
    };
    const textWind = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {
            step: from,
            'wind-speed-10m': '4',
            'gust-wind-speed-10m': 6,
            'total-precipitation': 0,
          },
        },
      ],
    };
    for (const body of [missingGust, textWind, { type: 'Coverage' }, null, 'Service Unavailable'])
      expect(parseDmiGeoJson(body, from, to)).toMatchObject({ ok: false, reason: 'malformed' });
  });
});

describe('the adapter', () => {
  it('reads DMI’s answer, sending the key only when one is configured', async () => {
    const { calls, fetchFn } = answering(() => Response.json(fixture));
    const withKey = dmiForecast({ baseUrl: base, apiKey: 'nøgle', fetch: fetchFn });
    const result = await withKey.forecast(55.7086, 12.5502, from, to);
    expect(result.ok && result.hours.map((h) => h.windMean10m)).toEqual([8.1, 15.2]);
    expect(calls[0]?.headers['X-Gravitee-Api-Key']).toBe('nøgle');
    await dmiForecast({ baseUrl: base, fetch: fetchFn }).forecast(55.7, 12.5, from, to);
    expect(calls[1]?.headers).not.toHaveProperty('X-Gravitee-Api-Key');
  });

  it('answers http_error on a 5xx, never throwing', async () => {
    const { fetchFn } = answering(() => new Response('Bad Gateway', { status: 502 }));
    const result = await dmiForecast({ baseUrl: base, fetch: fetchFn }).forecast(55, 12, from, to);
    expect(result).toEqual({ ok: false, reason: 'http_error', detail: 'HTTP 502' });
  });

  it('gives up after its timeout', async () => {
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const result = await dmiForecast({ baseUrl: base, fetch: hanging, timeoutMs: 20 }).forecast(
      55,
      12,
      from,
      to,
    );
    expect(result).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('answers malformed on a body that is not JSON, and network on a refused connection', async () => {
    const notJson = answering(() => new Response('<html>oops</html>', { status: 200 }));
    expect(
      await dmiForecast({ baseUrl: base, fetch: notJson.fetchFn }).forecast(55, 12, from, to),
    ).toMatchObject({ ok: false, reason: 'malformed' });
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(
      await dmiForecast({ baseUrl: base, fetch: refused }).forecast(55, 12, from, to),
    ).toMatchObject({ ok: false, reason: 'network' });
  });
});
