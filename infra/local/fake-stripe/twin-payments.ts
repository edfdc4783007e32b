/**
 * Card payments in the local twin. Without a Stripe key in the environment, the fake Stripe
 * API stands in (it accepts only the key `sk_test_local_twin`): its checkout and invoice
 * pages are served on the gateway's port, and so is its API, under `/_local/stripe` (for
 * `npm run setup:stripe` against the twin). It keeps its webhook endpoints in the data
 * folder, as a Stripe account keeps them.
 *
 * - The demo: the fake's keys (`sk_test_local_twin`, every endpoint signing with
 *   `whsec_local_twin`) are the deployment's (the environment, as `stripeSecretName` gives
 *   them in AWS), and the twin's own webhook is registered at start through
 *   `ensureStripeWebhook`, as `npm run setup:stripe` would.
 * - A fresh stack (`fresh`, SEED=none): no keys and no webhook; each endpoint gets its own
 *   signing secret, as in Stripe. The owner pastes `sk_test_local_twin` in Indstillinger,
 *   which sets up the webhook and stores both in the twin's secret store (decision 0031).
 *
 * With STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) exported, the functions talk to real
 * Stripe (test mode) and no fake runs; forward Stripe's webhooks with
 * `stripe listen --forward-to localhost:PORT/api/payments/webhook`, or paste a test key in
 * Indstillinger with STRIPE_API_URL unset.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { resetConfig } from '@functions/lib/config';
import { sendMail } from '@functions/lib/mailer';
import { opsStripeClient } from '@infra/ops/stripe-api';
import { ensureStripeWebhook } from '@functions/capabilities/payments/webhook-setup';
import { startFakeStripe } from './server';

export const localStripeSecretKey = 'sk_test_local_twin';
export const localStripeWebhookSecret = 'whsec_local_twin';
/** Where the gateway serves the fake's API (`/v1/...` below it). */
export const localStripeApiPath = '/_local/stripe';

export interface TwinPayments {
  /** Serves `/_local/checkout/*` on the gateway; absent with real Stripe. */
  checkout?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The fake's own base URL, proxied by the gateway under `/_local/stripe`; absent with real Stripe. */
  stripeApiEndpoint?: string;
  stop: () => Promise<void>;
}

export interface TwinPaymentsOptions {
  port: number;
  siteUrl: string;
  log: (line: string) => void;
  /** Folder the fake keeps its webhook endpoints in; unset: in memory. */
  dataDir?: string;
  /**
   * A fresh stack: no keys in the environment and no webhook registered; the owner pastes
   * the fake's key in Indstillinger (the start log says so). Default false (the demo).
   */
  fresh?: boolean;
}

export async function startTwinPayments(options: TwinPaymentsOptions): Promise<TwinPayments> {
  if (process.env.STRIPE_SECRET_KEY) {
    options.log('Card payments: real Stripe (STRIPE_SECRET_KEY is set).');
    if (!process.env.STRIPE_WEBHOOK_SECRET)
      options.log('STRIPE_WEBHOOK_SECRET is not set: every webhook will be refused.');
    delete process.env.STRIPE_API_URL;
    resetConfig();
    return { stop: async () => undefined };
  }
  const fresh = options.fresh ?? false;
  const fake = await startFakeStripe({
    apiKey: localStripeSecretKey,
    // A fresh stack's endpoints each get a secret of their own, as in Stripe.
    webhookSecret: fresh ? undefined : localStripeWebhookSecret,
    webhookStateFile: options.dataDir
      ? path.join(options.dataDir, 'stripe-webhook-endpoints.json')
      : undefined,
    checkoutOrigin: options.siteUrl,
    log: process.env.LOG_REQUESTS ? options.log : undefined,
    // Stripe mails the invoice; here it lands in the twin's mailbox.
    mailInvoice: async (to, subject, text) => {
      await sendMail({ to: [to], subject, text });
    },
  });
  try {
    if (!fresh) {
      await ensureStripeWebhook({
        stripe: opsStripeClient(localStripeSecretKey, fake.url),
        siteUrl: options.siteUrl,
      });
    } else {
      options.log(
        `Card payments are not set up: paste the fake Stripe's test key (docs/local-twin.md) in Indstillinger, Kortbetaling (${options.siteUrl}/admin?tab=indstillinger).`,
      );
    }
  } catch (error) {
    await fake.close();
    throw error;
  }
  Object.assign(process.env, {
    ...(fresh
      ? {}
      : {
          STRIPE_SECRET_KEY: localStripeSecretKey,
          STRIPE_WEBHOOK_SECRET: localStripeWebhookSecret,
        }),
    STRIPE_API_URL: fake.url,
  });
  resetConfig();
  return {
    checkout: fake.handleCheckout,
    stripeApiEndpoint: fake.url,
    stop: async () => {
      await fake.close();
      // A later start in this process decides again (tests start several twins).
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'])
        delete process.env[key];
      resetConfig();
    },
  };
}
