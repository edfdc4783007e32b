/** driveMinutes with Amazon Location and the table mocked: what is asked, cached and estimated. */
import {
  CalculateRouteMatrixCommand,
  LocationClient,
  ThrottlingException,
  type CalculateRouteMatrixCommandInput,
  type RouteMatrixEntry,
} from '@aws-sdk/client-location';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  type BatchGetCommandInput,
  type BatchWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { days, epochSeconds } from '../data/ttl';
import { logger } from '../lib/logger';
import { unitTestEnv, useUnitTestEnv, useMockedAws } from '@tests/support/unit-test-env';
import { estimateDrive } from './drive-estimate';
import { clearDriveTimeMemory, driveMinutes, placeKey } from './drive-times';

const location = mockClient(LocationClient);
const dynamo = mockClient(DynamoDBDocumentClient);

const aarhus = { lat: 56.1567, lon: 10.2108 };
const odense = { lat: 55.3959, lon: 10.3883 };
const copenhagen = { lat: 55.6761, lon: 12.5683 };
const roskilde = { lat: 55.6415, lon: 12.0803 };

/** The table's items by pk, behind BatchGet and BatchWrite. */
let table: Map<string, Record<string, unknown>>;

/** A calculator answering 10 minutes per 0.1° of latitude and longitude apart, 1 km a minute. */
function fakeCalculator(cell: (from: number[], to: number[]) => RouteMatrixEntry = fakeCell) {
  location.on(CalculateRouteMatrixCommand).callsFake((input: CalculateRouteMatrixCommandInput) => {
    const rows = (input.DeparturePositions ?? []).map((from) =>
      (input.DestinationPositions ?? []).map((to) => cell(from, to)),
    );
    return {
      RouteMatrix: rows,
      Summary: { DataSource: 'Esri', RouteCount: 0, ErrorCount: 0, DistanceUnit: 'Kilometers' },
    };
  });
}
function fakeCell(from: number[], to: number[]): RouteMatrixEntry {
  const minutes = Math.round((Math.abs(from[0]! - to[0]!) + Math.abs(from[1]! - to[1]!)) * 100);
  return { DurationSeconds: Math.max(0, minutes * 60 - 30), Distance: minutes };
}
const minutesOf = (from: typeof aarhus, to: typeof aarhus) =>
  Math.round((Math.abs(from.lon - to.lon) + Math.abs(from.lat - to.lat)) * 100);

const matrixCalls = () =>
  location.commandCalls(CalculateRouteMatrixCommand).map((call) => call.args[0].input);
const putItems = () =>
  dynamo
    .commandCalls(BatchWriteCommand)
    .flatMap((call) => Object.values(call.args[0].input.RequestItems ?? {}).flat())
    .map((request) => request.PutRequest?.Item);

useMockedAws([location, dynamo], {
  ROUTE_CALCULATOR_NAME: 'dronefoto-routes',
  LOCATION_ENDPOINT: '',
});
beforeEach(() => {
  clearDriveTimeMemory();
  table = new Map();
  dynamo.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => ({
    Responses: Object.fromEntries(
      Object.entries(input.RequestItems ?? {}).map(([name, { Keys = [] }]) => [
        name,
        Keys.map((key) => table.get(String(key.pk))).filter(Boolean),
      ]),
    ),
  }));
  dynamo.on(BatchWriteCommand).callsFake((input: BatchWriteCommandInput) => {
    for (const request of Object.values(input.RequestItems ?? {}).flat()) {
      const item = request.PutRequest?.Item;
      if (item) table.set(String(item.pk), item);
    }
    return {};
  });
});

