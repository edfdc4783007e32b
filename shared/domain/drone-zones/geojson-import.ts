/**
 * An owner's zone area from a GeoJSON file (RFC 7946), e.g. exported from the official drone
 * map: a Polygon or MultiPolygon geometry, a Feature with one, or a FeatureCollection of them.
 * Every polygon found becomes part of one MultiPolygon; anything else is refused with a
 * reason the server answers in Danish (400).
 */
import type { MultiPolygon, Position } from 'geojson';

/** At most this many positions in one zone (keeps the stored item and the check small). */
export const maxZonePositions = 20_000;
/** At most this many characters of GeoJSON text. */
export const maxGeoJsonChars = 1_000_000;

export type GeoJsonRefusal =
  | 'not_json'
  | 'too_large'
  | 'no_polygon'
  | 'bad_coordinates'
  | 'out_of_range'
  | 'ring_not_closed'
  | 'too_many_points';

export type GeoJsonImport = { geometry: MultiPolygon } | { refusal: GeoJsonRefusal };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Refused extends Error {
  constructor(readonly refusal: GeoJsonRefusal) {
    super(refusal);
  }
}

function position(value: unknown): Position {
  if (!Array.isArray(value) || value.length < 2 || value.length > 3) {
    throw new Refused('bad_coordinates');
  }
  if (!value.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    throw new Refused('bad_coordinates');
  }
  const [lon, lat] = value as number[];
  if (lon! < -180 || lon! > 180 || lat! < -90 || lat! > 90) throw new Refused('out_of_range');
  return [lon!, lat!];
}

function ring(value: unknown): Position[] {
  if (!Array.isArray(value) || value.length < 4) throw new Refused('bad_coordinates');
  const positions = value.map(position);
  const first = positions[0]!;
  const last = positions[positions.length - 1]!;
  if (first[0] !== last[0] || first[1] !== last[1]) throw new Refused('ring_not_closed');
  return positions;
}

function polygon(value: unknown): Position[][] {
  if (!Array.isArray(value) || value.length < 1) throw new Refused('bad_coordinates');
  return value.map(ring);
}

/** The polygons of a geometry (none for points and lines). */
function polygonsOfGeometry(geometry: unknown): Position[][][] {
  if (!isObject(geometry)) return [];
  if (geometry.type === 'Polygon') return [polygon(geometry.coordinates)];
  if (geometry.type === 'MultiPolygon') {
    if (!Array.isArray(geometry.coordinates)) throw new Refused('bad_coordinates');
    return geometry.coordinates.map(polygon);
  }
  if (geometry.type === 'GeometryCollection' && Array.isArray(geometry.geometries)) {
    return geometry.geometries.flatMap(polygonsOfGeometry);
  }
  return [];
}

function polygonsOf(value: unknown): Position[][][] {
  if (!isObject(value)) return [];
  if (value.type === 'FeatureCollection' && Array.isArray(value.features)) {
    return value.features.flatMap((feature) =>
      isObject(feature) ? polygonsOfGeometry(feature.geometry) : [],
    );
  }
  if (value.type === 'Feature') return polygonsOfGeometry(value.geometry);
  return polygonsOfGeometry(value);
}

/** The zone's area from GeoJSON text, or why it cannot be used. */
export function importGeoJsonArea(text: string): GeoJsonImport {
  if (text.length > maxGeoJsonChars) return { refusal: 'too_large' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { refusal: 'not_json' };
  }
  try {
    const polygons = polygonsOf(parsed);
    if (polygons.length === 0) return { refusal: 'no_polygon' };
    const count = polygons.flat(2).length;
    if (count > maxZonePositions) return { refusal: 'too_many_points' };
    return { geometry: { type: 'MultiPolygon', coordinates: polygons } };
  } catch (error) {
    if (error instanceof Refused) return { refusal: error.refusal };
    throw error;
  }
}
