/**
 * Which drone zones an address lies in (product §4 'Drone zones'): an airfield within its
 * distance rule (airfields.ts), or one of the owner's zones, a circle or an imported area.
 * Geometry by Turf (@turf/distance, @turf/boolean-point-in-polygon), never by hand.
 */
import { airfieldName } from './airfield-names';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import { point } from '@turf/helpers';
import type { MultiPolygon } from 'geojson';
import { airfieldLimitKm, type Airfield, type AirfieldKind } from './airfields';

export interface ZonePoint {
  lat: number;
  lon: number;
}

/** An owner's zone as the matching needs it. */
export interface OwnerZoneShape {
  id: string;
  name: string;
  permit_required: boolean;
  /** A circle around a centre, or an area (polygons in WGS 84, GeoJSON order lon, lat). */
  shape:
    | { type: 'circle'; lat: number; lon: number; radius_km: number }
    | { type: 'area'; geometry: MultiPolygon };
}

/** One zone the address lies in. */
export type ZoneMatch =
  | {
      source: 'airfield';
      name: string;
      ident: string;
      kind: AirfieldKind;
      /** From the airfield's reference point to the address, km. */
      distance_km: number;
      /** The airfield's distance rule, km. */
      limit_km: number;
      permit_required: true;
    }
  | {
      source: 'owner';
      name: string;
      zone_id: string;
      permit_required: boolean;
      /** From the circle's centre (null for an area: the address lies inside it). */
      distance_km: number | null;
    };

const round1 = (km: number) => Math.round(km * 10) / 10;

/** The airfields whose distance rule the point lies within, nearest first. */
export function airfieldZonesAt(at: ZonePoint, airfields: readonly Airfield[]): ZoneMatch[] {
  const here = point([at.lon, at.lat]);
  return airfields
    .map((airfield) => ({
      airfield,
      km: distance(here, point([airfield.lon, airfield.lat]), { units: 'kilometers' }),
    }))
    .filter(({ airfield, km }) => km <= airfieldLimitKm[airfield.kind])
    .sort((a, b) => a.km - b.km)
    .map(({ airfield, km }) => ({
      source: 'airfield' as const,
      name: airfieldName(airfield),
      ident: airfield.ident,
      kind: airfield.kind,
      distance_km: round1(km),
      limit_km: airfieldLimitKm[airfield.kind],
      permit_required: true as const,
    }));
}

/** The owner's zones that contain the point. */
export function ownerZonesAt(at: ZonePoint, zones: readonly OwnerZoneShape[]): ZoneMatch[] {
  const here = point([at.lon, at.lat]);
  const matches: ZoneMatch[] = [];
  for (const zone of zones) {
    const { shape } = zone;
    if (shape.type === 'circle') {
      const km = distance(here, point([shape.lon, shape.lat]), { units: 'kilometers' });
      if (km <= shape.radius_km)
        matches.push({
          source: 'owner',
          name: zone.name,
          zone_id: zone.id,
          permit_required: zone.permit_required,
          distance_km: round1(km),
        });
    } else if (booleanPointInPolygon(here, shape.geometry)) {
      matches.push({
        source: 'owner',
        name: zone.name,
        zone_id: zone.id,
        permit_required: zone.permit_required,
        distance_km: null,
      });
    }
  }
  return matches;
}

/**
 * Every zone at the point: the owner's first (the owner knows the place), then airfields,
 * nearest first. The first that needs a permit decides the booking (see `permitZoneOf`).
 */
export function droneZonesAt(
  at: ZonePoint,
  airfields: readonly Airfield[],
  ownerZones: readonly OwnerZoneShape[],
): ZoneMatch[] {
  return [...ownerZonesAt(at, ownerZones), ...airfieldZonesAt(at, airfields)];
}

/** The zone that makes a permit needed, if any. */
export function permitZoneOf(matches: readonly ZoneMatch[]): ZoneMatch | undefined {
  return matches.find((match) => match.permit_required);
}
