import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { describeSetup } from './setup-stripe-report';
import type { StripeWebhookSetup } from '@functions/capabilities/payments/webhook-setup';

const endpoint = { id: 'we_123' } as Stripe.WebhookEndpoint;
const base = {
  endpoint,
  url: 'https://dronefoto.dk/api/payments/webhook',
  events: ['invoice.paid', 'charge.refunded'],
  duplicates: [],
  deleted: [],
} satisfies Partial<StripeWebhookSetup>;

describe('what npm run setup:stripe prints', () => {
  it('on create: the events, the secret and where to store it', () => {
    const text = describeSetup(
      { ...base, action: 'created', secret: 'whsec_new' },
      { local: false, secretName: 'dronefoto/stripe' },
    );
    expect(text).toContain('Created the Stripe webhook endpoint we_123');
    expect(text).toContain('    charge.refunded');
    expect(text).toContain('Signing secret (Stripe shows it only now): whsec_new');
    expect(text).toContain('aws secretsmanager put-secret-value --secret-id dronefoto/stripe');
    expect(text).toContain('"STRIPE_WEBHOOK_SECRET":"whsec_new"');
    expect(text).toContain('stripeSecretName');
  });

  it('on update: what changed, that the secret is unchanged, how to roll it', () => {
    const text = describeSetup(
      {
        ...base,
        action: 'updated',
        previous: { events: ['invoice.paid', 'customer.created'], disabled: true },
        duplicates: [{ id: 'we_old' } as Stripe.WebhookEndpoint],
      },
      { local: false },
    );
    expect(text).toContain('Updated the Stripe webhook endpoint we_123');
    expect(text).toContain('Added:    charge.refunded');
    expect(text).toContain('Removed:  customer.created');
    expect(text).toContain('enabled again');
    expect(text).toContain('The signing secret is unchanged');
    expect(text).toContain('Roll secret');
    expect(text).toContain('we_old');
    expect(text).not.toContain('put-secret-value');
  });
});
