/**
 * geocode() in AWS (GEOCODER=location): Amazon Location behind the DynamoDB cache, both
 * mocked with aws-sdk-client-mock, and what the coverage check makes of a failing search.
 */
import {
  LocationClient,
  SearchPlaceIndexForTextCommand,
  ThrottlingException,
} from '@aws-sdk/client-location';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeItemTable,
  unitTestEnv,
  useUnitTestEnv,
  useMockedAws,
} from '@tests/support/unit-test-env';
import { AddressNotValidatedError, coverageOfAddress } from './address-coverage';
import { geocode } from './geocode';
import { logger } from '@functions/lib/logger';

const location = mockClient(LocationClient);
const dynamo = mockClient(DynamoDBDocumentClient);

useMockedAws([location, dynamo]);
afterEach(() => {
  vi.restoreAllMocks();
});

const searches = () =>
  location.commandCalls(SearchPlaceIndexForTextCommand).map((call) => call.args[0].input);

describe('geocode with GEOCODER=location', () => {
  it('searches the trimmed address in Denmark once; the same address again comes from the cache', async () => {
    const items = fakeItemTable(dynamo);
    location.on(SearchPlaceIndexForTextCommand).resolves({
      $metadata: {},
      Summary: undefined,
      Results: [
        {
          Place: {
            Label: 'Rådhuspladsen 1, 1550 København V, DNK',
            Geometry: { Point: [12.5694, 55.6761] },
          },
          PlaceId: undefined,
        },
      ],
    });
    const expected = {
      lat: 55.6761,
      lon: 12.5694,
      label: 'Rådhuspladsen 1, 1550 København V, DNK',
    };

    expect(await geocode('  Rådhuspladsen 1, 1550 København V  ')).toEqual(expected);
    expect(await geocode('rådhuspladsen 1,  1550 KØBENHAVN V')).toEqual(expected);

    expect(searches()).toEqual([
      {
        IndexName: unitTestEnv.PLACE_INDEX_NAME,
        Text: 'Rådhuspladsen 1, 1550 København V',
        FilterCountries: ['DNK'],
        Language: 'da',
        MaxResults: 1,
      },
    ]);
    expect([...items.keys()]).toEqual(['GEOCODE#rådhuspladsen 1, 1550 københavn v|RESULT']);
  });

  it('answers null for a blank address without asking Location or the table', async () => {
    expect(await geocode('   ')).toBeNull();
    expect(location.calls()).toHaveLength(0);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('never calls Amazon Location with GEOCODER=gazetteer (the local twin)', async () => {
    useUnitTestEnv({ GEOCODER: 'gazetteer' });
    expect(await geocode('Vestergade 1, 8000 Aarhus C')).toMatchObject({ label: '8000 Aarhus C' });
    expect(location.calls()).toHaveLength(0);
    expect(dynamo.calls()).toHaveLength(0);
  });
});

describe('coverageOfAddress when Amazon Location fails', () => {
  it('answers AddressNotValidatedError with the SDK error as cause, and caches nothing', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    fakeItemTable(dynamo);
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const throttled = new ThrottlingException({
      message: 'Rate exceeded',
      Message: 'Rate exceeded',
      $metadata: {},
    });
    location.on(SearchPlaceIndexForTextCommand).rejects(throttled);

    const failure = await coverageOfAddress('Vestergade 1, 8000 Aarhus C').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AddressNotValidatedError);
    expect((failure as AddressNotValidatedError).cause).toBe(throttled);
    expect(searches()).toHaveLength(1);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith('coverage_geocode_failed', { error: throttled });
  });
});
