/**
 * The input of `npm run setup:stripe`, checked before Stripe is called: the secret key
 * (STRIPE_SECRET_KEY), the site's URL (the argument, or SITE_URL) and, for the local twin and
 * the tests only, STRIPE_API_URL. Anything wrong is a SetupInputError with one line saying
 * what to do (the script exits with 2).
 */
import { stripeKeyKind, stripeKeyPattern } from '@shared/api/card-payments';

export class SetupInputError extends Error {
  override name = 'SetupInputError';
}

export interface SetupInput {
  secretKey: string;
  live: boolean;
  /** The site's origin, e.g. `https://dronefoto.dk`. */
  siteUrl: string;
  /** A local stand-in of the Stripe API (twin, tests); unset: api.stripe.com. */
  apiUrl?: string;
}

const usage = 'npm run setup:stripe -- https://<domain>';
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

function secretKeyOf(env: Record<string, string | undefined>): { key: string; live: boolean } {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key)
    throw new SetupInputError(
      'STRIPE_SECRET_KEY is not set: export the secret key of the Stripe account (sk_live_... or sk_test_...).',
    );
  if (!stripeKeyPattern.test(key))
    throw new SetupInputError(
      'STRIPE_SECRET_KEY is not a Stripe secret key (sk_live_..., sk_test_... or a restricted rk_...).',
    );
  return { key, live: stripeKeyKind(key).mode === 'live' };
}

function siteUrlOf(args: readonly string[], env: Record<string, string | undefined>): URL {
  if (args.length > 1)
    throw new SetupInputError(`Give one site URL, not ${args.length} arguments: ${usage}`);
  const given = args[0]?.trim() || env.SITE_URL?.trim();
  if (!given) throw new SetupInputError(`Give the site's URL: ${usage} (or SITE_URL).`);
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new SetupInputError(`Not a URL: '${given}'. Give the site's URL: ${usage}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new SetupInputError(`The site's URL must start with https:// ('${given}').`);
  if (url.protocol === 'http:' && !localHosts.has(url.hostname))
    throw new SetupInputError(
      `The site's URL must be https:// (http:// only for localhost): '${given}'.`,
    );
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new SetupInputError(
      `Give the site's address alone (e.g. https://dronefoto.dk), without a path: '${given}'.`,
    );
  return url;
}

function apiUrlOf(env: Record<string, string | undefined>, live: boolean): string | undefined {
  const apiUrl = env.STRIPE_API_URL?.trim();
  if (!apiUrl) return undefined;
  if (live)
    throw new SetupInputError(
      'STRIPE_API_URL is for the local twin and the tests: unset it to use a live key with Stripe.',
    );
  try {
    const url = new URL(apiUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
  } catch {
    throw new SetupInputError(`STRIPE_API_URL is not an http(s) URL: '${apiUrl}'.`);
  }
  return apiUrl;
}

export function readSetupInput(
  args: readonly string[],
  env: Record<string, string | undefined>,
): SetupInput {
  const { key, live } = secretKeyOf(env);
  const site = siteUrlOf(args, env);
  if (live && site.protocol === 'http:')
    throw new SetupInputError(
      `A live key is never used with an http:// site ('${site.origin}'): use a test key locally.`,
    );
  return { secretKey: key, live, siteUrl: site.origin, apiUrl: apiUrlOf(env, live) };
}
