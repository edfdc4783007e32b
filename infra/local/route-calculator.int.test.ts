/**
 * The route calculator stand-in answers the real `@aws-sdk/client-location` client as Amazon
 * Location does: the matrix, ValidationException and ResourceNotFoundException, over HTTP.
 */
import {
  CalculateRouteMatrixCommand,
  LocationClient,
  ResourceNotFoundException,
  ValidationException,
} from '@aws-sdk/client-location';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRouteCalculator, type RouteCalculatorHandle } from './route-calculator';
import { aarhus, copenhagen, twoToCopenhagenMatrix } from './route-calculator-examples';

let calculator: RouteCalculatorHandle;
let client: LocationClient;

beforeAll(async () => {
  calculator = await startRouteCalculator(0, { calculatorName: 'dronefoto-routes' });
  client = new LocationClient({
    region: 'eu-north-1',
    endpoint: calculator.url,
    disableHostPrefix: true,
    maxAttempts: 1,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(() => calculator.stop());

const matrix = (input: Partial<ConstructorParameters<typeof CalculateRouteMatrixCommand>[0]>) =>
  client.send(
    new CalculateRouteMatrixCommand({
      CalculatorName: 'dronefoto-routes',
      DeparturePositions: [aarhus],
      DestinationPositions: [copenhagen],
      TravelMode: 'Car',
      DistanceUnit: 'Kilometers',
      ...input,
    }),
  );

describe('the route calculator stand-in, through the AWS SDK', () => {
  it('answers the matrix in the shape of the API', async () => {
    const output = await matrix({ DeparturePositions: [aarhus, copenhagen] });
    expect(output).toMatchObject(twoToCopenhagenMatrix);
  });

  it('refuses positions out of range and too many of them with a ValidationException (400)', async () => {
    const outside = matrix({ DestinationPositions: [[200, 55]] });
    await expect(outside).rejects.toBeInstanceOf(ValidationException);
    await expect(outside).rejects.toMatchObject({
      $metadata: { httpStatusCode: 400 },
      Reason: 'FieldValidationFailed',
      message: expect.stringContaining('DestinationPositions[0]'),
    });
    await expect(
      matrix({ DeparturePositions: Array.from({ length: 351 }, () => aarhus) }),
    ).rejects.toBeInstanceOf(ValidationException);
  });

  it('knows only its own calculator', async () => {
    await expect(matrix({ CalculatorName: 'another' })).rejects.toBeInstanceOf(
      ResourceNotFoundException,
    );
  });

  it('logs every request, refused ones too, for the tests to count', async () => {
    const before = calculator.requests().length;
    await matrix({ DestinationPositions: [copenhagen, aarhus] });
    await expect(matrix({ DestinationPositions: [[0, 100]] })).rejects.toThrow();
    expect(calculator.requests().slice(before)).toEqual([
      { calculatorName: 'dronefoto-routes', departures: 1, destinations: 2, status: 200 },
      { calculatorName: 'dronefoto-routes', departures: 1, destinations: 1, status: 400 },
    ]);
    const listed = (await (await fetch(`${calculator.url}/_requests`)).json()) as {
      count: number;
      requests: unknown[];
    };
    expect(listed.count).toBe(calculator.requests().length);
    expect(listed.requests).toEqual(calculator.requests());
  });
});
