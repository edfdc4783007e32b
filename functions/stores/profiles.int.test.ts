import { describe, expect, it } from 'vitest';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import {
  attachCreditPurchaseSession,
  createCreditPurchase,
  getCreditPurchase,
  listCreditPurchasesByUser,
  markCreditPurchasePaid,
} from '@functions/stores/credit-purchases';
import { AlreadyProcessedError, AlreadyRatedError, NotFoundError } from '@functions/data/errors';
import { addCredits, creditDeduction, ensureProfile, getProfile, setAdminFlag } from './profiles';
import {
  applyEventOnce,
  getSessionTarget,
  mapSession,
  markEventProcessed,
  sessionMapPut,
} from '@functions/stores/payment-records';
import { checkoutStarted, paid, paymentFailed } from '@functions/stores/booking/booking-changes';
import { checkRatingToken, setRatingToken } from '@functions/stores/booking/rating-tokens';
import { createRating, getRatingByBooking, listRatings } from '@functions/stores/ratings';
import { bookingInput, dateAllocator, pause, uniqueId } from '@tests/support/table-data';
import { runTransaction } from '@functions/data/transactions';
import { InsufficientCreditsError } from '@functions/data/errors';

const nextDate = dateAllocator(3200);

async function newUser(credits = 0): Promise<string> {
  const userId = uniqueId('user');
  await ensureProfile(userId, `${userId}@example.dk`);
  if (credits) await addCredits(userId, credits);
  return userId;
}

