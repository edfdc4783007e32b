/**
 * A local stand-in of DMI's Forecast Data EDR API, for the twin and the integration tests
 * (decision 0026): `GET /collections/harmonie_dini_sf/position` answered in DMI's documented
 * GeoJSON shape, so the weather check's real DMI adapter reads it (`DMI_FORECAST_URL`).
 *
 * Its forecast is what the tests set: `POST /_forecasts` with
 * `{ lat?, lon?, date?, wind, gust, precipitation, failure? }` (m/s, m/s, mm per hour; a
 * position matches within about a kilometre, a date (YYYY-MM-DD, UTC) the hours that touch it;
 * the latest set that matches wins). `failure`: `error` answers 503, `malformed` a body that is
 * not DMI's shape, `timeout` no answer at all. Unset: calm weather (3 m/s, gusts 5, dry).
 * `DELETE /_forecasts` forgets them; `GET /_requests` lists the latest position queries. Never in
 * AWS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenLocally } from './local-http-server';
import type { ServiceHandle } from './process';

export interface StandInForecast {
  lat?: number;
  lon?: number;
  date?: string;
  wind: number;
  gust: number;
  /** mm in each hour. */
  precipitation: number;
  failure?: 'error' | 'malformed' | 'timeout';
}

export interface FakeDmiHandle extends ServiceHandle {
  /** The position queries so far (their query strings), oldest first. */
  requests(): readonly string[];
}

const calm: StandInForecast = { wind: 3, gust: 5, precipitation: 0 };
const hourMs = 3_600_000;
/** About a kilometre. */
const near = 0.01;

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    req.on('error', reject);
  });
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The forecast as set, or undefined when it is not one. */
function toForecast(body: unknown): StandInForecast | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  if (!isNumber(b.wind) || !isNumber(b.gust) || !isNumber(b.precipitation)) return undefined;
  const failure =
    b.failure === 'error' || b.failure === 'malformed' || b.failure === 'timeout'
      ? b.failure
      : undefined;
  return {
    wind: b.wind,
    gust: b.gust,
    precipitation: b.precipitation,
    ...(isNumber(b.lat) && isNumber(b.lon) ? { lat: b.lat, lon: b.lon } : {}),
    ...(typeof b.date === 'string' ? { date: b.date } : {}),
    ...(failure ? { failure } : {}),
  };
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': type });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** DMI's GeoJSON answer: one Feature per hour, the rain accumulated since the first step. */
export function dmiPositionAnswer(
  forecast: StandInForecast,
  lon: number,
  lat: number,
  from: number,
  to: number,
) {
  const features = [];
  let step = Math.ceil(from / hourMs) * hourMs;
  for (let i = 1; step <= to; step += hourMs, i++) {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lon, lat] },
      properties: {
        step: new Date(step).toISOString(),
        'wind-speed-10m': forecast.wind,
        'gust-wind-speed-10m': forecast.gust,
        'total-precipitation': Math.round(forecast.precipitation * i * 1000) / 1000,
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

export async function startFakeDmi(port: number): Promise<FakeDmiHandle> {
  let forecasts: StandInForecast[] = [];
  const log: string[] = [];
  const open = new Set<ServerResponse>();

  const matching = (lat: number, lon: number, from: number, to: number): StandInForecast =>
    [...forecasts].reverse().find((f) => {
      if (f.lat !== undefined && f.lon !== undefined)
        if (Math.abs(f.lat - lat) > near || Math.abs(f.lon - lon) > near) return false;
      if (f.date) {
        const dayStart = Date.parse(`${f.date}T00:00:00Z`);
        if (to < dayStart || from >= dayStart + 24 * hourMs) return false;
      }
      return true;
    }) ?? calm;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/_forecasts') {
      if (req.method === 'DELETE') {
        forecasts = [];
        return send(res, 204, undefined);
      }
      if (req.method === 'POST') {
        const forecast = toForecast(await readJson(req));
        if (!forecast) return send(res, 400, { error: 'wind, gust and precipitation are numbers' });
        forecasts.push(forecast);
        return send(res, 204, undefined);
      }
    }
    if (url.pathname === '/_requests') return send(res, 200, log);
    const position = /^\/collections\/([^/]+)\/position$/.exec(url.pathname);
    if (!position || req.method !== 'GET') return send(res, 404, { description: 'Not found' });
    log.push(url.search);
    // The twin runs for days: only the latest queries are kept.
    if (log.length > 1000) log.splice(0, log.length - 1000);
    const coords = /^POINT\(\s*(-?[\d.]+)\s+(-?[\d.]+)\s*\)$/.exec(
      url.searchParams.get('coords') ?? '',
    );
    const [fromText = '', toText = ''] = (url.searchParams.get('datetime') ?? '').split('/');
    const from = Date.parse(fromText);
    const to = Date.parse(toText);
    if (!coords || Number.isNaN(from) || Number.isNaN(to))
      return send(res, 400, { description: 'coords and datetime are required' });
    const lon = Number(coords[1]);
    const lat = Number(coords[2]);
    const forecast = matching(lat, lon, from, to);
    if (forecast.failure === 'error') return send(res, 503, { description: 'Service Unavailable' });
    if (forecast.failure === 'timeout') {
      // No answer: the client gives up (its timeout); closed when the stand-in stops.
      open.add(res);
      return;
    }
    if (forecast.failure === 'malformed')
      return send(res, 200, { type: 'FeatureCollection', features: [{ properties: {} }] });
    return send(res, 200, dmiPositionAnswer(forecast, lon, lat, from, to), 'application/geo+json');
  }

  const listener = await listenLocally(port, handle, (res, error) =>
    send(res, 500, { description: String(error) }),
  );
  return {
    name: 'DMI forecast',
    port: listener.port,
    url: listener.url,
    requests: () => [...log],
    stop: () => {
      for (const res of open) res.destroy();
      return listener.stop();
    },
  };
}
