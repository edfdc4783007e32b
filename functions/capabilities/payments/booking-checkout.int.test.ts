/**
 * `startBookingCheckout` with the real SDK against the fake Stripe: one Checkout Session per
 * booking (idempotency key), priced in øre from the amount left to pay, DKK, card and
 * MobilePay, stored on the booking and mapped back to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getSessionTarget } from '@functions/stores/payment-records';
import { bookingInput, dateAllocator, uniqueId } from '@tests/support/table-data';
import { resetConfig } from '@functions/lib/config';
import { startBookingCheckout } from './booking-checkout';
import { startPaymentsTestBed, type PaymentsTestBed } from '@tests/support/payments-test-bed';

const nextDate = dateAllocator(3520);
let bed: PaymentsTestBed;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
});
afterAll(() => bed.close());

describe('startBookingCheckout', () => {
  it('creates one DKK session for the amount to pay and stores it on the booking', async () => {
    const userId = uniqueId('buyer');
    const booking = await createBooking(
      bookingInput({
        user_id: userId,
        booking_date: nextDate(),
        booking_time: '14:00',
        original_price: 1600,
        discount_amount: 160,
        price: 1440,
      }),
    );
    const startedAt = Math.floor(Date.now() / 1000);
    const checkout = await startBookingCheckout(booking);
    const session = bed.fake.sessions.get(checkout.sessionId);
    expect(checkout.url).toBe(session.url);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 144000,
      currency: 'dkk',
      allowed_payment_method_types: ['card', 'mobilepay'],
      customer_email: booking.user_email,
      client_reference_id: booking.id,
      metadata: { kind: 'booking', booking_id: booking.id },
      success_url: `${process.env.SITE_URL}/booking-confirmed?booking=${booking.id}`,
      cancel_url: `${process.env.SITE_URL}/profile?unpaid_booking=${booking.id}`,
    });
    expect(session.expires_at - startedAt).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at - startedAt).toBeLessThanOrEqual(32 * 60);
    expect(bed.fake.sessions.lineItems(session.id)[0]?.name).toBe(booking.product_name);
    expect((await getBooking(booking.id))?.payment_intent_id).toBe(session.id);
    expect(await getSessionTarget(session.id)).toEqual({ kind: 'booking', id: booking.id });

    // One session per booking: a retried request gets the same session back.
    expect(bed.fake.sessions.idempotencyKeyOf(session.id)).toBe(`booking-${booking.id}`);
  });

  it('throws when the provider refuses, so the caller can undo the booking', async () => {
    const booking = await createBooking(
      bookingInput({ user_id: uniqueId('buyer'), booking_date: nextDate(), booking_time: '15:00' }),
    );
    const key = process.env.STRIPE_SECRET_KEY;
    process.env.STRIPE_SECRET_KEY = 'sk_test_wrong';
    resetConfig();
    try {
      await expect(startBookingCheckout(booking)).rejects.toThrow();
      expect((await getBooking(booking.id))?.payment_intent_id).toBeNull();
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
      resetConfig();
    }
  });
});
