/**
 * Card payments through the payment provider (Stripe Checkout, or the local twin's checkout):
 * buying credits, cancelling an unpaid card checkout, and the provider's webhook.
 */
import * as z from 'zod/mini';
import { creditTexts } from '../texts/credits';

/** `POST /api/credits/checkout`: 1 credit = 1 kr, priced by the server. */
export const buyCreditsBodySchema = z.object({
  /** How many credits to buy (named apart from the profile's balance field on purpose). */
  quantity: z
    .number({ error: creditTexts.minCredits })
    .check(
      z.int(creditTexts.minCredits),
      z.gte(1, creditTexts.minCredits),
      z.lte(10000, creditTexts.maxCredits),
    ),
});
export type BuyCreditsBody = z.infer<typeof buyCreditsBodySchema>;

export const checkoutSchema = z.object({
  /** Where to send the browser: the provider's checkout page. */
  url: z.string(),
  session_id: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/**
 * `POST /api/me/bookings/{id}/resume-checkout`: the still-open checkout of the caller's own
 * pending card booking, to pay it after leaving the checkout page.
 */
export const resumedCheckoutSchema = checkoutSchema;

/** `POST /api/bookings/{id}/cancel-checkout`: the customer left the card checkout. */
export const cancelCheckoutSchema = z.object({ cancelled: z.boolean() });

/** `POST /api/payments/webhook`: answered to the provider only. */
export const webhookAnswerSchema = z.object({ received: z.literal(true) });
