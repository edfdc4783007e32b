/**
 * Whether card payment is set up (placeholder until the webhook check lands: keys only).
 */
import { config } from '../lib/config';

export async function cardPaymentsStatus(): Promise<{
  keys: boolean;
  webhook: 'ready' | 'missing' | 'missing_events' | 'unknown';
}> {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = config();
  return { keys: Boolean(STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET), webhook: 'unknown' };
}
