/**
 * The Stripe keys a payment function uses, decided at run time (decision 0031): the key the
 * owner pasted in Indstillinger, kept in the Stripe secret (STRIPE_SECRET_ID) with the
 * signing secret of the webhook endpoint made for it; when that secret holds no key, the
 * deployment's keys (STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET, the ops secret
 * `stripeSecretName` resolved at deploy time). A read is kept 60 seconds per Lambda
 * container, so a new key takes effect everywhere within a minute without a deployment.
 * A function without `stripe` has neither the secret's id nor the keys (nor, in AWS, the
 * right to read the secret): it has no keys.
 */
import { config } from '@functions/lib/config';
import { readSecretFields, writeSecretFields, type SecretFields } from '@functions/lib/secrets';

export interface StripeKeys {
  secretKey?: string;
  webhookSecret?: string;
  /** `panel`: from the Stripe secret; `deployment`: from the environment. */
  source?: 'panel' | 'deployment';
}

/** What the Stripe secret holds once the owner saved a key (the ops secret's field names). */
export interface StoredStripeKeys {
  secretKey?: string;
  webhookSecret?: string;
  /** The webhook endpoint `webhookSecret` signs for (made when the key was saved). */
  webhookEndpointId?: string;
}

const cacheMilliseconds = 60_000;
let cached: { secretId: string; at: number; keys: Promise<StoredStripeKeys> } | undefined;

const storedOf = (fields: SecretFields): StoredStripeKeys => ({
  secretKey: fields.STRIPE_SECRET_KEY || undefined,
  webhookSecret: fields.STRIPE_WEBHOOK_SECRET || undefined,
  webhookEndpointId: fields.STRIPE_WEBHOOK_ENDPOINT_ID || undefined,
});

/** The Stripe secret's keys, read now (no cache); `{}` without a Stripe secret. */
export async function readStoredStripeKeys(): Promise<StoredStripeKeys> {
  const secretId = config().STRIPE_SECRET_ID;
  return secretId ? storedOf(await readSecretFields(secretId)) : {};
}

function cachedStoredKeys(secretId: string, now: number): Promise<StoredStripeKeys> {
  if (cached?.secretId === secretId && now - cached.at < cacheMilliseconds) return cached.keys;
  const keys = readSecretFields(secretId).then(storedOf);
  const entry = { secretId, at: now, keys };
  cached = entry;
  // A failed read is not kept: the next call asks again.
  keys.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return keys;
}

/**
 * The keys to use: the panel's when the Stripe secret holds a key, else the deployment's.
 * `fresh` reads the secret now (the owner's status pages), else a read of the last minute.
 */
export async function stripeKeys(options: { fresh?: boolean } = {}): Promise<StripeKeys> {
  const { STRIPE_SECRET_ID: secretId, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = config();
  if (secretId) {
    if (options.fresh) cached = undefined;
    const stored = await cachedStoredKeys(secretId, Date.now());
    if (stored.secretKey)
      return { secretKey: stored.secretKey, webhookSecret: stored.webhookSecret, source: 'panel' };
  }
  if (!STRIPE_SECRET_KEY) return {};
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET || undefined,
    source: 'deployment',
  };
}

/** Stores the owner's key with its webhook's signing secret (`undefined`: removes them). */
export async function storeStripeKeys(keys: Required<StoredStripeKeys> | undefined) {
  const secretId = config().STRIPE_SECRET_ID;
  if (!secretId)
    throw new Error('STRIPE_SECRET_ID is not configured: the Stripe secret is unknown');
  await writeSecretFields(
    secretId,
    keys
      ? {
          STRIPE_SECRET_KEY: keys.secretKey,
          STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
          STRIPE_WEBHOOK_ENDPOINT_ID: keys.webhookEndpointId,
        }
      : {},
  );
  forgetStripeKeys();
}

/** Forgets the kept read (after a change here, and for tests). */
export function forgetStripeKeys(): void {
  cached = undefined;
}
