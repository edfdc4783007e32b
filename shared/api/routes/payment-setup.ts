/**
 * Admin: setting up card payments from Indstillinger (decision 0031). Its own function group,
 * so only this Lambda may write the Stripe secret (`stripe:configure`); reading the state is
 * the admin group's (`GET /api/admin/card-payments`).
 */
import { cardPaymentSettingsSchema, stripeKeyBodySchema } from '../card-payments';
import type { RouteDef } from '../route-def';

export const paymentSetupRoutes = [
  {
    // Checks the key with Stripe, points Stripe's webhook at the site, stores both secrets.
    method: 'PUT',
    path: '/api/admin/card-payments',
    group: 'payment-setup',
    operation: 'saveStripeKey',
    caller: 'admin',
    needs: ['stripe', 'stripe:configure'],
    body: stripeKeyBodySchema,
    response: cardPaymentSettingsSchema,
  },
  {
    // Removes the pasted key (and the webhook endpoint made for it, as far as Stripe lets).
    method: 'DELETE',
    path: '/api/admin/card-payments',
    group: 'payment-setup',
    operation: 'removeStripeKey',
    caller: 'admin',
    needs: ['stripe', 'stripe:configure'],
    response: cardPaymentSettingsSchema,
  },
] as const satisfies readonly RouteDef[];
