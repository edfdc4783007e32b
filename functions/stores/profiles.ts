/**
 * Profiles (USER#{id} / PROFILE): e-mail, admin flag, credit balance, and the name and phone
 * of the customer's last booking.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '@shared/api/entities';
import { db, tableName } from '@functions/lib/db';
import { InsufficientCreditsError, NotFoundError } from '@functions/data/errors';
import { profileKey, stripKeys } from '@functions/data/keys';
import {
  getItem,
  isConditionFailed,
  putIfAbsent,
  updateExisting,
  type StoredItem,
} from '@functions/data/store';
import type { GuardedItem } from '@functions/data/transactions';

/** Set while the account is being deleted (see functions/capabilities/accounts/delete-my-account.ts). */
const deletionAttributes = ['deletion_started_at', 'deletion_ref'] as const;

/** A deletion's random reference: the anonymous stand-ins of what is kept are named after it. */
export const newDeletionRef = (): string => randomUUID().replace(/-/g, '').slice(0, 16);

const toProfile = (item: StoredItem): Profile =>
  stripKeys<Profile>(item, ['created_at', ...deletionAttributes]);

export async function getProfile(userId: string): Promise<Profile | undefined> {
  const item = await getItem(profileKey(userId), true);
  return item && toProfile(item);
}

/** Returns the profile, creating it (not admin, 0 credits) when the user has none yet. */
export async function ensureProfile(userId: string, email: string): Promise<Profile> {
  const profile: Profile = { id: userId, email, is_admin: false, credits: 0 };
  const created = await putIfAbsent({
    ...profileKey(userId),
    entity: 'profile',
    ...profile,
    created_at: new Date().toISOString(),
  });
  if (created) return profile;
  const existing = await getProfile(userId);
  if (!existing) throw new NotFoundError('profile');
  return existing;
}

/**
 * Marks the profile as being deleted, once: a retry of a deletion that stopped part-way gets
 * the same reference back (so what it anonymises carries the same stand-in). Undefined when
 * the user has no profile (any more).
 */
export async function markProfileDeleting(userId: string): Promise<string | undefined> {
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(userId),
        UpdateExpression:
          'SET deletion_started_at = if_not_exists(deletion_started_at, :now), ' +
          'deletion_ref = if_not_exists(deletion_ref, :ref)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':now': new Date().toISOString(),
          ':ref': newDeletionRef(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes?.deletion_ref as string | undefined;
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}

export async function setAdminFlag(userId: string, isAdmin: boolean): Promise<Profile> {
  return toProfile(
    await updateExisting(profileKey(userId), { set: { is_admin: isAdmin } }, 'profile'),
  );
}

/**
 * Keeps the name and phone of the customer's latest booking on the profile, so the next
 * payment page is filled in. Its own write after the booking's: the booking never depends on it.
 */
export async function saveContactDetails(
  userId: string,
  details: { customer_name: string; customer_phone: string },
): Promise<void> {
  await updateExisting(
    profileKey(userId),
    { set: { customer_name: details.customer_name, customer_phone: details.customer_phone } },
    'profile',
  );
}

function assertPositiveWhole(n: number): void {
  if (!Number.isInteger(n) || n <= 0)
    throw new RangeError(`credits must be a positive integer: ${n}`);
}

/** Adds credits atomically (a purchase or a refund) and returns the new balance. */
export async function addCredits(userId: string, n: number): Promise<number> {
  assertPositiveWhole(n);
  const item = await updateExisting(profileKey(userId), { add: { credits: n } }, 'profile');
  return item.credits as number;
}

/**
 * A TransactWriteItems element that deducts `n` credits only if the balance covers it, so
 * the balance can never go below zero. Fails with InsufficientCreditsError.
 */
export function creditDeduction(userId: string, n: number): GuardedItem {
  assertPositiveWhole(n);
  return {
    item: {
      Update: {
        Key: profileKey(userId),
        UpdateExpression: 'SET #credits = #credits - :n',
        ConditionExpression: '#credits >= :n',
        ExpressionAttributeNames: { '#credits': 'credits' },
        ExpressionAttributeValues: { ':n': n },
      },
    },
    onConditionFailed: () => new InsufficientCreditsError(n),
  };
}

/** A TransactWriteItems element that adds `n` credits (a purchase, or a refund of a deduction). */
export function creditAddition(userId: string, n: number): GuardedItem {
  assertPositiveWhole(n);
  return {
    item: {
      Update: {
        Key: profileKey(userId),
        UpdateExpression: 'ADD #credits :n',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#credits': 'credits' },
        ExpressionAttributeValues: { ':n': n },
      },
    },
    onConditionFailed: () => new NotFoundError('profile'),
  };
}
