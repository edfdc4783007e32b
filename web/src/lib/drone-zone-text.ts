/**
 * The sentence that says which drone zone an address lies in and how far (product §4 'Drone
 * zones'), for the booking page's notice and the admin's booking card.
 */
import type { DroneZoneNotice } from '@shared/api/drone-zones';
import { formatKm } from '@shared/domain/distance';
import { droneZoneTexts as t } from '@shared/texts/drone-zones';
import { fillText } from '@shared/texts/fill';

export function droneZoneSentence(zone: DroneZoneNotice): string {
  if (zone.source === 'airfield') {
    return fillText(t.noticeAirfield, {
      km: formatKm(zone.distance_km ?? 0),
      name: zone.name,
      limit: zone.limit_km ?? 0,
    });
  }
  return zone.distance_km === null
    ? fillText(t.noticeOwnerArea, { name: zone.name })
    : fillText(t.noticeOwnerCircle, { name: zone.name, km: formatKm(zone.distance_km) });
}
