/**
 * DynamoDB Streams handler, the table's one stream consumer:
 *
 * - sends the mails the batch queued in the outbox (each claimed first, so a retried record
 *   sends nothing twice; functions/capabilities/mails/outbox-delivery.ts). A failed send is
 *   retried by the sweeper after a back-off, never by failing the batch;
 * - tells open pages which lists changed, through the WebSocket API's management endpoint
 *   (postToConnection). Connections that are gone are removed.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { useBundledMailSdk } from '@functions/lib/mailer';
import { liveChangedMessage } from '@shared/live/live-updates';
import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { withAwsCallHooks } from '../lib/aws-client-hooks';
import { config } from '../lib/config';
import { listConnections, removeConnection } from '@functions/stores/connections';
import {
  distinctChanges,
  hears,
  type ChangedItem,
} from '@functions/capabilities/live-updates/change-topics';
import { deliverStreamRecords } from '@functions/capabilities/mails/outbox-delivery';
import { logger, withRequestLogging } from '@functions/lib/logger';

let client: ApiGatewayManagementApiClient | undefined;

function management(): ApiGatewayManagementApiClient | undefined {
  const endpoint = config().WS_MANAGEMENT_ENDPOINT;
  if (!endpoint) return undefined;
  client ??= withAwsCallHooks(
    new ApiGatewayManagementApiClient({ endpoint, region: config().AWS_REGION }),
  );
  return client;
}

function changedItems(event: DynamoDBStreamEvent): ChangedItem[] {
  return event.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage ?? record.dynamodb?.Keys;
    if (!image) return [];
    const item = unmarshall(image as Record<string, AttributeValue>);
    if (typeof item.pk !== 'string' || typeof item.sk !== 'string') return [];
    return [
      {
        pk: item.pk,
        sk: item.sk,
        user_id: typeof item.user_id === 'string' ? item.user_id : undefined,
      },
    ];
  });
}

async function handle(event: DynamoDBStreamEvent): Promise<{ sent: number; mails: number }> {
  const [sent, mails] = await Promise.all([
    postLiveUpdates(event),
    deliverStreamRecords(event.Records),
  ]);
  return { sent, mails: mails.sent };
}

/** Posts the batch's changes to the open connections that may hear them; answers how many. */
async function postLiveUpdates(event: DynamoDBStreamEvent): Promise<number> {
  const api = management();
  const changes = distinctChanges(changedItems(event));
  if (!api || changes.length === 0) return 0;
  const connections = await listConnections();
  let sent = 0;
  await Promise.all(
    connections.map(async (connection) => {
      const entities = [
        ...new Set(
          changes
            .filter((c) =>
              hears({ userId: connection.user_id, isAdmin: connection.is_admin }, c.audience),
            )
            .map((c) => c.entity),
        ),
      ];
      if (entities.length === 0) return;
      try {
        await api.send(
          new PostToConnectionCommand({
            ConnectionId: connection.connection_id,
            Data: new TextEncoder().encode(JSON.stringify(liveChangedMessage(entities))),
          }),
        );
        sent += 1;
      } catch (error) {
        if (
          error instanceof GoneException ||
          (error as { name?: string }).name === 'GoneException'
        ) {
          await removeConnection(connection.connection_id);
        } else {
          logger.warn('post_to_connection_failed', {
            connectionId: connection.connection_id,
            error,
          });
        }
      }
    }),
  );
  return sent;
}

/** The Lambda entry point, its log lines carrying the request id. */
// Sending mail is what this function does: the SES client bundled with it (lib/mailer.ts).
useBundledMailSdk({ SendEmailCommand, SESv2Client });

export const handler = withRequestLogging(handle);
