import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handledStripeEvents } from '@functions/capabilities/payments/handled-stripe-events';
import { opsStripeClient } from '@infra/ops/stripe-api';
import { localStripeSecretKey, startTwinPayments } from './twin-payments';

const siteUrl = 'http://localhost:3999';

async function endpointsOf(apiUrl: string | undefined) {
  const stripe = opsStripeClient(localStripeSecretKey, apiUrl);
  return (await stripe.webhookEndpoints.list({ limit: 100 })).data;
}

describe("the twin's card payments with the fake Stripe", () => {
  it("register the twin's webhook at start, kept in the data folder across restarts", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'twin-payments-'));
    const options = { port: 3999, siteUrl, log: () => undefined, dataDir };
    const first = await startTwinPayments(options);
    const [registered, ...others] = await endpointsOf(first.stripeApiEndpoint);
    await first.stop();
    expect(others).toEqual([]);
    expect(registered).toMatchObject({
      url: `${siteUrl}/api/payments/webhook`,
      status: 'enabled',
      enabled_events: [...handledStripeEvents],
    });

    const second = await startTwinPayments(options);
    const after = await endpointsOf(second.stripeApiEndpoint);
    await second.stop();
    expect(after.map((endpoint) => endpoint.id)).toEqual([registered?.id]);
  });

  it('on a fresh stack: no keys, no webhook, and the start log says where to paste the key', async () => {
    const lines: string[] = [];
    const payments = await startTwinPayments({
      port: 3999,
      siteUrl,
      log: (line) => lines.push(line),
      fresh: true,
    });
    const endpoints = await endpointsOf(payments.stripeApiEndpoint);
    const keys = [process.env.STRIPE_SECRET_KEY, process.env.STRIPE_WEBHOOK_SECRET];
    const apiUrl = process.env.STRIPE_API_URL;
    await payments.stop();
    expect(endpoints).toEqual([]);
    expect(keys).toEqual([undefined, undefined]);
    expect(apiUrl).toBe(payments.stripeApiEndpoint);
    expect(lines.join('\n')).toContain(
      "paste the fake Stripe's test key (docs/local-twin.md) in Indstillinger",
    );
    // The key is in the docs, not in the log (no log line holds a Stripe key).
    expect(lines.join('\n')).not.toContain(localStripeSecretKey);
  });
});
