/**
 * driveMinutes against the stand-ins: the real Amazon Location client talks to the route
 * calculator stand-in (whose request log counts the calls), the cache lives in DynamoDB
 * Local, and the twin's IAM checks each call as the function's role would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { driveTimeKey } from '@functions/data/keys';
import { getItem } from '@functions/data/store';
import { days, epochSeconds } from '@functions/data/ttl';
import { config, resetConfig } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';
import { accessOfFunction } from '@infra/constructs/declared-access';
import { runAsFunction } from '@infra/local/function-access';
import { freePort } from '@infra/local/process';
import { takeRefusals } from '@tests/integration/refusals';
import { estimateDrive } from './drive-estimate';
import { clearDriveTimeMemory, driveMinutes, placeKey, type Place } from './drive-times';

/** How many route-matrix requests the stand-in has had, and the last ones. */
async function standInRequests() {
  const answer = await fetch(`${config().LOCATION_ENDPOINT}/_requests`);
  return (await answer.json()) as {
    count: number;
    requests: Array<{ departures: number; destinations: number; status: number }>;
  };
}

/** A place near `base` no other test uses (the table outlives a test). */
const near = (base: Place): Place => ({
  lat: base.lat + Math.round(Math.random() * 2000) / 1e5,
  lon: base.lon + Math.round(Math.random() * 2000) / 1e5,
});
const rounded = (place: Place): Place => {
  const [lat, lon] = placeKey(place).split(',').map(Number);
  return { lat: lat!, lon: lon! };
};
const estimated = ([from, to]: readonly [Place, Place]) =>
  estimateDrive(rounded(from), rounded(to)).minutes;

const cached = (from: Place, to: Place) => getItem(driveTimeKey(placeKey(from), placeKey(to)));

