/** What each kind of dead letter of the stack asks to be run again. */
import { describe, expect, it } from 'vitest';
import { describeReplay, inBatch, planReplay, streamBatchEvent } from './dead-letters';

const jobArn = 'arn:aws:lambda:eu-north-1:111111111111:function:Dronefoto-NewsletterJob-Abc';
const streamFnArn = 'arn:aws:lambda:eu-north-1:111111111111:function:Dronefoto-Stream-Xyz';
const streamArn =
  'arn:aws:dynamodb:eu-north-1:111111111111:table/Dronefoto-Data/stream/2026-11-26T00:00:00.000';

describe('planReplay', () => {
  it('runs a failed asynchronous invocation again with its event (on-failure destination)', () => {
    const record = {
      version: '1.0',
      timestamp: '2026-11-26T10:00:00.000Z',
      requestContext: {
        requestId: 'r-1',
        functionArn: `${jobArn}:$LATEST`,
        condition: 'RetriesExhausted',
        approximateInvokeCount: 1,
      },
      requestPayload: { source: 'aws.events', 'detail-type': 'Scheduled Event' },
      responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
      responsePayload: { errorType: 'Error', errorMessage: 'table unreachable' },
    };
    const replay = planReplay({ body: JSON.stringify(record) });
    expect(replay).toEqual({
      kind: 'invoke',
      functionArn: `${jobArn}:$LATEST`,
      payload: record.requestPayload,
      failedWith: 'table unreachable',
    });
    expect(describeReplay(replay)).toBe(
      'run Dronefoto-NewsletterJob-Abc:$LATEST again with its event (failed: table unreachable)',
    );
  });

  it('delivers an event EventBridge could not deliver to its target', () => {
    const event = { source: 'aws.events', id: 'e-1' };
    expect(
      planReplay({
        body: JSON.stringify(event),
        attributes: { TARGET_ARN: jobArn, ERROR_CODE: 'Throttling' },
      }),
    ).toEqual({ kind: 'invoke', functionArn: jobArn, payload: event, failedWith: 'Throttling' });
  });

  it('reads a failed stream batch again from the stream, by its sequence numbers', () => {
    const record = {
      requestContext: {
        requestId: 'r-2',
        functionArn: streamFnArn,
        condition: 'RetryAttemptsExhausted',
        approximateInvokeCount: 3,
      },
      responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
      version: '1.0',
      timestamp: '2026-11-26T10:00:00.000Z',
      DDBStreamBatchInfo: {
        shardId: 'shardId-0001',
        startSequenceNumber: '100000000000000000001',
        endSequenceNumber: '100000000000000000009',
        batchSize: 3,
        streamArn,
      },
    };
    expect(planReplay({ body: JSON.stringify(record) })).toEqual({
      kind: 'stream-batch',
      functionArn: streamFnArn,
      streamArn,
      shardId: 'shardId-0001',
      firstSequenceNumber: '100000000000000000001',
      lastSequenceNumber: '100000000000000000009',
      batchSize: 3,
      failedWith: 'RetryAttemptsExhausted',
    });
  });

  it('says why it cannot replay anything else', () => {
    expect(planReplay({ body: 'plain text' })).toEqual({
      kind: 'unknown',
      why: 'the body is not JSON',
    });
    expect(planReplay({ body: '{"hello":1}' })).toEqual({
      kind: 'unknown',
      why: 'no requestContext.functionArn',
    });
  });
});

describe('a stream batch', () => {
  it('compares sequence numbers as numbers, beyond what a double holds', () => {
    expect(inBatch('100000000000000000005', '100000000000000000001', '100000000000000000009')).toBe(
      true,
    );
    expect(inBatch('100000000000000000010', '100000000000000000001', '100000000000000000009')).toBe(
      false,
    );
    expect(inBatch('99', '100', '200')).toBe(false);
  });

  it('is handed to the function as the event source mapping hands it', () => {
    const event = streamBatchEvent(
      [
        {
          eventID: 'e1',
          eventName: 'MODIFY',
          eventVersion: '1.1',
          dynamodb: { SequenceNumber: '1', Keys: { pk: { S: 'BOOKING#1' } } },
        },
      ],
      streamArn,
    );
    expect(event.Records[0]).toEqual({
      eventID: 'e1',
      eventName: 'MODIFY',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'eu-north-1',
      eventSourceARN: streamArn,
      dynamodb: { SequenceNumber: '1', Keys: { pk: { S: 'BOOKING#1' } } },
    });
  });
});
