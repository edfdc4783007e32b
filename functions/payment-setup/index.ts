/**
 * Lambda for setting up card payments from Indstillinger (the route table restricts it to
 * admins): the only function that may write the Stripe secret (decision 0031).
 */
import { paymentSetupRoutes } from '@shared/api/routes/payment-setup';
import { removeStripeKey, saveStripeKey } from '@functions/capabilities/payments/stripe-key-setup';
import { groupHandler } from '../lib/http';

export const handler = groupHandler(paymentSetupRoutes, {
  saveStripeKey,
  removeStripeKey: () => removeStripeKey(),
});
