/**
 * Every React Query key of the site, made in one place. A list that follows live updates is
 * keyed by its live entity (shared/live/live-updates.ts), so the stream's message and the
 * cached query name it the same way; web/src/lib/live/live-query-keys.ts maps each entity to
 * the queries it makes stale, exhaustively. Separate exports, so a page's bundle takes only
 * the keys it uses (the first load takes a few).
 */
import type { LiveEntity } from '@shared/live/live-updates';

import { adminListKey, listKey, myBookingsKey } from './shell-query-keys';

export {
  adminKey,
  adminListKey,
  bootstrapKey,
  listKey,
  meKey,
  meProfileKey,
  meProfileOfKey,
  myBookingsKey,
} from './shell-query-keys';
export const bookingRulesKey = ['booking-rules'] as const;
/** The owner's 'Firmaer': every firm with its terms and invoices (decision 0035). */
export const adminFirmsKey = ['admin', 'firms'] as const;
export const searchKey = (query: string) => ['search', query] as const;
/** The coverage page's answer for an address (its `?address=`). */
export const coverageKey = (address: string) => ['coverage', address] as const;
export const portfolioKey = (userId: string | undefined) =>
  ['portfolio', userId ?? 'visitor'] as const;

/** Free slots: everything under 'slots' (the booking window, moving a booking). */
export const slotKeys = {
  all: listKey('slots'),
  availability: (lat: number | null, lon: number | null, productId: number | null) =>
    ['slots', 'availability', lat, lon, productId] as const,
  reschedule: (bookingId: string) => ['slots', 'reschedule', bookingId] as const,
  /** The owner's move (admin): no minimum notice. */
  ownerMove: (bookingId: string) => ['slots', 'owner-move', bookingId] as const,
};

/** The signed-in user's own data: everything under 'me' (the profile's keys: shell-query-keys.ts). */
export const myKeys = {
  bookings: myBookingsKey,
  bookingsOf: (userId: string) => ['me', 'bookings', userId] as const,
  receipt: (bookingId: string) => ['me', 'receipt', bookingId] as const,
  /** A booking's credit notes; the count in the key asks again when it gets another. */
  creditNotes: (bookingId: string, count: number) =>
    ['me', 'credit-notes', bookingId, count] as const,
  creditsReceipts: ['me', 'credit-receipts'] as const,
  /** A booking's .ics; under 'me' but not under 'me/bookings', so a poll does not re-fetch it. */
  calendar: (bookingId: string) => ['me', 'calendar', bookingId] as const,
  bookingCheck: (order: readonly (string | number | boolean | undefined)[]) =>
    ['me', 'booking-check', ...order] as const,
  /** The caller's firm (product §2 'Firma'), and the firm's bookings under it. */
  firm: ['me', 'firm'] as const,
  firmBookings: ['me', 'firm', 'bookings'] as const,
  /** A firm booking's property page as the firm sees it (issue 45). */
  firmPropertyPage: (bookingId: string) => ['me', 'firm', 'property-page', bookingId] as const,
  firmInvitation: (firm: string, email: string) => ['me', 'firm-invitation', firm, email] as const,
};

/** The admin panel: everything under 'admin'. */
export const adminKeys = {
  list: (entity: LiveEntity) => adminListKey(entity),
  overview: adminListKey('overview'),
  setup: adminListKey('setup'),
  settings: ['admin', 'settings'] as const,
  /** Card payments in Indstillinger: the Stripe key's state (never the key). */
  cardPayments: ['admin', 'card-payments'] as const,
  /** e-conomic in Indstillinger: connected or not, the mapping (never the grant). */
  economic: ['admin', 'economic'] as const,
  /** The owner's calendar feed in Indstillinger: whether an address exists (never the address). */
  calendarFeed: ['admin', 'calendar-feed'] as const,
  /** The owner's private calendars in Indstillinger, and their busy times in the week view. */
  privateCalendars: ['admin', 'private-calendars'] as const,
  privateBusy: ['admin', 'private-calendars', 'busy'] as const,
  /** Under the zones' key: saving a zone (which may mail requesters) re-reads them too. */
  coverageRequests: [...adminListKey('zones'), 'coverage-requests'] as const,
  /** The owner's drone zones (Adressezoner). */
  droneZones: ['admin', 'drone-zones'] as const,
  analytics: (period: string) => ['admin', 'bookings', 'analytics', period] as const,
  /** Under the bookings' key: a booking paid or cancelled issues a receipt or credit note. */
  ledger: (month: string) => ['admin', 'bookings', 'ledger', month] as const,
  /** 'Dagens rute': every date's route (`dayRoute(date)`) under one prefix. */
  dayRoutes: adminListKey('day-route'),
  dayRoute: (date: string) => [...adminListKey('day-route'), date] as const,
};

/** Pages opened from a signed link in a mail. */
/** A booking's gallery: the signed-in customer's, or by the delivery mail's signed link. */
export const galleryKeys = {
  mine: (bookingId: string) => ['gallery', 'mine', bookingId] as const,
  link: (bookingId: string, expires: string, sig: string) =>
    ['gallery', 'link', bookingId, expires, sig] as const,
};

export const linkKeys = {
  booking: (id: string, sig: string) => ['booking-link', id, sig] as const,
  newTime: (id: string, sig: string) => ['new-time-link', id, sig] as const,
  rating: (bookingId: string, token: string) => ['rating-link', bookingId, token] as const,
  unsubscribe: (email: string, sig: string) => ['unsubscribe-link', email, sig] as const,
};
