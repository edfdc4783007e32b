/**
 * Points a Stripe account's webhook at a site with exactly the events the webhook handles
 * (`handledStripeEvents`, the webhook's dispatch map): the endpoint whose url is
 * `<site>/api/payments/webhook`. Stripe shows an endpoint's signing secret only when it
 * creates it, so there are two ways:
 *
 * - ops (`npm run setup:stripe`): an existing endpoint is updated (enabled, those events)
 *   and its secret stays where ops stored it; otherwise one is created;
 * - the owner's key in Indstillinger (`ownSecret`): the endpoint whose secret the site holds
 *   is updated; every other endpoint for the URL is deleted (its secret is unknown, so its
 *   events could never be checked) and, if none is left, one is created, so the site always
 *   ends up holding the secret of the one endpoint that delivers to it (decision 0031).
 *
 * Shared by the panel's key setup, `npm run setup:stripe`, the local twin and the tests.
 */
import type Stripe from 'stripe';
import { handledStripeEvents } from './handled-stripe-events';
import { isWebhookUrl, stripeWebhookUrl } from './webhook-endpoint';

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
  /** Endpoints with the same URL whose secret was unknown, deleted (`ownSecret` only). */
  deleted: string[];
}

export const webhookDescription = 'Dronefoto: card payments, invoices and refunds';

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
  /**
   * The site keeps the signing secret itself (the key in Indstillinger): `endpointId` is the
   * endpoint whose secret it holds, if any. Unset: ops' way, an existing endpoint is updated.
   */
  ownSecret?: { endpointId?: string };
}): Promise<StripeWebhookSetup> {
  const { stripe, ownSecret } = options;
  const url = stripeWebhookUrl(options.siteUrl);
  const events = [...handledStripeEvents];
  const found = await endpointsFor(stripe, url);
  const deleted: string[] = [];
  if (ownSecret) {
    for (const endpoint of found.filter((e) => e.id !== ownSecret.endpointId)) {
      await stripe.webhookEndpoints.del(endpoint.id);
      deleted.push(endpoint.id);
    }
  }
  const [existing, ...duplicates] = found.filter((endpoint) => !deleted.includes(endpoint.id));
  if (existing) {
    const endpoint = await stripe.webhookEndpoints.update(existing.id, {
      enabled_events: events,
      disabled: false,
    });
    const previous = { events: existing.enabled_events, disabled: existing.status !== 'enabled' };
    return { action: 'updated', endpoint, url, events, previous, duplicates, deleted };
  }
  // The SDK is loaded by the operations that call Stripe only (docs/decisions/0022).
  const { default: StripeSdk } = await import('stripe');
  const endpoint = await stripe.webhookEndpoints.create({
    url,
    enabled_events: events,
    api_version: StripeSdk.API_VERSION,
    description: webhookDescription,
  });
  return {
    action: 'created',
    endpoint,
    url,
    events,
    secret: endpoint.secret,
    duplicates,
    deleted,
  };
}
