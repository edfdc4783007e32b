/**
 * Runs one TransactWriteItems: all elements are written or none is. When a condition fails,
 * the cancellation reason of that element is turned into the typed error its author chose.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db';
import { retryOnConflict } from './retry';
import type { StoredItem } from './store';

/** One element of TransactWriteItems (Put, Update, Delete or ConditionCheck). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** An element without TableName: modules build these, `runTransaction` adds the table. */
export type TableTransactItem =
  | { Put: Omit<NonNullable<TransactItem['Put']>, 'TableName'> }
  | { Update: Omit<NonNullable<TransactItem['Update']>, 'TableName'> }
  | { Delete: Omit<NonNullable<TransactItem['Delete']>, 'TableName'> }
  | { ConditionCheck: Omit<NonNullable<TransactItem['ConditionCheck']>, 'TableName'> };

export interface GuardedItem {
  item: TableTransactItem;
  /** The error to throw when this element's condition fails. */
  onConditionFailed?: () => Error;
}

export class TransactionConditionError extends Error {
  constructor(readonly index: number) {
    super(`transaction condition ${index} failed`);
    this.name = 'TransactionConditionError';
  }
}

export function withTable(item: TableTransactItem): TransactItem {
  const TableName = tableName();
  if ('Put' in item) return { Put: { ...item.Put, TableName } };
  if ('Update' in item) return { Update: { ...item.Update, TableName } };
  if ('Delete' in item) return { Delete: { ...item.Delete, TableName } };
  return { ConditionCheck: { ...item.ConditionCheck, TableName } };
}

interface CancellationReason {
  Code?: string;
}

function cancellationReasons(error: unknown): CancellationReason[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  return (error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [];
}

/** The index of the first element whose condition failed, or -1. */
export function failedConditionIndex(error: unknown): number {
  const reasons = cancellationReasons(error);
  return reasons ? reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed') : -1;
}

export async function runTransaction(items: readonly GuardedItem[]): Promise<void> {
  if (items.length === 0) return;
  const input: TransactWriteCommandInput = {
    TransactItems: items.map((g) => withTable(g.item)),
  };
  try {
    await retryOnConflict(() => db().send(new TransactWriteCommand(input)));
  } catch (error) {
    const index = failedConditionIndex(error);
    if (index < 0) throw error;
    const make = items[index]?.onConditionFailed;
    throw make ? make() : new TransactionConditionError(index);
  }
}

/** A Put of a new item, refused (and with it the transaction) when its key is taken. */
export function putNew(item: StoredItem, onConditionFailed?: () => Error): GuardedItem {
  return {
    item: { Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    onConditionFailed,
  };
}
