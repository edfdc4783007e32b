/**
 * The query keys of the app shell: what every page's first load and the live updates use
 * (the bootstrap data, the public lists, the signed-in user's data, the admin's lists). The
 * rest of the site's keys are in web/src/lib/query-keys.ts, which re-exports these: one
 * factory, split so that the first load does not carry every page's keys.
 */
import type { LiveEntity } from '@shared/live/live-updates';

/** `GET /api/bootstrap`: content, products, home sections, zones. */
export const bootstrapKey = ['bootstrap'] as const;
/** A public list of a live entity ('ratings', 'portfolio', 'slots', ...). */
export const listKey = (entity: LiveEntity) => [entity] as const;
/** The signed-in user's own data: everything under 'me'. */
export const meKey = ['me'] as const;
export const meProfileKey = ['me', 'profile'] as const;
export const meProfileOfKey = (userId: string) => [...meProfileKey, userId] as const;
export const myBookingsKey = ['me', 'bookings'] as const;
/** The admin panel: everything under 'admin'. */
export const adminKey = ['admin'] as const;
/** An admin read that live updates make stale: a list, the overview, 'Kom i gang', the day's route. */
export const adminListKey = (entity: LiveEntity | 'overview' | 'setup' | 'day-route') =>
  ['admin', entity] as const;
