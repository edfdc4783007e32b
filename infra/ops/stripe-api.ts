/**
 * The Stripe SDK client of the ops scripts (and of the twin and tests that run their setup):
 * the given secret key, and, when `apiUrl` is set, a local stand-in of the Stripe API
 * instead of api.stripe.com (STRIPE_API_URL, read the same way as by the functions).
 */
import Stripe from 'stripe';
import { createStripeClient } from '@functions/capabilities/payments/stripe-client';

export function opsStripeClient(secretKey: string, apiUrl?: string): Stripe {
  return createStripeClient(Stripe, secretKey, apiUrl);
}
