/**
 * Webhook events of the fake, shaped and signed as Stripe sends them: the event envelope
 * around a snapshot of the object (session, invoice, charge, customer), with a
 * `Stripe-Signature` header made by the SDK's own `generateTestHeaderString` over the exact
 * payload. Which endpoints get an event: delivery.ts.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { FakeSession } from './sessions';

export type CheckoutEventType = 'checkout.session.completed' | 'checkout.session.expired';
export type InvoiceEventType =
  'invoice.paid' | 'invoice.payment_failed' | 'invoice.voided' | 'invoice.marked_uncollectible';

/** Every event type the fake sends. */
export type FakeEventType =
  CheckoutEventType | InvoiceEventType | 'charge.refunded' | 'customer.created';

export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

/** An event's id and payload, before it is signed for an endpoint. */
export function eventPayload(
  type: FakeEventType,
  session: FakeSession | object,
): { id: string; payload: string } {
  const id = `evt_${randomBytes(18).toString('base64url')}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...session } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  return { id, payload };
}

/** The event signed with one endpoint's secret. */
export function signedPayload(event: { id: string; payload: string }, secret: string): SignedEvent {
  const { payload } = event;
  return { ...event, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

export function signedEvent(
  type: FakeEventType,
  session: FakeSession | object,
  secret: string,
): SignedEvent {
  return signedPayload(eventPayload(type, session), secret);
}

/** Posts a signed event to a webhook endpoint; resolves with the HTTP status (0: unreachable). */
export async function deliverEvent(webhookUrl: string, event: SignedEvent): Promise<number> {
  try {
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}
