import { describe, expect, it } from 'vitest';
import { getBooking, listAllBookings, listBookingsByUser } from './booking-items';
import { createBooking, expireBooking } from './booking-days';
import { completed, markedPaid, ownerEdited } from './booking-changes';
import { softDeleteBooking } from '@tests/support/booking-states';
import { createDiscountCode, getDiscountCode } from '@functions/stores/discount-codes';
import {
  DiscountExhaustedError,
  InsufficientCreditsError,
  NotFoundError,
  SlotTakenError,
} from '@functions/data/errors';
import { addCredits, ensureProfile, getProfile } from '@functions/stores/profiles';
import { checkRatingToken, setRatingToken } from './rating-tokens';
import { rated } from './booking-changes';
import { runTransaction } from '@functions/data/transactions';
import { getSlotLock, listSlotLocks } from '@functions/stores/slot-locks';
import { bookingInput, dateAllocator, pause, slotTimes, uniqueId } from '@tests/support/table-data';

const nextDate = dateAllocator(3000);

async function userWithCredits(credits: number): Promise<string> {
  const userId = uniqueId('user');
  await ensureProfile(userId, `${userId}@example.dk`);
  if (credits > 0) await addCredits(userId, credits);
  return userId;
}

async function limitedDiscount(maxUses: number | null) {
  return createDiscountCode({
    code: uniqueId('sommer').slice(0, 20),
    description: 'Sommerrabat',
    discount_type: 'fixed',
    discount_value: 100,
    min_order_amount: 0,
    max_uses: maxUses,
    is_active: true,
    valid_until: null,
  });
}

