/**
 * Creates a Stripe Checkout Session for one payment in DKK (card and MobilePay), with the
 * idempotency key of the thing being paid for, so a retried request never makes a second
 * session. Shared by booking and credit checkouts.
 */
import type Stripe from 'stripe';
import { kronerToOre, sessionExpiresAt, stripeClient } from './stripe-client';

export interface CheckoutRequest {
  /** What is paid for, shown on the checkout page. */
  productName: string;
  description: string;
  /** Amount to pay in whole kroner (> 0). */
  amountKroner: number;
  customerEmail: string;
  /** `kind` (booking / credit_purchase) and the id of what is paid for. */
  metadata: Record<string, string>;
  clientReferenceId: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
  /**
   * The instant (ms) the session's lifetime is counted from: now by default. A key shared by
   * the calls of a time window passes the window's end, so every call in it sends the same
   * parameters (Stripe refuses a key sent again with other parameters, `expires_at` included)
   * and the session still lives at least Stripe's 30 minutes from each.
   */
  lifetimeFrom?: number;
}

export interface StartedCheckout {
  sessionId: string;
  url: string;
}

/**
 * Card and MobilePay. The SDK's API version (2026-10-28.endive) replaced the static
 * `payment_method_types` of Checkout Sessions with `allowed_payment_method_types`: a filter
 * on the methods enabled in the Stripe Dashboard (enable MobilePay there).
 */
export const checkoutPaymentMethods = ['card', 'mobilepay'] as const;

export function checkoutSessionParams(
  request: CheckoutRequest,
  now = Date.now(),
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    allowed_payment_method_types: [...checkoutPaymentMethods],
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'dkk',
          unit_amount: kronerToOre(request.amountKroner),
          product_data: { name: request.productName, description: request.description },
        },
      },
    ],
    customer_email: request.customerEmail,
    client_reference_id: request.clientReferenceId,
    metadata: request.metadata,
    locale: 'da',
    expires_at: sessionExpiresAt(now),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}

export async function createCheckoutSession(request: CheckoutRequest): Promise<StartedCheckout> {
  if (!(request.amountKroner > 0)) throw new RangeError('a checkout needs an amount above 0');
  const session = await (
    await stripeClient()
  ).checkout.sessions.create(checkoutSessionParams(request, request.lifetimeFrom), {
    idempotencyKey: request.idempotencyKey,
  });
  if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
  return { sessionId: session.id, url: session.url };
}
