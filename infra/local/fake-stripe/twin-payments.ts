/**
 * Card payments in the local twin. Without a Stripe key in the environment, the fake Stripe
 * API stands in (key `sk_test_local_twin`, webhook secret `whsec_local_twin`) and its
 * checkout page is served on the gateway's port. With STRIPE_SECRET_KEY (and
 * STRIPE_WEBHOOK_SECRET) exported, the functions talk to real Stripe (test mode) and no fake
 * runs; forward Stripe's webhooks with `stripe listen --forward-to localhost:PORT/api/payments/webhook`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resetConfig } from '@functions/lib/config';
import { sendMail } from '@functions/lib/mailer';
import { startFakeStripe } from './server';

export const localStripeSecretKey = 'sk_test_local_twin';
export const localStripeWebhookSecret = 'whsec_local_twin';

export interface TwinPayments {
  /** Serves `/_local/checkout/*` on the gateway; absent with real Stripe. */
  checkout?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  stop: () => Promise<void>;
}

export async function startTwinPayments(options: {
  port: number;
  siteUrl: string;
  log: (line: string) => void;
}): Promise<TwinPayments> {
  if (process.env.STRIPE_SECRET_KEY) {
    options.log('Card payments: real Stripe (STRIPE_SECRET_KEY is set).');
    if (!process.env.STRIPE_WEBHOOK_SECRET)
      options.log('STRIPE_WEBHOOK_SECRET is not set: every webhook will be refused.');
    delete process.env.STRIPE_API_URL;
    resetConfig();
    return { stop: async () => undefined };
  }
  const fake = await startFakeStripe({
    apiKey: localStripeSecretKey,
    webhookSecret: localStripeWebhookSecret,
    webhookUrl: `http://127.0.0.1:${options.port}/api/payments/webhook`,
    checkoutOrigin: options.siteUrl,
    log: process.env.LOG_REQUESTS ? options.log : undefined,
    // Stripe mails the invoice; here it lands in the twin's mailbox.
    mailInvoice: async (to, subject, text) => {
      await sendMail({ to: [to], subject, text });
    },
  });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: localStripeSecretKey,
    STRIPE_WEBHOOK_SECRET: localStripeWebhookSecret,
    STRIPE_API_URL: fake.url,
  });
  resetConfig();
  return {
    checkout: fake.handleCheckout,
    stop: async () => {
      await fake.close();
      // A later start in this process decides again (tests start several twins).
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'])
        delete process.env[key];
      resetConfig();
    },
  };
}
