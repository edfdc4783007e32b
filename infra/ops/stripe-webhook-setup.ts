/**
 * Points a Stripe account's webhook at a site with exactly the events the webhook handles
 * (`handledStripeEvents`, the webhook's dispatch map): the endpoint whose url is
 * `<site>/api/payments/webhook` is updated (enabled, those events), or created with the
 * SDK's API version. Stripe shows an endpoint's signing secret only when it creates it.
 * Used by `npm run setup:stripe`, the local twin and the tests.
 */
import Stripe from 'stripe';
import { handledStripeEvents } from '@functions/capabilities/payments/handled-stripe-events';
import { isWebhookUrl, stripeWebhookUrl } from '@functions/capabilities/payments/webhook-endpoint';

export interface StripeWebhookSetup {
  action: 'created' | 'updated';
  /** The endpoint as Stripe answered it. */
  endpoint: Stripe.WebhookEndpoint;
  url: string;
  events: readonly string[];
  /** The signing secret to store: only when the endpoint was created. */
  secret?: string;
  /** On update: the events it had before, and whether it was disabled. */
  previous?: { events: readonly string[]; disabled: boolean };
  /** Further endpoints with the same URL, left alone (each would get every event again). */
  duplicates: Stripe.WebhookEndpoint[];
}

export const webhookDescription =
  'Dronefoto: card payments, invoices and refunds (npm run setup:stripe)';

async function endpointsFor(stripe: Stripe, url: string): Promise<Stripe.WebhookEndpoint[]> {
  const found: Stripe.WebhookEndpoint[] = [];
  for await (const endpoint of stripe.webhookEndpoints.list({ limit: 100 }))
    if (isWebhookUrl(endpoint.url, url)) found.push(endpoint);
  return found;
}

export async function ensureStripeWebhook(options: {
  stripe: Stripe;
  /** The site's origin, e.g. `https://dronefoto.dk`. */
  siteUrl: string;
}): Promise<StripeWebhookSetup> {
  const { stripe } = options;
  const url = stripeWebhookUrl(options.siteUrl);
  const events = [...handledStripeEvents];
  const [existing, ...duplicates] = await endpointsFor(stripe, url);
  if (existing) {
    const endpoint = await stripe.webhookEndpoints.update(existing.id, {
      enabled_events: events,
      disabled: false,
    });
    const previous = { events: existing.enabled_events, disabled: existing.status !== 'enabled' };
    return { action: 'updated', endpoint, url, events, previous, duplicates };
  }
  const endpoint = await stripe.webhookEndpoints.create({
    url,
    enabled_events: events,
    api_version: Stripe.API_VERSION,
    description: webhookDescription,
  });
  return { action: 'created', endpoint, url, events, secret: endpoint.secret, duplicates };
}
