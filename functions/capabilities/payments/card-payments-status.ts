/**
 * Whether card payments are set up, for the admin's 'Kom i gang' checklist: the Stripe keys
 * are configured (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), and Stripe has an enabled
 * webhook endpoint for this site (`${SITE_URL}/api/payments/webhook`) subscribed to every
 * handled event (`npm run setup:stripe` makes it so). `'unknown'` when Stripe cannot be
 * asked; it never throws. A ready answer is kept a minute per Lambda container; anything
 * else is asked again next time, so the step ticks as soon as the owner has run the setup.
 */
import type Stripe from 'stripe';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';
import { stripeClient } from './stripe-client';
import { isWebhookUrl, missingStripeEvents, stripeWebhookUrl } from './webhook-endpoint';

export type WebhookStatus = 'ready' | 'missing' | 'missing_events' | 'unknown';

export interface CardPaymentsStatus {
  /** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both configured. */
  keys: boolean;
  /**
   * `ready`: an enabled endpoint for the site gets every handled event; `missing`: no enabled
   * endpoint for the site; `missing_events`: one, without some handled events; `unknown`:
   * Stripe could not be asked (no key, an error).
   */
  webhook: WebhookStatus;
}

const cacheMilliseconds = 60_000;
/** A checklist waits for this answer: one quick try, no retries. */
const askStripe = { timeout: 5_000, maxNetworkRetries: 0 } as const;

let cached: { settings: string; at: number; answer: Promise<CardPaymentsStatus> } | undefined;

async function webhookStatus(siteUrl: string): Promise<WebhookStatus> {
  const url = stripeWebhookUrl(siteUrl);
  const ours: Stripe.WebhookEndpoint[] = [];
  const stripe = await stripeClient();
  for await (const endpoint of stripe.webhookEndpoints.list({ limit: 100 }, askStripe))
    if (isWebhookUrl(endpoint.url, url) && endpoint.status === 'enabled') ours.push(endpoint);
  if (ours.length === 0) return 'missing';
  return ours.some((endpoint) => missingStripeEvents(endpoint).length === 0)
    ? 'ready'
    : 'missing_events';
}

async function freshStatus(): Promise<CardPaymentsStatus> {
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret, SITE_URL: site } = config();
  const keys = Boolean(key && secret);
  if (!key) return { keys, webhook: 'unknown' };
  try {
    return { keys, webhook: await webhookStatus(site) };
  } catch (error) {
    logger.warn('card_payments_status_unknown', { error });
    return { keys, webhook: 'unknown' };
  }
}

export async function cardPaymentsStatus(now = Date.now()): Promise<CardPaymentsStatus> {
  let settings: string;
  try {
    const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL, SITE_URL } = config();
    settings = JSON.stringify([STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL, SITE_URL]);
  } catch (error) {
    logger.warn('card_payments_status_unknown', { error });
    return { keys: false, webhook: 'unknown' };
  }
  if (cached?.settings === settings && now - cached.at < cacheMilliseconds) {
    const answer = await cached.answer;
    if (answer.keys && answer.webhook === 'ready') return answer;
  }
  // Calls at the same moment share one question to Stripe.
  const answer = freshStatus().catch((error: unknown): CardPaymentsStatus => {
    logger.warn('card_payments_status_unknown', { error });
    return { keys: false, webhook: 'unknown' };
  });
  cached = { settings, at: now, answer };
  return cached.answer;
}

/** Forgets the cached answer (tests). */
export function resetCardPaymentsStatus(): void {
  cached = undefined;
}
