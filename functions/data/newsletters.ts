/**
 * Newsletters (NEWSLETTER#{id}). A new newsletter is queued: it carries the sparse gsi2 key
 * NEWSLETTER_QUEUE until it is marked sent, so the scheduled sender reads only the queue.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Newsletter } from '@shared/api/entities';
import { db, tableName } from '../lib/db';
import {
  lists,
  newsletterDeliveryKey,
  newsletterGsi1,
  newsletterKey,
  newsletterQueueGsi2,
  newsletterQueuePartition,
} from './keys';
import { queryPartition } from './pagination';
import { retryOnConflict } from './retry';
import { deleteItem, getItem, isConditionFailed, putIfAbsent, type StoredItem } from './store';
import { days, ttlAfter } from './ttl';

export type NewNewsletter = Pick<Newsletter, 'title' | 'content'>;

const toNewsletter = (item: StoredItem): Newsletter => ({
  id: item.id as string,
  title: item.title as string,
  content: item.content as string,
  sent_at: (item.sent_at as string | null | undefined) ?? null,
});

/** Stores a newsletter and queues it for sending. */
export async function createNewsletter(input: NewNewsletter): Promise<Newsletter> {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const newsletter: Newsletter = { id, ...input, sent_at: null };
  await putIfAbsent({
    ...newsletterKey(id),
    ...newsletterGsi1(id, createdAt),
    ...newsletterQueueGsi2(id, createdAt),
    entity: 'newsletter',
    ...newsletter,
    created_at: createdAt,
  });
  return newsletter;
}

export async function getNewsletter(id: string): Promise<Newsletter | undefined> {
  const item = await getItem(newsletterKey(id), true);
  return item && toNewsletter(item);
}

/** All newsletters, newest first. */
export async function listNewsletters(): Promise<Newsletter[]> {
  const items = await queryPartition({
    index: 'gsi1',
    partition: lists.newsletters,
    descending: true,
  });
  return items.map(toNewsletter);
}

/** Newsletters waiting to be sent, oldest first (sparse gsi2). */
export async function listQueuedNewsletters(): Promise<Newsletter[]> {
  const items = await queryPartition({ index: 'gsi2', partition: newsletterQueuePartition });
  return items.map(toNewsletter);
}

/**
 * Sets sent_at and takes the newsletter off the queue. Returns false when it was not queued
 * (already sent or unknown), so two senders cannot both claim it.
 */
export async function markNewsletterSent(
  id: string,
  sentAt = new Date().toISOString(),
): Promise<boolean> {
  try {
    await retryOnConflict(() =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: newsletterKey(id),
          UpdateExpression: 'SET sent_at = :sentAt REMOVE gsi2pk, gsi2sk',
          ConditionExpression: 'attribute_exists(gsi2pk)',
          ExpressionAttributeValues: { ':sentAt': sentAt },
        }),
      ),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Claims the delivery of a newsletter to one recipient (NEWSLETTER#{id} / DELIVERY#{email},
 * kept 90 days). Returns false when it was claimed before: a sender that crashed halfway and
 * runs again skips everyone who already got the mail.
 */
export function claimNewsletterDelivery(newsletterId: string, email: string): Promise<boolean> {
  return putIfAbsent({
    ...newsletterDeliveryKey(newsletterId, email),
    entity: 'newsletter_delivery',
    claimed_at: new Date().toISOString(),
    ttl: ttlAfter(days(90)),
  });
}

/** Gives a claim back when the mail could not be sent, so the next run tries again. */
export async function releaseNewsletterDelivery(newsletterId: string, email: string) {
  await deleteItem(newsletterDeliveryKey(newsletterId, email));
}
