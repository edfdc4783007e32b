import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { notFound } from './errors';
import { catalogRoutes } from '@shared/api/routes/catalog';
import { portfolioRoutes } from '@shared/api/routes/portfolio';
import type { RouteDef } from '@shared/api/route-def';
import { groupHandler, type OperationsOf } from './http';

/** Operations under test, not those of a real group (so the binding is cast away here). */
type OperationMap = Record<string, (input: { body: unknown }) => Promise<unknown>>;

const event = (routeKey: string) =>
  ({ routeKey, headers: {}, isBase64Encoded: false }) as unknown as APIGatewayProxyEventV2;
const context = {} as Context;

async function call(operations: OperationMap, routeKey = 'GET /api/health') {
  const result = await groupHandler(
    catalogRoutes,
    operations as unknown as OperationsOf<typeof catalogRoutes>,
  )(event(routeKey), context);
  return {
    status: result.statusCode,
    body: JSON.parse(result.body ?? 'null') as Record<string, unknown>,
  };
}

describe('group handler', () => {
  it('answers a Danish 4xx for an HttpError', async () => {
    const out = await call({
      health: async () => Promise.reject(notFound('Produktet blev ikke fundet')),
    });
    expect(out).toEqual({
      status: 404,
      body: { error: 'Produktet blev ikke fundet', code: 'not_found' },
    });
  });

  it('answers 400 with a Danish message for invalid input', async () => {
    const out = await call({
      health: async () => z.object({ radius_km: z.number() }).parse({ radius_km: 'ti' }),
    });
    expect(out.status).toBe(400);
    expect(out.body.error).toBe('Et felt har en ugyldig værdi');
  });

  it('hides unexpected failures behind a generic Danish 500 without a stack trace', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const out = await call({
      health: async () => Promise.reject(new Error('secret internals at db.ts:12')),
    });
    expect(out).toEqual({
      status: 500,
      body: { error: 'Der opstod en fejl. Prøv venligst igen.' },
    });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('answers 404 for a route key that is not in its group', async () => {
    const out = await call({}, 'GET /api/me');
    expect(out.status).toBe(404);
  });
});

describe('group handler binding (compile time)', () => {
  /** Never called: tsc checks these bindings against the group's routes. */
  function bindings(ops: OperationsOf<typeof portfolioRoutes>) {
    // @ts-expect-error -- an operation of the group's routes without a handler
    groupHandler(portfolioRoutes, {});
    groupHandler(portfolioRoutes, {
      // @ts-expect-error -- a handler that answers another shape than its route's response
      toggleReaction: async () => ({ liked: 'ja' }),
    });
    // @ts-expect-error -- an operation of another group
    groupHandler(portfolioRoutes, { ...ops, listProducts: async () => [] });
    return groupHandler(portfolioRoutes, ops);
  }

  it('takes the routes of one group only', () => {
    expect(typeof bindings).toBe('function');
    const mixed: readonly RouteDef[] = [...catalogRoutes, ...portfolioRoutes];
    expect(() => groupHandler(mixed, {})).toThrow('one group');
  });
});
