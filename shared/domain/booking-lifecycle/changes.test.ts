import { describe, expect, it } from 'vitest';
import {
  changeDeadline,
  changePromiseText,
  changeRefusal,
  changeRefusalText,
  insideCutoff,
  refundToRetry,
  refundStartingMs,
} from './changes';

const booking = {
  booking_date: '2026-12-10',
  booking_time: '10:00',
  is_completed: false,
  deleted_at: null,
  payment_status: 'awaiting_payment' as const,
};
// 10:00 in Copenhagen on 10 December 2026 is 09:00 UTC (winter time).
const start = new Date('2026-12-10T09:00:00Z');
const hour = 3_600_000;

describe('moving and cancelling: the cut-off', () => {
  it('ends the cut-off hours before the shoot, in Copenhagen time', () => {
    expect(changeDeadline(booking, 48).toISOString()).toBe('2026-12-08T09:00:00.000Z');
    expect(changeDeadline(booking, 0).toISOString()).toBe(start.toISOString());
  });
  it('allows a change until just before the deadline, and refuses from it on', () => {
    expect(changeRefusal(booking, 48, new Date(start.getTime() - 48 * hour - 1))).toBeNull();
    expect(changeRefusal(booking, 48, new Date(start.getTime() - 48 * hour))).toBe('past_cutoff');
    expect(changeRefusal(booking, 48, new Date(start.getTime() + hour))).toBe('past_cutoff');
  });
  it('refuses a cancelled, deleted or completed booking and one in the middle of a card checkout', () => {
    const early = new Date('2026-11-01T00:00:00Z');
    expect(changeRefusal({ ...booking, cancelled_at: '2026-11-01' }, 48, early)).toBe('cancelled');
    expect(changeRefusal({ ...booking, deleted_at: '2026-11-01' }, 48, early)).toBe('cancelled');
    expect(changeRefusal({ ...booking, is_completed: true }, 48, early)).toBe('completed');
    expect(changeRefusal({ ...booking, payment_status: 'pending' }, 48, early)).toBe(
      'checkout_open',
    );
    expect(changeRefusal({ ...booking, payment_status: 'paid' }, 48, early)).toBeNull();
  });
  it('says why in Danish, with the cut-off', () => {
    expect(changeRefusalText('past_cutoff', 24)).toBe(
      'Bookingen kan ikke længere flyttes eller aflyses: fristen er 24 timer før optagelsen. Kontakt os, hvis noget er kommet i vejen.',
    );
    expect(changeRefusalText('cancelled', 48)).toBe('Bookingen er allerede aflyst.');
  });
});

describe('the payment page: a shoot already inside the cut-off', () => {
  const slot = { booking_date: '2026-12-10', booking_time: '10:00' };
  it('is inside from the deadline on, in Copenhagen time, and outside just before it', () => {
    expect(insideCutoff(slot, 48, new Date(start.getTime() - 48 * hour - 1))).toBe(false);
    expect(insideCutoff(slot, 48, new Date(start.getTime() - 48 * hour))).toBe(true);
    expect(insideCutoff(slot, 48, new Date(start.getTime() - 30 * hour))).toBe(true);
    expect(insideCutoff(slot, 24, new Date(start.getTime() - 30 * hour))).toBe(false);
    expect(insideCutoff(slot, 0, new Date(start.getTime() - 1))).toBe(false);
  });
  it('uses summer time in summer (10:00 is 08:00 UTC)', () => {
    const summer = { booking_date: '2026-07-10', booking_time: '10:00' };
    expect(insideCutoff(summer, 48, new Date('2026-07-08T07:59:59Z'))).toBe(false);
    expect(insideCutoff(summer, 48, new Date('2026-07-08T08:00:00Z'))).toBe(true);
  });
  it('promises free moves before the cut-off, and says plainly when there are none', () => {
    expect(changePromiseText(slot, 48, new Date('2026-11-01T00:00:00Z'))).toBe(
      'Du kan flytte eller aflyse din booking gratis indtil 48 timer før optagelsen.',
    );
    expect(changePromiseText(slot, 48, new Date(start.getTime() - 30 * hour))).toBe(
      'Denne booking kan ikke flyttes eller aflyses, da der er under 48 timer til optagelsen',
    );
    expect(changePromiseText(slot, 72, new Date(start.getTime() - 60 * hour))).toBe(
      'Denne booking kan ikke flyttes eller aflyses, da der er under 72 timer til optagelsen',
    );
  });
});

describe('cancelling again: a refund to retry', () => {
  const cancelledAt = '2026-12-01T10:00:00.000Z';
  const at = (ms: number) => new Date(Date.parse(cancelledAt) + ms);
  const refund = (status: 'requested' | 'pending' | 'refunded' | 'failed') => ({
    cancelled_at: cancelledAt,
    refund: { id: null, status, amount: 1499 },
  });

  it('retries one Stripe refused, at once', () => {
    expect(refundToRetry(refund('failed'), at(1_000))).toBe(true);
  });

  it('leaves a refund just requested to the cancel starting it (a double tap is not a retry)', () => {
    expect(refundToRetry(refund('requested'), at(1_000))).toBe(false);
    expect(refundToRetry(refund('requested'), at(refundStartingMs))).toBe(true);
  });

  it('never retries one Stripe has, or a booking not cancelled', () => {
    expect(refundToRetry(refund('pending'), at(refundStartingMs))).toBe(false);
    expect(refundToRetry(refund('refunded'), at(refundStartingMs))).toBe(false);
    expect(refundToRetry({ cancelled_at: null, refund: null }, at(0))).toBe(false);
  });
});
