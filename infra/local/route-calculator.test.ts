/** The route calculator stand-in's answers, without HTTP (see route-calculator.int.test.ts). */
import { describe, expect, it } from 'vitest';
import { answerRouteMatrix } from './route-calculator';
import {
  aarhus,
  aarhusToCopenhagen,
  copenhagen,
  twoToCopenhagenMatrix,
} from './route-calculator-examples';

const skagen: [number, number] = [10.5839, 57.7209];
const gedser: [number, number] = [11.9268, 54.5745];

const ask = (body: unknown) => answerRouteMatrix(JSON.stringify(body));

describe('answerRouteMatrix', () => {
  it('answers every departure × destination with the estimate, in the API’s shape', () => {
    const answer = ask({
      DeparturePositions: [aarhus, copenhagen],
      DestinationPositions: [copenhagen],
      TravelMode: 'Car',
      DistanceUnit: 'Kilometers',
    });
    expect(answer).toEqual({ status: 200, body: twoToCopenhagenMatrix });
    expect(aarhusToCopenhagen).toEqual({ km: 218.8, minutes: 168 });
  });

  it('defaults to Car and Kilometers, and converts to Miles when asked', () => {
    const km = ask({ DeparturePositions: [aarhus], DestinationPositions: [copenhagen] });
    const miles = ask({
      DeparturePositions: [aarhus],
      DestinationPositions: [copenhagen],
      DistanceUnit: 'Miles',
    });
    expect(km.status).toBe(200);
    const distance = (a: typeof km) =>
      (a.body as { RouteMatrix: Array<Array<{ Distance: number }>> }).RouteMatrix[0]![0]!.Distance;
    expect(distance(miles)).toBeCloseTo(distance(km) / 1.609344, 2);
    expect(miles.body).toMatchObject({ Summary: { DistanceUnit: 'Miles' } });
  });

  it('marks a cell longer than 400 km RouteTooLong, as Esri does', () => {
    const answer = ask({ DeparturePositions: [skagen], DestinationPositions: [gedser, aarhus] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      RouteMatrix: [
        [
          { Error: { Code: 'RouteTooLong', Message: 'The route is longer than 400 km' } },
          { DurationSeconds: expect.any(Number) },
        ],
      ],
      Summary: { RouteCount: 2, ErrorCount: 1 },
    });
  });

  it.each([
    ['not JSON', '{', 'CannotParse'],
    ['not an object', '[1]', 'CannotParse'],
    ['no positions', '{}', 'Missing'],
  ])('refuses a body that is %s: 400 ValidationException', (_what, raw, reason) => {
    expect(answerRouteMatrix(raw)).toMatchObject({
      status: 400,
      errorType: 'ValidationException',
      body: { reason, message: expect.any(String), fieldList: expect.any(Array) },
    });
  });

  it.each([
    ['a position outside [-180, 180]', { DeparturePositions: [[181, 55]] }],
    ['a position outside [-90, 90]', { DeparturePositions: [[10, -91]] }],
    ['a position of three numbers', { DeparturePositions: [[10, 55, 3]] }],
    ['a position of strings', { DeparturePositions: [['10', '55']] }],
    ['no departures', { DeparturePositions: [] }],
    ['351 departures', { DeparturePositions: Array.from({ length: 351 }, () => aarhus) }],
    ['another travel mode', { TravelMode: 'Walking' }],
    ['another unit', { DistanceUnit: 'Meters' }],
    [
      'both DepartNow and DepartureTime',
      { DepartNow: true, DepartureTime: '2026-05-01T08:00:00Z' },
    ],
  ])('refuses %s: 400 ValidationException, FieldValidationFailed', (_what, change) => {
    const answer = ask({
      DeparturePositions: [aarhus],
      DestinationPositions: [copenhagen],
      ...change,
    });
    expect(answer).toMatchObject({
      status: 400,
      errorType: 'ValidationException',
      body: { reason: 'FieldValidationFailed' },
    });
  });

  it('answers 350 × 350 positions', () => {
    const positions = Array.from({ length: 350 }, (_, i): [number, number] => [
      10 + i / 1000,
      56 - i / 1000,
    ]);
    const answer = ask({ DeparturePositions: positions, DestinationPositions: positions });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Summary: { RouteCount: 350 * 350, ErrorCount: 0 } });
  });
});
