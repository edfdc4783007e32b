/**
 * A local stand-in of Amazon Location's route calculator, for the twin and the integration
 * tests: `POST /routes/v0/calculators/{CalculatorName}/calculate/route-matrix` answered in
 * the shape of the AWS API, so the handlers' real `@aws-sdk/client-location` client talks to
 * it (`LOCATION_ENDPOINT`, `disableHostPrefix`). There is no road network: each cell is the
 * straight-line estimate the server itself falls back to (functions/geo/drive-estimate.ts),
 * and positions are "snapped" to themselves.
 *
 * As the API does, it refuses a malformed body, more than 350 departures or destinations and
 * positions outside [-180, 180] × [-90, 90] with a 400 ValidationException, and marks a cell
 * longer than 400 km (Esri's limit on a route) `RouteTooLong`. Only `TravelMode: 'Car'` is
 * calculated. Every route-matrix request is logged: `GET /_requests` lists them (the tests
 * count the calls a handler made). Never in AWS.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenLocally, readRequestBody } from './local-http-server';
import { estimateDrive } from '@functions/geo/drive-estimate';
import type { ServiceHandle } from './process';

/** At most this many departures, and as many destinations, per request (the API's limit). */
export const maxPositions = 350;
/** Esri's longest route, in km. */
export const maxRouteKm = 400;
const kmPerMile = 1.609344;

/** One route-matrix request as the stand-in saw it. */
export interface RouteMatrixRequestRecord {
  calculatorName: string;
  /** How many departure and destination positions it asked for (0 when unreadable). */
  departures: number;
  destinations: number;
  /** The status answered: 200, or 400 / 404 for a refused request. */
  status: number;
}

export interface RouteCalculatorHandle extends ServiceHandle {
  /** Every route-matrix request so far, oldest first. */
  requests(): readonly RouteMatrixRequestRecord[];
}

export interface RouteCalculatorOptions {
  /** The one calculator that exists; another name is answered 404 ResourceNotFoundException. Unset: any name. */
  calculatorName?: string;
}

interface Answer {
  status: number;
  /** The error's name (`x-amzn-ErrorType`), for an error answer. */
  errorType?: string;
  body: unknown;
}

interface FieldProblem {
  name: string;
  message: string;
}

const validationError = (
  reason: 'CannotParse' | 'Missing' | 'FieldValidationFailed',
  problems: FieldProblem[],
): Answer => ({
  status: 400,
  errorType: 'ValidationException',
  body: {
    message: problems.map((p) => `${p.name}: ${p.message}`).join('; ') || 'Invalid request',
    reason,
    fieldList: problems,
  },
});

type Position = [lon: number, lat: number];

/** The positions of a field, or what is wrong with them. */
function positionsOf(body: Record<string, unknown>, field: string): Position[] | FieldProblem {
  const value = body[field];
  if (value === undefined) return { name: field, message: 'Member must not be null' };
  if (!Array.isArray(value)) return { name: field, message: 'Member must be a list' };
  if (value.length < 1 || value.length > maxPositions)
    return {
      name: field,
      message: `Member must have length between 1 and ${maxPositions}, inclusive`,
    };
  const positions: Position[] = [];
  for (const [index, position] of value.entries()) {
    const valid =
      Array.isArray(position) &&
      position.length === 2 &&
      position.every((n) => typeof n === 'number' && Number.isFinite(n));
    const [lon, lat] = valid ? (position as Position) : [Number.NaN, Number.NaN];
    if (!valid || Math.abs(lon) > 180 || Math.abs(lat) > 90)
      return {
        name: `${field}[${index}]`,
        message: 'Member must be a position [longitude, latitude] within [-180, 180] and [-90, 90]',
      };
    positions.push([lon, lat]);
  }
  return positions;
}

const isProblem = (value: Position[] | FieldProblem): value is FieldProblem =>
  !Array.isArray(value);

