/**
 * `npm run setup:stripe -- https://<domain>`: points the Stripe account of STRIPE_SECRET_KEY
 * at the site's webhook (`<site>/api/payments/webhook`) with exactly the events the webhook
 * handles, creating the endpoint or updating it, and prints what it did (on create, the
 * signing secret to store). STRIPE_API_URL points it at a local stand-in (twin, tests).
 * Exit codes: 0 done, 1 Stripe refused or could not be reached, 2 bad input.
 */
import Stripe from 'stripe';
import { readSetupInput, SetupInputError, type SetupInput } from './setup-stripe-input';
import { describeSetup } from './setup-stripe-report';
import { opsStripeClient } from './stripe-api';
import { ensureStripeWebhook } from '@functions/capabilities/payments/webhook-setup';

async function main(): Promise<number> {
  let input: SetupInput;
  try {
    input = readSetupInput(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof SetupInputError)) throw error;
    console.error(`Error: ${error.message}`);
    return 2;
  }
  try {
    const setup = await ensureStripeWebhook({
      stripe: opsStripeClient(input.secretKey, input.apiUrl),
      siteUrl: input.siteUrl,
    });
    console.log(
      describeSetup(setup, {
        local: Boolean(input.apiUrl),
        secretName: process.env.DRONEFOTO_STRIPE_SECRET_NAME?.trim() || undefined,
      }),
    );
    return 0;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      console.error(`Stripe error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
