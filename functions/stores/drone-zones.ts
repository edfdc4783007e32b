/**
 * The owner's drone zones (DRONE_ZONE#{id}, listed on gsi1 DRONE_ZONES, newest first) and the
 * zone an address lies in (product §4 'Drone zones'): the owner's zones, read on every check
 * so a new one takes effect at once, and the airfields shipped with the product.
 */
import { randomUUID } from 'node:crypto';
import type { MultiPolygon } from 'geojson';
import type { DroneZone, DroneZoneNotice } from '@shared/api/drone-zones';
import { airfields } from '@shared/domain/drone-zones/airfields.generated';
import {
  droneZonesAt,
  permitZoneOf,
  type OwnerZoneShape,
  type ZoneMatch,
  type ZonePoint,
} from '@shared/domain/drone-zones/zone-match';
import { droneZoneGsi1, droneZoneKey, lists } from '@functions/data/keys';
import { queryNewestFirst } from '@functions/data/pagination';
import { deleteExisting, putIfAbsent, type StoredItem } from '@functions/data/store';

/** A stored zone: a circle, or an area whose MultiPolygon is kept as JSON text. */
interface StoredDroneZone {
  id: string;
  name: string;
  permit_required: boolean;
  created_at: string;
  shape_type: 'circle' | 'area';
  center_address?: string;
  lat?: number;
  lon?: number;
  radius_km?: number;
  geometry_json?: string;
}

export type NewDroneZone =
  | {
      type: 'circle';
      name: string;
      permit_required: boolean;
      center_address: string;
      lat: number;
      lon: number;
      radius_km: number;
    }
  | { type: 'area'; name: string; permit_required: boolean; geometry: MultiPolygon };

const storedOf = (item: StoredItem): StoredDroneZone => item as unknown as StoredDroneZone;

function viewOf(zone: StoredDroneZone): DroneZone {
  const base = {
    id: zone.id,
    name: zone.name,
    permit_required: zone.permit_required,
    created_at: zone.created_at,
  };
  if (zone.shape_type === 'circle') {
    return {
      ...base,
      shape: {
        type: 'circle',
        center_address: zone.center_address ?? '',
        lat: zone.lat ?? 0,
        lon: zone.lon ?? 0,
        radius_km: zone.radius_km ?? 0,
      },
    };
  }
  const geometry = JSON.parse(zone.geometry_json ?? '{"coordinates":[]}') as MultiPolygon;
  return {
    ...base,
    shape: {
      type: 'area',
      polygons: geometry.coordinates.length,
      positions: geometry.coordinates.flat(2).length,
    },
  };
}

function shapeOf(zone: StoredDroneZone): OwnerZoneShape {
  const base = { id: zone.id, name: zone.name, permit_required: zone.permit_required };
  if (zone.shape_type === 'circle') {
    return {
      ...base,
      shape: {
        type: 'circle',
        lat: zone.lat ?? 0,
        lon: zone.lon ?? 0,
        radius_km: zone.radius_km ?? 0,
      },
    };
  }
  return {
    ...base,
    shape: { type: 'area', geometry: JSON.parse(zone.geometry_json ?? '') as MultiPolygon },
  };
}

async function listStored(): Promise<StoredDroneZone[]> {
  return (await queryNewestFirst(lists.droneZones)).map(storedOf);
}

export async function listDroneZones(): Promise<DroneZone[]> {
  return (await listStored()).map(viewOf);
}

export async function createDroneZone(input: NewDroneZone): Promise<DroneZone> {
  const zone: StoredDroneZone = {
    id: randomUUID(),
    name: input.name,
    permit_required: input.permit_required,
    created_at: new Date().toISOString(),
    ...(input.type === 'circle'
      ? {
          shape_type: 'circle',
          center_address: input.center_address,
          lat: input.lat,
          lon: input.lon,
          radius_km: input.radius_km,
        }
      : { shape_type: 'area', geometry_json: JSON.stringify(input.geometry) }),
  };
  await putIfAbsent({
    ...droneZoneKey(zone.id),
    ...droneZoneGsi1(zone.id, zone.created_at),
    entity: 'drone_zone',
    ...zone,
  });
  return viewOf(zone);
}

export async function deleteDroneZone(id: string): Promise<DroneZone> {
  const item = await deleteExisting(droneZoneKey(id), 'drone_zone');
  return viewOf(storedOf(item));
}

/** The notice of one zone match. */
export function noticeOf(match: ZoneMatch): DroneZoneNotice {
  return match.source === 'airfield'
    ? {
        source: 'airfield',
        name: match.name,
        ident: match.ident,
        kind: match.kind,
        distance_km: match.distance_km,
        limit_km: match.limit_km,
        permit_required: true,
      }
    : {
        source: 'owner',
        name: match.name,
        ident: null,
        kind: null,
        distance_km: match.distance_km,
        limit_km: null,
        permit_required: match.permit_required,
      };
}

/**
 * The zone to tell about at a position: the first that needs a permit, else the first zone
 * at all (an owner's zone for guidance only); null outside every zone.
 */
export async function droneZoneAt(at: ZonePoint): Promise<DroneZoneNotice | null> {
  const owned = (await listStored()).map(shapeOf);
  const matches = droneZonesAt(at, airfields, owned);
  const chosen = permitZoneOf(matches) ?? matches[0];
  return chosen ? noticeOf(chosen) : null;
}
