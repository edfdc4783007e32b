/**
 * What a message on one of the stack's dead-letter queues asks to be done again, decided from
 * the message alone (no AWS call), for `npm run replay-dead-letters` (replay-dead-letters.ts).
 * Three kinds arrive (docs/operations.md):
 *
 * - Lambda's invocation record of an asynchronous invocation that failed for good (the
 *   on-failure destination of the scheduled jobs and the SES event function): the function's
 *   ARN and the event (`requestPayload`) -> invoke the function again with that event;
 * - EventBridge's undelivered event (a scheduled job's target DLQ): the event as the body and
 *   the target in the `TARGET_ARN` attribute -> invoke the target with it;
 * - the table stream's failed batch (the event source mapping's on-failure destination): only
 *   where the records are (`DDBStreamBatchInfo`: stream, shard, first and last sequence
 *   number) -> read those records from the stream (kept 24 hours) and invoke the function
 *   with them as one batch, as the event source mapping would.
 */
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

/** A message as SQS answers it: its body and its string attributes. */
export interface DeadLetter {
  body: string;
  attributes?: Record<string, string | undefined>;
}

export type Replay =
  | { kind: 'invoke'; functionArn: string; payload: unknown; failedWith?: string }
  | {
      kind: 'stream-batch';
      functionArn: string;
      streamArn: string;
      shardId: string;
      firstSequenceNumber: string;
      lastSequenceNumber: string;
      batchSize: number;
      failedWith?: string;
    }
  | { kind: 'unknown'; why: string };

interface InvocationRecord {
  requestContext?: { functionArn?: string; condition?: string };
  requestPayload?: unknown;
  responseContext?: { functionError?: string };
  responsePayload?: { errorMessage?: string } | null;
  DDBStreamBatchInfo?: {
    shardId?: string;
    startSequenceNumber?: string;
    endSequenceNumber?: string;
    streamArn?: string;
    batchSize?: number;
  };
}

const objectOf = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why the original invocation failed, as the record says, for the listing. */
function failureOf(record: InvocationRecord): string | undefined {
  return (
    record.responsePayload?.errorMessage ??
    record.requestContext?.condition ??
    record.responseContext?.functionError
  );
}

export function planReplay(message: DeadLetter): Replay {
  let body: unknown;
  try {
    body = JSON.parse(message.body);
  } catch {
    return { kind: 'unknown', why: 'the body is not JSON' };
  }
  const target = message.attributes?.TARGET_ARN;
  if (target) {
    const why = message.attributes?.ERROR_MESSAGE ?? message.attributes?.ERROR_CODE;
    return {
      kind: 'invoke',
      functionArn: target,
      payload: body,
      ...(why ? { failedWith: why } : {}),
    };
  }
  if (!objectOf(body)) return { kind: 'unknown', why: 'the body is not an object' };
  const record = body as InvocationRecord;
  const functionArn = record.requestContext?.functionArn;
  if (!functionArn) return { kind: 'unknown', why: 'no requestContext.functionArn' };
  const failedWith = failureOf(record);
  const batch = record.DDBStreamBatchInfo;
  if (batch) {
    if (
      !batch.streamArn ||
      !batch.shardId ||
      !batch.startSequenceNumber ||
      !batch.endSequenceNumber
    )
      return { kind: 'unknown', why: 'an incomplete DDBStreamBatchInfo' };
    return {
      kind: 'stream-batch',
      functionArn,
      streamArn: batch.streamArn,
      shardId: batch.shardId,
      firstSequenceNumber: batch.startSequenceNumber,
      lastSequenceNumber: batch.endSequenceNumber,
      batchSize: batch.batchSize ?? 0,
      ...(failedWith ? { failedWith } : {}),
    };
  }
  if (!('requestPayload' in record)) return { kind: 'unknown', why: 'no requestPayload' };
  return {
    kind: 'invoke',
    functionArn,
    payload: record.requestPayload,
    ...(failedWith ? { failedWith } : {}),
  };
}

/** Whether a stream record's sequence number lies in the failed batch (numbers as text). */
export function inBatch(sequenceNumber: string, first: string, last: string): boolean {
  const n = BigInt(sequenceNumber);
  return n >= BigInt(first) && n <= BigInt(last);
}

/** A record as DynamoDB Streams' GetRecords answers it. */
export interface StreamRecord {
  eventID?: string;
  eventName?: string;
  eventVersion?: string;
  awsRegion?: string;
  dynamodb?: { SequenceNumber?: string } & Record<string, unknown>;
}

/** The records of the batch as the event source mapping hands them to the function. */
export function streamBatchEvent(
  records: readonly StreamRecord[],
  streamArn: string,
): DynamoDBStreamEvent {
  const region = streamArn.split(':')[3] ?? '';
  return {
    Records: records.map((record): DynamoDBRecord => ({
      eventID: record.eventID,
      eventName: record.eventName as DynamoDBRecord['eventName'],
      eventVersion: record.eventVersion,
      eventSource: 'aws:dynamodb',
      awsRegion: record.awsRegion ?? region,
      eventSourceARN: streamArn,
      dynamodb: record.dynamodb as DynamoDBRecord['dynamodb'],
    })),
  };
}

/** One line of the listing. */
export function describeReplay(replay: Replay): string {
  const name = (arn: string) => arn.split(':function:')[1] ?? arn;
  switch (replay.kind) {
    case 'invoke':
      return `run ${name(replay.functionArn)} again with its event${replay.failedWith ? ` (failed: ${replay.failedWith})` : ''}`;
    case 'stream-batch':
      return `give ${name(replay.functionArn)} the ${replay.batchSize || 'failed'} stream records ${replay.firstSequenceNumber}…${replay.lastSequenceNumber} of ${replay.shardId} again${replay.failedWith ? ` (failed: ${replay.failedWith})` : ''}`;
    case 'unknown':
      return `cannot replay: ${replay.why}`;
  }
}
