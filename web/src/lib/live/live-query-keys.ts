/**
 * Which cached queries a live-update message makes stale. The server names the changed lists
 * (shared/live/live-updates.ts); each entity's queries are listed here for every entity, so a
 * new or renamed entity does not compile until its pages are named.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { LiveEntity } from '@shared/live/live-updates';
import {
  adminListKey,
  bootstrapKey,
  listKey,
  meProfileKey,
  myBookingsKey,
} from '../shell-query-keys';

export { parseLiveMessage } from '@shared/live/live-updates';

/** What else a change can make stale, besides the entity's own lists. */
type AlsoStale = 'overview' | 'setup' | 'bootstrap' | 'slots' | 'my-bookings' | 'day-route';

/**
 * For every entity (a new one does not compile until it is named here), what else its change
 * makes stale: the admin's overview or 'Kom i gang', the first load's bootstrap data, the free
 * slots (schedules decide them), the user's own bookings, the owner's day routes (the day's
 * bookings and their route, and the opening hours that make the working day).
 */
const alsoStale = {
  products: ['overview', 'setup', 'bootstrap'],
  content: ['bootstrap'],
  home_sections: ['bootstrap'],
  portfolio: ['overview'],
  ratings: ['overview'],
  zones: ['setup', 'bootstrap'],
  schedules: ['setup', 'slots', 'day-route'],
  slots: ['setup', 'day-route'],
  bookings: ['overview', 'my-bookings', 'day-route'],
  profile: [],
  discount_codes: [],
  subscribers: ['overview'],
  newsletters: [],
  templates: [],
  external_images: [],
} satisfies Record<LiveEntity, readonly AlsoStale[]>;

const keyOf = (also: AlsoStale): QueryKey =>
  also === 'bootstrap'
    ? bootstrapKey
    : also === 'slots'
      ? listKey('slots')
      : also === 'my-bookings'
        ? myBookingsKey
        : adminListKey(also);

/** The query-key prefixes to invalidate for the changed entities (deduplicated). */
export function queryKeysForChanges(entities: readonly LiveEntity[]): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  const add = (key: QueryKey) => keys.set(JSON.stringify(key), key);
  for (const entity of entities) {
    if (entity === 'profile') {
      add(meProfileKey);
      continue;
    }
    add(listKey(entity));
    add(adminListKey(entity));
    // A name this page does not know has nothing more.
    for (const also of (alsoStale as Partial<typeof alsoStale>)[entity] ?? []) add(keyOf(also));
  }
  return [...keys.values()];
}

/** Lists every page may show: re-read after a reconnect, as changes may have been missed. */
export const publicListKeys: readonly QueryKey[] = [
  bootstrapKey,
  listKey('products'),
  listKey('portfolio'),
  listKey('ratings'),
  listKey('zones'),
  listKey('slots'),
];
