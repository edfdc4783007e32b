/** Service zones (ZONE#{id}), listed on gsi1 by created_at descending. */
import { randomUUID } from 'node:crypto';
import type { Zone } from '@shared/api/entities';
import { lists, stripKeys, zoneGsi1, zoneKey } from '@functions/data/keys';
import { itemAccess } from '@functions/data/item-access';
import { activeFilter, queryNewestFirst } from '@functions/data/pagination';
import { putIfAbsent, type StoredItem } from '@functions/data/store';
import { toggleFlag } from '@functions/data/toggles';

export type NewZone = Omit<Zone, 'id' | 'created_at'>;
export type ZonePatch = Partial<NewZone>;

const toZone = (item: StoredItem): Zone => stripKeys<Zone>(item);
const zones = itemAccess(zoneKey, 'zone', toZone);

/** Zones newest first; `activeOnly` for the public coverage page and address checks. */
export async function listZones(activeOnly: boolean): Promise<Zone[]> {
  return (await queryNewestFirst(lists.zones, activeFilter(activeOnly))).map(toZone);
}

export const getZone = (id: string): Promise<Zone | undefined> => zones.get(id);

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

export const updateZone = (id: string, patch: ZonePatch): Promise<Zone> => zones.update(id, patch);

export const deleteZone = (id: string): Promise<Zone> => zones.remove(id);

/** Flips is_active and returns the zone as stored. */
export async function toggleZone(id: string): Promise<Zone> {
  return toZone(await toggleFlag(zoneKey(id), 'is_active', 'zone'));
}
