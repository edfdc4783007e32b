/**
 * Reading bookings (BOOKING#{id} / BOOKING): all bookings on gsi1 (created_at descending), a
 * user's bookings on gsi2 (USER#{id}, by date and time), the bookings of some days through
 * their slot locks. Reads only: every write is a named change (booking-changes.ts).
 */
import type { Booking } from '@shared/api/entities';
import { addDays } from '@shared/domain/copenhagen-time';
import { defaultShootMinutes } from '@shared/domain/slots';
import { bookingKey, bookingPrefix, lists, stripKeys, userPartition } from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { getItem, type StoredItem } from '@functions/data/store';
import { listSlotLocks } from '@functions/stores/slot-locks';

/** Attributes stored on a booking that never leave the server. */
export const privateBookingAttributes = [
  'rating_token_hash',
  'rating_token_expires_at',
  'rating_token_used_hash',
  'zip_file_key',
] as const;

/** Bookings made before shoot lengths existed take one slot. */
export const toBooking = (item: StoredItem): Booking => ({
  ...stripKeys<Booking>(item, privateBookingAttributes),
  duration_minutes:
    typeof item.duration_minutes === 'number' ? item.duration_minutes : defaultShootMinutes,
});

const visible = (includeDeleted: boolean) => (b: Booking) => includeDeleted || !b.deleted_at;

/** The booking as stored, its private attributes too (the store's own reads). */
export const getBookingItem = (id: string): Promise<StoredItem | undefined> =>
  getItem(bookingKey(id), true);

export async function getBooking(id: string): Promise<Booking | undefined> {
  const item = await getBookingItem(id);
  return item && toBooking(item);
}

/** The stored key of a booking's uploaded delivery file (never sent to the browser). */
export async function deliveryKeyOf(id: string): Promise<string | undefined> {
  const item = await getBookingItem(id);
  return typeof item?.zip_file_key === 'string' ? item.zip_file_key : undefined;
}

/** A user's bookings by date and time ascending (gsi2); soft-deleted ones only on request. */
export async function listBookingsByUser(
  userId: string,
  options: { includeDeleted?: boolean } = {},
): Promise<Booking[]> {
  const items = await queryPartition({
    index: 'gsi2',
    partition: userPartition(userId),
    sortKey: { beginsWith: bookingPrefix },
  });
  return items.map(toBooking).filter(visible(options.includeDeleted ?? false));
}

/** All bookings, newest first (gsi1); soft-deleted ones only on request. */
export async function listAllBookings(
  options: { includeDeleted?: boolean } = {},
): Promise<Booking[]> {
  const items = await queryPartition({
    index: 'gsi1',
    partition: lists.bookings,
    descending: true,
  });
  return items.map(toBooking).filter(visible(options.includeDeleted ?? false));
}

/**
 * Bookings created at or after an instant (ISO), newest first: one Query of the gsi1 range
 * `{since}` … `~`, whose cost grows with the bookings in the range only.
 */
export async function listBookingsCreatedSince(since: string): Promise<Booking[]> {
  const items = await queryPartition({
    index: 'gsi1',
    partition: lists.bookings,
    sortKey: { between: [since || '0', '~'] },
    descending: true,
  });
  return items.map(toBooking).filter(visible(false));
}

/**
 * Bookings created from `from` up to (not including) `until` (both ISO), deleted ones too:
 * the month's bookings whose money the ledger reconciles (functions/capabilities/ledger).
 */
export async function listBookingsCreatedBetween(from: string, until: string): Promise<Booking[]> {
  const items = await queryPartition({
    index: 'gsi1',
    partition: lists.bookings,
    sortKey: { between: [from, until] },
  });
  return items.map(toBooking).filter((booking) => booking.created_at < until);
}

/**
 * The bookings that hold slots on `days` dates from `from` (not deleted or cancelled): one
 * Query of the slot locks, then a Get per booking.
 */
export async function bookingsOnDates(from: string, days: number): Promise<Booking[]> {
  const locks = await listSlotLocks(from, addDays(from, days));
  // A long shoot holds several slots: each booking once.
  const ids = new Set(locks.map((lock) => lock.booking_id));
  const bookings = await Promise.all([...ids].map((id) => getBooking(id)));
  return bookings.filter((b): b is Booking => b !== undefined && b.deleted_at === null);
}
