/**
 * Lambda for card payments: credit checkouts, resuming or cancelling a booking's checkout,
 * 'Betal nu' in a locked gallery, the webhook.
 */
import { groupHandler } from '../lib/http';
import { paymentRoutes } from '@shared/api/routes/payments';
import { buyCredits } from '@functions/capabilities/payments/buy-credits';
import { cancelBookingCheckout } from '@functions/capabilities/payments/cancel-checkout';
import { handleWebhook } from '@functions/capabilities/payments/webhook';
import { resumeBookingCheckout } from '@functions/capabilities/payments/resume-checkout';
import {
  payForLinkedGallery,
  payForMyGallery,
} from '@functions/capabilities/payments/gallery-checkout';

export const handler = groupHandler(paymentRoutes, {
  cancelBookingCheckout,
  resumeBookingCheckout,
  payForMyGallery,
  payForLinkedGallery,
  buyCredits,
  handleWebhook,
});
