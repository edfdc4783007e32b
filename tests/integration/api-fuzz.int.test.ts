/**
 * Property-based fuzzing of every route of the route table through the twin's gateway and the
 * real handlers: bodies, queries and path ids made from each route's own schemas (shaped, but
 * with hostile leaves) and from arbitrary JSON, sent as a visitor, a customer and an admin.
 * Whatever comes in, the answer is never a 5xx, never a stack trace, and an error is said in
 * Danish. Runs against a table of its own, so what it manages to write touches no other test.
 * Issued documents are immutable: a receipted and a credited booking's ids and their documents'
 * numbers are among the ids tried, every route with an id in its path is also called once with
 * each of them as customer and admin, and every receipt and credit note must be as issued after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resetConfig } from '@functions/lib/config';
import { resetDb } from '@functions/lib/db';
import { ensureTable, localDynamoClient } from '@infra/local/table';
import { routeKey, routes, type Route } from '@shared/api/routes';
import { hasJwtAuthorizer } from '@shared/api/route-authorizer';
import { startPaymentsTestBed, type PaymentsTestBed } from '@tests/support/payments-test-bed';
import { anyJson, arbitraryOf, hostileText } from '@tests/support/zod-arbitrary';
import { uniqueId } from '@tests/support/table-data';
import { createTestUser } from './users';
import { everyItem } from '@tests/support/table-scan';
import { anyHourBusinessSettings } from '@tests/support/business-settings';
import { businessSettingsKey } from '@functions/data/keys';
import { putItem } from '@functions/data/store';
import {
  creditNotedBooking,
  creditsReceiptOf,
  receiptedBooking,
} from '@tests/support/sale-documents';
import { startEconomicStandIn } from '@tests/support/bookkeeping';
import type { FakeEconomic } from '@infra/local/fake-economic';

let economic: FakeEconomic | undefined;

/**
 * Requests per route; ~90 routes make about 2 700 requests. FUZZ_RUNS sets more for a longer
 * hunt outside CI (e.g. FUZZ_RUNS=300 npx vitest run tests/integration/api-fuzz.int.test.ts).
 */
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 30);

let bed: PaymentsTestBed;
const tokens: Record<'visitor' | 'customer' | 'admin', string | undefined> = {
  visitor: undefined,
  customer: undefined,
  admin: undefined,
};

beforeAll(async () => {
  const tableName = uniqueId('fuzz').replace(/[^a-zA-Z0-9-]/g, '-');
  await ensureTable(localDynamoClient(process.env.DYNAMODB_ENDPOINT!), tableName);
  process.env.TABLE_NAME = tableName;
  resetConfig();
  resetDb();
  // The business of the shared test table, so documents can be issued in this one too.
  await putItem({
    ...businessSettingsKey,
    entity: 'business_settings',
    ...anyHourBusinessSettings,
    base_position: null,
  });
  bed = await startPaymentsTestBed();
  // e-conomic's stand-in, as Stripe's: a fuzzed grant is refused by it (a Danish 400), as the
  // real one refuses it; only an e-conomic that does not answer is a 503.
  economic = await startEconomicStandIn();
  const [customer, admin] = await Promise.all([createTestUser(), createTestUser({ admin: true })]);
  tokens.customer = customer.accessToken;
  tokens.admin = admin.accessToken;
  // The customer's issued documents, whose ids every route is also tried with: none may change.
  const [receipted, credited] = await Promise.all([
    receiptedBooking(customer, { booking_date: '3751-01-05' }),
    creditNotedBooking(customer, { booking_date: '3751-01-06' }),
    creditsReceiptOf(customer),
  ]);
  documentIds.push(
    receipted.id,
    credited.id,
    ...(await issuedDocuments()).map((item) =>
      String(item.receipt_number ?? item.credit_note_number),
    ),
  );
  documentsBefore = await issuedDocuments();
}, 60_000);
afterAll(async () => {
  await economic?.stop();
  await bed?.close();
});

/**
 * The route that deletes the caller's own account gets callers of its own: its schema-shaped
 * bodies confirm, and the customer and admin above must stay for the other routes.
 */
async function callersOf(route: Route): Promise<typeof tokens> {
  if (route.operation !== 'deleteMyAccount') return tokens;
  const [customer, admin] = await Promise.all([createTestUser(), createTestUser({ admin: true })]);
  return { visitor: undefined, customer: customer.accessToken, admin: admin.accessToken };
}

/** The ids of a receipted and a credited booking and of every issued document's number. */
const documentIds: string[] = [];
let documentsBefore: Record<string, unknown>[] = [];

