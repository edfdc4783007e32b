/**
 * Gives items written before issue 30 the index keys the code now reads them by (decision
 * 0021), without a Scan:
 *
 * - ratings (found by one Query of gsi1 `RATINGS`) get gsi2 `USER#{userId}` /
 *   `RATING#{created_at}#{bookingId}`, so 'Download mine data' and account erasure find them;
 *   a rating already erased (its author `slettet-…`) stays out of every user's index;
 * - receipts (`RECEIPT#1` … `RECEIPT#{counter}`, read by BatchGetItem) get the month's books,
 *   gsi1 `LEDGER#{YYYY-MM}` / `{issued_at}#RECEIPT#{number, 10 digits}`, with `document`,
 *   `kind` and `net_ore`.
 *
 * Every write is conditional on the key being absent, so running it again (or while the new
 * code writes) changes nothing twice: idempotent. Without `apply` it only counts.
 */
import { BatchGetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ledgerMonthOf, ledgerPartition, receiptLedgerSk } from '@shared/domain/ledger-keys';
import {
  counterKey,
  lists,
  ratingGsi2,
  ratingKey,
  receiptCounterName,
  receiptKey,
} from '@functions/data/keys';

export interface BackfillCount {
  /** Items looked at. */
  seen: number;
  /** Items that lacked the keys (and got them, when applied). */
  missing: number;
  /** Items another writer gave the keys meanwhile (the condition failed). */
  raced: number;
}

export interface BackfillReport {
  applied: boolean;
  ratings: BackfillCount;
  receipts: BackfillCount;
}

type Item = Record<string, unknown>;

const isConditionFailure = (error: unknown) =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

async function conditionalSet(
  client: DynamoDBDocumentClient,
  table: string,
  key: { pk: string; sk: string },
  values: Record<string, unknown>,
  absent: string,
): Promise<boolean> {
  const names = Object.keys(values);
  try {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
        ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(#absent)`,
        ExpressionAttributeNames: {
          ...Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
          '#absent': absent,
        },
        ExpressionAttributeValues: Object.fromEntries(
          names.map((name, i) => [`:v${i}`, values[name]]),
        ),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function allRatings(client: DynamoDBDocumentClient, table: string): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': lists.ratings },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

async function backfillRatings(
  client: DynamoDBDocumentClient,
  table: string,
  apply: boolean,
): Promise<BackfillCount> {
  const count: BackfillCount = { seen: 0, missing: 0, raced: 0 };
  for (const rating of await allRatings(client, table)) {
    count.seen += 1;
    const userId = rating.user_id;
    if (rating.gsi2pk || typeof userId !== 'string' || userId.startsWith('slettet-')) continue;
    count.missing += 1;
    if (!apply) continue;
    const bookingId = String(rating.booking_id);
    const keys = ratingGsi2(userId, String(rating.created_at), bookingId);
    if (!(await conditionalSet(client, table, ratingKey(bookingId), { ...keys }, 'gsi2pk')))
      count.raced += 1;
  }
  return count;
}

async function receiptsUpTo(
  client: DynamoDBDocumentClient,
  table: string,
  last: number,
): Promise<Item[]> {
  const items: Item[] = [];
  for (let first = 1; first <= last; first += 100) {
    let keys: Record<string, unknown>[] = Array.from(
      { length: Math.min(100, last - first + 1) },
      (_, i) => ({ ...receiptKey(first + i) }),
    );
    while (keys.length > 0) {
      const answer = await client.send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }),
      );
      items.push(...(answer.Responses?.[table] ?? []));
      keys = answer.UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return items;
}

async function backfillReceipts(
  client: DynamoDBDocumentClient,
  table: string,
  apply: boolean,
): Promise<BackfillCount> {
  const count: BackfillCount = { seen: 0, missing: 0, raced: 0 };
  const counter = await client.send(
    new BatchGetCommand({
      RequestItems: { [table]: { Keys: [counterKey(receiptCounterName)], ConsistentRead: true } },
    }),
  );
  const value = counter.Responses?.[table]?.[0]?.value;
  const last = typeof value === 'number' ? value : 0;
  for (const receipt of await receiptsUpTo(client, table, last)) {
    count.seen += 1;
    if (receipt.gsi1pk) continue;
    count.missing += 1;
    if (!apply) continue;
    const number = Number(receipt.receipt_number);
    const issuedAt = String(receipt.issued_at);
    const total = Number(receipt.total_ore ?? 0);
    const moms = Number(receipt.moms_ore ?? 0);
    const values = {
      gsi1pk: ledgerPartition(ledgerMonthOf(issuedAt)),
      gsi1sk: receiptLedgerSk(issuedAt, number),
      document: 'receipt',
      kind: typeof receipt.kind === 'string' ? receipt.kind : 'booking',
      net_ore: typeof receipt.net_ore === 'number' ? receipt.net_ore : total - moms,
    };
    if (!(await conditionalSet(client, table, receiptKey(number), values, 'gsi1pk')))
      count.raced += 1;
  }
  return count;
}

export async function backfillIndexes(
  client: DynamoDBDocumentClient,
  table: string,
  apply: boolean,
): Promise<BackfillReport> {
  const ratings = await backfillRatings(client, table, apply);
  const receipts = await backfillReceipts(client, table, apply);
  return { applied: apply, ratings, receipts };
}
