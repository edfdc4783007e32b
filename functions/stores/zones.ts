/** Service zones (ZONE#{id}), listed on gsi1 by created_at descending. */
import { randomUUID } from 'node:crypto';
import type { Zone } from '@shared/api/entities';
import { lists, stripKeys, zoneGsi1, zoneKey } from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import {
  deleteExisting,
  getItem,
  putIfAbsent,
  updateExisting,
  type StoredItem,
} from '@functions/data/store';
import { toggleFlag } from '@functions/data/toggles';

export type NewZone = Omit<Zone, 'id' | 'created_at'>;
export type ZonePatch = Partial<NewZone>;

const toZone = (item: StoredItem): Zone => stripKeys<Zone>(item);

/** Zones newest first; `activeOnly` for the public coverage page and address checks. */
export async function listZones(activeOnly: boolean): Promise<Zone[]> {
  const items = await queryPartition({
    index: 'gsi1',
    partition: lists.zones,
    descending: true,
    filter: activeOnly
      ? {
          expression: '#fActive = :fTrue',
          names: { '#fActive': 'is_active' },
          values: { ':fTrue': true },
        }
      : undefined,
  });
  return items.map(toZone);
}

export async function getZone(id: string): Promise<Zone | undefined> {
  const item = await getItem(zoneKey(id));
  return item && toZone(item);
}

export async function createZone(input: NewZone): Promise<Zone> {
  const zone: Zone = { id: randomUUID(), ...input, created_at: new Date().toISOString() };
  await putIfAbsent({
    ...zoneKey(zone.id),
    ...zoneGsi1(zone.id, zone.created_at),
    entity: 'zone',
    ...zone,
  });
  return zone;
}

export async function updateZone(id: string, patch: ZonePatch): Promise<Zone> {
  return toZone(await updateExisting(zoneKey(id), { set: patch }, 'zone'));
}

export async function deleteZone(id: string): Promise<Zone> {
  return toZone(await deleteExisting(zoneKey(id), 'zone'));
}

/** Flips is_active and returns the zone as stored. */
export async function toggleZone(id: string): Promise<Zone> {
  return toZone(await toggleFlag(zoneKey(id), 'is_active', 'zone'));
}
