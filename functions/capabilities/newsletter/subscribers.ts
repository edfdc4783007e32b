/** Newsletter subscribers (SUBSCRIBER#{lowercased email}): one per address by construction. */
import { randomUUID } from 'node:crypto';
import type { Subscriber } from '@shared/api/entities';
import { NotFoundError } from '@functions/data/errors';
import {
  lists,
  normaliseEmail,
  stripKeys,
  subscriberGsi1,
  subscriberKey,
} from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { deleteItem, getItem, putIfAbsent, type StoredItem } from '@functions/data/store';

const toSubscriber = (item: StoredItem): Subscriber => stripKeys<Subscriber>(item);

/** Subscribes an address; subscribing again is harmless and returns created: false. */
export async function addSubscriber(
  email: string,
): Promise<{ created: boolean; subscriber: Subscriber }> {
  const subscriber: Subscriber = {
    id: randomUUID(),
    email: normaliseEmail(email),
    created_at: new Date().toISOString(),
  };
  const created = await putIfAbsent({
    ...subscriberKey(email),
    ...subscriberGsi1(email, subscriber.created_at),
    entity: 'subscriber',
    ...subscriber,
  });
  if (created) return { created, subscriber };
  const existing = await getSubscriber(email);
  if (!existing) throw new NotFoundError('subscriber');
  return { created, subscriber: existing };
}

export async function getSubscriber(email: string): Promise<Subscriber | undefined> {
  const item = await getItem(subscriberKey(email), true);
  return item && toSubscriber(item);
}

/** Unsubscribes an address; returns false when it was not subscribed. */
export async function removeSubscriber(email: string): Promise<boolean> {
  return (await deleteItem(subscriberKey(email))) !== undefined;
}

/** All subscribers, newest first. */
export async function listSubscribers(): Promise<Subscriber[]> {
  const items = await queryPartition({
    index: 'gsi1',
    partition: lists.subscribers,
    descending: true,
  });
  return items.map(toSubscriber);
}
