/**
 * Newsletters (NEWSLETTER#{id}). A new newsletter is queued: it carries the sparse gsi2 key
 * NEWSLETTER_QUEUE (sorted by when it is due) until it is marked sent, so the scheduled
 * sender reads only the due part of the queue.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Newsletter } from '@shared/api/entities';
import { db, tableName } from '@functions/lib/db';
import {
  lists,
  newsletterDeliveryKey,
  newsletterGsi1,
  newsletterKey,
  newsletterQueueGsi2,
  newsletterQueuePartition,
} from '@functions/data/keys';
import { queryNewestFirst, queryPartition } from '@functions/data/pagination';
import { retryOnConflict } from '@functions/data/retry';
import {
  deleteItem,
  getItem,
  isConditionFailed,
  putIfAbsent,
  type StoredItem,
  writtenIf,
} from '@functions/data/store';
import { days, ttlAfter } from '@functions/data/ttl';

export type NewNewsletter = Pick<Newsletter, 'title' | 'content'> &
  Partial<Pick<Newsletter, 'scheduled_at' | 'template_id' | 'subject'>>;

const toNewsletter = (item: StoredItem): Newsletter => ({
  id: item.id as string,
  title: item.title as string,
  subject: (item.subject as string | null | undefined) ?? null,
  content: item.content as string,
  sent_at: (item.sent_at as string | null | undefined) ?? null,
  scheduled_at: (item.scheduled_at as string | null | undefined) ?? null,
  template_id: (item.template_id as string | null | undefined) ?? null,
  sent_count: (item.sent_count as number | null | undefined) ?? null,
});

/** Stores a newsletter and queues it for sending at `scheduled_at` (now when absent). */
export async function createNewsletter(input: NewNewsletter): Promise<Newsletter> {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const scheduledAt = input.scheduled_at ?? createdAt;
  const newsletter: Newsletter = {
    id,
    title: input.title,
    subject: input.subject?.trim() || null,
    content: input.content,
    sent_at: null,
    scheduled_at: scheduledAt,
    template_id: input.template_id ?? null,
    sent_count: null,
  };
  await putIfAbsent({
    ...newsletterKey(id),
    ...newsletterGsi1(id, createdAt),
    ...newsletterQueueGsi2(id, scheduledAt),
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
  return (await queryNewestFirst(lists.newsletters)).map(toNewsletter);
}

/** Newsletters waiting to be sent, due first (sparse gsi2); `dueBy` keeps those due by then. */
export async function listQueuedNewsletters(dueBy?: Date): Promise<Newsletter[]> {
  const items = await queryPartition({
    index: 'gsi2',
    partition: newsletterQueuePartition,
    ...(dueBy ? { sortKey: { between: ['0', `${dueBy.toISOString()}#~`] as const } } : {}),
  });
  return items.map(toNewsletter);
}

/**
 * Deletes a newsletter that is still queued (a scheduled one the admin calls off). Returns
 * false when it has been sent (or taken for sending) meanwhile.
 */
export async function cancelQueuedNewsletter(id: string): Promise<boolean> {
  return writtenIf(() =>
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: newsletterKey(id),
        ConditionExpression: 'attribute_exists(gsi2pk) AND attribute_not_exists(sending_since)',
      }),
    ),
  );
}

/** Marks a queued newsletter as being sent (a scheduled one can no longer be called off). */
export async function markNewsletterSending(id: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: newsletterKey(id),
        UpdateExpression: 'SET sending_since = if_not_exists(sending_since, :now)',
        ConditionExpression: 'attribute_exists(gsi2pk)',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/**
 * Sets sent_at and takes the newsletter off the queue. Returns false when it was not queued
 * (already sent or unknown), so two senders cannot both claim it.
 */
export async function markNewsletterSent(
  id: string,
  sentAt = new Date().toISOString(),
): Promise<boolean> {
  return writtenIf(async () => {
    const delivered = await countNewsletterDeliveries(id);
    await retryOnConflict(() =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: newsletterKey(id),
          UpdateExpression: 'SET sent_at = :sentAt, sent_count = :count REMOVE gsi2pk, gsi2sk',
          ConditionExpression: 'attribute_exists(gsi2pk)',
          ExpressionAttributeValues: { ':sentAt': sentAt, ':count': delivered },
        }),
      ),
    );
  });
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

/** How many recipients a newsletter was delivered to (its claims). */
export async function countNewsletterDeliveries(newsletterId: string): Promise<number> {
  const items = await queryPartition({
    partition: newsletterKey(newsletterId).pk,
    sortKey: { beginsWith: 'DELIVERY#' },
    consistent: true,
  });
  return items.length;
}

/** Gives a claim back when the mail could not be sent, so the next run tries again. */
export async function releaseNewsletterDelivery(newsletterId: string, email: string) {
  await deleteItem(newsletterDeliveryKey(newsletterId, email));
}
