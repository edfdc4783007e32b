import type { Zone } from '@shared/api/entities';

/** product §2 'Address zones': total, active, and the average radius in km (0 without zones). */
export function zoneStats(zones: readonly Zone[]) {
  const total = zones.length;
  const radius = zones.reduce((sum, zone) => sum + zone.radius_km, 0);
  return {
    total,
    active: zones.filter((zone) => zone.is_active).length,
    averageRadiusKm: total === 0 ? 0 : radius / total,
  };
}
