/**
 * `POST /api/bookings/{id}/cancel-checkout`: the owner's unpaid card checkout is expired at
 * the provider, whose expired event then deletes the booking and frees the slot. Anyone
 * else gets 404, as if the booking did not exist, and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getSlotLock } from '@functions/stores/slot-locks';
import { bookingInput, dateAllocator } from '@tests/support/table-data';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { startBookingCheckout } from './booking-checkout';
import { startPaymentsTestBed, type PaymentsTestBed } from '@tests/support/payments-test-bed';

const nextDate = dateAllocator(3510);
let bed: PaymentsTestBed;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  [owner, stranger] = await Promise.all([createTestUser(), createTestUser()]);
});
afterAll(() => bed.close());

async function cardBooking() {
  const booking = await createBooking(
    bookingInput({
      user_id: owner.sub,
      user_email: owner.email,
      booking_date: nextDate(),
      booking_time: '12:30',
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
