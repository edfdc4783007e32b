/**
 * `PUT` and `DELETE /api/admin/card-payments`: the owner sets up card payments by pasting the
 * Stripe key in Indstillinger, or removes it (decision 0031). Saving asks Stripe with that
 * key at once (listing the webhook endpoints: a refused key changes nothing), points the
 * site's webhook endpoint at exactly the handled events (./webhook-setup.ts, as
 * `npm run setup:stripe` does), and stores the key with the endpoint's signing secret in the
 * Stripe secret, read by the payment functions within a minute. The key is never answered
 * or logged: a Stripe error is logged by its type and status only.
 */
import type Stripe from 'stripe';
import type { CardPaymentSettings, StripeKeyBody } from '@shared/api/card-payments';
import { stripeKeyKind } from '@shared/api/card-payments';
import { cardPaymentSettingsTexts as t } from '@shared/texts/card-payments';
import { config } from '@functions/lib/config';
import { badRequest, HttpError } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';
import { getCardPaymentSettings } from './card-payment-settings';
import { resetCardPaymentsStatus } from './card-payments-status';
import { stripeClientFor } from './stripe-client';
import { readStoredStripeKeys, storeStripeKeys, type StoredStripeKeys } from './stripe-keys';
import { ensureStripeWebhook, type StripeWebhookSetup } from './webhook-setup';

/** What Stripe's answer means for the owner: a Danish refusal, nothing changed. */
function refusalOf(error: unknown): HttpError {
  const { type, statusCode } = (error ?? {}) as { type?: string; statusCode?: number };
  logger.warn('stripe_key_not_saved', { stripeError: type ?? 'unknown', status: statusCode });
  if (type === 'StripeAuthenticationError') return badRequest(t.refused, 'stripe_key_refused');
  if (type === 'StripePermissionError') return badRequest(t.notAllowed, 'stripe_key_not_allowed');
  return new HttpError(503, t.unreachable, 'stripe_unreachable');
}

const isStripeError = (error: unknown): boolean =>
  typeof (error as { type?: unknown } | null)?.type === 'string' &&
  String((error as { type: string }).type).startsWith('Stripe');

/** Deletes the endpoint the old key's account delivers with, when it is not kept (best effort). */
async function retireEndpoint(old: StoredStripeKeys, kept: string | undefined) {
  if (!old.secretKey || !old.webhookEndpointId || old.webhookEndpointId === kept) return;
  try {
    await (await stripeClientFor(old.secretKey)).webhookEndpoints.del(old.webhookEndpointId);
  } catch (error) {
    // A revoked key or an endpoint already gone: nothing more to clean up.
    logger.info('stripe_old_webhook_left', { stripeError: (error as { type?: string }).type });
  }
}

async function stored(): Promise<StoredStripeKeys> {
  try {
    return await readStoredStripeKeys();
  } catch (error) {
    logger.error('stripe_secret_unreadable', { error });
    throw new HttpError(503, t.storeFailed, 'stripe_secret_unavailable');
  }
}

async function store(keys: Parameters<typeof storeStripeKeys>[0]) {
  try {
    await storeStripeKeys(keys);
  } catch (error) {
    logger.error('stripe_secret_not_stored', { error });
    throw new HttpError(503, t.storeFailed, 'stripe_secret_unavailable');
  }
  resetCardPaymentsStatus();
}

export async function saveStripeKey({
  body,
}: {
  body: StripeKeyBody;
}): Promise<CardPaymentSettings> {
  const key = body.secret_key;
  const siteUrl = config().SITE_URL;
  if (stripeKeyKind(key).mode === 'live' && new URL(siteUrl).protocol !== 'https:')
    throw badRequest(t.liveOnLocalSite, 'live_key_needs_https');
  const old = await stored();
  // The endpoint the site holds the secret of, when the key is the same account's again.
  const held = old.webhookSecret ? old.webhookEndpointId : undefined;
  let setup: StripeWebhookSetup;
  try {
    const stripe: Stripe = await stripeClientFor(key);
    setup = await ensureStripeWebhook({ stripe, siteUrl, ownSecret: { endpointId: held } });
  } catch (error) {
    if (isStripeError(error)) throw refusalOf(error);
    throw error;
  }
  const signingSecret = setup.secret ?? old.webhookSecret;
  if (!signingSecret) throw new Error('Stripe answered no signing secret for a new endpoint');
  await store({
    secretKey: key,
    webhookSecret: signingSecret,
    webhookEndpointId: setup.endpoint.id,
  });
  await retireEndpoint(old, setup.endpoint.id);
  logger.info('stripe_key_saved', {
    mode: stripeKeyKind(key).mode,
    webhook: setup.action,
    replacedEndpoints: setup.deleted.length,
  });
  return getCardPaymentSettings();
}

export async function removeStripeKey(): Promise<CardPaymentSettings> {
  const old = await stored();
  if (old.secretKey) {
    await store(undefined);
    await retireEndpoint(old, undefined);
    logger.info('stripe_key_removed');
  }
  return getCardPaymentSettings();
}
