/**
 * Builds one Lambda handler for a function group from the route table: it matches the
 * API Gateway route key, authorizes the caller for the route's caller class, validates the
 * body and query with the route's schemas, runs the operation and serialises the result.
 * Errors become a JSON `{ error }` with a Danish message and a 4xx; anything unexpected is
 * logged and answered with a generic Danish 500, never a stack trace.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ZodError, z } from 'zod';
import { routeKey, routesOfGroup, type FunctionGroup, type RouteDef } from '@shared/api/routes';
import { authorize, type Caller } from './auth';
import { genericErrorMessage, HttpError } from './errors';
import { lowerCaseHeaders } from './headers';
import { responseCompression } from './response-compression';
import { commonTexts } from '@shared/texts/common';

// Validation messages of zod's own checks in Danish, like every message the user sees.
z.config(z.locales.da());

export interface OperationInput<Body = unknown, Query = Record<string, string>> {
  body: Body;
  query: Query;
  params: Record<string, string>;
  caller: Caller | null;
  headers: Record<string, string | undefined>;
  /** The raw body text (webhooks verify signatures over it). */
  rawBody: string;
  event: APIGatewayProxyEventV2;
}

/** What an operation may return when it needs more than a 200 JSON body. */
export interface OperationResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Operation = (input: OperationInput<never, never>) => Promise<unknown>;
export type OperationMap = Record<string, Operation>;

const isResponse = (value: unknown): value is { __response: OperationResponse } =>
  typeof value === 'object' && value !== null && '__response' in value;

export const respond = (response: OperationResponse) => ({ __response: response });

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  } satisfies APIGatewayProxyStructuredResultV2;
}

function readBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** Schemas carry the spec's Danish messages; zod's own messages are Danish too (locale). */
function firstMessage(error: ZodError): string {
  return error.issues[0]?.message ?? commonTexts.invalidData;
}

async function dispatch(
  group: FunctionGroup,
  operations: OperationMap,
  event: APIGatewayProxyEventV2,
): Promise<APIGatewayProxyStructuredResultV2> {
  const table = routesOfGroup(group);
  const route: RouteDef | undefined = table.find((r) => routeKey(r) === event.routeKey);
  if (!route) return json(404, { error: commonTexts.notFound });
  const operation = operations[route.operation];
  if (!operation) return json(501, { error: commonTexts.notImplemented });

  const headers = lowerCaseHeaders(event.headers);
  const caller = await authorize(headers, route.caller);
  const rawBody = readBody(event);

  let body: unknown = undefined;
  if (route.body) {
    let parsed: unknown;
    try {
      parsed = rawBody ? JSON.parse(rawBody) : {};
    } catch {
      throw new HttpError(400, commonTexts.invalidData);
    }
    body = route.body.parse(parsed);
  }
  const rawQuery = event.queryStringParameters ?? {};
  const query: unknown = route.query ? route.query.parse(rawQuery) : rawQuery;

  const result = await operation({
    body: body as never,
    query: query as never,
    params: (event.pathParameters ?? {}) as Record<string, string>,
    caller,
    headers,
    rawBody,
    event,
  });
  if (isResponse(result)) {
    const { status, body: resBody, headers: resHeaders } = result.__response;
    return json(status, resBody, resHeaders);
  }
  return json(200, result ?? null);
}

export function groupHandler(group: FunctionGroup, operations: OperationMap) {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(responseCompression())
    .handler(async (event) => {
      try {
        return await dispatch(group, operations, event);
      } catch (error) {
        if (error instanceof HttpError) {
          return json(error.status, { error: error.message, code: error.code });
        }
        if (error instanceof ZodError) {
          return json(400, {
            error: firstMessage(error),
            issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
          });
        }
        console.error(
          JSON.stringify({
            level: 'error',
            group,
            routeKey: event.routeKey,
            error: String(error),
            stack: (error as Error)?.stack,
          }),
        );
        return json(500, { error: genericErrorMessage });
      }
    });
}

export type Infer<T extends z.ZodType> = z.infer<T>;
