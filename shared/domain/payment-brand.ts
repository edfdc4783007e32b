/**
 * The name Danish customers know the mobile payment by: MobilePay becomes Vipps MobilePay in
 * Denmark on 12 January 2027 (issue 40). The one place the switch is made: every text that
 * names it asks here, with the date in Copenhagen. Stripe's payment method id stays
 * `mobilepay` (functions/capabilities/payments/checkout-session.ts): an id, not a name.
 */
import { copenhagenToday } from './copenhagen-time';

/** The first day (Copenhagen) the new name is used. */
export const vippsMobilePayFrom = '2027-01-12';

/** 'MobilePay' before 12 January 2027, 'Vipps MobilePay' from that day on. */
export function mobilePayName(now: Date = new Date()): string {
  return copenhagenToday(now) >= vippsMobilePayFrom ? 'Vipps MobilePay' : 'MobilePay';
}