describe('bookings', () => {
  it('creates, reads, lists, updates and soft-deletes a booking', async () => {
    const userId = await userWithCredits(0);
    const date = nextDate();
    const late = await createBooking(
      bookingInput({ user_id: userId, booking_date: date, booking_time: '15:00' }),
    );
    await pause(3);
    const early = await createBooking(
      bookingInput({ user_id: userId, booking_date: date, booking_time: '09:30' }),
    );

    expect(late).toMatchObject({ is_completed: false, deleted_at: null, zip_file_url: null });
    expect(await getBooking(late.id)).toEqual(late);
    expect((await listBookingsByUser(userId)).map((b) => b.id)).toEqual([early.id, late.id]);
    const all = (await listAllBookings()).map((b) => b.id);
    // Newest first: `early` was created after `late`.
    expect(all).toEqual(expect.arrayContaining([early.id, late.id]));
    expect(all.indexOf(early.id)).toBeLessThan(all.indexOf(late.id));

    await markedPaid(late.id);
    await ownerEdited(late.id, { delivery: { url: 'https://files.example/late.zip', key: null } });
    const updated = await completed(late.id);
    expect(updated).toMatchObject({ payment_status: 'paid', is_completed: true });
    expect(updated).not.toHaveProperty('pk');
    expect(updated).not.toHaveProperty('gsi2sk');

    expect((await listSlotLocks(date, date)).map((l) => l.booking_time)).toEqual([
      '09:30',
      '15:00',
    ]);
    const removed = await softDeleteBooking(early.id);
    expect(removed.deleted_at).toEqual(expect.any(String));
    expect(await getSlotLock(date, '09:30')).toBeUndefined();
    expect((await listBookingsByUser(userId)).map((b) => b.id)).toEqual([late.id]);
    expect(await listBookingsByUser(userId, { includeDeleted: true })).toHaveLength(2);

    // The freed slot can be booked again.
    await createBooking(
      bookingInput({ user_id: userId, booking_date: date, booking_time: '09:30' }),
    );
  });

  it('throws NotFoundError when changing an unknown booking', async () => {
    await expect(markedPaid(uniqueId('missing'))).rejects.toBeInstanceOf(NotFoundError);
  });

  it('expireBooking removes booking and lock and gives credits and the discount use back', async () => {
    const userId = await userWithCredits(500);
    const discount = await limitedDiscount(2);
    const date = nextDate();
    const booking = await createBooking(
      bookingInput({
        user_id: userId,
        booking_date: date,
        booking_time: '10:00',
        credits_used: 200,
        discount_code_id: discount.id,
      }),
    );
    expect((await getProfile(userId))?.credits).toBe(300);
    expect((await getDiscountCode(discount.id))?.current_uses).toBe(1);

    await expireBooking(booking.id);
    expect(await getBooking(booking.id)).toBeUndefined();
    expect(await getSlotLock(date, '10:00')).toBeUndefined();
    expect((await getProfile(userId))?.credits).toBe(500);
    expect((await getDiscountCode(discount.id))?.current_uses).toBe(0);
  });

  it('a failed condition in the booking transaction leaves nothing written', async () => {
    const userId = await userWithCredits(40);
    const discount = await limitedDiscount(3);
    const date = nextDate();

    await expect(
      createBooking(
        bookingInput({
          user_id: userId,
          booking_date: date,
          booking_time: '12:00',
          credits_used: 50,
          discount_code_id: discount.id,
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);

    expect(await listBookingsByUser(userId, { includeDeleted: true })).toEqual([]);
    expect(await getSlotLock(date, '12:00')).toBeUndefined();
    expect(await listSlotLocks(date, date)).toEqual([]);
    expect((await getDiscountCode(discount.id))?.current_uses).toBe(0);
    expect((await getProfile(userId))?.credits).toBe(40);

    // Taken slot: credits and discount stay untouched too.
    const other = await userWithCredits(0);
    await createBooking(
      bookingInput({ user_id: other, booking_date: date, booking_time: '13:00' }),
    );
    await expect(
      createBooking(
        bookingInput({
          user_id: userId,
          booking_date: date,
          booking_time: '13:00',
          credits_used: 10,
          discount_code_id: discount.id,
        }),
      ),
    ).rejects.toBeInstanceOf(SlotTakenError);
    expect((await getProfile(userId))?.credits).toBe(40);
    expect((await getDiscountCode(discount.id))?.current_uses).toBe(0);
    expect(await listBookingsByUser(userId)).toEqual([]);
  });

  it('50 concurrent bookings of one slot: exactly one wins', async () => {
    const userId = await userWithCredits(0);
    const date = nextDate();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        createBooking(bookingInput({ user_id: userId, booking_date: date, booking_time: '14:30' })),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const r of lost) expect(r.reason).toBeInstanceOf(SlotTakenError);

    expect(await listBookingsByUser(userId, { includeDeleted: true })).toHaveLength(1);
    const locks = await listSlotLocks(date, date);
    expect(locks).toHaveLength(1);
    expect(locks[0]?.booking_id).toBe(won[0]?.status === 'fulfilled' ? won[0].value.id : undefined);
  });

  it('20 concurrent credit spends never take the balance below zero', async () => {
    const start = 100;
    const amount = 15;
    const userId = await userWithCredits(start);
    const date = nextDate();
    const results = await Promise.allSettled(
      slotTimes.slice(0, 20).map((time) =>
        createBooking(
          bookingInput({
            user_id: userId,
            booking_date: date,
            booking_time: time,
            payment_method: 'credits',
            payment_status: 'paid',
            credits_used: amount,
          }),
        ),
      ),
    );
    const successes = results.filter((r) => r.status === 'fulfilled').length;
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientCreditsError);
    }
    const end = (await getProfile(userId))?.credits ?? -1;
    expect(end).toBeGreaterThanOrEqual(0);
    expect(successes * amount).toBe(start - end);
    expect(successes).toBe(Math.floor(start / amount));
    expect(await listBookingsByUser(userId)).toHaveLength(successes);
    expect(await listSlotLocks(date, date)).toHaveLength(successes);
  });

  it('a discount code with max_uses 5 is used exactly 5 times by 20 concurrent bookings', async () => {
    const discount = await limitedDiscount(5);
    const userId = await userWithCredits(0);
    const date = nextDate();
    const results = await Promise.allSettled(
      slotTimes.slice(20, 40).map((time) =>
        createBooking(
          bookingInput({
            user_id: userId,
            booking_date: date,
            booking_time: time,
            discount_code_id: discount.id,
            discount_amount: 100,
            price: 1400,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DiscountExhaustedError);
    }
    expect((await getDiscountCode(discount.id))?.current_uses).toBe(5);
    expect(await listBookingsByUser(userId)).toHaveLength(5);
  });

  it('an unlimited code counts uses; an inactive code cannot be used', async () => {
    const unlimited = await limitedDiscount(null);
    const userId = await userWithCredits(0);
    const date = nextDate();
    for (const time of ['08:00', '08:30', '09:00']) {
      await createBooking(
        bookingInput({
          user_id: userId,
          booking_date: date,
          booking_time: time,
          discount_code_id: unlimited.id,
        }),
      );
    }
    expect((await getDiscountCode(unlimited.id))?.current_uses).toBe(3);

    const inactive = await createDiscountCode({
      code: uniqueId('off').slice(0, 20),
      description: 'Slået fra',
      discount_type: 'percentage',
      discount_value: 10,
      min_order_amount: 0,
      max_uses: null,
      is_active: false,
      valid_until: null,
    });
    await expect(
      createBooking(
        bookingInput({
          user_id: userId,
          booking_date: date,
          booking_time: '10:00',
          discount_code_id: inactive.id,
        }),
      ),
    ).rejects.toBeInstanceOf(DiscountExhaustedError);
    expect(await getSlotLock(date, '10:00')).toBeUndefined();
  });

  it('stores only a hash of the rating token and checks validity and expiry', async () => {
    const userId = await userWithCredits(0);
    const booking = await createBooking(
      bookingInput({ user_id: userId, booking_date: nextDate(), booking_time: '11:00' }),
    );
    const token = uniqueId('token');
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await setRatingToken(booking.id, token, future);

    const stored = await getBooking(booking.id);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored).not.toHaveProperty('rating_token_hash');

    const valid = await checkRatingToken(booking.id, token);
    expect(valid.status).toBe('valid');
    expect(valid.status === 'valid' && valid.booking.id).toBe(booking.id);
    expect((await checkRatingToken(booking.id, 'wrong')).status).toBe('invalid');
    expect((await checkRatingToken(uniqueId('nobooking'), token)).status).toBe('invalid');
    expect(
      (await checkRatingToken(booking.id, token, new Date(Date.now() + 2 * 86_400_000))).status,
    ).toBe('expired');

    // The rating saved from the profile retires any link.
    await runTransaction([rated(booking.id, undefined, () => new Error('gone'))]);
    expect((await checkRatingToken(booking.id, token)).status).toBe('invalid');
  });
});
