/**
 * Builds the API Gateway events and the Lambda context the local gateway hands to the
 * handlers, shaped like the ones AWS delivers (HTTP API payload v2, WebSocket API).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';

export function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return out;
}

export function queryParameters(search: URLSearchParams): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const key of new Set(search.keys())) out[key] = search.getAll(key).join(',');
  return Object.keys(out).length ? out : undefined;
}

export function httpEvent(input: {
  method: string;
  url: URL;
  routeKey: string;
  pathParameters: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
}): APIGatewayProxyEventV2 {
  const headers = flattenHeaders(input.headers);
  const now = Date.now();
  const contentType = headers['content-type'] ?? '';
  const textual = !contentType || /json|text|x-www-form-urlencoded|xml/.test(contentType);
  return {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: input.url.pathname,
    rawQueryString: input.url.search.replace(/^\?/, ''),
    cookies: headers.cookie ? headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: queryParameters(input.url.searchParams),
    pathParameters: Object.keys(input.pathParameters).length ? input.pathParameters : undefined,
    body: input.body.length
      ? textual
        ? input.body.toString('utf8')
        : input.body.toString('base64')
      : undefined,
    isBase64Encoded: input.body.length > 0 && !textual,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: input.method,
        path: input.url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: input.routeKey,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
    },
  };
}

export function websocketEvent(input: {
  routeKey: '$connect' | '$disconnect' | '$default';
  connectionId: string;
  connectedAt: number;
  domainName: string;
  body?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}): APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string>;
  headers?: Record<string, string>;
} {
  const eventType =
    input.routeKey === '$connect'
      ? 'CONNECT'
      : input.routeKey === '$disconnect'
        ? 'DISCONNECT'
        : 'MESSAGE';
  const now = Date.now();
  return {
    body: input.body,
    isBase64Encoded: false,
    queryStringParameters: input.query,
    headers: input.headers,
    requestContext: {
      apiId: 'local',
      connectedAt: input.connectedAt,
      connectionId: input.connectionId,
      domainName: input.domainName,
      eventType,
      extendedRequestId: randomUUID(),
      messageDirection: 'IN',
      messageId: randomUUID(),
      requestId: randomUUID(),
      requestTime: new Date(now).toUTCString(),
      requestTimeEpoch: now,
      routeKey: input.routeKey,
      stage: 'local',
    },
  };
}

export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
