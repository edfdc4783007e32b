/**
 * Bookings (BOOKING#{id} / BOOKING): all bookings on gsi1 (created_at descending), a user's
 * bookings on gsi2 (USER#{id}, by date and time). Creating a booking is ONE transaction with
 * its slot lock, the credit deduction and the discount use: all of it is written or none.
 */
import { randomUUID } from 'node:crypto';
import type { Booking } from '@shared/api/entities';
import { NotFoundError } from '@functions/data/errors';
import { discountRelease, discountUse } from '@functions/capabilities/discounts/discount-codes';
import {
  bookingGsi1,
  bookingGsi2,
  bookingKey,
  bookingPrefix,
  lists,
  stripKeys,
  userPartition,
} from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { creditDeduction, creditAddition } from '@functions/capabilities/accounts/profiles';
import { slotLockDelete, slotLockPut } from './slot-locks';
import { getItem, updateExisting, type StoredItem } from '@functions/data/store';
import { runTransaction, type GuardedItem } from '@functions/data/transactions';

export type NewBooking = Omit<
  Booking,
  'id' | 'created_at' | 'is_completed' | 'deleted_at' | 'zip_file_url'
>;
export type BookingPatch = Partial<
  Pick<
    Booking,
    'payment_status' | 'payment_method' | 'payment_intent_id' | 'is_completed' | 'zip_file_url'
  >
>;

/** Attributes stored on a booking that never leave the server. */
export const privateBookingAttributes = [
  'rating_token_hash',
  'rating_token_expires_at',
  'rating_token_used_hash',
  'zip_file_key',
] as const;

export const toBooking = (item: StoredItem): Booking =>
  stripKeys<Booking>(item, privateBookingAttributes);

const visible = (includeDeleted: boolean) => (b: Booking) => includeDeleted || !b.deleted_at;

export async function getBooking(id: string): Promise<Booking | undefined> {
  const item = await getItem(bookingKey(id), true);
  return item && toBooking(item);
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
 * Creates a booking in ONE TransactWriteItems: the booking, its slot lock, the credit
 * deduction (when credits_used > 0) and the discount use (when discount_code_id is set).
 * Throws SlotTakenError, InsufficientCreditsError or DiscountExhaustedError and then has
 * written nothing at all.
 */
export async function createBooking(input: NewBooking): Promise<Booking> {
  const booking: Booking = {
    ...input,
    id: randomUUID(),
    is_completed: false,
    deleted_at: null,
    zip_file_url: null,
    created_at: new Date().toISOString(),
  };
  const elements: GuardedItem[] = [
    {
      item: {
        Put: {
          Item: {
            ...bookingKey(booking.id),
            ...bookingGsi1(booking.id, booking.created_at),
            ...bookingGsi2(booking.user_id, booking.booking_date, booking.booking_time, booking.id),
            entity: 'booking',
            ...booking,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    slotLockPut(booking.booking_date, booking.booking_time, booking.id),
  ];
  if (booking.credits_used > 0)
    elements.push(creditDeduction(booking.user_id, booking.credits_used));
  if (booking.discount_code_id) elements.push(discountUse(booking.discount_code_id));
  await runTransaction(elements);
  return booking;
}

/** Payment status/method/intent, completion and the delivery zip link. */
export async function updateBooking(id: string, patch: BookingPatch): Promise<Booking> {
  return toBooking(await updateExisting(bookingKey(id), { set: patch }, 'booking'));
}

/** Sets deleted_at and frees the slot in one transaction. Deleting twice changes nothing. */
export async function softDeleteBooking(id: string): Promise<Booking> {
  const current = await getBooking(id);
  if (!current) throw new NotFoundError('booking');
  if (current.deleted_at) return current;
  const deletedAt = new Date().toISOString();
  await runTransaction([
    {
      item: {
        Update: {
          Key: bookingKey(id),
          UpdateExpression: 'SET deleted_at = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':now': deletedAt },
        },
      },
      onConditionFailed: () => new NotFoundError('booking'),
    },
    slotLockDelete(current.booking_date, current.booking_time, id),
  ]);
  return { ...current, deleted_at: deletedAt };
}

/**
 * Hard-deletes a booking (when the card provider fails to start a payment) and undoes what
 * createBooking wrote, in one transaction: the slot lock, the credits and the discount use.
 */
export async function deleteBooking(id: string): Promise<Booking> {
  const current = await getBooking(id);
  if (!current) throw new NotFoundError('booking');
  const elements: GuardedItem[] = [
    {
      item: { Delete: { Key: bookingKey(id), ConditionExpression: 'attribute_exists(pk)' } },
      onConditionFailed: () => new NotFoundError('booking'),
    },
  ];
  if (!current.deleted_at) {
    elements.push(slotLockDelete(current.booking_date, current.booking_time, id));
  }
  if (current.credits_used > 0)
    elements.push(creditAddition(current.user_id, current.credits_used));
  const release = current.discount_code_id ? discountRelease(current.discount_code_id) : undefined;
  try {
    await runTransaction(release ? [...elements, release] : elements);
  } catch (error) {
    // The code may have been deleted meanwhile: delete the booking without giving the use back.
    if (!(error instanceof NotFoundError) || error.entity !== 'discount_code') throw error;
    await runTransaction(elements);
  }
  return current;
}
