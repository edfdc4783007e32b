import { describe, expect, it } from 'vitest';
import { discountStats, discountStatus } from './discount-status';

const now = new Date('2026-06-15T10:00:00Z');
const code = {
  valid_until: null as string | null,
  max_uses: null as number | null,
  current_uses: 0,
  is_active: true,
};

describe('discountStatus (product §4 precedence)', () => {
  it('expired wins over sold out, sold out over active or inactive', () => {
    const expiredAndSoldOut = { ...code, valid_until: '2026-06-14', max_uses: 1, current_uses: 1 };
    expect(discountStatus(expiredAndSoldOut, now)).toBe('expired');
    expect(discountStatus({ ...code, max_uses: 2, current_uses: 2 }, now)).toBe('sold_out');
    expect(discountStatus({ ...code, max_uses: 2, current_uses: 2, is_active: false }, now)).toBe(
      'sold_out',
    );
    expect(discountStatus(code, now)).toBe('active');
    expect(discountStatus({ ...code, is_active: false }, now)).toBe('inactive');
  });

  it('a date is valid through that whole day in Copenhagen', () => {
    expect(discountStatus({ ...code, valid_until: '2026-06-15' }, now)).toBe('active');
    expect(discountStatus({ ...code, valid_until: '2026-06-14' }, now)).toBe('expired');
  });

  it('counts total, active, uses and expired', () => {
    const codes = [
      code,
      { ...code, current_uses: 3 },
      { ...code, valid_until: '2020-01-01', current_uses: 2 },
      { ...code, is_active: false },
      { ...code, max_uses: 1, current_uses: 1 },
    ];
    expect(discountStats(codes, now)).toEqual({ total: 5, active: 2, uses: 6, expired: 1 });
  });
});
