/**
 * The handler of each Stripe event the webhook handles (handled-stripe-events.ts lists them;
 * this map must have exactly those keys). Any other event is only acknowledged.
 */
import type Stripe from 'stripe';
import { logger } from '@functions/lib/logger';
import { applyRefundEvent } from './refund-events';
import { applyInvoiceEvent, applySessionEvent } from './webhook-events';
import type { HandledStripeEvent } from './handled-stripe-events';

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
} as const satisfies Record<HandledStripeEvent, EventHandler>;

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
