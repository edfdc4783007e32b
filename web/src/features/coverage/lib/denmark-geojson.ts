/**
 * Denmark's simplified outline (denmark-outline.ts) as GeoJSON for the coverage map: drawn
 * under the zones, it keeps the map meaningful when the map tiles cannot load (offline).
 */
import type { FeatureCollection, Polygon } from 'geojson';
import { denmarkLandmasses } from './denmark-outline';

/** Denmark with a small margin, Bornholm included: the map's view with no zone selected. */
export const denmarkBounds = { west: 7.9, east: 15.35, south: 54.45, north: 57.9 } as const;

export const denmarkGeoJson: FeatureCollection<Polygon, { name: string }> = {
  type: 'FeatureCollection',
  features: denmarkLandmasses.map(({ name, ring }) => {
    const points = ring.map(([lon, lat]) => [lon, lat]);
    const first = points[0];
    // GeoJSON rings are closed: the last position repeats the first.
    const closed = first ? [...points, first] : points;
    return {
      type: 'Feature',
      properties: { name },
      geometry: { type: 'Polygon', coordinates: [closed] },
    };
  }),
};
