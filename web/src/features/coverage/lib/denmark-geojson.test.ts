import { describe, expect, it } from 'vitest';
import { denmarkBounds, denmarkGeoJson } from './denmark-geojson';

const aarhus = { lat: 56.157, lon: 10.211 };
const copenhagen = { lat: 55.676, lon: 12.568 };

function inside({ lat, lon }: { lat: number; lon: number }) {
  const b = denmarkBounds;
  return lon > b.west && lon < b.east && lat > b.south && lat < b.north;
}

describe("Denmark's outline as GeoJSON", () => {
  it('has one closed polygon per landmass, every point inside the default view', () => {
    expect(denmarkGeoJson.features.map((f) => f.properties.name)).toContain('Jylland');
    for (const feature of denmarkGeoJson.features) {
      const [ring] = feature.geometry.coordinates;
      expect(ring!.length, feature.properties.name).toBeGreaterThan(3);
      expect(ring![0]).toEqual(ring![ring!.length - 1]);
      for (const [lon, lat] of ring!) expect(inside({ lat: lat!, lon: lon! })).toBe(true);
    }
  });

  it('frames the seeded zone centres', () => {
    expect(inside(aarhus)).toBe(true);
    expect(inside(copenhagen)).toBe(true);
  });
});
