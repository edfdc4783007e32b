/**
 * The stream handler's fan-out through API Gateway's management API (postToConnection),
 * mocked with aws-sdk-client-mock together with the table of connections.
 */
import {
  ApiGatewayManagementApiClient,
  GoneException,
  LimitExceededException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue as StreamAttributeValue, DynamoDBStreamEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { epochSeconds } from '../data/ttl';
import { unitTestEnv, useMockedAws } from '@tests/support/unit-test-env';
import { handler } from './stream';
import { logger } from '@functions/lib/logger';

const management = mockClient(ApiGatewayManagementApiClient);
const dynamo = mockClient(DynamoDBDocumentClient);

useMockedAws([management, dynamo]);
afterEach(() => {
  vi.restoreAllMocks();
});

/** A stream event of items written to the table (their new images). */
function streamEvent(...items: Record<string, unknown>[]): DynamoDBStreamEvent {
  return {
    Records: items.map((item) => ({
      eventName: 'MODIFY',
      dynamodb: {
        // The stream's AttributeValue type of aws-lambda and the SDK's have the same shape.
        NewImage: marshall(item) as Record<string, StreamAttributeValue>,
      },
    })),
  };
}

/** A connection item as addConnection stores it, expiring in `ttlSeconds`. */
function connectionItem(id: string, ttlSeconds = 3600, userId: string | null = null) {
  return {
    pk: `WS#${id}`,
    sk: 'CONNECTION',
    gsi1pk: 'WS_CONNECTIONS',
    gsi1sk: `2026-07-01T10:00:00.000Z#${id}`,
    entity: 'ws_connection',
    connection_id: id,
    user_id: userId,
    is_admin: false,
    connected_at: '2026-07-01T10:00:00.000Z',
    ttl: epochSeconds(new Date()) + ttlSeconds,
  };
}

const productChanged = streamEvent({ pk: 'PRODUCT#7', sk: 'PRODUCT', name: 'Dronefoto' });

const posted = () =>
  management.commandCalls(PostToConnectionCommand).map((call) => {
    const { ConnectionId, Data } = call.args[0].input;
    return { ConnectionId, message: JSON.parse(new TextDecoder().decode(Data as Uint8Array)) };
  });

const deletedKeys = () => dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input);

describe('stream handler: postToConnection fan-out', () => {
  it('removes a connection that API Gateway reports gone and keeps the one that got the message', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [connectionItem('gone-1'), connectionItem('open-1'), connectionItem('expired-1', -60)],
    });
    dynamo.on(DeleteCommand).resolves({});
    management
      .on(PostToConnectionCommand, { ConnectionId: 'gone-1' })
      .rejects(new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } }))
      .on(PostToConnectionCommand, { ConnectionId: 'open-1' })
      .resolves({});

    expect(await handler(productChanged)).toEqual({ sent: 1, mails: 0 });

    // The open connections were read from their list on gsi1; the expired one is skipped.
    expect(dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input)).toEqual([
      expect.objectContaining({
        TableName: unitTestEnv.TABLE_NAME,
        IndexName: 'gsi1',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeValues: { ':pk': 'WS_CONNECTIONS' },
      }),
    ]);
    expect(posted()).toEqual([
      { ConnectionId: 'gone-1', message: { type: 'changed', entities: ['products'] } },
      { ConnectionId: 'open-1', message: { type: 'changed', entities: ['products'] } },
    ]);
    expect(deletedKeys()).toEqual([
      {
        TableName: unitTestEnv.TABLE_NAME,
        Key: { pk: 'WS#gone-1', sk: 'CONNECTION' },
        ReturnValues: 'ALL_OLD',
      },
    ]);
  });

  it('also recognises a GoneException by its name (an error of another SDK copy)', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [connectionItem('gone-2')] });
    dynamo.on(DeleteCommand).resolves({});
    management
      .on(PostToConnectionCommand)
      .rejects(Object.assign(new Error('Gone'), { name: 'GoneException' }));

    expect(await handler(productChanged)).toEqual({ sent: 0, mails: 0 });
    expect(deletedKeys().map((input) => input.Key)).toEqual([
      { pk: 'WS#gone-2', sk: 'CONNECTION' },
    ]);
  });

  it('keeps a connection whose post failed for another reason (throttling), logs it, and does not throw', async () => {
    const logged = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    dynamo
      .on(QueryCommand)
      .resolves({ Items: [connectionItem('busy-1'), connectionItem('open-2')] });
    management
      .on(PostToConnectionCommand, { ConnectionId: 'busy-1' })
      .rejects(new LimitExceededException({ message: 'Rate exceeded', $metadata: {} }))
      .on(PostToConnectionCommand, { ConnectionId: 'open-2' })
      .resolves({});

    expect(await handler(productChanged)).toEqual({ sent: 1, mails: 0 });
    expect(posted().map((p) => p.ConnectionId)).toEqual(['busy-1', 'open-2']);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith('post_to_connection_failed', {
      connectionId: 'busy-1',
      error: expect.objectContaining({ name: 'LimitExceededException' }),
    });
  });

  it("posts a user's booking change only to that user's connection", async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        connectionItem('anon'),
        connectionItem('owner', 3600, 'u-1'),
        connectionItem('other', 3600, 'u-2'),
      ],
    });
    management.on(PostToConnectionCommand).resolves({});

    const bookingChanged = streamEvent({ pk: 'BOOKING#b-1', sk: 'BOOKING', user_id: 'u-1' });
    expect(await handler(bookingChanged)).toEqual({ sent: 1, mails: 0 });
    expect(posted()).toEqual([
      { ConnectionId: 'owner', message: { type: 'changed', entities: ['bookings'] } },
    ]);
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});
