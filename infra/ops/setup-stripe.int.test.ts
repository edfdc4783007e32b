/**
 * `npm run setup:stripe` against the fake Stripe API, as the owner runs it against Stripe:
 * the real CLI (a child process) and `ensureStripeWebhook` create the site's webhook endpoint
 * with exactly the events the webhook handles, update it on a second run instead of making
 * another, and refuse bad input; the fake then delivers only the events an endpoint is
 * subscribed to. Webhooks go to a small receiver here that checks their signatures.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handledStripeEvents } from '@functions/capabilities/payments/handled-stripe-events';
import { startFakeStripe, type FakeStripe } from '@infra/local/fake-stripe/server';
import { startTestGateway } from '@tests/integration/gateway';
import { opsStripeClient } from './stripe-api';
import { ensureStripeWebhook } from '@functions/capabilities/payments/webhook-setup';

const root = fileURLToPath(new URL('../..', import.meta.url));
const key = 'sk_test_setup_stripe';
const secret = 'whsec_setup_stripe';

/**
 * The events the product relies on, named here on purpose: taking one out of the webhook's
 * dispatch map (and so out of the endpoint) fails this test.
 */
const reliedOn = [
  'checkout.session.completed', // card payment: booking paid, credits added
  'checkout.session.async_payment_succeeded', // a delayed method paid later
  'checkout.session.async_payment_failed', // a delayed method failed
  'checkout.session.expired', // unpaid booking given back
  'charge.refunded', // the only event that completes a cancelled booking's refund
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.voided',
  'invoice.marked_uncollectible',
];

