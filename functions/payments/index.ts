/** Lambda for card payments: credit checkouts, cancelling a booking's checkout, the webhook. */
import { groupHandler } from '../lib/http';
import { buyCredits } from '@functions/capabilities/payments/buy-credits';
import { cancelBookingCheckout } from '@functions/capabilities/payments/cancel-checkout';
import { handleWebhook } from '@functions/capabilities/payments/webhook';

export const handler = groupHandler('payments', {
  cancelBookingCheckout,
  buyCredits,
  handleWebhook,
});
