/** Deletes many items with BatchWriteItem (25 per request), retrying unprocessed ones. */
import {
  BatchWriteCommand,
  type BatchWriteCommandInput,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import type { ItemKey } from './keys';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function deleteKeys(keys: readonly ItemKey[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    let requests: BatchWriteCommandInput['RequestItems'] = {
      [tableName()]: keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
    };
    for (let attempt = 0; requests && Object.keys(requests).length; attempt++) {
      if (attempt > 0) await sleep(Math.min(1000, 50 * 2 ** attempt));
      const out: BatchWriteCommandOutput = await db().send(
        new BatchWriteCommand({ RequestItems: requests }),
      );
      requests = out.UnprocessedItems;
    }
  }
}
