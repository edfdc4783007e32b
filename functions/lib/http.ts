/**
 * Builds one Lambda handler for a function group from its routes (the group's file of the
 * route table, shared/api/routes/<group>.ts, not the whole table): it matches the
 * API Gateway route key, authorizes the caller for the route's caller class, validates the
 * body and query with the route's schemas, runs the operation and serialises the result.
 * Errors become a JSON `{ error }` with a Danish message and a 4xx; anything unexpected is
 * logged and answered with a generic Danish 500, never a stack trace.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod/mini';
import { $ZodError } from 'zod/v4/core';
import {
  routeKey,
  type BodyOf,
  type FunctionGroup,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteDef,
} from '@shared/api/route-def';
// Types only: a group's bundle holds its own routes, not the whole table.
import type { Route, RouteOfOperation } from '@shared/api/routes';
import { authorize, type Caller } from './auth';
import { conflict, genericErrorMessage, HttpError, notFound } from './errors';
import { assertCleanText, assertPlausiblePathParams } from './request-guards';
import { validationMessage } from './validation-messages';
import { ConcurrentChangeError, NotFoundError } from '../data/errors';
import { validationTexts } from '@shared/texts/validation';
import { lowerCaseHeaders } from './headers';
import { responseCompression } from './response-compression';
import { commonTexts } from '@shared/texts/common';
import { config } from './config';
import { logger } from './logger';
import { formFields, formPostAnswer, formPostOf } from './form-post';
import type { FormPostName } from '@shared/site/form-posts';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';

// Validation messages of zod's own checks in plain Danish, like every message the user sees.
z.config({ localeError: validationMessage });

/** What the handler of route R gets: everything parsed and checked by R's schemas. */
export interface OperationInput<R extends RouteDef> {
  body: BodyOf<R>;
  query: QueryOf<R>;
  params: ParamsOf<R>;
  /** Signed-in user and admin routes always have a caller; public routes may. */
  caller: R['caller'] extends 'public' ? Caller | null : Caller;
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
  /**
   * Answer this text as it is instead of JSON (the calendar feed's RFC 5545 file); its
   * `content-type` is in `headers`. Checked against the route's response schema like a body.
   */
  text?: string;
}

/** A response that needs more than a 200 with the route's response body (`respond`). */
export interface Responded {
  __response: OperationResponse;
}

/** The handler of route R: takes R's input, answers R's response shape (or `respond(...)`). */
export type OperationFor<R extends RouteDef> = (
  input: OperationInput<R>,
) => Promise<ResponseOf<R> | Responded>;

/** The handler of an operation of the route table: `Handler<'getProduct'>`. */
export type Handler<Op extends Route['operation']> = OperationFor<RouteOfOperation<Op>>;
/** The input of an operation's handler: `({ params }: InputOf<'getProduct'>) => ...`. */
export type InputOf<Op extends Route['operation']> = OperationInput<RouteOfOperation<Op>>;

/** Every operation of a function group's routes, each bound to its route's types. */
export type OperationsOf<Routes extends readonly RouteDef[]> = {
  [Op in Routes[number]['operation']]: OperationFor<Extract<Routes[number], { operation: Op }>>;
};

/** Any handler, as the dispatcher sees it once tsc has checked each against its route. */
type AnyOperation = (input: {
  body: unknown;
  query: unknown;
  params: Record<string, string>;
  caller: Caller | null;
  headers: Record<string, string | undefined>;
  rawBody: string;
  event: APIGatewayProxyEventV2;
}) => Promise<unknown>;

const isResponse = (value: unknown): value is Responded =>
  typeof value === 'object' && value !== null && '__response' in value;

export const respond = (response: OperationResponse): Responded => ({ __response: response });

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
function firstMessage(error: $ZodError): string {
  return error.issues[0]?.message ?? commonTexts.invalidData;
}

/** A 2xx body that does not match its route's response schema (twin and tests only). */
export class ResponseShapeError extends Error {
  constructor(route: RouteDef, error: $ZodError) {
    super(`${routeKey(route)} answered a body that does not match its response schema`, {
      cause: error,
    });
    this.name = 'ResponseShapeError';
  }
}

function checkResponse(route: RouteDef, body: unknown): void {
  if (!config().VALIDATE_RESPONSES) return;
  const checked = route.response.safeParse(body);
  if (!checked.success) throw new ResponseShapeError(route, checked.error);
}

