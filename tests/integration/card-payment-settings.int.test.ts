/**
 * Card payments set up from Indstillinger (decision 0031), through the twin's gateway, the
 * real handlers, the twin's secret store and a fake Stripe that accepts one key and gives
 * each webhook endpoint a secret of its own: who may call the routes, Danish answers to bad
 * input, a key Stripe refuses changes nothing, a saved key sets up the webhook and its signing
 * secret checks the webhook's events, removing it undoes that, and the key appears in no
 * answer and no log line.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CardPaymentSettings } from '@shared/api/card-payments';
import { handledStripeEvents } from '@functions/capabilities/payments/handled-stripe-events';
import { resetCardPaymentsStatus } from '@functions/capabilities/payments/card-payments-status';
import { forgetStripeKeys } from '@functions/capabilities/payments/stripe-keys';
import { resetConfig } from '@functions/lib/config';
import { readSecretFields, writeSecretFields } from '@functions/lib/secrets';
import { signedEvent, signedPayload } from '@infra/local/fake-stripe/events';
import { startFakeStripe, type FakeStripe } from '@infra/local/fake-stripe/server';
import { opsStripeClient } from '@infra/ops/stripe-api';
import { cardPaymentSettingsTexts as t } from '@shared/texts/card-payments';
import { startTestGateway, type TestGateway } from './gateway';
import { gatewayCall } from './gateway-call';
import { createTestUser, type TestUser } from './users';

const stripeKey = 'sk_test_card_payments_integration_4242';
let fake: FakeStripe;
let api: TestGateway;
let admin: TestUser;
let user: TestUser;
const savedEnv = { siteUrl: process.env.SITE_URL };

/** Every line the handlers logged during this file (Powertools writes through console). */
const logged: string[] = [];
/** Every answer body the routes gave during this file. */
const answered: string[] = [];

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(
        args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '),
      );
    });
  fake = await startFakeStripe({ apiKey: stripeKey });
  api = await startTestGateway();
  // The webhook is the gateway's: Stripe's events reach the real handler.
  Object.assign(process.env, { STRIPE_API_URL: fake.url, SITE_URL: api.url });
  resetConfig();
  [admin, user] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
});

afterAll(async () => {
  await writeSecretFields(process.env.STRIPE_SECRET_ID!, {});
  await fake.idle();
  await fake.close();
  await api.close();
  delete process.env.STRIPE_API_URL;
  process.env.SITE_URL = savedEnv.siteUrl;
  resetConfig();
  forgetStripeKeys();
  resetCardPaymentsStatus();
  vi.restoreAllMocks();
});

async function call(method: string, path: string, as?: TestUser, body?: unknown) {
  const answer = await gatewayCall(api.url, method, path, as, body);
  answered.push(answer.text);
  return { status: answer.status, body: answer.body };
}

const saveKey = (secretKey: unknown, as: TestUser = admin) =>
  call('PUT', '/api/admin/card-payments', as, { secret_key: secretKey });
const stored = () => readSecretFields(process.env.STRIPE_SECRET_ID!);
const endpoints = async () =>
  (await opsStripeClient(stripeKey, fake.url).webhookEndpoints.list({ limit: 100 })).data;

