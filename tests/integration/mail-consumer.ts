/**
 * The table's stream consumer in the integration tests, as the twin runs it: the twin's
 * stream poller hands DynamoDB Local's stream records to the stream function (run with its
 * declared access), which sends the mails the changes queued in the outbox
 * (functions/capabilities/mails/outbox-delivery.ts). setup-env.ts starts it for every test
 * file; a test stops and starts it again to stand for a consumer that was down (it starts at
 * LATEST, as the twin's does, so records written meanwhile are never seen: the sweeper sends
 * those).
 */
import { dueOutboxMails } from '@functions/stores/mail-outbox';
import { loadFunction } from '@infra/local/functions';
import { startStreamPoller } from '@infra/local/stream-poller';
import { localDynamoClient } from '@infra/local/table';

type Poller = Awaited<ReturnType<typeof startStreamPoller>>;

let poller: Poller | undefined;

/** Starts the consumer on the tests' table (nothing when it runs already). */
export async function startMailConsumer(): Promise<void> {
  if (poller) return;
  const env = process.env as Record<string, string>;
  const stream = await loadFunction('stream');
  poller = await startStreamPoller({
    dynamo: localDynamoClient(env.DYNAMODB_ENDPOINT!),
    endpoint: env.DYNAMODB_ENDPOINT!,
    tableName: env.TABLE_NAME!,
    onBatch: (event) => stream(event, {}),
    intervalMs: 250,
    log: (line) => console.warn(`mail consumer: ${line}`),
  });
}

/** Stops the consumer (after the batch it is handling). */
export async function stopMailConsumer(): Promise<void> {
  const running = poller;
  poller = undefined;
  await running?.stop();
}

/** When this test file started (each file loads its setup afresh). */
const fileStartedAt = new Date().toISOString();

/**
 * Waits until every mail this test file queued has left the outbox (sent, or parked), so a
 * test reads the mailbox as it will stay. Mails queued before the file started (a previous
 * file's, left when its consumer stopped) are not waited for.
 */
export async function mailsDelivered(timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const waiting = (await dueOutboxMails(new Date(Date.now() + 24 * 3_600_000))).filter(
      (item) => typeof item.created_at === 'string' && item.created_at >= fileStartedAt,
    );
    if (waiting.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`mails still in the outbox: ${waiting.map((item) => item.id).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