describe('driveMinutes', () => {
  it('asks once for the uncached pairs: unique departures × unique destinations, [lon, lat]', async () => {
    fakeCalculator();
    const minutes = await driveMinutes([
      [aarhus, copenhagen],
      [copenhagen, aarhus],
      [aarhus, odense],
      [aarhus, copenhagen],
    ]);
    expect(minutes).toEqual([
      minutesOf(aarhus, copenhagen),
      minutesOf(copenhagen, aarhus),
      minutesOf(aarhus, odense),
      minutesOf(aarhus, copenhagen),
    ]);
    expect(matrixCalls()).toEqual([
      {
        CalculatorName: 'dronefoto-routes',
        DeparturePositions: [
          [10.2108, 56.1567],
          [12.5683, 55.6761],
        ],
        DestinationPositions: [
          [12.5683, 55.6761],
          [10.2108, 56.1567],
          [10.3883, 55.3959],
        ],
        TravelMode: 'Car',
        DistanceUnit: 'Kilometers',
      },
    ]);
    // Every answered cell is cached, except a place to itself: 2 × 3 − 2.
    const before = epochSeconds(new Date());
    const items = putItems();
    expect(items).toHaveLength(4);
    expect(items).toContainEqual({
      pk: 'DRIVE#55.6761,12.5683>55.3959,10.3883',
      sk: 'DRIVE',
      entity: 'drive_time',
      minutes: minutesOf(copenhagen, odense),
      km: minutesOf(copenhagen, odense),
      source: 'route_calculator',
      cached_at: expect.any(String),
      ttl: expect.any(Number),
    });
    const ttl = items[0]?.ttl as number;
    expect(ttl - before).toBeGreaterThanOrEqual(days(30) - 5);
    expect(ttl - before).toBeLessThanOrEqual(days(30));
  });

  it('answers again from memory, and then from the table, without asking', async () => {
    fakeCalculator();
    const pairs = [
      [aarhus, copenhagen],
      [odense, roskilde],
    ] as const;
    const first = await driveMinutes(pairs);
    expect(matrixCalls()).toHaveLength(1);

    expect(await driveMinutes(pairs)).toEqual(first);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(1);

    clearDriveTimeMemory();
    expect(await driveMinutes(pairs)).toEqual(first);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(2);
    expect(matrixCalls()).toHaveLength(1);
    // A pair the cross product answered on the way: Aarhus → Roskilde.
    expect(await driveMinutes([[aarhus, roskilde]])).toEqual([minutesOf(aarhus, roskilde)]);
    expect(matrixCalls()).toHaveLength(1);
  });

  it('asks only for what the cache lacks', async () => {
    fakeCalculator();
    await driveMinutes([[aarhus, copenhagen]]);
    await driveMinutes([
      [aarhus, copenhagen],
      [odense, roskilde],
    ]);
    expect(
      matrixCalls().map((input) => [input.DeparturePositions, input.DestinationPositions]),
    ).toEqual([
      [[[10.2108, 56.1567]], [[12.5683, 55.6761]]],
      [[[10.3883, 55.3959]], [[12.0803, 55.6415]]],
    ]);
  });

  it('answers 0 for the same place (within ~50 m) without asking anything', async () => {
    const nearby = { lat: aarhus.lat + 0.0002, lon: aarhus.lon };
    expect(
      await driveMinutes([
        [aarhus, aarhus],
        [aarhus, nearby],
      ]),
    ).toEqual([0, 0]);
    expect(await driveMinutes([])).toEqual([]);
    expect(location.calls()).toHaveLength(0);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('keys, asks and caches places rounded to 4 decimals', async () => {
    fakeCalculator();
    expect(placeKey({ lat: 56.156749, lon: 10.21079 })).toBe('56.1567,10.2108');
    expect(placeKey({ lat: -0.00001, lon: 0 })).toBe('0.0000,0.0000');
    await driveMinutes([[{ lat: 56.156749, lon: 10.21079 }, copenhagen]]);
    await driveMinutes([[{ lat: 56.15671, lon: 10.21081 }, copenhagen]]);
    expect(matrixCalls()).toHaveLength(1);
    expect(matrixCalls()[0]?.DeparturePositions).toEqual([[10.2108, 56.1567]]);
  });

  it('estimates a cell the calculator cannot route, and caches that estimate', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    fakeCalculator((from, to) =>
      to[0] === odense.lon
        ? { Error: { Code: 'RouteNotFound', Message: 'No route' } }
        : fakeCell(from, to),
    );
    const estimate = estimateDrive(aarhus, odense);
    expect(
      await driveMinutes([
        [aarhus, odense],
        [aarhus, copenhagen],
      ]),
    ).toEqual([estimate.minutes, minutesOf(aarhus, copenhagen)]);
    expect(putItems()).toContainEqual(
      expect.objectContaining({
        pk: 'DRIVE#56.1567,10.2108>55.3959,10.3883',
        minutes: estimate.minutes,
        km: estimate.km,
        source: 'estimate',
      }),
    );
    expect(warned).toHaveBeenCalledWith('drive_times_estimated', {
      reason: 'unroutable',
      cells: [{ from: '56.1567,10.2108', to: '55.3959,10.3883', error: 'RouteNotFound' }],
    });
    warned.mockRestore();
  });

  it('estimates every pair when the calculator fails, caches nothing, and asks again next time', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    location.on(CalculateRouteMatrixCommand).rejectsOnce(
      new ThrottlingException({
        message: 'Rate exceeded',
        Message: 'Rate exceeded',
        $metadata: {},
      }),
    );
    const pairs = [
      [aarhus, copenhagen],
      [copenhagen, aarhus],
    ] as const;
    expect(await driveMinutes(pairs)).toEqual(
      pairs.map(([from, to]) => estimateDrive(from, to).minutes),
    );
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(0);
    expect(warned).toHaveBeenCalledWith(
      'drive_times_estimated',
      expect.objectContaining({ reason: 'route_calculator_failed', pairs: 2 }),
    );
    warned.mockRestore();

    fakeCalculator();
    expect(await driveMinutes(pairs)).toEqual([
      minutesOf(aarhus, copenhagen),
      minutesOf(copenhagen, aarhus),
    ]);
    expect(matrixCalls()).toHaveLength(2);
  });

  it('estimates without a calculator name (a function without `routing`), caching nothing', async () => {
    useUnitTestEnv({ ROUTE_CALCULATOR_NAME: '', LOCATION_ENDPOINT: '' });
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(await driveMinutes([[aarhus, copenhagen]])).toEqual([
      estimateDrive(aarhus, copenhagen).minutes,
    ]);
    expect(location.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(0);
    expect(warned).toHaveBeenCalledWith(
      'drive_times_estimated',
      expect.objectContaining({
        reason: 'route_calculator_failed',
        error: new Error('ROUTE_CALCULATOR_NAME is not configured'),
      }),
    );
    warned.mockRestore();
  });

  it('asks again when the cached item has expired (TTL deletion is lazy)', async () => {
    fakeCalculator();
    table.set('DRIVE#56.1567,10.2108>55.6761,12.5683', {
      pk: 'DRIVE#56.1567,10.2108>55.6761,12.5683',
      sk: 'DRIVE',
      minutes: 1,
      source: 'route_calculator',
      ttl: epochSeconds(new Date()) - 60,
    });
    expect(await driveMinutes([[aarhus, copenhagen]])).toEqual([minutesOf(aarhus, copenhagen)]);
    expect(matrixCalls()).toHaveLength(1);
    expect(dynamo.commandCalls(BatchGetCommand)[0]?.args[0].input).toEqual({
      RequestItems: {
        [unitTestEnv.TABLE_NAME]: {
          Keys: [{ pk: 'DRIVE#56.1567,10.2108>55.6761,12.5683', sk: 'DRIVE' }],
        },
      },
    });
  });
});