describe('who may set up card payments', () => {
  it.each([
    ['GET', '/api/admin/card-payments'],
    ['PUT', '/api/admin/card-payments'],
    ['DELETE', '/api/admin/card-payments'],
  ])('%s %s: admins only (401 without a token, 403 for a customer)', async (method, path) => {
    const body = method === 'PUT' ? { secret_key: stripeKey } : undefined;
    expect((await call(method, path, undefined, body)).status).toBe(401);
    const refused = await call(method, path, user, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual(expect.stringMatching(/[æøåa-z]/i));
    expect(await stored()).toEqual({});
  });
});

describe('a key the server or Stripe refuses changes nothing', () => {
  it.each([
    ['not a key', 'hemmelig-nøgle', t.keyInvalid],
    ['empty', '', t.keyRequired],
    ['only spaces', '   ', t.keyRequired],
    ['too long', `sk_test_${'a'.repeat(300)}`, t.keyTooLong],
    ['the publishable key', 'pk_test_51AbCdEf', t.publishableKey],
    ['not text', 42, t.keyRequired],
  ])('%s: 400 with a Danish message', async (_, key, message) => {
    const answer = await saveKey(key);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
    expect(await stored()).toEqual({});
    expect(await endpoints()).toEqual([]);
  });

  it('another field than the key: 400, nothing stored', async () => {
    const answer = await call('PUT', '/api/admin/card-payments', admin, {
      secret_key: stripeKey,
      webhook_secret: 'whsec_x',
    });
    expect(answer.status).toBe(400);
    expect(await stored()).toEqual({});
  });

  it('a well-formed key Stripe does not accept: 400, Stripe said no, nothing changed', async () => {
    const answer = await saveKey('sk_test_not_the_accounts_key_0000');
    expect(answer).toMatchObject({ status: 400, body: { error: t.refused } });
    expect(await stored()).toEqual({});
    expect(await endpoints()).toEqual([]);
    const view = await call('GET', '/api/admin/card-payments', admin);
    expect(view.body).toEqual({ state: 'no_keys', key: null });
  });

  it('a live key on a site without https: 400 before Stripe is asked', async () => {
    const answer = await saveKey(`sk_live_${'X'.repeat(16)}`);
    expect(answer).toMatchObject({ status: 400, body: { error: t.liveOnLocalSite } });
    expect(await stored()).toEqual({});
  });

  it('Stripe not reachable: 503, try again, nothing changed', async () => {
    process.env.STRIPE_API_URL = 'http://127.0.0.1:9';
    resetConfig();
    try {
      const answer = await saveKey(stripeKey);
      expect(answer).toMatchObject({ status: 503, body: { error: t.unreachable } });
    } finally {
      process.env.STRIPE_API_URL = fake.url;
      resetConfig();
    }
    expect(await stored()).toEqual({});
  });
});

describe('a key Stripe accepts', () => {
  let saved: CardPaymentSettings;

  it("is stored with its new webhook endpoint's signing secret; the answer shows only its last four", async () => {
    const answer = await saveKey(`  ${stripeKey} `);
    expect(answer.status).toBe(200);
    saved = answer.body as unknown as CardPaymentSettings;
    expect(saved).toEqual({
      state: 'ready',
      key: { mode: 'test', restricted: false, last4: '4242', source: 'panel' },
    });
    const [endpoint, ...others] = await endpoints();
    expect(others).toEqual([]);
    expect(endpoint).toMatchObject({
      url: `${api.url}/api/payments/webhook`,
      status: 'enabled',
      enabled_events: [...handledStripeEvents],
    });
    const secret = await stored();
    expect(secret).toEqual({
      STRIPE_SECRET_KEY: stripeKey,
      STRIPE_WEBHOOK_SECRET: expect.stringMatching(/^whsec_/),
      STRIPE_WEBHOOK_ENDPOINT_ID: endpoint!.id,
    });
    expect((await call('GET', '/api/admin/card-payments', admin)).body).toEqual(saved);
    const setup = await call('GET', '/api/admin/setup', admin);
    expect(setup.body).toMatchObject({ card_payment: 'ready' });
  });

  it("checks the webhook's events with the stored signing secret", async () => {
    const { STRIPE_WEBHOOK_SECRET: secret } = await stored();
    const event = signedEvent('customer.created', { id: 'cus_panel', object: 'customer' }, secret!);
    const post = (signature: string) =>
      fetch(`${api.url}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: event.payload,
      });
    expect((await post(event.signature)).status).toBe(200);
    const forged = signedPayload(event, 'whsec_someone_else');
    expect((await post(forged.signature)).status).toBe(400);
  });

  it('saved again: the same endpoint, updated, its secret kept', async () => {
    const before = await stored();
    const answer = await saveKey(stripeKey);
    expect(answer.status).toBe(200);
    expect(await stored()).toEqual(before);
    expect((await endpoints()).map((e) => e.id)).toEqual([before.STRIPE_WEBHOOK_ENDPOINT_ID]);
  });

  it('an endpoint for the site whose secret is unknown is replaced by one whose secret is stored', async () => {
    await writeSecretFields(process.env.STRIPE_SECRET_ID!, {});
    const [old] = await endpoints();
    const answer = await saveKey(stripeKey);
    expect(answer.status).toBe(200);
    const [now, ...others] = await endpoints();
    expect(others).toEqual([]);
    expect(now!.id).not.toBe(old!.id);
    expect((await stored()).STRIPE_WEBHOOK_ENDPOINT_ID).toBe(now!.id);
  });

  it('removed: no key, no endpoint, card payments not set up', async () => {
    const answer = await call('DELETE', '/api/admin/card-payments', admin);
    expect(answer).toMatchObject({ status: 200, body: { state: 'no_keys', key: null } });
    expect(await stored()).toEqual({});
    expect(await endpoints()).toEqual([]);
    // Removing again changes nothing and says the same.
    expect((await call('DELETE', '/api/admin/card-payments', admin)).body).toEqual(answer.body);
  });
});

describe('the key stays secret', () => {
  it('appears in no answer and no log line of this file', async () => {
    await fake.idle();
    const everything = [...answered, ...logged];
    expect(logged.length).toBeGreaterThan(0);
    const count = everything.filter((line) => line.includes(stripeKey)).length;
    process.stdout.write(
      `key occurrences in ${answered.length} answers and ${logged.length} log lines: ${count}\n`,
    );
    expect(count).toBe(0);
    expect(everything.filter((line) => line.includes('whsec_')).length).toBe(0);
  });
});
