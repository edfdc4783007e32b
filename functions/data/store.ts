/** Thin wrappers over the document client: single-item reads and writes on the table. */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { NotFoundError } from './errors';
import {
  isEmptyUpdate,
  itemExists,
  updateExpression,
  withCondition,
  type UpdateSpec,
} from './expressions';
import type { ItemKey } from './keys';
import { retryOnConflict } from './retry';

export type StoredItem = Record<string, unknown>;

export function isConditionFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** Runs a conditional write: true when it was made, false when its condition did not hold. */
export async function writtenIf(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * The condition of a Put that replaces an item only as it was read at `version` (0: not
 * written yet); a writer that reads, changes and writes back retries when it fails.
 */
export function asReadAt(version: number): {
  ConditionExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
} {
  return version === 0
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : {
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': version },
      };
}

export async function getItem(key: ItemKey, consistent = false): Promise<StoredItem | undefined> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: consistent }),
  );
  return out.Item;
}

/** Puts an item only if its key is free; returns false when it already existed. */
export async function putIfAbsent(item: StoredItem): Promise<boolean> {
  return writtenIf(() =>
    retryOnConflict(() =>
      db().send(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    ),
  );
}

export async function putItem(item: StoredItem): Promise<void> {
  await retryOnConflict(() => db().send(new PutCommand({ TableName: tableName(), Item: item })));
}

/**
 * Updates an existing item and returns it as stored after the update.
 * Throws NotFoundError (named after `entity`) when the item does not exist.
 */
export async function updateExisting(
  key: ItemKey,
  spec: UpdateSpec,
  entity: string,
): Promise<StoredItem> {
  if (isEmptyUpdate(spec)) {
    const item = await getItem(key, true);
    if (!item) throw new NotFoundError(entity);
    return item;
  }
  const input: UpdateCommandInput = {
    TableName: tableName(),
    Key: key,
    ...withCondition(updateExpression(spec), itemExists),
    ReturnValues: 'ALL_NEW',
  };
  try {
    const out = await retryOnConflict(() => db().send(new UpdateCommand(input)));
    return out.Attributes ?? {};
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFoundError(entity);
    throw error;
  }
}

/** Deletes an item and returns it; throws NotFoundError (named after `entity`) when absent. */
export async function deleteExisting(key: ItemKey, entity: string): Promise<StoredItem> {
  const old = await deleteItem(key);
  if (!old) throw new NotFoundError(entity);
  return old;
}

/** Deletes an item; returns the deleted item, or undefined when there was none. */
export async function deleteItem(key: ItemKey): Promise<StoredItem | undefined> {
  const out = await retryOnConflict(() =>
    db().send(new DeleteCommand({ TableName: tableName(), Key: key, ReturnValues: 'ALL_OLD' })),
  );
  return out.Attributes;
}
