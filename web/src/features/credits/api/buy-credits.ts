/** `POST /api/credits/checkout`: the server prices the credits and opens a card checkout. */
import { apiRequest } from '@web/lib/api';

export const startCreditsCheckout = (quantity: number) =>
  apiRequest('POST', '/api/credits/checkout', { body: { quantity } });
