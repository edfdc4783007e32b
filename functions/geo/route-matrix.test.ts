import {
  CalculateRouteMatrixCommand,
  LocationClient,
  ThrottlingException,
  type CalculateRouteMatrixCommandOutput,
} from '@aws-sdk/client-location';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { useUnitTestEnv, useMockedAws } from '@tests/support/unit-test-env';
import {
  MalformedRouteMatrixError,
  calculateRouteLegs,
  calculateRouteMatrix,
  legsFromOutput,
} from './route-matrix';

const location = mockClient(LocationClient);
const calculator = 'dronefoto-routes';

useMockedAws([location], { ROUTE_CALCULATOR_NAME: calculator, LOCATION_ENDPOINT: '' });

const aarhus = { lat: 56.1567, lon: 10.2108 };
const odense = { lat: 55.3959, lon: 10.3883 };
const copenhagen = { lat: 55.6761, lon: 12.5683 };
const bornholm = { lat: 55.1009, lon: 14.7066 };

const summary = (routes: number, errors: number) => ({
  DataSource: 'Esri',
  RouteCount: routes,
  ErrorCount: errors,
  DistanceUnit: 'Kilometers' as const,
});

const answer = (
  RouteMatrix: CalculateRouteMatrixCommandOutput['RouteMatrix'],
  errors = 0,
): CalculateRouteMatrixCommandOutput => ({
  $metadata: {},
  RouteMatrix,
  Summary: summary((RouteMatrix?.length ?? 0) * (RouteMatrix?.[0]?.length ?? 0), errors),
  SnappedDeparturePositions: undefined,
  SnappedDestinationPositions: undefined,
});

describe('calculateRouteMatrix (Amazon Location mocked)', () => {
  it('asks the configured calculator by car, positions as [lon, lat], and answers minutes rounded up', async () => {
    location.on(CalculateRouteMatrixCommand).resolves(
      answer([
        [
          { Distance: 196.9, DurationSeconds: 9_100 },
          { Distance: 301.2, DurationSeconds: 10_800 },
        ],
        [
          { Distance: 0, DurationSeconds: 0 },
          { Distance: 167.4, DurationSeconds: 5_401 },
        ],
      ]),
    );
    expect(await calculateRouteMatrix([aarhus, odense], [odense, copenhagen])).toEqual([
      [152, 180],
      [0, 91],
    ]);
    expect(location.commandCalls(CalculateRouteMatrixCommand).map((c) => c.args[0].input)).toEqual([
      {
        CalculatorName: calculator,
        DeparturePositions: [
          [10.2108, 56.1567],
          [10.3883, 55.3959],
        ],
        DestinationPositions: [
          [10.3883, 55.3959],
          [12.5683, 55.6761],
        ],
        TravelMode: 'Car',
        DistanceUnit: 'Kilometers',
      },
    ]);
  });

  it('answers null for a cell the calculator could not route', async () => {
    location
      .on(CalculateRouteMatrixCommand)
      .resolves(
        answer(
          [
            [
              { DurationSeconds: 3_000, Distance: 60 },
              { Error: { Code: 'RouteNotFound', Message: 'No route found' } },
            ],
          ],
          1,
        ),
      );
    expect(await calculateRouteMatrix([copenhagen], [odense, bornholm])).toEqual([[50, null]]);
    expect(await calculateRouteLegs([copenhagen], [odense, bornholm])).toEqual([
      [
        { minutes: 50, km: 60 },
        { error: 'RouteNotFound', message: 'No route found' },
      ],
    ]);
  });

  it('throws on a malformed answer instead of guessing', async () => {
    location.on(CalculateRouteMatrixCommand).resolves(answer([[{ DurationSeconds: 60 }]]));
    await expect(calculateRouteMatrix([aarhus, odense], [copenhagen])).rejects.toBeInstanceOf(
      MalformedRouteMatrixError,
    );
    location.on(CalculateRouteMatrixCommand).resolves(answer([[{ Distance: 12 }]]));
    await expect(calculateRouteMatrix([aarhus], [copenhagen])).rejects.toThrow(
      'route matrix cell [0][0] has neither a duration nor an error',
    );
    location.on(CalculateRouteMatrixCommand).resolves({ $metadata: {} } as never);
    await expect(calculateRouteMatrix([aarhus], [copenhagen])).rejects.toThrow(
      'route matrix has no rows, expected 1',
    );
  });

  it('passes a failing call on to the caller (drive-times.ts falls back)', async () => {
    const throttled = new ThrottlingException({
      message: 'Rate exceeded',
      Message: 'Rate exceeded',
      $metadata: {},
    });
    location.on(CalculateRouteMatrixCommand).rejects(throttled);
    await expect(calculateRouteMatrix([aarhus], [copenhagen])).rejects.toBe(throttled);
  });

  it('refuses to calculate without ROUTE_CALCULATOR_NAME, before calling Location', async () => {
    useUnitTestEnv({ ROUTE_CALCULATOR_NAME: '', LOCATION_ENDPOINT: '' });
    await expect(calculateRouteMatrix([aarhus], [copenhagen])).rejects.toThrow(
      'ROUTE_CALCULATOR_NAME is not configured',
    );
    expect(location.calls()).toHaveLength(0);
  });

  it('asks nothing for an empty side', async () => {
    expect(await calculateRouteMatrix([], [copenhagen])).toEqual([]);
    expect(await calculateRouteMatrix([aarhus, odense], [])).toEqual([[], []]);
    expect(location.calls()).toHaveLength(0);
  });

  it('talks to LOCATION_ENDPOINT without the routes. host prefix when it is set (the twin)', async () => {
    useUnitTestEnv({
      ROUTE_CALCULATOR_NAME: calculator,
      LOCATION_ENDPOINT: 'http://127.0.0.1:4599',
    });
    location.on(CalculateRouteMatrixCommand).resolves(answer([[{ DurationSeconds: 120 }]]));
    expect(await calculateRouteMatrix([aarhus], [copenhagen])).toEqual([[2]]);
    const sent = location.send.getCall(0).thisValue as LocationClient;
    expect(sent.config.disableHostPrefix).toBe(true);
    const endpoint = await sent.config.endpoint?.();
    expect(endpoint).toMatchObject({ hostname: '127.0.0.1', port: 4599, protocol: 'http:' });
  });
});

describe('legsFromOutput', () => {
  it('keeps the distance in km when the calculator gives one', () => {
    expect(legsFromOutput(answer([[{ DurationSeconds: 59.2, Distance: 1.4 }]]), 1, 1)).toEqual([
      [{ minutes: 1, km: 1.4 }],
    ]);
    expect(legsFromOutput(answer([[{ DurationSeconds: 60 }]]), 1, 1)).toEqual([
      [{ minutes: 1, km: undefined }],
    ]);
  });

  it('refuses distances in another unit and rows of the wrong length', () => {
    expect(() =>
      legsFromOutput(
        {
          RouteMatrix: [[{ DurationSeconds: 60 }]],
          Summary: { ...summary(1, 0), DistanceUnit: 'Miles' },
        },
        1,
        1,
      ),
    ).toThrow('not Kilometers');
    expect(() => legsFromOutput(answer([[{ DurationSeconds: 60 }]]), 1, 2)).toThrow(
      'route matrix row 0 has 1 cells, expected 2',
    );
    expect(() => legsFromOutput(answer([[{ DurationSeconds: -5 }]]), 1, 1)).toThrow(
      MalformedRouteMatrixError,
    );
  });
});
