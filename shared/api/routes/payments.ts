/**
 * Card payments: credit checkouts, resuming or cancelling a checkout, 'Betal nu' in a locked
 * gallery, the provider webhook.
 */
import {
  buyCreditsBodySchema,
  cancelCheckoutSchema,
  checkoutSchema,
  resumedCheckoutSchema,
  webhookAnswerSchema,
} from '../payments';
import { deliveryLinkQuerySchema } from '../delivery-link';
import type { RouteDef } from '../route-def';

export const paymentRoutes = [
  {
    method: 'POST',
    path: '/api/bookings/{id}/cancel-checkout',
    group: 'payments',
    operation: 'cancelBookingCheckout',
    needs: ['table:write', 'stripe'],
    caller: 'user',
    response: cancelCheckoutSchema,
  },
  {
    // 'Betal nu': the still-open checkout of the caller's own pending card booking.
    method: 'POST',
    path: '/api/me/bookings/{id}/resume-checkout',
    group: 'payments',
    operation: 'resumeBookingCheckout',
    needs: ['stripe'],
    caller: 'user',
    response: resumedCheckoutSchema,
  },
  {
    // 'Betal nu' in the caller's own locked gallery (decision 0041): a checkout of the amount due.
    method: 'POST',
    path: '/api/me/bookings/{id}/gallery/checkout',
    group: 'payments',
    operation: 'payForMyGallery',
    needs: ['table:write', 'stripe'],
    caller: 'user',
    response: checkoutSchema,
  },
  {
    // The same from the delivery mail's signed link, without an account.
    method: 'POST',
    path: '/api/bookings/{id}/gallery/checkout',
    group: 'payments',
    operation: 'payForLinkedGallery',
    needs: ['table:write', 'stripe'],
    caller: 'public',
    // Tapped before the app has started: a plain form post, answered 303 to the checkout.
    formPost: 'gallery_payment',
    query: deliveryLinkQuerySchema,
    response: checkoutSchema,
  },
  {
    method: 'POST',
    path: '/api/credits/checkout',
    group: 'payments',
    operation: 'buyCredits',
    needs: ['table:write', 'stripe', 'users:read'],
    caller: 'user',
    body: buyCreditsBodySchema,
    response: checkoutSchema,
  },
  {
    method: 'POST',
    path: '/api/payments/webhook',
    group: 'payments',
    operation: 'handleWebhook',
    needs: ['table:write', 'stripe'],
    caller: 'public',
    response: webhookAnswerSchema,
  },
] as const satisfies readonly RouteDef[];
