import { describe, expect, it } from 'vitest';
import { aBooking } from '@tests/support/booking-record';
import { holdsCardCheckout, maxOpenCardCheckouts } from './checkout-cap';

const today = '2026-11-27';

describe('held card checkouts', () => {
  it('are capped at two per customer', () => {
    expect(maxOpenCardCheckouts).toBe(2);
  });

  it('count a card booking at its checkout or with a failed payment, its shoot today or later', () => {
    expect(holdsCardCheckout(aBooking({ payment_status: 'pending' }), today)).toBe(true);
    expect(holdsCardCheckout(aBooking({ payment_status: 'failed' }), today)).toBe(true);
    expect(
      holdsCardCheckout(aBooking({ payment_status: 'pending', booking_date: today }), today),
    ).toBe(true);
  });

  it('leave out paid, cancelled, past and other ways to pay', () => {
    expect(holdsCardCheckout(aBooking({ payment_status: 'paid' }), today)).toBe(false);
    expect(
      holdsCardCheckout(
        aBooking({ payment_status: 'pending', cancelled_at: '2026-11-26T10:00:00Z' }),
        today,
      ),
    ).toBe(false);
    expect(
      holdsCardCheckout(aBooking({ payment_status: 'pending', booking_date: '2026-11-26' }), today),
    ).toBe(false);
    expect(
      holdsCardCheckout(
        aBooking({ payment_status: 'awaiting_payment', payment_method: 'invoice' }),
        today,
      ),
    ).toBe(false);
  });
});
