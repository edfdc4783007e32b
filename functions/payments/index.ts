/** Lambda for card payments: credit checkouts, cancelling a booking's checkout, the webhook. */
import { groupHandler } from '../lib/http';
import { buyCredits } from './buy-credits';
import { cancelBookingCheckout } from './cancel-checkout';
import { handleWebhook } from './webhook';

export const handler = groupHandler('payments', {
  cancelBookingCheckout,
  buyCredits,
  handleWebhook,
});
