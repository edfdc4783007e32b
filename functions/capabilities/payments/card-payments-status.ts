/**
 * Whether card payments are set up, for the admin's 'Kom i gang' checklist and Indstillinger:
 * the Stripe keys are there (the key and the webhook's signing secret, pasted in Indstillinger
 * or set by the deployment: ./stripe-keys.ts, read now), and Stripe has an enabled webhook
 * endpoint for this site (`${SITE_URL}/api/payments/webhook`) subscribed to every handled
 * event (saving the key makes it so, as `npm run setup:stripe` does). `'unknown'` when Stripe
 * cannot be asked; it never throws. A ready answer is kept a minute per Lambda container;
 * anything else is asked again next time, so the step ticks as soon as the key is saved.
 */
import type Stripe from 'stripe';
import type { CardPaymentState } from '@shared/api/setup-status';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';
import { stripeClientFor } from './stripe-client';
import { stripeKeys, type StripeKeys } from './stripe-keys';
import { isWebhookUrl, missingStripeEvents, stripeWebhookUrl } from './webhook-endpoint';

export type WebhookStatus = 'ready' | 'missing' | 'missing_events' | 'unknown';

export interface CardPaymentsStatus {
  /** A secret key and a webhook signing secret are both there. */
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

async function webhookStatus(key: string, siteUrl: string): Promise<WebhookStatus> {
  const url = stripeWebhookUrl(siteUrl);
  const ours: Stripe.WebhookEndpoint[] = [];
  const stripe = await stripeClientFor(key);
  for await (const endpoint of stripe.webhookEndpoints.list({ limit: 100 }, askStripe))
    if (isWebhookUrl(endpoint.url, url) && endpoint.status === 'enabled') ours.push(endpoint);
  if (ours.length === 0) return 'missing';
  return ours.some((endpoint) => missingStripeEvents(endpoint).length === 0)
    ? 'ready'
    : 'missing_events';
}

async function freshStatus(keys: StripeKeys, siteUrl: string): Promise<CardPaymentsStatus> {
  const hasKeys = Boolean(keys.secretKey && keys.webhookSecret);
  if (!keys.secretKey) return { keys: hasKeys, webhook: 'unknown' };
  try {
    return { keys: hasKeys, webhook: await webhookStatus(keys.secretKey, siteUrl) };
  } catch (error) {
    logger.warn('card_payments_status_unknown', { error });
    return { keys: hasKeys, webhook: 'unknown' };
  }
}

const unknown: CardPaymentsStatus = { keys: false, webhook: 'unknown' };

export async function cardPaymentsStatus(now = Date.now()): Promise<CardPaymentsStatus> {
  let keys: StripeKeys;
  let siteUrl: string;
  let settings: string;
  try {
    keys = await stripeKeys({ fresh: true });
    const { STRIPE_API_URL, SITE_URL } = config();
    siteUrl = SITE_URL;
    settings = JSON.stringify([keys.secretKey, keys.webhookSecret, STRIPE_API_URL, SITE_URL]);
  } catch (error) {
    logger.warn('card_payments_status_unknown', { error });
    return unknown;
  }
  if (cached?.settings === settings && now - cached.at < cacheMilliseconds) {
    const answer = await cached.answer;
    if (answer.keys && answer.webhook === 'ready') return answer;
  }
  // Calls at the same moment share one question to Stripe.
  const answer = freshStatus(keys, siteUrl).catch((error: unknown): CardPaymentsStatus => {
    logger.warn('card_payments_status_unknown', { error });
    return unknown;
  });
  cached = { settings, at: now, answer };
  return cached.answer;
}

/** The card step's state: ready, or what is missing. */
export async function cardPaymentState(): Promise<CardPaymentState> {
  const status = await cardPaymentsStatus();
  if (!status.keys) return 'no_keys';
  if (status.webhook === 'missing') return 'no_webhook';
  return status.webhook;
}

/** Forgets the cached answer (after the key changed, and for tests). */
export function resetCardPaymentsStatus(): void {
  cached = undefined;
}
