/**
 * Test set-up only: puts a stored booking straight into a state a test needs (paid, completed,
 * soft-deleted), bypassing the lifecycle's named changes (functions/stores/booking), so a test
 * can start from any state, also one the product reaches only through several steps.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Booking } from '@shared/api/entities';
import { bookingGsi1, bookingKey } from '@functions/data/keys';
import { runTransaction } from '@functions/data/transactions';
import { db, tableName } from '@functions/lib/db';
import { getBooking } from '@functions/stores/booking/booking-items';
import { releaseDay } from '@functions/stores/booking/booking-days';

/** Sets fields of a stored booking and answers it as stored afterwards. */
export function setBookingFields(id: string, fields: Partial<Booking>): Promise<Booking> {
  return setItemFields(id, fields);
}

/**
 * Moves a stored booking's creation to `createdAt`, with its place in the created-at index,
 * and sets `fields`.
 */
export function setCreatedAt(
  id: string,
  createdAt: string,
  fields: Partial<Booking> = {},
): Promise<Booking> {
  return setItemFields(id, { created_at: createdAt, ...bookingGsi1(id, createdAt), ...fields });
}

async function setItemFields(id: string, fields: Record<string, unknown>): Promise<Booking> {
  const entries = Object.entries(fields);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: bookingKey(id),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:f${i}`, v])),
    }),
  );
  const stored = await getBooking(id);
  if (!stored) throw new Error(`booking ${id} is gone`);
  return stored;
}

/** Marks a booking deleted and frees its slots and its stop, as an old soft delete did. */
export async function softDeleteBooking(id: string): Promise<Booking> {
  const current = await getBooking(id);
  if (!current) throw new Error(`booking ${id} is gone`);
  if (current.deleted_at) return current;
  const deletedAt = new Date().toISOString();
  await runTransaction([
    {
      item: {
        Update: {
          Key: bookingKey(id),
          UpdateExpression: 'SET deleted_at = :now',
          ExpressionAttributeValues: { ':now': deletedAt },
        },
      },
    },
    ...(await releaseDay(current)),
  ]);
  return { ...current, deleted_at: deletedAt };
}
