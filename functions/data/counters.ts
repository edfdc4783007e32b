/** Atomic counters (COUNTER / {name}) for number ids. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { counterKey } from './keys';
import { retryOnConflict } from './retry';

/** Increments the named counter by one and returns the new value (1 on first use). */
export async function nextCounterValue(name: string): Promise<number> {
  const out = await retryOnConflict(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: counterKey(name),
        UpdateExpression: 'ADD #value :one SET #entity = :entity',
        ExpressionAttributeNames: { '#value': 'value', '#entity': 'entity' },
        ExpressionAttributeValues: { ':one': 1, ':entity': 'counter' },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
  );
  const value = out.Attributes?.value;
  if (typeof value !== 'number') throw new Error(`counter ${name} returned no value`);
  return value;
}