describe('profiles', () => {
  it('creates a profile once with 0 credits and no admin flag', async () => {
    const userId = uniqueId('user');
    const created = await ensureProfile(userId, 'kunde@example.dk');
    expect(created).toEqual({ id: userId, email: 'kunde@example.dk', is_admin: false, credits: 0 });
    await addCredits(userId, 25);
    expect(await ensureProfile(userId, 'kunde@example.dk')).toMatchObject({ credits: 25 });
    expect(await setAdminFlag(userId, true)).toMatchObject({ is_admin: true, credits: 25 });
    expect(await getProfile(userId)).not.toHaveProperty('pk');
  });

  it('adds credits atomically and refuses non-positive amounts or unknown users', async () => {
    const userId = await newUser();
    await Promise.all(Array.from({ length: 10 }, () => addCredits(userId, 3)));
    expect((await getProfile(userId))?.credits).toBe(30);
    await expect(addCredits(userId, 0)).rejects.toBeInstanceOf(RangeError);
    await expect(addCredits(userId, -5)).rejects.toBeInstanceOf(RangeError);
    await expect(addCredits(uniqueId('nobody'), 5)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('creditDeduction is a transaction element that cannot overdraw', async () => {
    const userId = await newUser(10);
    await runTransaction([creditDeduction(userId, 7)]);
    await expect(runTransaction([creditDeduction(userId, 7)])).rejects.toBeInstanceOf(
      InsufficientCreditsError,
    );
    expect((await getProfile(userId))?.credits).toBe(3);
  });
});

describe('ratings', () => {
  it('saves one rating per booking, clears the token and lists newest first', async () => {
    const userId = await newUser();
    const booking = await createBooking(
      bookingInput({ user_id: userId, booking_date: nextDate(), booking_time: '10:00' }),
    );
    await setRatingToken(booking.id, 'secret-token', new Date(Date.now() + 60_000).toISOString());
    const rating = await createRating({
      booking_id: booking.id,
      user_id: userId,
      rating: 5,
      comment: 'Flotte billeder',
      images: null,
      product_name: booking.product_name,
    });
    expect(await getRatingByBooking(booking.id)).toEqual(rating);
    expect((await checkRatingToken(booking.id, 'secret-token')).status).toBe('invalid');

    await expect(createRating({ ...rating, rating: 1, comment: null })).rejects.toBeInstanceOf(
      AlreadyRatedError,
    );
    expect((await getRatingByBooking(booking.id))?.rating).toBe(5);

    await pause(3);
    const other = await createBooking(
      bookingInput({ user_id: userId, booking_date: nextDate(), booking_time: '10:00' }),
    );
    const newer = await createRating({
      booking_id: other.id,
      user_id: userId,
      rating: 4.5,
      comment: null,
      images: ['https://img.example/r.webp'],
      product_name: other.product_name,
    });
    const ids = (await listRatings()).map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(rating.id));
  });

  it('refuses a rating for an unknown booking and writes nothing', async () => {
    const bookingId = uniqueId('nobooking');
    await expect(
      createRating({
        booking_id: bookingId,
        user_id: 'u',
        rating: 3,
        comment: null,
        images: null,
        product_name: 'x',
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(await getRatingByBooking(bookingId)).toBeUndefined();
  });
});

describe('payments', () => {
  it('maps a session to its booking and applies each provider event once', async () => {
    const userId = await newUser();
    const booking = await createBooking(
      bookingInput({ user_id: userId, booking_date: nextDate(), booking_time: '12:00' }),
    );
    const sessionId = uniqueId('cs_test');
    await runTransaction([
      checkoutStarted(booking.id, sessionId),
      sessionMapPut(sessionId, { kind: 'booking', id: booking.id }),
    ]);
    expect(await getSessionTarget(sessionId)).toEqual({ kind: 'booking', id: booking.id });
    expect((await getBooking(booking.id))?.payment_intent_id).toBe(sessionId);
    await expect(mapSession(sessionId, { kind: 'booking', id: 'other' })).rejects.toBeInstanceOf(
      AlreadyProcessedError,
    );
    // Mapped again to the same booking (the provider's replay of the same session): done.
    await expect(
      mapSession(sessionId, { kind: 'booking', id: booking.id }),
    ).resolves.toBeUndefined();
    expect(await getSessionTarget(uniqueId('unknown'))).toBeUndefined();

    const eventId = uniqueId('evt');
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () =>
        applyEventOnce(eventId, 'checkout.session.completed', [paid(booking.id)]),
      ),
    );
    expect(deliveries.filter(Boolean)).toHaveLength(1);
    expect((await getBooking(booking.id))?.payment_status).toBe('paid');

    // A replayed old event that would change the status is ignored.
    expect(await applyEventOnce(eventId, 'x', [paymentFailed(booking.id)])).toBe(false);
    // A later failure event does not undo the payment either (the lifecycle refuses it).
    expect(await applyEventOnce(uniqueId('evt'), 'x', [paymentFailed(booking.id)])).toBe(false);
    expect((await getBooking(booking.id))?.payment_status).toBe('paid');

    const bare = uniqueId('evt');
    expect(await markEventProcessed(bare, 'ping')).toBe(true);
    expect(await markEventProcessed(bare, 'ping')).toBe(false);
  });

  it('a paid credit purchase adds its credits exactly once', async () => {
    const userId = await newUser(5);
    const purchase = await createCreditPurchase({ user_id: userId, credits: 100, price: 100 });
    expect(purchase).toMatchObject({ status: 'pending', session_id: null, paid_at: null });
    const sessionId = uniqueId('cs_test');
    await attachCreditPurchaseSession(purchase.id, sessionId);
    expect(await getSessionTarget(sessionId)).toEqual({ kind: 'credit_purchase', id: purchase.id });

    const eventId = uniqueId('evt');
    const applied = await Promise.all([
      markCreditPurchasePaid(purchase.id, eventId),
      markCreditPurchasePaid(purchase.id, eventId),
      markCreditPurchasePaid(purchase.id, uniqueId('evt')),
    ]);
    expect(applied.filter(Boolean)).toHaveLength(1);
    expect((await getProfile(userId))?.credits).toBe(105);
    expect(await getCreditPurchase(purchase.id)).toMatchObject({
      status: 'paid',
      session_id: sessionId,
    });
    expect((await listCreditPurchasesByUser(userId)).map((p) => p.id)).toEqual([purchase.id]);
    await expect(
      markCreditPurchasePaid(uniqueId('missing'), uniqueId('evt')),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
