/** Every item of a table, for tests that check what a run left behind (never on a request path). */
import { ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@functions/lib/db';

export async function everyItem(table: string = tableName()): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: ScanCommandInput['ExclusiveStartKey'];
  do {
    const out = await db().send(
      new ScanCommand({ TableName: table, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}
