/**
 * Which cached queries a live-update message makes stale. The server names the changed lists
 * (shared/live/live-updates.ts); each entity's queries are listed here for every entity, so a
 * new or renamed entity does not compile until its pages are named.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { LiveEntity } from '@shared/live/live-updates';
import { queryKeys } from '../query-keys';

export { parseLiveMessage } from '@shared/live/live-updates';

const k = queryKeys;

/** The queries each entity's change makes stale, besides its own list. */
const alsoStale: Record<LiveEntity, readonly QueryKey[]> = {
  products: [k.admin.list('products'), k.admin.overview, k.admin.setup, k.bootstrap],
  content: [k.admin.list('content'), k.bootstrap],
  home_sections: [k.admin.list('home_sections'), k.bootstrap],
  portfolio: [k.admin.list('portfolio'), k.admin.overview],
  ratings: [k.admin.list('ratings'), k.admin.overview],
  zones: [k.admin.list('zones'), k.admin.setup, k.bootstrap],
  // Free slots follow from the schedules (and from bookings, whose locks change 'slots').
  schedules: [k.admin.list('schedules'), k.admin.setup, k.slots],
  slots: [k.admin.list('slots'), k.admin.setup],
  bookings: [k.admin.list('bookings'), k.admin.overview, k.me.bookings],
  profile: [],
  discount_codes: [k.admin.list('discount_codes')],
  subscribers: [k.admin.list('subscribers'), k.admin.overview],
  newsletters: [k.admin.list('newsletters')],
  templates: [k.admin.list('templates')],
  external_images: [k.admin.list('external_images')],
};

/** The query-key prefixes to invalidate for the changed entities (deduplicated). */
export function queryKeysForChanges(entities: readonly LiveEntity[]): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  const add = (key: QueryKey) => keys.set(JSON.stringify(key), key);
  for (const entity of entities) {
    if (entity === 'profile') {
      add(k.me.profile);
      continue;
    }
    add(k.list(entity));
    for (const key of alsoStale[entity]) add(key);
  }
  return [...keys.values()];
}

/** Lists every page may show: re-read after a reconnect, as changes may have been missed. */
export const publicListKeys: readonly QueryKey[] = [
  k.bootstrap,
  k.list('products'),
  k.list('portfolio'),
  k.list('ratings'),
  k.list('zones'),
  k.slots,
];
