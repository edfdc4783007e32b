import { describe, expect, it } from 'vitest';
import { paymentBadge, paymentMethodLabel, splitBookings } from './booking-lists';

const booking = (
  id: string,
  date: string,
  time: string,
  extra: Partial<{ is_completed: boolean; deleted_at: string | null; cancelled_at: string }> = {},
) => ({
  id,
  booking_date: date,
  booking_time: time,
  is_completed: false,
  deleted_at: null,
  ...extra,
});

// 10:00 in Copenhagen on Monday 23 November 2026 (winter time, UTC+1).
const now = new Date('2026-11-23T09:00:00Z');

describe('profile booking lists', () => {
  it('puts future, not completed bookings in upcoming, soonest first', () => {
    const { upcoming } = splitBookings(
      [
        booking('later', '2026-11-30', '09:00'),
        booking('soon', '2026-11-23', '10:30'),
        booking('now', '2026-11-23', '10:00'),
      ],
      now,
    );
    expect(upcoming.map((b) => b.id)).toEqual(['now', 'soon', 'later']);
  });

  it('puts a cancelled future booking in past, not upcoming', () => {
    const { upcoming, past } = splitBookings(
      [
        booking('kept', '2026-12-01', '12:00'),
        booking('cancelled', '2026-12-02', '12:00', { cancelled_at: '2026-11-22T10:00:00Z' }),
      ],
      now,
    );
    expect(upcoming.map((b) => b.id)).toEqual(['kept']);
    expect(past.map((b) => b.id)).toEqual(['cancelled']);
  });

  it('puts started or completed bookings in past, most recent first, and hides deleted ones', () => {
    const { upcoming, past } = splitBookings(
      [
        booking('old', '2026-10-01', '12:00'),
        booking('this-morning', '2026-11-23', '09:30'),
        booking('done-early', '2026-12-01', '12:00', { is_completed: true }),
        booking('deleted', '2026-12-02', '12:00', { deleted_at: '2026-11-20T10:00:00Z' }),
      ],
      now,
    );
    expect(upcoming).toEqual([]);
    expect(past.map((b) => b.id)).toEqual(['done-early', 'this-morning', 'old']);
  });

  it('labels payment badges as the customer sees them', () => {
    expect(paymentBadge('paid').label).toBe('Betalt');
    expect(paymentBadge('failed').label).toBe('Betaling fejlet');
    expect(paymentBadge('pending').label).toBe('Afventer betaling');
    expect(paymentBadge('awaiting_payment').label).toBe('Afventer betaling');
    expect(paymentMethodLabel('cash')).toBe('Kontant');
    expect(paymentMethodLabel(null)).toBeNull();
  });
});
