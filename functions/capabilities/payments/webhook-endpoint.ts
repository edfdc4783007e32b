/**
 * The Stripe webhook endpoint a site needs: its URL (the route table's webhook path on the
 * site's origin) and the handled events a Stripe endpoint object does not deliver there.
 * Shared by `npm run setup:stripe` (which makes the endpoint) and the admin's status check
 * (which looks for it).
 */
import type Stripe from 'stripe';
import { paymentRoutes } from '@shared/api/routes/payments';
import { handledStripeEvents, type HandledStripeEvent } from './handled-stripe-events';

const webhookRoute = paymentRoutes.find((route) => route.operation === 'handleWebhook');

/** `/api/payments/webhook`, from the route table. */
export const stripeWebhookPath: string = webhookRoute?.path ?? '/api/payments/webhook';

/** `https://dronefoto.dk` -> `https://dronefoto.dk/api/payments/webhook`. */
export function stripeWebhookUrl(siteUrl: string): string {
  return new URL(stripeWebhookPath, new URL(siteUrl).origin).toString();
}

/** True when a Stripe endpoint's url is the webhook URL (a trailing slash aside). */
export function isWebhookUrl(endpointUrl: string, webhookUrl: string): boolean {
  const bare = (url: string) => url.replace(/\/+$/, '');
  return bare(endpointUrl) === bare(webhookUrl);
}

/** The handled events the endpoint is not subscribed to (`*` subscribes to all). */
export function missingStripeEvents(
  endpoint: Pick<Stripe.WebhookEndpoint, 'enabled_events'>,
): HandledStripeEvent[] {
  const enabled = new Set(endpoint.enabled_events);
  if (enabled.has('*')) return [];
  return handledStripeEvents.filter((event) => !enabled.has(event));
}
