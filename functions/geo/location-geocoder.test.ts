import { describe, expect, it } from 'vitest';
import { placeFromSearchOutput } from './location-geocoder';

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
