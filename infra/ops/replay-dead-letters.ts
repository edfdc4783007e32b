/**
 * `npm run replay-dead-letters -- <queue URL> [--apply] [--max N]`: lists what waits on one of
 * the stack's dead-letter queues and, with `--apply`, runs each again (dead-letters.ts says
 * how), deleting a message only after its replay succeeded. Without `--apply` nothing is
 * changed (the messages are only looked at and come back on the queue after 30 seconds).
 * Uses the AWS credentials and region of the shell (AWS_PROFILE, AWS_REGION), as the CDK CLI
 * does. Exit code 0 when everything listed was replayed (or only listed), 1 when one failed,
 * 2 for bad usage. docs/operations.md: when to use it.
 */
import {
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import {
  DeleteMessageCommand,
  ReceiveMessageCommand,
  SQSClient,
  type Message,
} from '@aws-sdk/client-sqs';
import {
  describeReplay,
  inBatch,
  planReplay,
  streamBatchEvent,
  type Replay,
  type StreamRecord,
} from './dead-letters';

const usage =
  'usage: npm run replay-dead-letters -- <queue URL> [--apply] [--max N]   (lists only, unless --apply)';

interface Options {
  queueUrl: string;
  apply: boolean;
  max: number;
}

function parseArgs(args: string[]): Options | { error: string } {
  let queueUrl: string | undefined;
  let apply = false;
  let max = 100;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--apply') apply = true;
    else if (arg === '--max') max = Number(args[++i]);
    else if (!arg.startsWith('--') && !queueUrl) queueUrl = arg;
    else return { error: `unknown argument ${arg}` };
  }
  if (!queueUrl || !/^https:\/\/sqs\.[a-z0-9-]+\.amazonaws\.com\/\d{12}\/.+/.test(queueUrl))
    return { error: 'a queue URL (https://sqs.<region>.amazonaws.com/<account>/<name>) is needed' };
  if (!Number.isInteger(max) || max < 1) return { error: '--max takes a whole number' };
  return { queueUrl, apply, max };
}

const regionOf = (queueUrl: string) => /^https:\/\/sqs\.([a-z0-9-]+)\./.exec(queueUrl)![1]!;

async function invoke(lambda: LambdaClient, functionArn: string, payload: unknown, wait: boolean) {
  const out = await lambda.send(
    new InvokeCommand({
      FunctionName: functionArn,
      InvocationType: wait ? 'RequestResponse' : 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    }),
  );
  if (out.FunctionError) {
    const answer = out.Payload ? new TextDecoder().decode(out.Payload) : '';
    throw new Error(`${out.FunctionError}: ${answer}`);
  }
}

/** The failed batch's records, read again from the stream (it keeps them 24 hours). */
async function readBatch(
  streams: DynamoDBStreamsClient,
  replay: Extract<Replay, { kind: 'stream-batch' }>,
): Promise<StreamRecord[]> {
  const start = await streams.send(
    new GetShardIteratorCommand({
      StreamArn: replay.streamArn,
      ShardId: replay.shardId,
      ShardIteratorType: 'AT_SEQUENCE_NUMBER',
      SequenceNumber: replay.firstSequenceNumber,
    }),
  );
  const found: _Record[] = [];
  let iterator = start.ShardIterator;
  for (let round = 0; iterator && round < 50; round++) {
    const page = await streams.send(
      new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }),
    );
    const records = page.Records ?? [];
    for (const record of records) {
      const n = record.dynamodb?.SequenceNumber;
      if (n && inBatch(n, replay.firstSequenceNumber, replay.lastSequenceNumber))
        found.push(record);
    }
    const last = records.at(-1)?.dynamodb?.SequenceNumber;
    if (last && BigInt(last) >= BigInt(replay.lastSequenceNumber)) break;
    iterator = page.NextShardIterator;
  }
  if (found.length === 0)
    throw new Error('the records are no longer on the stream (it keeps them 24 hours)');
  return found as StreamRecord[];
}

async function replayOne(
  replay: Replay,
  clients: { lambda: LambdaClient; streams: DynamoDBStreamsClient },
): Promise<void> {
  if (replay.kind === 'unknown') throw new Error(replay.why);
  if (replay.kind === 'invoke')
    return invoke(clients.lambda, replay.functionArn, replay.payload, false);
  const records = await readBatch(clients.streams, replay);
  // Synchronously, as the event source mapping does: an error keeps the message.
  await invoke(
    clients.lambda,
    replay.functionArn,
    streamBatchEvent(records, replay.streamArn),
    true,
  );
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  const options = parseArgs(args);
  if ('error' in options) {
    console.error(`${options.error}\n${usage}`);
    return 2;
  }
  const region = regionOf(options.queueUrl);
  const sqs = new SQSClient({ region });
  const clients = {
    lambda: new LambdaClient({ region }),
    streams: new DynamoDBStreamsClient({ region }),
  };
  console.log(
    `${options.apply ? 'Replaying' : 'Listing (nothing is changed; --apply replays)'}: ${options.queueUrl}`,
  );
  let seen = 0;
  let failed = 0;
  const handled = new Set<string>();
  while (seen < options.max) {
    const page = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: options.queueUrl,
        MaxNumberOfMessages: Math.min(10, options.max - seen),
        VisibilityTimeout: 30,
        WaitTimeSeconds: 1,
        MessageAttributeNames: ['All'],
      }),
    );
    const messages = (page.Messages ?? []).filter((m) => !handled.has(m.MessageId ?? ''));
    if (messages.length === 0) break;
    for (const message of messages) {
      handled.add(message.MessageId ?? '');
      seen += 1;
      const replay = planReplay({ body: message.Body ?? '', attributes: attributesOf(message) });
      const line = `${message.MessageId}: ${describeReplay(replay)}`;
      if (!options.apply) {
        console.log(`· ${line}`);
        continue;
      }
      try {
        await replayOne(replay, clients);
        await sqs.send(
          new DeleteMessageCommand({
            QueueUrl: options.queueUrl,
            ReceiptHandle: message.ReceiptHandle,
          }),
        );
        console.log(`✓ ${line}`);
      } catch (error) {
        failed += 1;
        console.log(`✗ ${line} — ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  console.log(
    `${seen} message(s)${options.apply ? `, ${seen - failed} replayed, ${failed} failed (still on the queue)` : ''}`,
  );
  return failed ? 1 : 0;
}

function attributesOf(message: Message): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [
      name,
      value.StringValue,
    ]),
  );
}

// `npm run replay-dead-letters -- <url>` passes the arguments alone; a literal `--` is skipped.
process.exitCode = await main(process.argv.slice(2).filter((arg) => arg !== '--'));
