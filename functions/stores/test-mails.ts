/**
 * How many test newsletters an admin may send (product §2 'Newsletter'): at most
 * `testMailsPerHour` in one clock hour (UTC), counted per admin by one conditional update of
 * NEWSLETTER_TEST#{userId} / HOUR#{hour}, so concurrent requests cannot pass the limit. The
 * count expires with the table's TTL after two hours. A test goes only to the admin's own
 * address, so this guards the business's sender, not a recipient.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@functions/lib/db';
import { newsletterTestMailsKey } from '@functions/data/keys';
import { writtenIf } from '@functions/data/store';
import { hours, ttlAfter } from '@functions/data/ttl';

export const testMailsPerHour = 10;

/** Counts one test mail of the admin; false when the hour's allowance is used up. */
export async function takeTestMail(userId: string, now = new Date()): Promise<boolean> {
  return writtenIf(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: newsletterTestMailsKey(userId, now.toISOString().slice(0, 13)),
        UpdateExpression: 'SET #entity = :entity, #ttl = if_not_exists(#ttl, :ttl) ADD #sent :one',
        ConditionExpression: 'attribute_not_exists(#sent) OR #sent < :limit',
        ExpressionAttributeNames: { '#entity': 'entity', '#ttl': 'ttl', '#sent': 'sent' },
        ExpressionAttributeValues: {
          ':entity': 'newsletter_test_mails',
          ':ttl': ttlAfter(hours(2), now),
          ':one': 1,
          ':limit': testMailsPerHour,
        },
      }),
    ),
  );
}
