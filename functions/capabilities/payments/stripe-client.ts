/**
 * The Stripe SDK client of the payment functions. The secret key is read at run time
 * (./stripe-keys.ts: the key pasted in Indstillinger, else the deployment's); when
 * STRIPE_API_URL is set (local twin, tests) the real SDK talks to that local stand-in of the
 * Stripe API instead of api.stripe.com. Nothing happens at import: a missing key is a clear
 * error when a payment is started, never a crash when the function loads. The SDK itself is
 * loaded by the first operation that asks for a client, so the other operations of a
 * function never load it (docs/decisions/0022).
 */
import type Stripe from 'stripe';
import { config } from '@functions/lib/config';
import { stripeKeys } from './stripe-keys';
import { pathPrefixHttpClient } from './stripe-path-prefix';

/** Stripe's minimum lifetime of a Checkout Session: an unpaid booking holds its slot this long. */
export const checkoutSessionLifetimeSeconds = 30 * 60;

export class PaymentsNotConfiguredError extends Error {
  constructor(setting: 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET') {
    super(`${setting} is not configured: card payments are unavailable`);
    this.name = 'PaymentsNotConfiguredError';
  }
}

let cached: { key: string; apiUrl: string | undefined; client: Stripe } | undefined;

/**
 * Host, port and protocol of a local Stripe API stand-in, as the SDK takes them; a path in
 * the URL (the twin's `/_local/stripe`) goes before every API path.
 */
export function stripeEndpointOptions(
  apiUrl: string | undefined,
  stripeSdk: Pick<typeof Stripe, 'createNodeHttpClient'>,
) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const prefix = url.pathname.replace(/\/+$/, '');
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    ...(prefix ? { httpClient: pathPrefixHttpClient(prefix, stripeSdk) } : {}),
  } as const;
}

/** A client of the SDK for `key` (the functions load the SDK lazily; ops import it). */
export function createStripeClient(
  StripeSdk: typeof Stripe,
  key: string,
  apiUrl: string | undefined,
): Stripe {
  return new StripeSdk(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...stripeEndpointOptions(apiUrl, StripeSdk),
  });
}

/** A client for `key`, made once per key (the key in use, or one the owner is saving). */
export async function stripeClientFor(key: string): Promise<Stripe> {
  const apiUrl = config().STRIPE_API_URL;
  if (cached?.key === key && cached.apiUrl === apiUrl) return cached.client;
  const { default: StripeSdk } = await import('stripe');
  const client = createStripeClient(StripeSdk, key, apiUrl);
  cached = { key, apiUrl, client };
  return client;
}

/** The client of the key in use; PaymentsNotConfiguredError without one. */
export async function stripeClient(): Promise<Stripe> {
  const { secretKey } = await stripeKeys();
  if (!secretKey) throw new PaymentsNotConfiguredError('STRIPE_SECRET_KEY');
  return stripeClientFor(secretKey);
}

/** The signing secret of the webhook of the key in use. */
export async function webhookSecret(): Promise<string> {
  const { webhookSecret: secret } = await stripeKeys();
  if (!secret) throw new PaymentsNotConfiguredError('STRIPE_WEBHOOK_SECRET');
  return secret;
}

/** Stripe refuses `expires_at` under 30 minutes after it creates the session: allow for latency. */
const clockMarginSeconds = 60;

/** Unix time (seconds) at which a Checkout Session created now expires (30 minutes + margin). */
export const sessionExpiresAt = (now = Date.now()) =>
  Math.floor(now / 1000) + checkoutSessionLifetimeSeconds + clockMarginSeconds;

/** Whole kroner to øre, the unit Stripe amounts in DKK are given in. */
export const kronerToOre = (kroner: number) => Math.round(kroner * 100);
