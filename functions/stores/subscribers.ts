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
import { queryNewestFirst } from '@functions/data/pagination';
import { deleteItem, getItem, updateExisting, type StoredItem } from '@functions/data/store';
import { runTransaction, type GuardedItem, putNew } from '@functions/data/transactions';

const toSubscriber = (item: StoredItem): Subscriber => stripKeys<Subscriber>(item);

/** The subscriber exists already (the transaction of `addSubscriber`). */
class AlreadySubscribedError extends Error {
  constructor() {
    super('already subscribed');
    this.name = 'AlreadySubscribedError';
  }
}

/**
 * Subscribes an address, with `alsoWrite(subscriber)` in the same transaction when it is new
 * (the welcome mail in the outbox); subscribing again is harmless and returns created: false.
 */
export async function addSubscriber(
  email: string,
  alsoWrite: (subscriber: Subscriber) => GuardedItem[] = () => [],
): Promise<{ created: boolean; subscriber: Subscriber }> {
  const subscriber: Subscriber = {
    id: randomUUID(),
    email: normaliseEmail(email),
    created_at: new Date().toISOString(),
  };
  let created = true;
  try {
    await runTransaction([
      putNew(
        {
          ...subscriberKey(email),
          ...subscriberGsi1(email, subscriber.created_at),
          entity: 'subscriber',
          ...subscriber,
        },
        () => new AlreadySubscribedError(),
      ),
      ...alsoWrite(subscriber),
    ]);
  } catch (error) {
    if (!(error instanceof AlreadySubscribedError)) throw error;
    created = false;
  }
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
  return (await queryNewestFirst(lists.subscribers)).map(toSubscriber);
}

/**
 * Marks an address as one the newsletter skips, with why (SES: a hard bounce or a complaint,
 * functions/capabilities/mail-problems); the latest reason wins. False when it is not a
 * subscriber.
 */
export async function suppressSubscriber(
  email: string,
  suppressed: NonNullable<Subscriber['suppressed']>,
): Promise<boolean> {
  try {
    await updateExisting(subscriberKey(email), { set: { suppressed } }, 'subscriber');
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}

/** Whether the newsletter may mail this subscriber (not suppressed after a bounce or complaint). */
export const isMailable = (subscriber: Pick<Subscriber, 'suppressed'>): boolean =>
  !subscriber.suppressed;
