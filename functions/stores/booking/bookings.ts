/**
 * Bookings (BOOKING#{id} / BOOKING): all bookings on gsi1 (created_at descending), a user's
 * bookings on gsi2 (USER#{id}, by date and time). Creating a booking is ONE transaction with
 * its slot lock, the credit deduction and the discount use: all of it is written or none.
 */
import { randomUUID } from 'node:crypto';
import type { Booking, BookingMailProblem } from '@shared/api/entities';
import { defaultShootMinutes } from '@shared/domain/slots';
import { NotFoundError } from '@functions/data/errors';
import { discountRelease, discountUse } from '@functions/stores/discount-codes';
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
import { creditDeduction, creditAddition } from '@functions/stores/profiles';
import { heldSlotTimes, slotLockDeletes, slotLockPuts } from '@functions/stores/slot-locks';
import {
  dayRouteWrite,
  getDayRoute,
  retryOnDayChange,
  stopOf,
  withoutStop,
  withStop,
  type DayRoute,
} from '@functions/stores/day-routes';
import { getItem, updateExisting, type StoredItem } from '@functions/data/store';
import { runTransaction, type GuardedItem } from '@functions/data/transactions';

/** A new booking; without a shoot length it takes one slot. */
export type NewBooking = Omit<
  Booking,
  'id' | 'created_at' | 'is_completed' | 'deleted_at' | 'zip_file_url' | 'duration_minutes'
> & { duration_minutes?: number };
export type BookingPatch = Partial<
  Pick<
    Booking,
    | 'payment_status'
    | 'payment_method'
    | 'payment_intent_id'
    | 'is_completed'
    | 'zip_file_url'
    | 'permit_received'
  >
>;

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
 * Creates a booking in ONE TransactWriteItems: the booking, the locks of every slot it
 * covers, its stop on the day's route (on the version `route` was read at), the credit
 * deduction (when credits_used > 0) and the discount use (when discount_code_id is set).
 * With them, `alsoWrite(booking)` (the confirmation's mails in the outbox).
 * Throws SlotTakenError, DayChangedError, InsufficientCreditsError or DiscountExhaustedError
 * and then has written nothing at all. Without `route` the day is read here (no drive check:
 * the seed and tests), and a change of the day meanwhile is retried.
 */
export async function createBooking(
  input: NewBooking,
  route?: DayRoute,
  alsoWrite: (booking: Booking) => GuardedItem[] = () => [],
): Promise<Booking> {
  if (!route)
    return retryOnDayChange(async () =>
      createBooking(input, await getDayRoute(input.booking_date), alsoWrite),
    );
  const booking: Booking = {
    ...input,
    duration_minutes: input.duration_minutes ?? defaultShootMinutes,
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
    ...slotLockPuts(booking.booking_date, heldSlotTimes(booking), booking.id),
    dayRouteWrite(route, withStop(route, stopOf(booking))),
  ];
  if (booking.credits_used > 0)
    elements.push(creditDeduction(booking.user_id, booking.credits_used));
  if (booking.discount_code_id) elements.push(discountUse(booking.discount_code_id));
  await runTransaction([...elements, ...alsoWrite(booking)]);
  return booking;
}

/** Payment status/method/intent, completion and the delivery zip link. */
export async function updateBooking(id: string, patch: BookingPatch): Promise<Booking> {
  return toBooking(await updateExisting(bookingKey(id), { set: patch }, 'booking'));
}

/** The elements that take a booking off its day: its slot locks and its stop on the route. */
export async function releaseDay(booking: Booking): Promise<GuardedItem[]> {
  const route = await getDayRoute(booking.booking_date);
  return [
    ...slotLockDeletes(booking.booking_date, heldSlotTimes(booking), booking.id),
    dayRouteWrite(route, withoutStop(route, booking.id)),
  ];
}

/** Sets deleted_at and frees the slots in one transaction. Deleting twice changes nothing. */
export async function softDeleteBooking(id: string): Promise<Booking> {
  const current = await getBooking(id);
  if (!current) throw new NotFoundError('booking');
  if (current.deleted_at) return current;
  const deletedAt = new Date().toISOString();
  await retryOnDayChange(async () =>
    runTransaction([
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
      ...(await releaseDay(current)),
    ]),
  );
  return { ...current, deleted_at: deletedAt };
}

/**
 * Hard-deletes a booking (when the card provider fails to start a payment) and undoes what
 * createBooking wrote, in one transaction: the slot lock, the credits and the discount use.
 */
export async function deleteBooking(id: string): Promise<Booking> {
  const current = await getBooking(id);
  if (!current) throw new NotFoundError('booking');
  await retryOnDayChange(async () => {
    const elements: GuardedItem[] = [
      {
        item: { Delete: { Key: bookingKey(id), ConditionExpression: 'attribute_exists(pk)' } },
        onConditionFailed: () => new NotFoundError('booking'),
      },
    ];
    if (!current.deleted_at) elements.push(...(await releaseDay(current)));
    if (current.credits_used > 0)
      elements.push(creditAddition(current.user_id, current.credits_used));
    const release = current.discount_code_id
      ? discountRelease(current.discount_code_id)
      : undefined;
    try {
      await runTransaction(release ? [...elements, release] : elements);
    } catch (error) {
      // The code may have been deleted meanwhile: delete the booking without giving the use back.
      if (!(error instanceof NotFoundError) || error.entity !== 'discount_code') throw error;
      await runTransaction(elements);
    }
  });
  return current;
}

/**
 * Records that a mail about the booking did not reach its customer (SES: a hard bounce or a
 * complaint; functions/capabilities/mail-problems), so the owner calls instead. Throws
 * NotFoundError when the booking is gone.
 */
export async function recordBookingMailProblem(
  id: string,
  problem: BookingMailProblem,
): Promise<Booking> {
  return toBooking(
    await updateExisting(bookingKey(id), { set: { mail_problem: problem } }, 'booking'),
  );
}

/**
 * The transaction element that records on a booking that a mail about it could not be sent
 * (`mail_problem`), so the owner sees it; NotFoundError when the booking is gone.
 */
export function bookingMailProblemUpdate(id: string, problem: BookingMailProblem): GuardedItem {
  return {
    item: {
      Update: {
        Key: bookingKey(id),
        UpdateExpression: 'SET mail_problem = :problem',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':problem': problem },
      },
    },
    onConditionFailed: () => new NotFoundError('booking'),
  };
}
