/** Direct access to the e2e twin's DynamoDB Local, for states a test cannot reach by the UI. */
import { DynamoDBClient, QueryCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { demoDataDirOf } from './twins';

/**
 * The endpoint of the DynamoDB Local of the demo twin the running test uses: the Java process
 * serving that twin's data folder (support/twins.ts), found by its command line.
 */
export function twinDynamoEndpoint(): string {
  const dataDir = demoDataDirOf(test.info().project.use.baseURL);
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const dbPath = args[args.indexOf('-dbPath') + 1];
    // The absolute folder: another checkout's twin may run with the same folder name.
    if (!args.includes('-dbPath') || dbPath !== path.resolve(dataDir, 'dynamodb')) continue;
    return `http://127.0.0.1:${args[args.indexOf('-port') + 1]}`;
  }
  throw new Error(`No DynamoDB Local found for ${dataDir}`);
}

export function twinDynamo() {
  return new DynamoDBClient({
    endpoint: twinDynamoEndpoint(),
    region: 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** The twin's single table (docs/data-model.md). */
export const twinTable = 'dronefoto';

/** Runs `use` with a client of the twin's DynamoDB Local, closed afterwards. */
export async function withTwinDynamo<T>(use: (client: DynamoDBClient) => Promise<T>): Promise<T> {
  const client = twinDynamo();
  try {
    return await use(client);
  } finally {
    client.destroy();
  }
}

/**
 * Sets string attributes of an item that exists in the twin's table (a missing item is an
 * error, never a new item).
 */
export async function setItemFields(
  key: { pk: string; sk: string },
  fields: Record<string, string>,
): Promise<void> {
  const entries = Object.entries(fields);
  await withTwinDynamo((client) =>
    client.send(
      new UpdateItemCommand({
        TableName: twinTable,
        Key: { pk: { S: key.pk }, sk: { S: key.sk } },
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(
          entries.map(([, value], i) => [`:f${i}`, { S: value }]),
        ),
      }),
    ),
  );
}

/** Sets string attributes of a booking in the twin's table, for states no customer reaches. */
export const setBookingFields = (bookingId: string, fields: Record<string, string>) =>
  setItemFields({ pk: `BOOKING#${bookingId}`, sk: 'BOOKING' }, fields);

/**
 * Brings a scheduled newsletter's time to a minute ago, as if its time had come: the twin's
 * scheduled job (every 10 s in the browser suite) then sends it, without the suite waiting
 * minutes of real time. Found by its title among the queued newsletters (gsi2, docs/data-model.md).
 */
export async function makeNewsletterDue(title: string): Promise<void> {
  const queued = await withTwinDynamo((client) =>
    client.send(
      new QueryCommand({
        TableName: twinTable,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :queue',
        ExpressionAttributeValues: { ':queue': { S: 'NEWSLETTER_QUEUE' } },
      }),
    ),
  );
  const item = queued.Items?.find((candidate) => candidate.title?.S === title);
  if (!item?.pk?.S || !item.sk?.S || !item.id?.S) throw new Error(`No queued newsletter ${title}`);
  const due = new Date(Date.now() - 60_000).toISOString();
  await setItemFields(
    { pk: item.pk.S, sk: item.sk.S },
    { scheduled_at: due, gsi2sk: `${due}#${item.id.S}` },
  );
}
