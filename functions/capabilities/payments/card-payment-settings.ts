/**
 * Card payments in Indstillinger (decision 0031): what the owner is told about the key in
 * use (set up or not, test or live, its last four characters, pasted here or set by the
 * deployment), never the key or the signing secret.
 */
import { stripeKeyKind, type CardPaymentSettings } from '@shared/api/card-payments';
import { cardPaymentState } from './card-payments-status';
import { stripeKeys } from './stripe-keys';

export async function getCardPaymentSettings(): Promise<CardPaymentSettings> {
  const [keys, state] = await Promise.all([stripeKeys({ fresh: true }), cardPaymentState()]);
  const { secretKey, source } = keys;
  return {
    state,
    key:
      secretKey && source
        ? { ...stripeKeyKind(secretKey), last4: secretKey.slice(-4).padStart(4, '•'), source }
        : null,
  };
}
