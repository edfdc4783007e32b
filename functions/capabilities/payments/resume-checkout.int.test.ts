/**
 * `POST /api/me/bookings/{id}/resume-checkout` ('Betal nu'): the owner of a card booking whose
 * checkout was left gets the still-open session's URL back; anyone else gets 404 and nothing
 * changes; a paid booking or an expired checkout answers 409 in Danish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getSlotLock } from '@functions/stores/slot-locks';
import { bookingInput, dateAllocator, bookingOf } from '@tests/support/table-data';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { startBookingCheckout } from './booking-checkout';
import { startPaymentsTestBed, type PaymentsTestBed } from '@tests/support/payments-test-bed';

const nextDate = dateAllocator(3570);
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
    bookingOf(owner, {
      booking_date: nextDate(),
      booking_time: '12:30',
    }),
  );
  const checkout = await startBookingCheckout(booking);
  return { booking, ...checkout };
}

const resume = (bookingId: string, token?: string) =>
  bed.call(`/api/me/bookings/${bookingId}/resume-checkout`, token);

describe('POST /api/me/bookings/{id}/resume-checkout', () => {
  it("answers the owner the open checkout's URL; the booking and its slot stay held", async () => {
    const { booking, sessionId, url } = await cardBooking();
    const res = await resume(booking.id, owner.accessToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url, session_id: sessionId });
    expect(bed.fake.sessions.get(sessionId).status).toBe('open');
    expect((await getBooking(booking.id))?.payment_status).toBe('pending');
    expect(await getSlotLock(booking.booking_date, booking.booking_time)).toBeDefined();

    // Paying through the resumed checkout confirms the booking.
    expect((await bed.pressCheckout(sessionId, 'pay')).status).toBe(303);
    expect((await getBooking(booking.id))?.payment_status).toBe('paid');
  });

  it('refuses another user with 404, and a caller without a session with 401', async () => {
    const { booking, sessionId } = await cardBooking();
    const res = await resume(booking.id, stranger.accessToken);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Bookingen blev ikke fundet' });
    expect((await resume(booking.id)).status).toBe(401);
    expect((await resume('no-such-booking', owner.accessToken)).status).toBe(404);
    expect(bed.fake.sessions.get(sessionId).status).toBe('open');
  });

  it('answers 409 in Danish for a paid booking', async () => {
    const { booking, sessionId } = await cardBooking();
    expect((await bed.pressCheckout(sessionId, 'pay')).status).toBe(303);
    const res = await resume(booking.id, owner.accessToken);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'Bookingen er allerede betalt.' });
  });

  it('answers 409 in Danish once the checkout has expired', async () => {
    const { booking, sessionId } = await cardBooking();
    bed.fake.sessions.expire(sessionId); // expired, its webhook not applied yet
    const res = await resume(booking.id, owner.accessToken);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: 'Betalingen er udløbet. Book tiden igen.',
      code: 'checkout_expired',
    });
  });

  it('answers 409 for a booking not paid by card', async () => {
    const cash = await createBooking(
      bookingInput({
        user_id: owner.sub,
        booking_date: nextDate(),
        booking_time: '08:00',
        payment_method: 'cash',
        payment_status: 'awaiting_payment',
      }),
    );
    const res = await resume(cash.id, owner.accessToken);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: 'Bookingen venter ikke på en kortbetaling.',
    });
  });
});