async function dispatch(
  route: RouteDef | undefined,
  operations: Record<string, AnyOperation>,
  event: APIGatewayProxyEventV2,
  form: FormPostName | undefined,
): Promise<APIGatewayProxyStructuredResultV2> {
  if (!route) return json(404, { error: commonTexts.notFound });
  const operation = operations[route.operation];
  if (!operation) return json(501, { error: commonTexts.notImplemented });

  const headers = lowerCaseHeaders(event.headers);
  const caller = await authorize(headers, route.caller, route.denied);
  const rawBody = readBody(event);
  const params = (event.pathParameters ?? {}) as Record<string, string>;
  assertPlausiblePathParams(params);

  let body: unknown = undefined;
  if (route.body) {
    let parsed: unknown;
    try {
      // A plain HTML form's fields (functions/lib/form-post.ts), else JSON.
      parsed = form ? formFields(rawBody) : rawBody ? JSON.parse(rawBody) : {};
    } catch {
      throw new HttpError(400, commonTexts.invalidData);
    }
    assertCleanText(parsed);
    body = route.body.parse(parsed);
  }
  const rawQuery = event.queryStringParameters ?? {};
  assertCleanText(rawQuery);
  const query: unknown = route.query ? route.query.parse(rawQuery) : rawQuery;

  const result = await operation({
    body,
    query,
    params,
    caller,
    headers,
    rawBody,
    event,
  });
  if (isResponse(result)) {
    const { status, body: resBody, headers: resHeaders, text } = result.__response;
    if (text !== undefined) {
      if (status < 300) checkResponse(route, text);
      return { statusCode: status, headers: { ...resHeaders }, body: text };
    }
    if (status < 300) checkResponse(route, resBody);
    return json(status, resBody, resHeaders);
  }
  checkResponse(route, result ?? null);
  return json(200, result ?? null);
}

/** Failures of the data layer that no operation mapped still mean something to the user. */
function asHttpError(error: unknown): unknown {
  if (error instanceof ConcurrentChangeError)
    return conflict(validationTexts.concurrentChange, 'concurrent_change');
  if (error instanceof NotFoundError) return notFound();
  return error;
}

/** The operation's JSON answer, or the Danish error it failed with. */
async function answerOf(
  route: RouteDef | undefined,
  operations: Record<string, AnyOperation>,
  event: APIGatewayProxyEventV2,
  form: FormPostName | undefined,
): Promise<APIGatewayProxyStructuredResultV2> {
  try {
    return await dispatch(route, operations, event, form);
  } catch (thrown) {
    const error = asHttpError(thrown);
    if (error instanceof HttpError) {
      const { issues } = error;
      return json(error.status, { error: error.message, code: error.code, issues });
    }
    if (error instanceof $ZodError) {
      return json(400, {
        error: firstMessage(error),
        issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
    }
    logger.error('request_failed', { error });
    return json(500, { error: genericErrorMessage });
  }
}

/** The one group of a group's routes (a list that mixes groups is a programming error). */
function groupOf(routes: readonly RouteDef[]): FunctionGroup {
  const groups = new Set(routes.map((route) => route.group));
  const [group] = groups;
  if (groups.size !== 1 || !group) throw new Error('groupHandler takes the routes of one group');
  return group;
}

/**
 * The Lambda handler of a function group, from the group's routes
 * (`groupHandler(bookingRoutes, {...})`): `operations` must bind every operation of those
 * routes, each to a handler of its own route's types (checked by tsc).
 */
export function groupHandler<const Routes extends readonly RouteDef[]>(
  routes: Routes,
  operations: OperationsOf<Routes>,
) {
  const group = groupOf(routes);
  // Each handler was checked against its own route above; dispatch picks it by route key.
  const byName = operations as unknown as Record<string, AnyOperation>;
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(responseCompression())
    .handler(async (event) => {
      // Every log line of this request names its route and API request id.
      logger.appendKeys({
        group,
        route: event.routeKey,
        apiRequestId: event.requestContext?.requestId,
      });
      const route = routes.find((r) => routeKey(r) === event.routeKey);
      const form = route ? formPostOf(route, lowerCaseHeaders(event.headers)) : undefined;
      const answer = await answerOf(route, byName, event, form);
      // A plain HTML form post goes back to its page, with what became of it.
      return form ? formPostAnswer(form, readBody(event), answer) : answer;
    });
}