let warned: MockInstance<typeof logger.warn>;
beforeEach(() => {
  clearDriveTimeMemory();
  warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warned.mockRestore());

/** Runs `run` with LOCATION_ENDPOINT pointing elsewhere, then puts it back. */
async function withLocationEndpoint<T>(endpoint: string, run: () => Promise<T>): Promise<T> {
  const own = process.env.LOCATION_ENDPOINT;
  process.env.LOCATION_ENDPOINT = endpoint;
  resetConfig();
  try {
    return await run();
  } finally {
    process.env.LOCATION_ENDPOINT = own;
    resetConfig();
  }
}

describe('driveMinutes against the route calculator stand-in', () => {
  it('asks once for N uncached pairs, then answers from the table without asking', async () => {
    const aarhus = near({ lat: 56.1567, lon: 10.2108 });
    const odense = near({ lat: 55.3959, lon: 10.3883 });
    const copenhagen = near({ lat: 55.6761, lon: 12.5683 });
    const pairs = [
      [aarhus, copenhagen],
      [copenhagen, aarhus],
      [aarhus, odense],
      [odense, copenhagen],
      [aarhus, aarhus],
    ] as const;

    const before = await standInRequests();
    const minutes = await driveMinutes(pairs);
    const after = await standInRequests();
    // The stand-in answers with the estimate, so the numbers are known.
    expect(minutes).toEqual([...pairs.slice(0, 4).map(estimated), 0]);
    expect(after.count - before.count).toBe(1);
    // Departures {Aarhus, Copenhagen, Odense} × destinations {Copenhagen, Aarhus, Odense}.
    expect(after.requests.at(-1)).toMatchObject({ departures: 3, destinations: 3, status: 200 });

    // Every answered cell is in the table for 30 days, a place to itself excepted.
    const item = await cached(copenhagen, odense);
    expect(item).toMatchObject({
      entity: 'drive_time',
      minutes: estimated([copenhagen, odense]),
      km: estimateDrive(rounded(copenhagen), rounded(odense)).km,
      source: 'route_calculator',
    });
    expect((item?.ttl as number) - epochSeconds(new Date())).toBeGreaterThan(days(30) - 60);
    expect(await cached(odense, odense)).toBeUndefined();

    expect(await driveMinutes(pairs)).toEqual(minutes);
    clearDriveTimeMemory();
    expect(await driveMinutes(pairs)).toEqual(minutes);
    // A pair the matrix answered on the way: Odense → Aarhus.
    expect(await driveMinutes([[odense, aarhus]])).toEqual([estimated([odense, aarhus])]);
    expect((await standInRequests()).count).toBe(after.count);
    expect(warned).not.toHaveBeenCalled();
  });

  it('asks only for the pairs the cache lacks', async () => {
    const a = near({ lat: 56.46, lon: 10.03 });
    const b = near({ lat: 55.86, lon: 9.85 });
    const c = near({ lat: 55.71, lon: 9.53 });
    await driveMinutes([[a, b]]);
    const before = await standInRequests();
    await driveMinutes([
      [a, b],
      [b, c],
    ]);
    const after = await standInRequests();
    expect(after.count - before.count).toBe(1);
    expect(after.requests.at(-1)).toMatchObject({ departures: 1, destinations: 1 });
  });

  it('caches the estimate of a cell the calculator cannot route (longer than 400 km)', async () => {
    const skagen = near({ lat: 57.7209, lon: 10.5839 });
    const gedser = near({ lat: 54.5745, lon: 11.9268 });
    expect(await driveMinutes([[skagen, gedser]])).toEqual([estimated([skagen, gedser])]);
    expect(await cached(skagen, gedser)).toMatchObject({ source: 'estimate' });
    expect(warned).toHaveBeenCalledWith(
      'drive_times_estimated',
      expect.objectContaining({ reason: 'unroutable' }),
    );
  });

  it('estimates when the calculator is down, caches nothing, and asks again once it is back', async () => {
    const from = near({ lat: 56.04, lon: 9.93 });
    const to = near({ lat: 55.49, lon: 9.47 });
    const closed = `http://127.0.0.1:${await freePort()}`;
    const minutes = await withLocationEndpoint(closed, () => driveMinutes([[from, to]]));
    expect(minutes).toEqual([estimated([from, to])]);
    expect(await cached(from, to)).toBeUndefined();
    expect(warned).toHaveBeenCalledWith(
      'drive_times_estimated',
      expect.objectContaining({ reason: 'route_calculator_failed', pairs: 1 }),
    );

    const before = await standInRequests();
    expect(await driveMinutes([[from, to]])).toEqual(minutes);
    expect((await standInRequests()).count - before.count).toBe(1);
    expect(await cached(from, to)).toMatchObject({ source: 'route_calculator' });
  });

  it('estimates when the calculator answers 500, and caches nothing', async () => {
    let asked = 0;
    const failing = http.createServer((_req, res) => {
      asked += 1;
      res.writeHead(500, {
        'content-type': 'application/json',
        'x-amzn-errortype': 'InternalServerException',
      });
      res.end(JSON.stringify({ message: 'Internal failure' }));
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const { port } = failing.address() as AddressInfo;
    try {
      const from = near({ lat: 55.06, lon: 10.61 });
      const to = near({ lat: 55.23, lon: 11.76 });
      const minutes = await withLocationEndpoint(`http://127.0.0.1:${port}`, () =>
        driveMinutes([
          [from, to],
          [to, from],
        ]),
      );
      expect(minutes).toEqual([estimated([from, to]), estimated([to, from])]);
      expect(asked).toBeGreaterThanOrEqual(1);
      expect(await cached(from, to)).toBeUndefined();
      expect(await cached(to, from)).toBeUndefined();
    } finally {
      failing.closeAllConnections();
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});

describe('driveMinutes under the twin’s IAM', () => {
  it('calculates in a function that needs routing (bookings)', async () => {
    const from = near({ lat: 55.4, lon: 11.35 });
    const to = near({ lat: 55.64, lon: 12.08 });
    const before = await standInRequests();
    expect(
      await runAsFunction(accessOfFunction('bookings'), () => driveMinutes([[from, to]])),
    ).toEqual([estimated([from, to])]);
    expect((await standInRequests()).count - before.count).toBe(1);
    expect(takeRefusals()).toEqual([]);
  });

  it('is refused in a function without routing (catalog), which then estimates', async () => {
    const from = near({ lat: 56.45, lon: 9.4 });
    const to = near({ lat: 56.16, lon: 9.55 });
    const before = await standInRequests();
    expect(
      await runAsFunction(accessOfFunction('catalog'), () => driveMinutes([[from, to]])),
    ).toEqual([estimated([from, to])]);
    expect((await standInRequests()).count).toBe(before.count);
    expect(takeRefusals()).toEqual([
      expect.objectContaining({
        function: 'catalog',
        action: 'geo:CalculateRouteMatrix',
        resource: 'arn:aws:geo:eu-north-1:000000000000:route-calculator/dronefoto-routes',
      }),
    ]);
    expect(await cached(from, to)).toBeUndefined();
  });
});
