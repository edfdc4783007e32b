/**
 * What `npm run setup:stripe` prints after it set up the webhook endpoint: what it did, the
 * events, and on create the signing secret with where to store it (the Secrets Manager secret
 * named by the CDK setting `stripeSecretName`); on update, that the secret is unchanged and
 * how to roll it if lost. Text for ops, in English like the other scripts.
 */
import type { StripeWebhookSetup } from '@functions/capabilities/payments/webhook-setup';

export interface ReportContext {
  /** Against a local stand-in (STRIPE_API_URL): nothing to store in AWS. */
  local: boolean;
  /** The secret's name when known (DRONEFOTO_STRIPE_SECRET_NAME). */
  secretName?: string;
}

function storeSecret(secret: string, secretName: string | undefined): string[] {
  return [
    `Signing secret (Stripe shows it only now): ${secret}`,
    '',
    'Store it as STRIPE_WEBHOOK_SECRET in the Secrets Manager secret named by the CDK setting',
    'stripeSecretName (JSON keys STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; the command',
    'replaces the whole JSON, so give both), e.g.:',
    '',
    `  aws secretsmanager put-secret-value --secret-id ${secretName ?? '<stripeSecretName>'} \\`,
    `    --secret-string '{"STRIPE_SECRET_KEY":"<the secret key>","STRIPE_WEBHOOK_SECRET":"${secret}"}'`,
    '',
    'CloudFormation copies the secret into the functions when it deploys them, and reads it',
    'again only for a function it changes: until the functions have it, every webhook is',
    'refused (400) and Stripe retries it for up to three days. So deploy with the VersionId',
    'that put-secret-value printed:',
    '',
    '  npx cdk deploy --all -c stripeSecretVersion=<VersionId> (and your other settings)',
  ];
}

function changesOf(setup: StripeWebhookSetup): string[] {
  const before = new Set(setup.previous?.events ?? []);
  const now = new Set(setup.events);
  const added = setup.events.filter((event) => !before.has(event));
  const removed = [...before].filter((event) => !now.has(event));
  return [
    ...(added.length ? [`  Added:    ${added.join(', ')}`] : []),
    ...(removed.length ? [`  Removed:  ${removed.join(', ')}`] : []),
    ...(setup.previous?.disabled ? ['  It was disabled and is enabled again.'] : []),
  ];
}

export function describeSetup(setup: StripeWebhookSetup, context: ReportContext): string {
  const { endpoint } = setup;
  const lines = [
    `${setup.action === 'created' ? 'Created' : 'Updated'} the Stripe webhook endpoint ${endpoint.id}`,
    `  URL:      ${setup.url}`,
    `  Events (${setup.events.length}):`,
    ...setup.events.map((event) => `    ${event}`),
    ...changesOf(setup),
    '',
  ];
  if (setup.action === 'created' && setup.secret) {
    if (context.local)
      lines.push(
        `Signing secret: ${setup.secret} (a local stand-in: the twin signs with it already).`,
      );
    else lines.push(...storeSecret(setup.secret, context.secretName));
  } else if (!context.local) {
    lines.push(
      'The signing secret is unchanged (Stripe shows it only when it creates an endpoint).',
      "Lost it? 'Roll secret' on this endpoint's page in the Stripe Dashboard (Webhooks), then",
      'store the new one as STRIPE_WEBHOOK_SECRET in the secret named by stripeSecretName,',
      'and deploy with -c stripeSecretVersion=<its new VersionId>.',
    );
  }
  if (setup.duplicates.length)
    lines.push(
      '',
      `Warning: ${setup.duplicates.length} more endpoint(s) with this URL (${setup.duplicates
        .map((d) => d.id)
        .join(', ')}) were left alone: each sends its events again; delete them in the Dashboard.`,
    );
  return lines.join('\n').trimEnd();
}
