/**
 * The twin's IAM. In AWS each function runs under its own role, granted exactly its declared
 * access (infra/constructs/declared-access.ts); the twin runs every function in one process,
 * so it runs each call "as" its function (`runAsFunction`, an AsyncLocalStorage holding the
 * declared access) and checks every AWS SDK call made inside against it before it is sent
 * (the seam functions/lib/aws-client-hooks.ts). An undeclared call is refused with the error
 * the service would answer (access-denied.ts), so a missing grant fails here first.
 *
 * The function also sees only the settings its Lambda gets: no Stripe keys, nor the Stripe
 * secret's id, without `stripe` (functions/lib/config.ts), so it fails as in AWS, with
 * PaymentsNotConfiguredError; reading the secret by its name is refused as IAM would.
 *
 * Outside a function (seeding, the twin's own setup, tests calling modules directly) nothing
 * is checked.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { registerAwsCallHook, type AwsCall } from '@functions/lib/aws-client-hooks';
import { registerConfigView, type Config } from '@functions/lib/config';
import type { FunctionAccess } from '@infra/constructs/declared-access';
import { accessDenied, twinAccount } from './access-denied';
import { isGranted, permissionsOf, type AwsPlace } from './aws-call-needs';

const running = new AsyncLocalStorage<FunctionAccess>();

/** Runs `run` as the function with this access: its AWS calls are checked against it. */
export function runAsFunction<T>(access: FunctionAccess, run: () => Promise<T>): Promise<T> {
  enforceDeclaredAccess();
  return running.run(access, run);
}

/** A call the twin refused. */
export interface AccessRefusal {
  function: string;
  action: string;
  resource: string;
  message: string;
}

const watchers = new Set<(refusal: AccessRefusal) => void>();

/**
 * Tells `watcher` of every refusal, also of those a handler catches and only logs (a mail
 * that could not be sent): the integration tests fail on any they did not expect.
 */
export function watchRefusals(watcher: (refusal: AccessRefusal) => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

let enforcing = false;

function enforceDeclaredAccess(): void {
  if (enforcing) return;
  enforcing = true;
  registerAwsCallHook(checkCall);
  registerConfigView(settingsOfRunningFunction);
}

/** Where the handlers' calls go, from the configuration the twin gave them. */
function placeOfCalls(): AwsPlace {
  const env = process.env;
  return {
    region: env.AWS_REGION ?? 'eu-north-1',
    account: twinAccount,
    tableName: env.TABLE_NAME ?? '',
    publicBucket: env.PUBLIC_BUCKET ?? '',
    privateBucket: env.PRIVATE_BUCKET ?? '',
    userPoolId: env.USER_POOL_ID ?? '',
    stripeSecretId: env.STRIPE_SECRET_ID ?? '',
    economicSecretId: env.ECONOMIC_SECRET_ID ?? '',
  };
}

function checkCall(call: AwsCall): void {
  const access = running.getStore();
  if (!access) return;
  const refused = permissionsOf(call, placeOfCalls()).find((p) => !isGranted(p, access));
  if (!refused) return;
  const error = accessDenied(refused, access.name);
  const refusal = {
    function: access.name,
    action: refused.action,
    resource: refused.resource,
    message: error.message,
  };
  for (const watcher of watchers) watcher(refusal);
  throw error;
}

const stripeSettings = [
  'STRIPE_SECRET_ID',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
] as const;
const withoutStripe = new WeakMap<Config, Config>();

const withoutEconomic = new WeakMap<Config, Config>();

/**
 * The configuration less the Stripe settings, for a function that does not declare `stripe`,
 * and less the e-conomic secret's id, for one that does not declare `economic`.
 */
function settingsOfRunningFunction(config: Config): Config {
  const access = running.getStore();
  if (!access) return config;
  let narrowed = config;
  if (
    !access.needs.has('stripe') &&
    stripeSettings.some((setting) => config[setting] !== undefined)
  ) {
    narrowed = withoutStripe.get(config) ?? { ...config };
    for (const setting of stripeSettings) delete narrowed[setting];
    withoutStripe.set(config, narrowed);
  }
  if (!access.needs.has('economic') && narrowed.ECONOMIC_SECRET_ID !== undefined) {
    const base = narrowed;
    narrowed = withoutEconomic.get(base) ?? { ...base, ECONOMIC_SECRET_ID: undefined };
    withoutEconomic.set(base, narrowed);
  }
  return narrowed;
}
