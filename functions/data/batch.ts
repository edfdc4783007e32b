/**
 * Many items at once: BatchGetItem (100 keys per request) and BatchWriteItem (25 puts or
 * deletes per request), retrying what DynamoDB left unprocessed.
 */
import {
  BatchGetCommand,
  BatchWriteCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
  type BatchWriteCommandInput,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import type { ItemKey } from './keys';
import type { StoredItem } from './store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const backoff = (attempt: number) => sleep(Math.min(1000, 50 * 2 ** attempt));

type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

async function writeInBatches(requests: readonly WriteRequest[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending: BatchWriteCommandInput['RequestItems'] = {
      [tableName()]: requests.slice(i, i + 25),
    };
    for (let attempt = 0; pending && Object.keys(pending).length; attempt++) {
      if (attempt > 0) await backoff(attempt);
      const out: BatchWriteCommandOutput = await db().send(
        new BatchWriteCommand({ RequestItems: pending }),
      );
      pending = out.UnprocessedItems;
    }
  }
}

export async function deleteKeys(keys: readonly ItemKey[]): Promise<void> {
  await writeInBatches(keys.map((Key) => ({ DeleteRequest: { Key } })));
}

/** Puts many items (unconditionally, as putItem does; a key must not appear twice). */
export async function putItems(items: readonly StoredItem[]): Promise<void> {
  await writeInBatches(items.map((Item) => ({ PutRequest: { Item } })));
}

/**
 * The items stored under the keys (eventually consistent), in no particular order; a key
 * without an item has none. Keys may repeat: each is asked once.
 */
export async function getItems(keys: readonly ItemKey[]): Promise<StoredItem[]> {
  const unique = [...new Map(keys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
  const found: StoredItem[] = [];
  for (let i = 0; i < unique.length; i += 100) {
    let pending: BatchGetCommandInput['RequestItems'] = {
      [tableName()]: { Keys: unique.slice(i, i + 100).map(({ pk, sk }) => ({ pk, sk })) },
    };
    for (let attempt = 0; pending && Object.keys(pending).length; attempt++) {
      if (attempt > 0) await backoff(attempt);
      const out: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({ RequestItems: pending }),
      );
      found.push(...(out.Responses?.[tableName()] ?? []));
      pending = out.UnprocessedKeys;
    }
  }
  return found;
}