/** Receives webhooks on any path, keeping each verified event's type per path. */
async function startReceiver() {
  const received: { path: string; type: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const signature = String(req.headers['stripe-signature'] ?? '');
      try {
        const event = Stripe.webhooks.constructEvent(Buffer.concat(chunks), signature, secret);
        received.push({ path: req.url ?? '/', type: event.type });
        res.writeHead(200).end('{}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    typesAt: (path: string) => received.filter((r) => r.path === path).map((r) => r.type),
    clear: () => received.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs the CLI as the owner would, with only the given Stripe settings in its environment. */
function runSetup(args: string[], env: Record<string, string>) {
  const inherited = { ...process.env };
  for (const name of Object.keys(inherited))
    if (/^(STRIPE_|SITE_URL$|DRONEFOTO_)/.test(name)) delete inherited[name];
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'infra/ops/setup-stripe.ts', ...args], {
      cwd: root,
      env: { ...inherited, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let fake: FakeStripe;
let stripe: Stripe;
const webhookPath = '/api/payments/webhook';

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
beforeEach(async () => {
  fake = await startFakeStripe({ apiKey: key, webhookSecret: secret });
  stripe = opsStripeClient(key, fake.url);
});
afterEach(async () => {
  await fake.idle();
  await fake.close();
});

const allEndpoints = async () => (await stripe.webhookEndpoints.list({ limit: 100 })).data;

describe('npm run setup:stripe', () => {
  it('creates the endpoint with exactly the handled events, then updates it on a second run', async () => {
    const env = { STRIPE_SECRET_KEY: key, STRIPE_API_URL: fake.url };
    const first = await runSetup([receiver.url], env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Created the Stripe webhook endpoint we_');
    expect(first.stdout).toContain(`Signing secret: ${secret}`);

    const [endpoint, ...others] = await allEndpoints();
    expect(others).toEqual([]);
    expect(endpoint).toMatchObject({
      object: 'webhook_endpoint',
      url: `${receiver.url}${webhookPath}`,
      status: 'enabled',
      api_version: Stripe.API_VERSION,
    });
    expect(endpoint?.enabled_events).toEqual([...handledStripeEvents]);
    expect(endpoint?.enabled_events).toEqual(expect.arrayContaining(reliedOn));
    // Stripe answers the secret only on create.
    expect(endpoint?.secret).toBeUndefined();
    expect((await stripe.webhookEndpoints.retrieve(endpoint?.id ?? '')).secret).toBeUndefined();

    const second = await runSetup([receiver.url], env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`Updated the Stripe webhook endpoint ${endpoint?.id}`);
    expect(second.stdout).not.toContain(secret);
    const after = await allEndpoints();
    expect(after.map((e) => e.id)).toEqual([endpoint?.id]);
    expect(after[0]?.enabled_events).toEqual([...handledStripeEvents]);
  });

  it('refuses bad input with exit code 2 and one line, and reports a Stripe error with 1', async () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [['https://dronefoto.dk'], {}, /STRIPE_SECRET_KEY is not set/],
      [[], { STRIPE_SECRET_KEY: key }, /Give the site's URL/],
      [['dronefoto.dk'], { STRIPE_SECRET_KEY: key }, /Not a URL/],
      [['http://dronefoto.dk'], { STRIPE_SECRET_KEY: key }, /must be https:\/\//],
      [['http://localhost:3000'], { STRIPE_SECRET_KEY: 'sk_live_abc' }, /live key/],
    ];
    for (const [args, env, message] of cases) {
      const run = await runSetup(args, env);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(message);
    }
    const wrongKey = await runSetup([receiver.url], {
      STRIPE_SECRET_KEY: 'sk_test_not_this_one',
      STRIPE_API_URL: fake.url,
    });
    expect(wrongKey.code).toBe(1);
    // As Stripe says it: the key masked but for its prefix and last four characters.
    expect(wrongKey.stderr.trim()).toBe(
      'Stripe error: Invalid API Key provided: sk_test_********_one',
    );
    expect(await allEndpoints()).toEqual([]);
  });
});

describe('ensureStripeWebhook', () => {
  it('restores an endpoint whose events were changed by hand, and enables it again', async () => {
    const url = `${receiver.url}${webhookPath}`;
    const made = await stripe.webhookEndpoints.create({
      url,
      enabled_events: ['checkout.session.completed', 'customer.created'],
    });
    await stripe.webhookEndpoints.update(made.id, { disabled: true });

    const setup = await ensureStripeWebhook({ stripe, siteUrl: receiver.url });
    expect(setup).toMatchObject({
      action: 'updated',
      previous: { events: ['checkout.session.completed', 'customer.created'], disabled: true },
      duplicates: [],
    });
    expect(setup.secret).toBeUndefined();
    const endpoint = await stripe.webhookEndpoints.retrieve(made.id);
    expect(endpoint.status).toBe('enabled');
    expect(endpoint.enabled_events).toEqual([...handledStripeEvents]);
  });

  it("reaches the fake through the gateway's /_local/stripe (STRIPE_API_URL with a path)", async () => {
    const gateway = await startTestGateway({ stripeApiEndpoint: fake.url });
    try {
      const viaGateway = opsStripeClient(key, `${gateway.url}/_local/stripe`);
      const setup = await ensureStripeWebhook({ stripe: viaGateway, siteUrl: receiver.url });
      expect(setup.action).toBe('created');
      expect(setup.secret).toBe(secret);
      expect((await allEndpoints()).map((e) => e.id)).toEqual([setup.endpoint.id]);
    } finally {
      await gateway.close();
    }
  });
});

describe('the fake delivers like Stripe', () => {
  it('sends each event only to the enabled endpoints subscribed to its type', async () => {
    receiver.clear();
    await ensureStripeWebhook({ stripe, siteUrl: receiver.url });
    await stripe.webhookEndpoints.create({ url: `${receiver.url}/all`, enabled_events: ['*'] });
    const off = await stripe.webhookEndpoints.create({
      url: `${receiver.url}/off`,
      enabled_events: ['*'],
    });
    await stripe.webhookEndpoints.update(off.id, { disabled: true });

    // customer.created is not a handled event; checkout.session.completed is.
    await stripe.customers.create({ email: 'kunde@example.dk' });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'dkk', unit_amount: 10_000, product_data: { name: 'Foto' } },
        },
      ],
      success_url: 'http://localhost/ok',
    });
    const paid = await fetch(`${fake.url}/_local/checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await fake.idle();

    expect(handledStripeEvents).not.toContain('customer.created');
    expect(receiver.typesAt(webhookPath)).toEqual(['checkout.session.completed']);
    expect(receiver.typesAt('/all').sort()).toEqual([
      'checkout.session.completed',
      'customer.created',
    ]);
    expect(receiver.typesAt('/off')).toEqual([]);
  });
});
