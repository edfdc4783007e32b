/** The status an admin sees for a discount code (product §4: expired, sold out, active, inactive). */
import type { DiscountCode } from '../api/entities';
import { discountExpired, discountUsedUp } from './pricing';

export type DiscountStatus = 'expired' | 'sold_out' | 'active' | 'inactive';

type StatusFields = Pick<DiscountCode, 'valid_until' | 'max_uses' | 'current_uses' | 'is_active'>;

/** The first that holds of: expired, sold out, active, inactive. */
export function discountStatus(code: StatusFields, now: Date): DiscountStatus {
  if (discountExpired(code.valid_until, now)) return 'expired';
  if (discountUsedUp(code)) return 'sold_out';
  return code.is_active ? 'active' : 'inactive';
}

export interface DiscountStats {
  total: number;
  /** Active, not expired and not sold out. */
  active: number;
  uses: number;
  expired: number;
}

export function discountStats(codes: readonly StatusFields[], now: Date): DiscountStats {
  const statuses = codes.map((code) => discountStatus(code, now));
  return {
    total: codes.length,
    active: statuses.filter((status) => status === 'active').length,
    uses: codes.reduce((sum, code) => sum + code.current_uses, 0),
    expired: statuses.filter((status) => status === 'expired').length,
  };
}
