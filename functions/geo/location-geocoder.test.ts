import {
  LocationClient,
  SearchPlaceIndexForTextCommand,
  ThrottlingException,
  type SearchPlaceIndexForTextCommandOutput,
} from '@aws-sdk/client-location';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { days, epochSeconds } from '../data/ttl';
import {
  fakeItemTable,
  unitTestEnv,
  useUnitTestEnv,
  useMockedAws,
} from '@tests/support/unit-test-env';
import {
  geocodeWithLocation,
  locationPlaceSearch,
  placeFromSearchOutput,
} from './location-geocoder';

const location = mockClient(LocationClient);
const dynamo = mockClient(DynamoDBDocumentClient);

useMockedAws([location, dynamo]);

/** A place-index answer with one place; Amazon Location's points are [lon, lat]. */
const onePlace = (
  label: string,
  point: [lon: number, lat: number],
): SearchPlaceIndexForTextCommandOutput => ({
  $metadata: {},
  Summary: undefined,
  Results: [{ Place: { Label: label, Geometry: { Point: point } }, PlaceId: undefined }],
});

const searchedTexts = () =>
  location.commandCalls(SearchPlaceIndexForTextCommand).map((call) => call.args[0].input.Text);

const address = 'Vestergade 1, 8000 Aarhus C';
const cacheKey = { pk: 'GEOCODE#vestergade 1, 8000 aarhus c', sk: 'RESULT' };

describe('placeFromSearchOutput', () => {
  it('maps the first result (Point is [lon, lat]) to lat, lon and label', () => {
    expect(
      placeFromSearchOutput({
        Results: [
          {
            Place: {
              Label: 'Vestergade 1, 8000 Aarhus C, DNK',
              Geometry: { Point: [10.2039, 56.1572] },
            },
            PlaceId: undefined,
          },
          { Place: { Label: 'Other', Geometry: { Point: [12, 55] } }, PlaceId: undefined },
        ],
      }),
    ).toEqual({ lat: 56.1572, lon: 10.2039, label: 'Vestergade 1, 8000 Aarhus C, DNK' });
  });

  it('answers null without results or without a point', () => {
    expect(placeFromSearchOutput({ Results: [] })).toBeNull();
    expect(placeFromSearchOutput({})).toBeNull();
    expect(
      placeFromSearchOutput({
        Results: [{ Place: { Label: 'Nowhere', Geometry: {} }, PlaceId: undefined }],
      }),
    ).toBeNull();
  });

  it('uses an empty label when the place has none', () => {
    expect(
      placeFromSearchOutput({
        Results: [{ Place: { Geometry: { Point: [9.5, 55.7] } }, PlaceId: undefined }],
      }),
    ).toEqual({ lat: 55.7, lon: 9.5, label: '' });
  });
});

describe('locationPlaceSearch (Amazon Location mocked)', () => {
  it('asks the configured place index for one Danish result, in Danish', async () => {
    const answer = onePlace(`${address}, DNK`, [10.2039, 56.1572]);
    location.on(SearchPlaceIndexForTextCommand).resolves(answer);
    expect(await locationPlaceSearch(address)).toEqual(answer);
    const calls = location.commandCalls(SearchPlaceIndexForTextCommand);
    expect(calls.map((call) => call.args[0].input)).toEqual([
      {
        IndexName: unitTestEnv.PLACE_INDEX_NAME,
        Text: address,
        FilterCountries: ['DNK'],
        Language: 'da',
        MaxResults: 1,
      },
    ]);
  });

  it('refuses to search without PLACE_INDEX_NAME, before calling Location', async () => {
    useUnitTestEnv({ PLACE_INDEX_NAME: '' });
    await expect(locationPlaceSearch(address)).rejects.toThrow(
      'PLACE_INDEX_NAME is not configured',
    );
    expect(location.calls()).toHaveLength(0);
  });
});

