/**
 * For the payments integration tests: the twin's gateway with the real handlers, and the
 * fake Stripe API they talk to through the real SDK (its checkout pages on its own port).
 * The gateway's webhook is registered with the fake as `npm run setup:stripe` registers it
 * (`ensureStripeWebhook`), so the fake sends it the handled events, signed.
 */
import Stripe from 'stripe';
import { startFakeStripe } from '@infra/local/fake-stripe/server';
import { opsStripeClient } from '@infra/ops/stripe-api';
import { ensureStripeWebhook } from '@functions/capabilities/payments/webhook-setup';
import { signedEvent, type CheckoutEventType } from '@infra/local/fake-stripe/events';
import type { FakeSession } from '@infra/local/fake-stripe/sessions';
import { startTestGateway } from '@tests/integration/gateway';
import { resetConfig } from '@functions/lib/config';
import { sendMail } from '@functions/lib/mailer';

export const testStripeKey = 'sk_test_payments_integration';
export const testWebhookSecret = 'whsec_payments_integration';

export async function startPaymentsTestBed() {
  const api = await startTestGateway();
  const webhookUrl = `${api.url}/api/payments/webhook`;
  const fake = await startFakeStripe({
    apiKey: testStripeKey,
    webhookSecret: testWebhookSecret,
    mailInvoice: async (to, subject, text) => {
      await sendMail({ to: [to], subject, text });
    },
  });
  const webhook = await ensureStripeWebhook({
    stripe: opsStripeClient(testStripeKey, fake.url),
    siteUrl: api.url,
  });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: testStripeKey,
    STRIPE_WEBHOOK_SECRET: testWebhookSecret,
    STRIPE_API_URL: fake.url,
  });
  resetConfig();

  const postWebhook = (payload: string, signature?: string) =>
    fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      body: payload,
    });

  /** Presses a button of the fake checkout page; answers the redirect without following it. */
  const pressCheckout = (sessionId: string, button: 'pay' | 'cancel') =>
    fetch(`${fake.url}/_local/checkout/${sessionId}/${button}`, {
      method: 'POST',
      redirect: 'manual',
    });

  return {
    api,
    fake,
    /** The gateway's webhook endpoint, as registered with the fake. */
    webhookEndpoint: webhook.endpoint,
    postWebhook,
    pressCheckout,
    /** A correctly signed event about `session` (same id each time it is posted). */
    event: (type: CheckoutEventType | 'customer.created', session: FakeSession) =>
      signedEvent(type, session, testWebhookSecret),
    /** A signature for any payload, made with the webhook secret (for malformed events). */
    sign: (payload: string) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret: testWebhookSecret }),
    call: (path: string, token: string | undefined, body?: unknown) =>
      fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    close: async () => {
      await fake.idle();
      await fake.close();
      await api.close();
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'])
        delete process.env[key];
      resetConfig();
    },
  };
}

export type PaymentsTestBed = Awaited<ReturnType<typeof startPaymentsTestBed>>;
