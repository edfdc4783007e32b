/**
 * Booking reminders: a booking is reminded at most once. The job claims it first
 * (`SET reminded_at` only if it has none), then mails; a mail that fails gives the claim
 * back so the next run tries again.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Booking } from '@shared/api/entities';
import { addDays } from '@shared/domain/copenhagen-time';
import { db, tableName } from '@functions/lib/db';
import { getBooking } from './bookings';
import { bookingKey } from '@functions/data/keys';
import { listSlotLocks } from '@functions/stores/slot-locks';
import { isConditionFailed } from '@functions/data/store';

/** Booked (not deleted) bookings on these dates: one Query of the slot locks, then Gets. */
export async function bookingsOnDates(from: string, days: number): Promise<Booking[]> {
  const locks = await listSlotLocks(from, addDays(from, days));
  // A long shoot holds several slots: each booking once.
  const ids = new Set(locks.map((lock) => lock.booking_id));
  const bookings = await Promise.all([...ids].map((id) => getBooking(id)));
  return bookings.filter((b): b is Booking => b !== undefined && b.deleted_at === null);
}

/** Claims the reminder of a booking; false when it was reminded (or claimed) before. */
export async function claimReminder(bookingId: string, now = new Date()): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: bookingKey(bookingId),
        UpdateExpression: 'SET reminded_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(reminded_at)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Gives a claim back after a failed mail. */
export async function releaseReminder(bookingId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: bookingKey(bookingId),
      UpdateExpression: 'REMOVE reminded_at',
    }),
  );
}
