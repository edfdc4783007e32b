import { describe, expect, it } from 'vitest';
import { countsAsPaid } from './money';

describe('countsAsPaid (product §9)', () => {
  it('counts a paid booking that is still on', () => {
    expect(countsAsPaid({ payment_status: 'paid' })).toBe(true);
    expect(
      countsAsPaid({ payment_status: 'paid', deleted_at: null, cancelled_at: null, refund: null }),
    ).toBe(true);
  });

  it('does not count a booking that is not paid', () => {
    for (const status of ['pending', 'failed', 'awaiting_payment'] as const) {
      expect(countsAsPaid({ payment_status: status }), status).toBe(false);
    }
  });

  it('does not count a cancelled booking, refunded or not yet', () => {
    const cancelled = { payment_status: 'paid' as const, cancelled_at: '2026-06-01T10:00:00Z' };
    expect(countsAsPaid(cancelled)).toBe(false);
    for (const status of ['requested', 'pending', 'refunded', 'failed'] as const) {
      expect(countsAsPaid({ ...cancelled, refund: { id: null, status, amount: 100 } })).toBe(false);
    }
  });

  it('does not count a refunded or deleted booking', () => {
    expect(
      countsAsPaid({
        payment_status: 'paid',
        refund: { id: 're_1', status: 'refunded', amount: 1 },
      }),
    ).toBe(false);
    expect(countsAsPaid({ payment_status: 'paid', deleted_at: '2026-06-01T10:00:00Z' })).toBe(
      false,
    );
  });
});
