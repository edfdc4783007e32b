import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '@infra/local/fake-stripe/server';
import { opsStripeClient } from '@infra/ops/stripe-api';
import { ensureStripeWebhook } from '@functions/capabilities/payments/webhook-setup';
import { restoreEnv, useUnitTestEnv, unitTestEnv } from '@tests/support/unit-test-env';
import { cardPaymentsStatus, resetCardPaymentsStatus } from './card-payments-status';
import { handledStripeEvents } from './handled-stripe-events';

const key = 'sk_test_status';
const webhookSecret = 'whsec_status';
const site = unitTestEnv.SITE_URL;
const webhookUrl = `${site}/api/payments/webhook`;
let fake: FakeStripe;
const stripe = () => opsStripeClient(key, fake.url);

beforeAll(async () => {
  fake = await startFakeStripe({ apiKey: key, webhookSecret });
});
afterAll(async () => {
  await fake.close();
  restoreEnv();
});
beforeEach(() => {
  resetCardPaymentsStatus();
  useUnitTestEnv({
    STRIPE_SECRET_KEY: key,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
  });
});
afterEach(async () => {
  for await (const endpoint of stripe().webhookEndpoints.list())
    await stripe().webhookEndpoints.del(endpoint.id);
});

describe('cardPaymentsStatus', () => {
  it('is ready once setup:stripe has made the endpoint', async () => {
    expect(await cardPaymentsStatus()).toEqual({ keys: true, webhook: 'missing' });
    resetCardPaymentsStatus();
    await ensureStripeWebhook({ stripe: stripe(), siteUrl: site });
    expect(await cardPaymentsStatus()).toEqual({ keys: true, webhook: 'ready' });
  });

  it('tells an endpoint without every handled event, a disabled one and another site apart', async () => {
    const partial = await stripe().webhookEndpoints.create({
      url: webhookUrl,
      enabled_events: handledStripeEvents.filter((event) => event !== 'charge.refunded'),
    });
    await stripe().webhookEndpoints.create({
      url: 'https://other.example.dk/api/payments/webhook',
      enabled_events: ['*'],
    });
    expect((await cardPaymentsStatus()).webhook).toBe('missing_events');

    await stripe().webhookEndpoints.update(partial.id, { disabled: true });
    resetCardPaymentsStatus();
    expect((await cardPaymentsStatus()).webhook).toBe('missing');

    await stripe().webhookEndpoints.update(partial.id, { disabled: false, enabled_events: ['*'] });
    resetCardPaymentsStatus();
    expect((await cardPaymentsStatus()).webhook).toBe('ready');
  });

  it('keeps its answer for a minute', async () => {
    await ensureStripeWebhook({ stripe: stripe(), siteUrl: site });
    const start = Date.now();
    expect((await cardPaymentsStatus(start)).webhook).toBe('ready');
    const [endpoint] = (await stripe().webhookEndpoints.list()).data;
    await stripe().webhookEndpoints.del(endpoint?.id ?? '');
    expect((await cardPaymentsStatus(start + 59_000)).webhook).toBe('ready');
    expect((await cardPaymentsStatus(start + 61_000)).webhook).toBe('missing');
  });

  it('says which keys are missing, and unknown when Stripe cannot be asked, never throwing', async () => {
    useUnitTestEnv({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_URL: '' });
    expect(await cardPaymentsStatus()).toEqual({ keys: false, webhook: 'unknown' });

    useUnitTestEnv({ STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: '', STRIPE_API_URL: fake.url });
    expect(await cardPaymentsStatus()).toEqual({ keys: false, webhook: 'missing' });

    useUnitTestEnv({
      STRIPE_SECRET_KEY: 'sk_test_wrong',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: fake.url,
    });
    expect(await cardPaymentsStatus()).toEqual({ keys: true, webhook: 'unknown' });

    useUnitTestEnv({ STRIPE_SECRET_KEY: key, STRIPE_API_URL: 'http://127.0.0.1:9' });
    expect(await cardPaymentsStatus()).toEqual({ keys: true, webhook: 'unknown' });
  });
});