/** The answer to a route-matrix request body (pure: the server around it only does HTTP). */
export function answerRouteMatrix(rawBody: string): Answer {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return validationError('CannotParse', [
      { name: 'body', message: 'Could not parse request body into json' },
    ]);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return validationError('CannotParse', [
      { name: 'body', message: 'Request body must be a JSON object' },
    ]);
  const fields = body as Record<string, unknown>;
  const departures = positionsOf(fields, 'DeparturePositions');
  const destinations = positionsOf(fields, 'DestinationPositions');
  const problems = [departures, destinations].filter(isProblem);
  const { TravelMode = 'Car', DistanceUnit = 'Kilometers', DepartNow, DepartureTime } = fields;
  if (TravelMode !== 'Car')
    problems.push({
      name: 'TravelMode',
      message: 'The local route calculator calculates TravelMode Car only',
    });
  if (DistanceUnit !== 'Kilometers' && DistanceUnit !== 'Miles')
    problems.push({
      name: 'DistanceUnit',
      message: 'Member must satisfy enum value set: [Kilometers, Miles]',
    });
  if (DepartNow !== undefined && DepartureTime !== undefined)
    problems.push({
      name: 'DepartNow',
      message: 'DepartNow and DepartureTime cannot both be given',
    });
  if (isProblem(departures) || isProblem(destinations) || problems.length > 0) {
    const missing = problems.every((p) => p.message === 'Member must not be null');
    return validationError(missing ? 'Missing' : 'FieldValidationFailed', problems);
  }

  const unit = DistanceUnit === 'Miles' ? kmPerMile : 1;
  let errors = 0;
  const matrix = departures.map(([fromLon, fromLat]) =>
    destinations.map(([toLon, toLat]) => {
      const drive = estimateDrive({ lat: fromLat, lon: fromLon }, { lat: toLat, lon: toLon });
      if (drive.km > maxRouteKm) {
        errors += 1;
        return {
          Error: {
            Code: 'RouteTooLong',
            Message: `The route is longer than ${maxRouteKm} km`,
          },
        };
      }
      return {
        Distance: Math.round((drive.km / unit) * 1000) / 1000,
        DurationSeconds: drive.minutes * 60,
      };
    }),
  );
  return {
    status: 200,
    body: {
      RouteMatrix: matrix,
      SnappedDeparturePositions: departures,
      SnappedDestinationPositions: destinations,
      Summary: {
        DataSource: 'Esri',
        RouteCount: departures.length * destinations.length,
        ErrorCount: errors,
        DistanceUnit,
      },
    },
  };
}

function send(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, {
    'content-type': 'application/json',
    'x-amzn-requestid': randomUUID(),
    ...(answer.errorType ? { 'x-amzn-errortype': answer.errorType } : {}),
  });
  res.end(JSON.stringify(answer.body));
}

const routeMatrixPath = /^\/routes\/v0\/calculators\/([^/]+)\/calculate\/route-matrix$/;

/** Counts of a body's positions, for the request log (0 when unreadable). */
function positionCounts(rawBody: string): { departures: number; destinations: number } {
  try {
    const body = JSON.parse(rawBody) as Record<string, unknown>;
    const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
    return {
      departures: count(body.DeparturePositions),
      destinations: count(body.DestinationPositions),
    };
  } catch {
    return { departures: 0, destinations: 0 };
  }
}

/** Starts the stand-in on 127.0.0.1:`port` (0: a free one). */
export async function startRouteCalculator(
  port: number,
  options: RouteCalculatorOptions = {},
): Promise<RouteCalculatorHandle> {
  const log: RouteMatrixRequestRecord[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://route-calculator.local').pathname;
    if (req.method === 'GET' && path === '/_requests')
      return send(res, { status: 200, body: { count: log.length, requests: log } });
    const route = routeMatrixPath.exec(path);
    if (req.method !== 'POST' || !route?.[1])
      return send(res, {
        status: 404,
        errorType: 'UnknownOperationException',
        body: { message: `No operation at ${req.method ?? ''} ${path}` },
      });
    const calculatorName = decodeURIComponent(route[1]);
    const rawBody = await readRequestBody(req);
    const answer =
      options.calculatorName !== undefined && calculatorName !== options.calculatorName
        ? {
            status: 404,
            errorType: 'ResourceNotFoundException',
            body: { message: `Route calculator ${calculatorName} not found` },
          }
        : answerRouteMatrix(rawBody);
    log.push({ calculatorName, ...positionCounts(rawBody), status: answer.status });
    send(res, answer);
  }

  const listener = await listenLocally(port, handle, (res, error) =>
    send(res, {
      status: 500,
      errorType: 'InternalServerException',
      body: { message: String(error) },
    }),
  );
  return {
    name: 'route calculator',
    port: listener.port,
    url: listener.url,
    requests: () => [...log],
    stop: listener.stop,
  };
}
