/**
 * Every React Query key of the site, made in one place. A list that follows live updates is
 * keyed by its live entity (shared/live/live-updates.ts), so the stream's message and the
 * cached query name it the same way; web/src/lib/live/live-query-keys.ts maps each entity to
 * the queries it makes stale, exhaustively.
 */
import type { LiveEntity } from '@shared/live/live-updates';

export const queryKeys = {
  /** `GET /api/bootstrap`: content, products, home sections, zones. */
  bootstrap: ['bootstrap'] as const,
  bookingRules: ['booking-rules'] as const,
  /** A public list of a live entity ('ratings', 'portfolio', 'slots', ...). */
  list: (entity: LiveEntity) => [entity] as const,
  search: (query: string) => ['search', query] as const,
  portfolio: (userId: string | undefined) => ['portfolio', userId ?? 'visitor'] as const,
  /** Free slots: every query under 'slots' (the booking window, moving a booking). */
  slots: ['slots'] as const,
  availability: (lat: number | null, lon: number | null) =>
    ['slots', 'availability', lat, lon] as const,
  rescheduleSlots: ['slots', 'reschedule'] as const,
  /** The signed-in user's own data: everything under 'me'. */
  me: {
    all: ['me'] as const,
    profile: ['me', 'profile'] as const,
    profileOf: (userId: string) => ['me', 'profile', userId] as const,
    bookings: ['me', 'bookings'] as const,
    bookingsOf: (userId: string) => ['me', 'bookings', userId] as const,
    receipt: (bookingId: string) => ['me', 'receipt', bookingId] as const,
    bookingCheck: (order: readonly (string | number | boolean | undefined)[]) =>
      ['me', 'booking-check', ...order] as const,
  },
  /** The admin panel: everything under 'admin'. */
  admin: {
    all: ['admin'] as const,
    list: (entity: LiveEntity) => ['admin', entity] as const,
    overview: ['admin', 'overview'] as const,
    setup: ['admin', 'setup'] as const,
    settings: ['admin', 'settings'] as const,
    analytics: (period: string) => ['admin', 'bookings', 'analytics', period] as const,
  },
  /** Pages opened from a signed link in a mail. */
  links: {
    booking: (id: string, sig: string) => ['booking-link', id, sig] as const,
    rating: (bookingId: string, token: string) => ['rating-link', bookingId, token] as const,
    unsubscribe: (email: string, sig: string) => ['unsubscribe-link', email, sig] as const,
  },
};
