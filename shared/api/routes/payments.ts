/** Card payments: credit checkouts, cancelling a checkout, the provider webhook. */
import {
  buyCreditsBodySchema,
  cancelCheckoutSchema,
  checkoutSchema,
  webhookAnswerSchema,
} from '../payments';
import type { RouteDef } from '../route-def';

export const paymentRoutes = [
  {
    method: 'POST',
    path: '/api/bookings/{id}/cancel-checkout',
    group: 'payments',
    operation: 'cancelBookingCheckout',
    caller: 'user',
    response: cancelCheckoutSchema,
  },
  {
    method: 'POST',
    path: '/api/credits/checkout',
    group: 'payments',
    operation: 'buyCredits',
    caller: 'user',
    body: buyCreditsBodySchema,
    response: checkoutSchema,
  },
  {
    method: 'POST',
    path: '/api/payments/webhook',
    group: 'payments',
    operation: 'handleWebhook',
    caller: 'public',
    response: webhookAnswerSchema,
  },
] as const satisfies readonly RouteDef[];
