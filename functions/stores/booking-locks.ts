/**
 * One booking at a time per customer (USER#{id} / BOOKING_LOCK): checking how many unpaid
 * bookings (cash, invoice) or open card checkouts a customer holds and writing the next one
 * happen under this lock, so two concurrent requests cannot both pass a cap. A request that finds the lock held waits for
 * it (a booking holds it for a few tens of milliseconds) and gives up after 8 s. A lock left
 * by a crashed request expires after 30 s (and DynamoDB's TTL removes it later).
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@functions/lib/db';
import { ConcurrentChangeError } from '@functions/data/errors';
import { userPartition } from '@functions/data/keys';
import { isConditionFailed, writtenIf } from '@functions/data/store';
import { ttlAfter } from '@functions/data/ttl';

const lockKey = (userId: string) => ({ pk: userPartition(userId), sk: 'BOOKING_LOCK' });
const holdMs = 30_000;
const waitMs = 8_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the lock if it is free (or expired); false while another request holds it. */
async function tryLock(userId: string, lockId: string): Promise<boolean> {
  const now = Date.now();
  return writtenIf(() =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...lockKey(userId),
          entity: 'booking_lock',
          lock_id: lockId,
          expires_at: now + holdMs,
          ttl: ttlAfter(holdMs / 1000 + 60),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR expires_at < :now',
        ExpressionAttributeValues: { ':now': now },
      }),
    ),
  );
}

/**
 * Runs `work` holding the customer's booking lock, waiting for it while another request of
 * the same customer holds it; ConcurrentChangeError when it stays held for 8 s.
 */
export async function withBookingLock<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const lockId = randomUUID();
  const giveUpAt = Date.now() + waitMs;
  while (!(await tryLock(userId, lockId))) {
    if (Date.now() > giveUpAt) throw new ConcurrentChangeError('booking_lock');
    await pause(20 + Math.random() * 60);
  }
  try {
    return await work();
  } finally {
    await db()
      .send(
        new DeleteCommand({
          TableName: tableName(),
          Key: lockKey(userId),
          ConditionExpression: 'lock_id = :id',
          ExpressionAttributeValues: { ':id': lockId },
        }),
      )
      .catch((error: unknown) => {
        // Expired and taken over by another request: that one releases it.
        if (!isConditionFailed(error)) throw error;
      });
  }
}
