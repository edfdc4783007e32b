/**
 * Amazon Location's route calculator (`CalculateRouteMatrix`, by car): the drive from each
 * departure to each destination, in one call. In AWS the calculator is the stack's
 * (`ROUTE_CALCULATOR_NAME`, Esri data); in the local twin and the integration tests the same
 * SDK client talks to a stand-in (`LOCATION_ENDPOINT`, infra/local/route-calculator.ts) that
 * estimates from the straight line. Callers use functions/geo/drive-times.ts, which caches.
 */
import type {
  LocationClient,
  CalculateRouteMatrixCommandOutput,
  RouteMatrixEntry,
} from '@aws-sdk/client-location';
import { withAwsCallHooks } from '../lib/aws-client-hooks';
import { locationSdk } from '../lib/location';
import { config } from '../lib/config';
import type { Place } from './place';

/** One cell of the matrix: the drive, or why the calculator could not route it. */
export type RouteLeg =
  { minutes: number; km: number | undefined } | { error: string; message: string | undefined };

export const isRouted = (leg: RouteLeg): leg is Extract<RouteLeg, { minutes: number }> =>
  'minutes' in leg;

/** The answer did not have the shape of the API's (a matrix of departures × destinations). */
export class MalformedRouteMatrixError extends Error {
  override name = 'MalformedRouteMatrixError';
}

let client: LocationClient | undefined;
let clientFor: string | undefined;

/**
 * The client, made once per region and endpoint. Short timeouts and one retry: a booking
 * waits for this call, and a calculator that does not answer is replaced by the estimate.
 */
async function locationClient(): Promise<LocationClient> {
  const { LocationClient } = await locationSdk();
  const { AWS_REGION, LOCATION_ENDPOINT } = config();
  const key = `${AWS_REGION}|${LOCATION_ENDPOINT ?? ''}`;
  if (!client || clientFor !== key) {
    client = withAwsCallHooks(
      new LocationClient({
        region: AWS_REGION,
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 },
        // The real API prefixes its host with `routes.`; a stand-in has just its own address.
        ...(LOCATION_ENDPOINT ? { endpoint: LOCATION_ENDPOINT, disableHostPrefix: true } : {}),
      }),
    );
    clientFor = key;
  }
  return client;
}

/** Amazon Location's positions are [lon, lat]. */
const position = (place: Place): number[] => [place.lon, place.lat];

/**
 * The drive from every departure to every destination (rows: departures, columns:
 * destinations), minutes rounded up. Throws when the calculator fails or answers in another
 * shape (MalformedRouteMatrixError); a cell it cannot route is `{ error }`.
 */
export async function calculateRouteLegs(
  departures: readonly Place[],
  destinations: readonly Place[],
): Promise<RouteLeg[][]> {
  if (departures.length === 0 || destinations.length === 0) return departures.map(() => []);
  const { ROUTE_CALCULATOR_NAME } = config();
  if (!ROUTE_CALCULATOR_NAME) throw new Error('ROUTE_CALCULATOR_NAME is not configured');
  const { CalculateRouteMatrixCommand } = await locationSdk();
  const output = await (
    await locationClient()
  ).send(
    new CalculateRouteMatrixCommand({
      CalculatorName: ROUTE_CALCULATOR_NAME,
      DeparturePositions: departures.map(position),
      DestinationPositions: destinations.map(position),
      TravelMode: 'Car',
      DistanceUnit: 'Kilometers',
    }),
  );
  return legsFromOutput(output, departures.length, destinations.length);
}

/** Minutes by car from every departure to every destination; null where it cannot be routed. */
export async function calculateRouteMatrix(
  departures: Place[],
  destinations: Place[],
): Promise<(number | null)[][]> {
  const legs = await calculateRouteLegs(departures, destinations);
  return legs.map((row) => row.map((leg) => (isRouted(leg) ? leg.minutes : null)));
}

/** The matrix of an answer, checked against the size of the question. */
export function legsFromOutput(
  output: Partial<Pick<CalculateRouteMatrixCommandOutput, 'RouteMatrix' | 'Summary'>>,
  rows: number,
  columns: number,
): RouteLeg[][] {
  const matrix = output.RouteMatrix;
  if (!Array.isArray(matrix) || matrix.length !== rows)
    throw new MalformedRouteMatrixError(
      `route matrix has ${Array.isArray(matrix) ? matrix.length : 'no'} rows, expected ${rows}`,
    );
  if (output.Summary?.DistanceUnit && output.Summary.DistanceUnit !== 'Kilometers')
    throw new MalformedRouteMatrixError(
      `route matrix distances are in ${output.Summary.DistanceUnit}, not Kilometers`,
    );
  return matrix.map((row, i) => {
    if (!Array.isArray(row) || row.length !== columns)
      throw new MalformedRouteMatrixError(
        `route matrix row ${i} has ${Array.isArray(row) ? row.length : 'no'} cells, expected ${columns}`,
      );
    return row.map((entry, j) => legOf(entry, i, j));
  });
}

function legOf(entry: RouteMatrixEntry | undefined, row: number, column: number): RouteLeg {
  if (entry?.Error) return { error: entry.Error.Code ?? 'Unknown', message: entry.Error.Message };
  const seconds = entry?.DurationSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0)
    throw new MalformedRouteMatrixError(
      `route matrix cell [${row}][${column}] has neither a duration nor an error`,
    );
  const km = entry?.Distance;
  return {
    minutes: Math.ceil(seconds / 60),
    km: typeof km === 'number' && Number.isFinite(km) && km >= 0 ? km : undefined,
  };
}