/** Every receipt and credit note in the fuzz's table, in a stable order. */
async function issuedDocuments(): Promise<Record<string, unknown>[]> {
  const items = await everyItem();
  return items
    .filter((item) => item.entity === 'receipt' || item.entity === 'credit_note')
    .sort((a, b) => `${a.pk}`.localeCompare(`${b.pk}`));
}

const pathId = fc.oneof(
  // Read when a value is made (the ids exist only after beforeAll).
  fc.nat().map((i) => documentIds[i % Math.max(documentIds.length, 1)] ?? 'none'),
  fc.uuid(),
  fc.integer({ min: -3, max: 100 }).map(String),
  hostileText,
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.constantFrom('%ZZ', '%00', '..', 'hero-title', 'null'),
);

/** A value as text (objects without a prototype, which `String` cannot convert, as JSON). */
const asText = (value: unknown): string =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A query's values as a URL carries them: text. */
const queryOf = (route: Route) =>
  ('query' in route && route.query ? arbitraryOf(route.query) : anyJson).map((value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asText(v)]))
      : {},
  );

const bodyOf = (route: Route) =>
  'body' in route && route.body
    ? fc.oneof({ weight: 4, arbitrary: arbitraryOf(route.body) }, { weight: 1, arbitrary: anyJson })
    : fc.oneof(fc.constant(undefined), anyJson);

function urlOf(route: Route, id: string, query: Record<string, string>): string {
  const path = route.path.replace(/\{[^}]+\}/g, () => (id === '%ZZ' ? id : encodeURIComponent(id)));
  const search = new URLSearchParams(query).toString();
  return `${bed.api.url}${path}${search ? `?${search}` : ''}`;
}

const authorizerBody = JSON.stringify({ message: 'Unauthorized' });
const stackTrace = /\bat \S+ \(|\.(ts|js):\d+|Error:|node_modules/;
const englishWords =
  /\b(the|invalid|expected|received|required|error|undefined|null|string|number|boolean|object|failed|internal)\b/i;

describe('every route under fuzzed input', () => {
  it.each(routes.map((route) => [routeKey(route), route] as const))(
    '%s: never a 5xx, never a stack trace, errors in Danish',
    async (_key, route) => {
      const callers = await callersOf(route);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('visitor', 'customer', 'admin' as const),
          bodyOf(route),
          queryOf(route),
          pathId,
          async (who, body, query, id) => {
            const token = callers[who as keyof typeof callers];
            const response = await fetch(urlOf(route, id, query), {
              method: route.method,
              headers: {
                'content-type': 'application/json',
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
              body: route.method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
              redirect: 'manual',
            });
            const text = await response.text();
            const context = `${route.method} ${route.path} as ${who}: ${response.status} ${text.slice(0, 300)}`;
            expect(response.status, context).toBeLessThan(500);
            expect(text, context).not.toMatch(stackTrace);
            // API Gateway's JWT authorizer answers before any handler with its own fixed body,
            // as in AWS (the browser shows its Danish 'session expired' path for it).
            if (response.status === 401 && hasJwtAuthorizer(route) && text === authorizerBody)
              return;
            if (response.status >= 400 && response.headers.get('content-type')?.includes('json')) {
              const answer = JSON.parse(text) as { error?: unknown };
              expect(typeof answer.error, context).toBe('string');
              expect(answer.error, context).not.toMatch(englishWords);
            }
          },
        ),
        { numRuns: runsPerRoute },
      );
    },
    Math.max(120_000, runsPerRoute * 4_000),
  );
});

describe('issued documents after every route was tried with their ids', () => {
  it('every route with an id in its path, called with each document’s id, changes nothing', async () => {
    const withId = routes.filter((route) => route.path.includes('{'));
    for (const route of withId)
      for (const id of documentIds)
        for (const who of ['customer', 'admin'] as const) {
          const callers = await callersOf(route);
          const [body] =
            'body' in route && route.body
              ? fc.sample(arbitraryOf(route.body), { numRuns: 1, seed: 42 })
              : [undefined];
          const response = await fetch(urlOf(route, id, {}), {
            method: route.method,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${callers[who]}`,
            },
            body: route.method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
            redirect: 'manual',
          });
          await response.arrayBuffer();
        }
    const after = await issuedDocuments();
    for (const before of documentsBefore)
      expect(after.find((item) => item.pk === before.pk)).toEqual(before);
  }, 300_000);

  it('left every receipt and credit note exactly as it was issued', async () => {
    expect(documentsBefore.length).toBeGreaterThanOrEqual(3);
    const after = await issuedDocuments();
    for (const before of documentsBefore)
      expect(after.find((item) => item.pk === before.pk)).toEqual(before);
  });
});
