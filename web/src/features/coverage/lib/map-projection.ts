/**
 * A linear projection of Denmark's bounding box onto the coverage map's SVG: degrees of
 * longitude are shortened by cos(56°) so that kilometres are (nearly) equal both ways at
 * Danish latitudes, and a zone's radius in km becomes a circle of the right size.
 */
import type { Ring } from './denmark-outline';

export interface LonLat {
  lat: number;
  lon: number;
}

/** Denmark with a small margin, Bornholm included. */
export const mapBounds = { west: 7.9, east: 15.35, south: 54.45, north: 57.9 } as const;

/** SVG units per degree of latitude. */
const unitsPerDegree = 100;
const lonFactor = Math.cos((56 * Math.PI) / 180);
const kmPerDegreeLat = 111.195;

export const mapWidth = Math.round((mapBounds.east - mapBounds.west) * lonFactor * unitsPerDegree);
export const mapHeight = Math.round((mapBounds.north - mapBounds.south) * unitsPerDegree);

export function project({ lat, lon }: LonLat): { x: number; y: number } {
  return {
    x: (lon - mapBounds.west) * lonFactor * unitsPerDegree,
    y: (mapBounds.north - lat) * unitsPerDegree,
  };
}

/** A distance in km as SVG units. */
export function kmToUnits(km: number): number {
  return (km / kmPerDegreeLat) * unitsPerDegree;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A closed SVG path of a [lon, lat] ring. */
export function ringPath(ring: Ring): string {
  return (
    ring
      .map(([lon, lat], i) => {
        const { x, y } = project({ lat, lon });
        return `${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`;
      })
      .join(' ') + ' Z'
  );
}
