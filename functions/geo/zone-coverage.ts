/**
 * The coverage rule (product §5, booking): an address is covered when it lies within radius_km
 * of the centre of at least one active zone. The distance shown ("from our base") is the
 * distance to the nearest zone centre, whether covered or not.
 */
import type { Zone } from '@shared/api/entities';
import { distanceKm, type GeoPoint } from '@shared/domain/distance';

/** A zone whose centre is known. */
export interface PlacedZone {
  zone: Pick<Zone, 'id' | 'name' | 'radius_km'>;
  centre: GeoPoint;
}

export interface ZoneCoverage {
  covered: boolean;
  /** Distance to the nearest zone centre; null when there are no zones. */
  distance_km: number | null;
  /** The nearest zone that covers the point; null when none does. */
  zone: { id: string; name: string; radius_km: number } | null;
  nearest_zone_name: string | null;
}

export function coverageOfPoint(point: GeoPoint, zones: readonly PlacedZone[]): ZoneCoverage {
  const measured = zones
    .map(({ zone, centre }) => ({ zone, km: distanceKm(point, centre) }))
    .sort((a, b) => a.km - b.km);
  const nearest = measured[0];
  const covering = measured.find(({ zone, km }) => km <= zone.radius_km);
  return {
    covered: covering !== undefined,
    distance_km: nearest ? Math.round(nearest.km * 10) / 10 : null,
    zone: covering
      ? { id: covering.zone.id, name: covering.zone.name, radius_km: covering.zone.radius_km }
      : null,
    nearest_zone_name: nearest?.zone.name ?? null,
  };
}
