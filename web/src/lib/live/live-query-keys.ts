/**
 * Which cached queries a live-update message makes stale. The server names the changed
 * lists (`{type:'changed', entities:[...]}`, see functions/capabilities/live-updates/change-topics.ts); a
 * list's queries are keyed by its entity name, and the lists inside the first-load
 * bootstrap response also make that response stale.
 */
import type { QueryKey } from '@tanstack/react-query';
import { meQueryKey, userQueryKeyRoot } from '../auth/get-me';

/** Entities the admin overview counts. */
const overviewEntities = new Set(['bookings', 'products', 'portfolio', 'subscribers', 'ratings']);

/** Entities the admin's 'Kom i gang' checklist counts. */
const setupEntities = new Set(['products', 'zones', 'schedules', 'slots']);

/** Entities whose rows are part of `GET /api/bootstrap`. */
const bootstrapEntities = new Set(['products', 'content', 'home_sections', 'zones']);

export interface ChangedMessage {
  type: 'changed';
  entities: string[];
}

export function parseChangedMessage(data: unknown): ChangedMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    if (typeof message !== 'object' || message === null) return null;
    const { type, entities } = message as { type?: unknown; entities?: unknown };
    if (type !== 'changed' || !Array.isArray(entities)) return null;
    return { type, entities: entities.filter((e): e is string => typeof e === 'string') };
  } catch {
    return null;
  }
}

/** The query-key prefixes to invalidate for the changed entities (deduplicated). */
export function queryKeysForChanges(entities: readonly string[]): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  const add = (key: QueryKey) => keys.set(JSON.stringify(key), key);
  for (const entity of entities) {
    if (entity === 'profile') {
      add(meQueryKey);
      continue;
    }
    add([entity]);
    // The admin panel's queries: ['admin', entity, ...]; the overview sums several lists.
    add(['admin', entity]);
    if (overviewEntities.has(entity)) add(['admin', 'overview']);
    if (setupEntities.has(entity)) add(['admin', 'setup']);
    // Free slots follow from the schedules (and from bookings, whose locks change 'slots').
    if (entity === 'schedules') add(['slots']);
    if (entity === 'bookings') add([userQueryKeyRoot, 'bookings']);
    if (bootstrapEntities.has(entity)) add(['bootstrap']);
  }
  return [...keys.values()];
}
