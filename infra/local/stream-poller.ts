/**
 * The twin's stand-in for "DynamoDB Streams -> Lambda": polls the table's stream in
 * DynamoDB Local and hands each batch of records to the same stream handler AWS invokes.
 */
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';

export interface StreamPollerOptions {
  dynamo: DynamoDBClient;
  endpoint: string;
  tableName: string;
  onBatch: (event: DynamoDBStreamEvent) => Promise<unknown>;
  intervalMs?: number;
  log?: (line: string) => void;
}

export async function startStreamPoller(options: StreamPollerOptions) {
  const log = options.log ?? (() => undefined);
  const streams = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const table = await options.dynamo.send(
    new DescribeTableCommand({ TableName: options.tableName }),
  );
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`table ${options.tableName} has no stream`);

  const iterators = new Map<string, string | undefined>();
  const finished = new Set<string>();
  let stopped = false;
  let firstRound = true;

  async function discoverShards() {
    const description = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of description.StreamDescription?.Shards ?? []) {
      const id = shard.ShardId;
      if (!id || iterators.has(id) || finished.has(id)) continue;
      // Existing shards at start: only new changes. Shards that appear later: from their start.
      const it = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: id,
          ShardIteratorType: firstRound ? 'LATEST' : 'TRIM_HORIZON',
        }),
      );
      iterators.set(id, it.ShardIterator);
    }
    firstRound = false;
  }

  function toLambdaRecord(record: _Record): DynamoDBStreamEvent['Records'][number] {
    return {
      eventID: record.eventID,
      eventName: record.eventName as 'INSERT' | 'MODIFY' | 'REMOVE',
      eventSource: 'aws:dynamodb',
      eventVersion: record.eventVersion,
      awsRegion: 'eu-north-1',
      eventSourceARN: streamArn,
      // The stream client's AttributeValue shape is the Lambda event's shape.
      dynamodb: record.dynamodb as DynamoDBStreamEvent['Records'][number]['dynamodb'],
    };
  }

  // Listing the stream's shards costs DynamoDB Local more than reading them, and shards
  // change rarely: list them every few rounds, and at once after a shard has closed.
  const roundsPerDiscovery = 10;
  let round = 0;
  let shardClosed = false;

  async function pollOnce() {
    round += 1;
    if (shardClosed || round % roundsPerDiscovery === 0) {
      shardClosed = false;
      await discoverShards();
    }
    for (const [shardId, iterator] of iterators) {
      if (!iterator) {
        iterators.delete(shardId);
        finished.add(shardId);
        shardClosed = true;
        continue;
      }
      const out = await streams.send(
        new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }),
      );
      iterators.set(shardId, out.NextShardIterator);
      const records = out.Records ?? [];
      if (records.length) {
        try {
          await options.onBatch({ Records: records.map(toLambdaRecord) });
        } catch (error) {
          log(`stream handler failed: ${String(error)}`);
        }
      }
    }
  }

  await discoverShards();
  const interval = options.intervalMs ?? 400;
  const loop = async () => {
    while (!stopped) {
      try {
        await pollOnce();
      } catch (error) {
        if (!stopped) log(`stream poll failed: ${String(error)}`);
      }
      await new Promise((r) => setTimeout(r, interval));
    }
  };
  const running = loop();
  return {
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}
