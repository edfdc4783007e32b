/**
 * The Stripe events the webhook handles, each with its handler: the one list of them. The
 * webhook dispatches through this map, `npm run setup:stripe` subscribes the Stripe webhook
 * endpoint to exactly its keys (`handledStripeEvents`), and the admin's status check compares
 * the endpoint with them, so the three cannot drift apart. Any other event is only
 * acknowledged.
 */
import type Stripe from 'stripe';
import { logger } from '@functions/lib/logger';
import { applyRefundEvent } from './refund-events';
import { applyInvoiceEvent, applySessionEvent } from './webhook-events';

type EventHandler = (event: Stripe.Event) => Promise<void>;

/** Handler per Stripe event type (typed against the SDK's event types: no typo survives). */
export const webhookHandlers = {
  'checkout.session.completed': applySessionEvent,
  'checkout.session.async_payment_succeeded': applySessionEvent,
  'checkout.session.async_payment_failed': applySessionEvent,
  'checkout.session.expired': applySessionEvent,
  'invoice.paid': applyInvoiceEvent,
  'invoice.payment_failed': applyInvoiceEvent,
  'invoice.voided': applyInvoiceEvent,
  'invoice.marked_uncollectible': applyInvoiceEvent,
  'charge.refunded': applyRefundEvent,
} as const satisfies { [Type in Stripe.Event.Type]?: EventHandler };

export type HandledStripeEvent = keyof typeof webhookHandlers;

/** The event types the webhook endpoint must be subscribed to, in the map's order. */
export const handledStripeEvents: readonly HandledStripeEvent[] = Object.freeze(
  Object.keys(webhookHandlers) as HandledStripeEvent[],
);

const isHandled = (type: string): type is HandledStripeEvent =>
  Object.hasOwn(webhookHandlers, type);

/** Applies a verified event with its handler; an event not in the map is only acknowledged. */
export async function applyWebhookEvent(event: Stripe.Event): Promise<void> {
  if (!isHandled(event.type)) {
    logger.info('payment_event_acknowledged', { eventId: event.id, type: event.type });
    return;
  }
  await webhookHandlers[event.type](event);
}
