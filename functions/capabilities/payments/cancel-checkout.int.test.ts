/**
 * `POST /api/bookings/{id}/cancel-checkout` ('Annuller booking' on the profile): the owner's
 * unpaid card checkout is expired at the provider and the booking released at once (its slot,
 * credits and discount use), so another customer can book the time while the call answers;
 * the provider's expired event, arriving before or after, changes nothing more. Anyone else
 * gets 404, as if the booking did not exist, and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { opsStripeClient } from '@infra/ops/stripe-api';
import { createBooking } from '@functions/stores/booking/booking-days';
import { addCredits, ensureProfile, getProfile } from '@functions/stores/profiles';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getSlotLock } from '@functions/stores/slot-locks';
import { bookingInput, dateAllocator, bookingOf } from '@tests/support/table-data';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { startBookingCheckout } from './booking-checkout';
import {
  startPaymentsTestBed,
  testStripeKey,
  type PaymentsTestBed,
} from '@tests/support/payments-test-bed';

const nextDate = dateAllocator(3510);
let bed: PaymentsTestBed;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  [owner, stranger] = await Promise.all([createTestUser(), createTestUser()]);
});
afterAll(() => bed.close());

/** Another customer books the same time, in cash. */
const strangerBooksTheTimeOf = (booking: Booking) =>
  createBooking(
    bookingInput({
      user_id: stranger.sub,
      booking_date: booking.booking_date,
      booking_time: booking.booking_time,
      payment_method: 'cash',
      payment_status: 'awaiting_payment',
    }),
  );

async function cardBooking(fields: { credits_used?: number } = {}) {
  const booking = await createBooking(
    bookingOf(owner, {
      booking_date: nextDate(),
      booking_time: '12:30',
      ...fields,
    }),
  );
  const { sessionId } = await startBookingCheckout(booking);
  return { booking, sessionId };
}

const cancel = (bookingId: string, token?: string) =>
  bed.call(`/api/bookings/${bookingId}/cancel-checkout`, token);

describe('POST /api/bookings/{id}/cancel-checkout', () => {
  it('lets the owner cancel: the session expires and the booking and its slot are released', async () => {
    const { booking, sessionId } = await cardBooking();
    const res = await cancel(booking.id, owner.accessToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ cancelled: true });
    expect(bed.fake.sessions.get(sessionId).status).toBe('expired');
    await bed.fake.idle();
    expect(await getBooking(booking.id)).toBeUndefined();
    expect(await getSlotLock(booking.booking_date, booking.booking_time)).toBeUndefined();
  });

  it('releases the slot and the credits as it answers, without waiting for the expired event', async () => {
    // No event reaches the site while this test runs: the release is the call's own.
    const stripe = opsStripeClient(testStripeKey, bed.fake.url);
    await stripe.webhookEndpoints.update(bed.webhookEndpoint.id, { disabled: true });
    try {
      await ensureProfile(owner.sub, owner.email);
      await addCredits(owner.sub, 100);
      const before = (await getProfile(owner.sub))!.credits;
      const { booking } = await cardBooking({ credits_used: 100 });
      expect((await getProfile(owner.sub))!.credits).toBe(before - 100);

      expect(await (await cancel(booking.id, owner.accessToken)).json()).toEqual({
        cancelled: true,
      });
      expect(await getBooking(booking.id)).toBeUndefined();
      expect(await getSlotLock(booking.booking_date, booking.booking_time)).toBeUndefined();
      expect((await getProfile(owner.sub))!.credits).toBe(before);

      // Another customer books the time at once.
      const next = await strangerBooksTheTimeOf(booking);
      expect((await getSlotLock(booking.booking_date, booking.booking_time))?.booking_id).toBe(
        next.id,
      );
    } finally {
      await stripe.webhookEndpoints.update(bed.webhookEndpoint.id, { disabled: false });
    }
  });

  it('the expired event arriving later changes nothing: not the next booking, not the credits', async () => {
    await ensureProfile(owner.sub, owner.email);
    await addCredits(owner.sub, 50);
    const { booking, sessionId } = await cardBooking({ credits_used: 50 });
    expect(await (await cancel(booking.id, owner.accessToken)).json()).toEqual({
      cancelled: true,
    });
    await bed.fake.idle();
    const credits = (await getProfile(owner.sub))!.credits;
    const next = await strangerBooksTheTimeOf(booking);
    // The provider delivers the expired event again (as it may, days later).
    const late = bed.event('checkout.session.expired', bed.fake.sessions.get(sessionId));
    expect((await bed.postWebhook(late.payload, late.signature)).status).toBe(200);
    expect((await getSlotLock(booking.booking_date, booking.booking_time))?.booking_id).toBe(
      next.id,
    );
    expect(await getBooking(next.id)).toBeDefined();
    expect((await getProfile(owner.sub))!.credits).toBe(credits);
    // A second cancel finds nothing left: the booking is gone.
    expect((await cancel(booking.id, owner.accessToken)).status).toBe(404);
  });

  it('refuses another user with 404 and changes nothing', async () => {
    const { booking, sessionId } = await cardBooking();
    const res = await cancel(booking.id, stranger.accessToken);
    expect(res.status).toBe(404);
    expect(bed.fake.sessions.get(sessionId).status).toBe('open');
    expect((await getBooking(booking.id))?.payment_status).toBe('pending');
    expect((await cancel(booking.id)).status).toBe(401);
  });

  it('answers 404 for a booking that does not exist', async () => {
    expect((await cancel('no-such-booking', owner.accessToken)).status).toBe(404);
  });

  it('cancels nothing for a paid booking or a booking paid in cash', async () => {
    const { booking, sessionId } = await cardBooking();
    expect((await bed.pressCheckout(sessionId, 'pay')).status).toBe(303);
    expect(await (await cancel(booking.id, owner.accessToken)).json()).toEqual({
      cancelled: false,
    });
    expect((await getBooking(booking.id))?.payment_status).toBe('paid');

    const cash = await createBooking(
      bookingInput({
        user_id: owner.sub,
        booking_date: nextDate(),
        booking_time: '08:00',
        payment_method: 'cash',
        payment_status: 'awaiting_payment',
      }),
    );
    expect(await (await cancel(cash.id, owner.accessToken)).json()).toEqual({ cancelled: false });
    expect(await getBooking(cash.id)).toBeDefined();
  });

  it('reports an already expired checkout as cancelled', async () => {
    const { booking, sessionId } = await cardBooking();
    bed.fake.sessions.expire(sessionId);
    expect(await (await cancel(booking.id, owner.accessToken)).json()).toEqual({ cancelled: true });
  });
});
