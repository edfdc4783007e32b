/**
 * WebSocket API handler ($connect, $disconnect, $default). A page may connect with
 * `?token=<access token>` to also hear about its own bookings and credits; without a
 * (valid) token it hears only public changes.
 */
import middy from '@middy/core';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { verifyAccessToken } from '../lib/auth';
import { addConnection, removeConnection } from '@functions/stores/connections';

type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined>;
};

export const handler = middy<WebSocketEvent, APIGatewayProxyResultV2>().handler(async (event) => {
  const { routeKey, connectionId } = event.requestContext;
  if (routeKey === '$connect') {
    const token = event.queryStringParameters?.token;
    const caller = token ? await verifyAccessToken(token) : null;
    if (token && !caller) return { statusCode: 401, body: 'Unauthorized' };
    await addConnection(connectionId, caller?.userId ?? null, caller?.isAdmin ?? false);
    return { statusCode: 200, body: 'Connected' };
  }
  if (routeKey === '$disconnect') {
    await removeConnection(connectionId);
    return { statusCode: 200, body: 'Disconnected' };
  }
  // $default: clients only send keep-alive pings; nothing to do.
  return { statusCode: 200, body: '' };
});
