/**
 * `POST /api/payments/webhook` (public: called by the payment provider). The event is
 * trusted only after its `stripe-signature` header is verified over the exact raw body with
 * the webhook secret; a missing or bad signature is refused with 400 and nothing is written.
 * A signature that fails with the secret read in the last minute is checked once more with
 * the secret read now: a key saved in Indstillinger a moment ago signs with a new secret.
 * Each event is applied at most once (idempotency item per event id); which events are
 * handled, and how, is the dispatch map (webhook-dispatch.ts).
 */
import type Stripe from 'stripe';
import { badRequest } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { PaymentsNotConfiguredError } from './stripe-client';
import { stripeKeys } from './stripe-keys';
import { applyWebhookEvent } from './webhook-dispatch';
import { bookingTexts } from '@shared/texts/booking';

export async function verifiedEvent(
  rawBody: string,
  signature: string | undefined,
): Promise<Stripe.Event> {
  if (!signature) throw badRequest(bookingTexts.invalidSignature, 'invalid_signature');
  const kept = (await stripeKeys()).webhookSecret;
  // Loaded by the payment operations only (docs/decisions/0022).
  const { default: StripeSdk } = await import('stripe');
  const verify = (secret: string) => {
    try {
      return StripeSdk.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      return undefined;
    }
  };
  const event = kept ? verify(kept) : undefined;
  if (event) return event;
  const now = (await stripeKeys({ fresh: true })).webhookSecret;
  if (!now) throw new PaymentsNotConfiguredError('STRIPE_WEBHOOK_SECRET');
  const fresh = now === kept ? undefined : verify(now);
  if (fresh) return fresh;
  throw badRequest(bookingTexts.invalidSignature, 'invalid_signature');
}

export async function handleWebhook({
  rawBody,
  headers,
}: InputOf<'handleWebhook'>): Promise<{ received: true }> {
  const event = await verifiedEvent(rawBody, headers['stripe-signature']);
  await applyWebhookEvent(event);
  return { received: true };
}
