import { describe, expect, it } from 'vitest';
import { coverageOfPoint, type PlacedZone } from './zone-coverage';

const aarhus: PlacedZone = {
  zone: { id: 'z-aarhus', name: 'Aarhus', radius_km: 50 },
  centre: { lat: 56.157, lon: 10.211 },
};
const copenhagen: PlacedZone = {
  zone: { id: 'z-kbh', name: 'København', radius_km: 40 },
  centre: { lat: 55.676, lon: 12.568 },
};
const bigJutland: PlacedZone = {
  zone: { id: 'z-jylland', name: 'Jylland', radius_km: 100 },
  centre: { lat: 55.709, lon: 9.536 },
};

describe('coverageOfPoint', () => {
  it('covers a point inside a zone and reports the distance to that centre', () => {
    const result = coverageOfPoint({ lat: 56.2, lon: 10.2 }, [copenhagen, aarhus]);
    expect(result).toMatchObject({
      covered: true,
      zone: { id: 'z-aarhus', name: 'Aarhus', radius_km: 50 },
      nearest_zone_name: 'Aarhus',
    });
    expect(result.distance_km).toBeGreaterThan(4);
    expect(result.distance_km).toBeLessThan(6);
  });

  it('does not cover a point outside every zone, and measures to the nearest centre', () => {
    const esbjerg = { lat: 55.476, lon: 8.459 };
    const result = coverageOfPoint(esbjerg, [copenhagen, aarhus]);
    expect(result.covered).toBe(false);
    expect(result.zone).toBeNull();
    expect(result.nearest_zone_name).toBe('Aarhus');
    expect(result.distance_km).toBeGreaterThan(120);
    expect(result.distance_km).toBeLessThan(150);
    // One decimal, like the Danish display.
    expect(Math.round(result.distance_km! * 10) / 10).toBe(result.distance_km);
  });

  it('draws the border at radius_km', () => {
    const inside = { lat: 56.157 + 49.95 / 111.195, lon: 10.211 };
    expect(coverageOfPoint(inside, [aarhus]).covered).toBe(true);
    const outside = { lat: 56.157 + 50.05 / 111.195, lon: 10.211 };
    expect(coverageOfPoint(outside, [aarhus]).covered).toBe(false);
  });

  it('covers through a larger zone even when a smaller zone’s centre is nearer', () => {
    const smallAarhus: PlacedZone = { ...aarhus, zone: { ...aarhus.zone, radius_km: 5 } };
    const skanderborg = { lat: 56.036, lon: 9.93 };
    const result = coverageOfPoint(skanderborg, [smallAarhus, bigJutland]);
    expect(result.covered).toBe(true);
    expect(result.zone?.id).toBe('z-jylland');
    expect(result.nearest_zone_name).toBe('Aarhus');
    expect(result.distance_km).toBeGreaterThan(18);
    expect(result.distance_km).toBeLessThan(25);
  });

  it('covers nothing and has no distance without zones', () => {
    expect(coverageOfPoint({ lat: 56, lon: 10 }, [])).toEqual({
      covered: false,
      distance_km: null,
      zone: null,
      nearest_zone_name: null,
    });
  });
});