describe('geocodeWithLocation (Amazon Location and the table mocked)', () => {
  it('maps the first place ([lon, lat]) to lat/lon and caches it for 30 days under the normalised query', async () => {
    fakeItemTable(dynamo);
    location
      .on(SearchPlaceIndexForTextCommand)
      .resolves(onePlace(`${address}, DNK`, [10.2039, 56.1572]));
    const before = epochSeconds(new Date());

    expect(await geocodeWithLocation(address)).toEqual({
      lat: 56.1572,
      lon: 10.2039,
      label: `${address}, DNK`,
    });

    expect(dynamo.commandCalls(GetCommand).map((call) => call.args[0].input)).toEqual([
      { TableName: unitTestEnv.TABLE_NAME, Key: cacheKey, ConsistentRead: false },
    ]);
    const puts = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input);
    expect(puts).toEqual([
      {
        TableName: unitTestEnv.TABLE_NAME,
        Item: {
          ...cacheKey,
          entity: 'geocode_result',
          query: 'vestergade 1, 8000 aarhus c',
          result: { lat: 56.1572, lon: 10.2039, label: `${address}, DNK` },
          cached_at: expect.any(String),
          ttl: expect.any(Number),
        },
      },
    ]);
    const ttl = puts[0]?.Item?.ttl as number;
    expect(ttl - before).toBeGreaterThanOrEqual(days(30));
    expect(ttl - before).toBeLessThanOrEqual(days(30) + 5);
  });

  it('calls Location once for two lookups of the same normalised address', async () => {
    fakeItemTable(dynamo);
    location
      .on(SearchPlaceIndexForTextCommand)
      .resolves(onePlace(`${address}, DNK`, [10.2039, 56.1572]));
    const first = await geocodeWithLocation(address);
    const second = await geocodeWithLocation(`  VESTERGADE 1,   8000 aarhus c `);
    expect(second).toEqual(first);
    expect(searchedTexts()).toEqual([address]);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(GetCommand).map((call) => call.args[0].input.Key)).toEqual([
      cacheKey,
      cacheKey,
    ]);
  });

  it('answers null when Location finds nothing, and caches the miss', async () => {
    fakeItemTable(dynamo);
    location
      .on(SearchPlaceIndexForTextCommand)
      .resolves({ $metadata: {}, Summary: undefined, Results: [] });
    expect(await geocodeWithLocation('Ingen steder 1')).toBeNull();
    expect(await geocodeWithLocation('ingen steder 1')).toBeNull();
    expect(searchedTexts()).toEqual(['Ingen steder 1']);
    expect(dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item)).toEqual([
      expect.objectContaining({ pk: 'GEOCODE#ingen steder 1', sk: 'RESULT', result: null }),
    ]);
  });

  it('rethrows a Location error without caching it, so the next lookup searches again', async () => {
    fakeItemTable(dynamo);
    const throttled = new ThrottlingException({
      message: 'Rate exceeded',
      Message: 'Rate exceeded',
      $metadata: {},
    });
    location
      .on(SearchPlaceIndexForTextCommand)
      .rejectsOnce(throttled)
      .resolves(onePlace(`${address}, DNK`, [10.2039, 56.1572]));

    await expect(geocodeWithLocation(address)).rejects.toBe(throttled);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);

    expect(await geocodeWithLocation(address)).toMatchObject({ lat: 56.1572, lon: 10.2039 });
    expect(searchedTexts()).toEqual([address, address]);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('answers a cached result without calling Location', async () => {
    const items = fakeItemTable(dynamo);
    const cached = { lat: 55.6761, lon: 12.5683, label: 'København, DNK' };
    items.set(`${cacheKey.pk}|${cacheKey.sk}`, {
      ...cacheKey,
      result: cached,
      ttl: epochSeconds(new Date()) + 3600,
    });
    expect(await geocodeWithLocation(address)).toEqual(cached);
    expect(location.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('searches again when the cached answer has expired (TTL deletion is lazy)', async () => {
    const items = fakeItemTable(dynamo);
    items.set(`${cacheKey.pk}|${cacheKey.sk}`, {
      ...cacheKey,
      result: { lat: 1, lon: 2, label: 'Forældet' },
      ttl: epochSeconds(new Date()) - 60,
    });
    location
      .on(SearchPlaceIndexForTextCommand)
      .resolves(onePlace(`${address}, DNK`, [10.2039, 56.1572]));
    expect(await geocodeWithLocation(address)).toMatchObject({ lat: 56.1572, lon: 10.2039 });
    expect(searchedTexts()).toEqual([address]);
  });
});
