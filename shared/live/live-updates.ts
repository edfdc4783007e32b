/**
 * The live-update contract between the table's stream (functions/realtime) and open pages
 * (web/src/lib/live): which lists exist as live entities, and the one message that names the
 * lists that changed. Both sides use these names, so a renamed entity is a type error on
 * both, never a page that silently stops following changes. Plain code, no zod: the browser
 * loads it.
 */
export const liveEntities = [
  'products',
  'content',
  'home_sections',
  'portfolio',
  'ratings',
  'zones',
  'schedules',
  'slots',
  'bookings',
  'profile',
  'discount_codes',
  'subscribers',
  'newsletters',
  'templates',
  'external_images',
] as const;

export type LiveEntity = (typeof liveEntities)[number];

/** What the WebSocket sends: the lists that changed (pages re-fetch them through the API). */
export interface LiveChangedMessage {
  type: 'changed';
  entities: LiveEntity[];
}

export const liveChangedMessage = (entities: LiveEntity[]): LiveChangedMessage => ({
  type: 'changed',
  entities,
});

/**
 * The message in a WebSocket frame; null when it is none. A name this page does not know (a
 * newer server) stays in: it matches no query, so it changes nothing.
 */
export function parseLiveMessage(data: unknown): LiveChangedMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    if (typeof message !== 'object' || message === null) return null;
    const { type, entities } = message as { type?: unknown; entities?: unknown };
    if (type !== 'changed' || !Array.isArray(entities)) return null;
    return liveChangedMessage(
      entities.filter((entity): entity is LiveEntity => typeof entity === 'string'),
    );
  } catch {
    return null;
  }
}
