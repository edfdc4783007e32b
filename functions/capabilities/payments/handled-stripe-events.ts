/**
 * The Stripe events the webhook handles: the one list of them. The webhook's dispatch map
 * (webhook-dispatch.ts) must have exactly these keys (a missing or extra handler does not
 * compile), `npm run setup:stripe` subscribes the endpoint to them, and the admin's status
 * check compares the endpoint with them. A names-only module, so the status check does not
 * bring the webhook's handlers into the admin's Lambda.
 */
import type Stripe from 'stripe';

export const handledStripeEvents = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.voided',
  'invoice.marked_uncollectible',
  'charge.refunded',
] as const satisfies readonly Stripe.Event.Type[];

export type HandledStripeEvent = (typeof handledStripeEvents)[number];
