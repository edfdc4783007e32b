/**
 * Sign-ups waiting for confirmation (double opt-in): SUBSCRIPTION_REQUEST#{email}. A request
 * may mail a confirmation link at most once a day per address: the put succeeds only when no
 * request exists or the last one is older than a day, so 200 sign-ups of one address in a
 * second send one mail. Requests expire after 7 days (TTL).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@functions/lib/db';
import { normaliseEmail, subscriptionRequestKey } from '@functions/data/keys';
import { deleteItem, writtenIf } from '@functions/data/store';
import { days, ttlAfter } from '@functions/data/ttl';

export const requestMailInterval = days(1);

/** Records a sign-up; true when a confirmation mail may go out now. */
export async function recordSubscriptionRequest(email: string, now = new Date()): Promise<boolean> {
  const dayAgo = new Date(now.getTime() - requestMailInterval * 1000).toISOString();
  return writtenIf(() =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...subscriptionRequestKey(email),
          entity: 'subscription_request',
          email: normaliseEmail(email),
          requested_at: now.toISOString(),
          ttl: ttlAfter(days(7), now),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR requested_at < :dayAgo',
        ExpressionAttributeValues: { ':dayAgo': dayAgo },
      }),
    ),
  );
}

/** Forgets a request once it is confirmed. */
export async function removeSubscriptionRequest(email: string): Promise<void> {
  await deleteItem(subscriptionRequestKey(email));
}
