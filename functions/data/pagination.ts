/** Query helpers that follow LastEvaluatedKey until the partition is read completely. */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableShape, type IndexName } from '@shared/storage/table';
import { db, tableName } from '../lib/db';
import type { StoredItem } from './store';

export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

export async function queryAll(input: QueryInput): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let start: QueryCommandInput['ExclusiveStartKey'];
  do {
    const out = await db().send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: start }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

export type SortKeyCondition =
  { beginsWith: string } | { between: readonly [string, string] } | { equals: string };

export interface PartitionQuery {
  /** Omit for the base table. */
  index?: IndexName;
  partition: string;
  sortKey?: SortKeyCondition;
  descending?: boolean;
  /** Optional FilterExpression with its own `#f..`/`:f..` placeholders. */
  filter?: {
    expression: string;
    names?: Record<string, string>;
    values?: Record<string, unknown>;
  };
  consistent?: boolean;
}

function sortKeyExpression(condition: SortKeyCondition): {
  expression: string;
  values: Record<string, unknown>;
} {
  if ('beginsWith' in condition)
    return { expression: 'begins_with(#sk, :sk0)', values: { ':sk0': condition.beginsWith } };
  if ('between' in condition)
    return {
      expression: '#sk BETWEEN :sk0 AND :sk1',
      values: { ':sk0': condition.between[0], ':sk1': condition.between[1] },
    };
  return { expression: '#sk = :sk0', values: { ':sk0': condition.equals } };
}

/** Reads a whole partition of the table or of an index, in sort-key order. */
export async function queryPartition(query: PartitionQuery): Promise<StoredItem[]> {
  const shape = query.index ? tableShape.indexes[query.index] : tableShape;
  const names: Record<string, string> = { '#pk': shape.partitionKey, ...query.filter?.names };
  const values: Record<string, unknown> = { ':pk': query.partition, ...query.filter?.values };
  let keyCondition = '#pk = :pk';
  if (query.sortKey) {
    const sk = sortKeyExpression(query.sortKey);
    names['#sk'] = shape.sortKey;
    Object.assign(values, sk.values);
    keyCondition += ` AND ${sk.expression}`;
  }
  return queryAll({
    IndexName: query.index,
    KeyConditionExpression: keyCondition,
    FilterExpression: query.filter?.expression,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: !query.descending,
    ConsistentRead: query.consistent,
  });
}

/** The items of a list on gsi1 (one of `lists` in keys.ts), newest first. */
export function queryNewestFirst(
  list: string,
  filter?: PartitionQuery['filter'],
): Promise<StoredItem[]> {
  return queryPartition({ index: 'gsi1', partition: list, descending: true, filter });
}

/** Keeps only the items with is_active true, when `activeOnly` (the public pages' lists). */
export function activeFilter(activeOnly: boolean): PartitionQuery['filter'] {
  return activeOnly
    ? {
        expression: '#fActive = :fTrue',
        names: { '#fActive': 'is_active' },
        values: { ':fTrue': true },
      }
    : undefined;
}
