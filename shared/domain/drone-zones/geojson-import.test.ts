/** Importing an owner's zone area from GeoJSON: what is accepted and why the rest is refused. */
import { describe, expect, it } from 'vitest';
import { openRingPolygon } from '@tests/support/geojson';
import { importGeoJsonArea, maxZonePositions } from './geojson-import';

const ring = [
  [10, 56],
  [10.1, 56],
  [10.1, 56.1],
  [10, 56],
];

describe('importGeoJsonArea', () => {
  it('takes a Polygon, a MultiPolygon, a Feature and a FeatureCollection as one MultiPolygon', () => {
    const polygon = { type: 'Polygon', coordinates: [ring] };
    expect(importGeoJsonArea(JSON.stringify(polygon))).toEqual({
      geometry: { type: 'MultiPolygon', coordinates: [[ring]] },
    });
    const multi = { type: 'MultiPolygon', coordinates: [[ring], [ring]] };
    expect(importGeoJsonArea(JSON.stringify(multi))).toMatchObject({
      geometry: { coordinates: [[ring], [ring]] },
    });
    const collection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: polygon },
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [10, 56] } },
        { type: 'Feature', properties: {}, geometry: multi },
      ],
    };
    const imported = importGeoJsonArea(JSON.stringify(collection));
    expect('geometry' in imported && imported.geometry.coordinates).toHaveLength(3);
  });

  it('drops a third coordinate (height)', () => {
    const withHeight = ring.map(([lon, lat]) => [lon, lat, 12]);
    expect(
      importGeoJsonArea(JSON.stringify({ type: 'Polygon', coordinates: [withHeight] })),
    ).toEqual({ geometry: { type: 'MultiPolygon', coordinates: [[ring]] } });
  });

  it.each([
    ['{ nope', 'not_json'],
    [JSON.stringify({ type: 'Point', coordinates: [10, 56] }), 'no_polygon'],
    [JSON.stringify({ type: 'FeatureCollection', features: [] }), 'no_polygon'],
    [JSON.stringify([1, 2, 3]), 'no_polygon'],
    [JSON.stringify({ type: 'Polygon', coordinates: 'x' }), 'bad_coordinates'],
    [JSON.stringify({ type: 'Polygon', coordinates: [ring.slice(0, 3)] }), 'bad_coordinates'],
    [
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [10, 56],
            [10, '56'],
            [11, 56],
            [10, 56],
          ],
        ],
      }),
      'bad_coordinates',
    ],
    [
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [10, 56],
            [190, 56],
            [11, 56],
            [10, 56],
          ],
        ],
      }),
      'out_of_range',
    ],
    [openRingPolygon, 'ring_not_closed'],
    ['x'.repeat(1_000_001), 'too_large'],
  ])('refuses %#: %s', (text, refusal) => {
    expect(importGeoJsonArea(text)).toEqual({ refusal });
  });

  it('refuses more than the maximum of positions', () => {
    const count = maxZonePositions + 1;
    const big = Array.from({ length: count - 1 }, (_, i) => [10 + i / count, 56]);
    big.push(big[0]!);
    expect(importGeoJsonArea(JSON.stringify({ type: 'Polygon', coordinates: [big] }))).toEqual({
      refusal: 'too_many_points',
    });
  });
});
