/** Flips a boolean attribute with an optimistic check on its previous value. */
import { ConcurrentChangeError, NotFoundError } from './errors';
import type { ItemKey } from './keys';
import { getItem, isConditionFailed, type StoredItem } from './store';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { retryOnConflict } from './retry';

export async function toggleFlag(
  key: ItemKey,
  attribute: string,
  entity: string,
): Promise<StoredItem> {
  for (let attempt = 1; ; attempt++) {
    const current = await getItem(key, true);
    if (!current) throw new NotFoundError(entity);
    const was = current[attribute] === true;
    try {
      const out = await retryOnConflict(() =>
        db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: key,
            UpdateExpression: 'SET #flag = :next',
            ConditionExpression: was
              ? '#flag = :was'
              : 'attribute_exists(pk) AND (attribute_not_exists(#flag) OR #flag = :was)',
            ExpressionAttributeNames: { '#flag': attribute },
            ExpressionAttributeValues: { ':next': !was, ':was': was },
            ReturnValues: 'ALL_NEW',
          }),
        ),
      );
      return out.Attributes ?? {};
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      if (attempt >= 3) throw new ConcurrentChangeError(entity);
    }
  }
}
