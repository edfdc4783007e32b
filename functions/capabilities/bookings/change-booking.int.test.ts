/**
 * Moving and cancelling bookings (issue 17) through the twin's gateway, the real handlers,
 * DynamoDB Local and the fake Stripe: a move takes the new slot and frees the old one in one
 * transaction (of 20 concurrent moves into one slot exactly one wins); a cancel frees the slot
 * and gives back credits and the discount use; a paid card booking is refunded once, its
 * state set only by the signed charge.refunded event; past the cut-off the server refuses;
 * the signed manage link works without signing in and a forged one does not. Slots are in
 * 3720, a year no other test uses (the slot rules' clock is set there).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingChangeResult } from '@shared/api/booking-changes';
import type { Booking } from '@shared/api/entities';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { readMailbox } from '@infra/local/mailbox';
import { cashBookingOf, discountCode, openDay } from '@tests/support/booking-fixtures';
import {
  startPaymentsTestBed,
  testWebhookSecret,
  type PaymentsTestBed,
} from '@tests/support/payments-test-bed';
import { bookingOf, slotTimes, waitFor } from '@tests/support/table-data';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking, listBookingsByUser } from '@functions/stores/booking/booking-items';
import { getDiscountCode } from '@functions/stores/discount-codes';
import { addCredits, getProfile } from '@functions/stores/profiles';
import { mapPaymentIntent } from '@functions/stores/payment-records';
import { signedEvent } from '@infra/local/fake-stripe/events';
import { getSlotLock } from '@functions/stores/slot-locks';
import { manageLinkPurpose, signValue } from '@functions/capabilities/links/link-signing';
import { startBookingCheckout } from '@functions/capabilities/payments/booking-checkout';

const clock = vi.hoisted(() => ({ now: new Date('3720-01-01T06:00:00Z') }));
vi.mock('./slot-availability', async (importOriginal) =>
  (await import('@tests/support/slot-clock')).slotRulesOnClock(importOriginal, clock),
);

let bed: PaymentsTestBed;
let user: TestUser;
let stranger: TestUser;
let nextDay = 2;
/** A fresh date in January 3720, open 08:00-20:00. */
async function openDate(): Promise<string> {
  const date = `3720-01-${String(nextDay++).padStart(2, '0')}`;
  await openDay(date);
  return date;
}

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  [user, stranger] = await Promise.all([createTestUser(), createTestUser()]);
});
afterAll(() => bed.close());

type Answer = BookingChangeResult & { error?: string; code?: string };

async function post(path: string, token: string | undefined, body?: unknown) {
  const res = await bed.call(path, token, body);
  return { status: res.status, body: (await res.json()) as Answer };
}

const reschedule = (id: string, date: string, time: string, token = user.accessToken) =>
  post(`/api/me/bookings/${id}/reschedule`, token, { booking_date: date, booking_time: time });
const cancel = (id: string, token = user.accessToken) =>
  post(`/api/me/bookings/${id}/cancel`, token);

const cashBooking = (date: string, time: string, fields: Partial<Booking> = {}) =>
  cashBookingOf(user, date, time, fields);

const mailsTo = async (email: string) =>
  (await readMailbox(process.env.SES_ENDPOINT!)).filter((mail) => mail.to.includes(email));

describe('moving a booking', () => {
  it('moves a cash booking: the old slot is free, the new one taken, still one booking, a calendar update mailed', async () => {
    const date = await openDate();
    const booking = await cashBooking(date, '10:00');
    const before = (await listBookingsByUser(user.sub)).length;

    const { status, body } = await reschedule(booking.id, date, '14:30');
    expect(status).toBe(200);
    expect(body.message).toMatch(/^Din booking er flyttet til .+ kl\. 14:30$/);
    expect(body.booking).toMatchObject({
      id: booking.id,
      booking_date: date,
      booking_time: '14:30',
      rescheduled_from: { date, time: '10:00' },
      calendar_sequence: 1,
    });
    expect(await getSlotLock(date, '10:00')).toBeUndefined();
    expect((await getSlotLock(date, '14:30'))?.booking_id).toBe(booking.id);
    expect(await listBookingsByUser(user.sub)).toHaveLength(before);

    const mails = await waitFor(
      () => mailsTo(user.email),
      (found) => found.some((mail) => mail.subject.startsWith('Booking flyttet')),
    );
    const moved = mails.find((mail) => mail.subject.startsWith('Booking flyttet'));
    expect(moved?.text).toContain('/manage-booking?booking=');
  });

  it('of 20 concurrent moves of different bookings into one slot exactly one wins', async () => {
    const date = await openDate();
    const times = slotTimes.slice(16, 36); // 08:00 … 17:30
    const bookings = await Promise.all(times.map((time) => cashBooking(date, time)));
    const answers = await Promise.all(bookings.map((b) => reschedule(b.id, date, '19:30')));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = answers.find((a) => a.status === 200)!.body.booking;
    expect((await getSlotLock(date, '19:30'))?.booking_id).toBe(winner.id);
    // Every loser still holds its own slot; nobody lost one.
    for (const booking of bookings.filter((b) => b.id !== winner.id)) {
      expect((await getSlotLock(date, booking.booking_time))?.booking_id).toBe(booking.id);
      expect((await getBooking(booking.id))?.booking_time).toBe(booking.booking_time);
    }
    expect(await getSlotLock(date, winner.rescheduled_from!.time)).toBeUndefined();
  });

  it('of 10 concurrent moves of one booking to 10 slots exactly one wins, and no other slot is taken', async () => {
    const date = await openDate();
    const booking = await cashBooking(date, '08:00');
    const targets = slotTimes.slice(18, 28); // 09:00 … 13:30
    const answers = await Promise.all(targets.map((time) => reschedule(booking.id, date, time)));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    // The others are refused as a conflict, in Danish, never as a server error.
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body.error).toMatch(/[æøå]|booking|tidspunkt/i);
    }
    const moved = await getBooking(booking.id);
    expect(moved?.booking_time).toBe(won[0]!.body.booking.booking_time);
    expect(await getSlotLock(date, '08:00')).toBeUndefined();
    const held = await Promise.all(targets.map((time) => getSlotLock(date, time)));
    expect(held.filter((lock) => lock !== undefined).map((lock) => lock!.booking_time)).toEqual([
      moved!.booking_time,
    ]);
  });

  it('refuses a taken slot, a closed day, the same slot, and anyone but the owner', async () => {
    const date = await openDate();
    const [mine, other] = await Promise.all([
      cashBooking(date, '09:00'),
      cashBooking(date, '09:30'),
    ]);
    expect((await reschedule(mine.id, date, '09:30')).status).toBe(409);
    expect((await reschedule(mine.id, '3720-02-27', '09:30')).status).toBe(409);
    const same = await reschedule(mine.id, date, '09:00');
    expect(same.status).toBe(400);
    expect(same.body.error).toBe('Vælg et andet tidspunkt end det nuværende.');
    const foreign = await reschedule(mine.id, date, '15:00', stranger.accessToken);
    expect(foreign.status).toBe(404);
    const anonymous = await post(`/api/me/bookings/${mine.id}/reschedule`, undefined, {
      booking_date: date,
      booking_time: '15:00',
    });
    expect(anonymous.status).toBe(401);
    expect((await getBooking(mine.id))?.booking_time).toBe('09:00');
    expect((await getSlotLock(date, '09:30'))?.booking_id).toBe(other.id);
  });
});

describe('cancelling a booking', () => {
  it('frees the slot and gives back the credits and the discount use', async () => {
    const date = await openDate();
    const code = await discountCode({ max_uses: 5 });
    await addCredits(user.sub, 40);
    const creditsBefore = (await getProfile(user.sub))?.credits ?? 0;
    const booking = await cashBooking(date, '11:00', {
      credits_used: 40,
      discount_code_id: code.id,
      discount_amount: 150,
    });
    // Creating the booking took the credits and one use of the code, in its transaction.
    expect((await getProfile(user.sub))?.credits).toBe(creditsBefore - 40);
    expect((await getDiscountCode(code.id))?.current_uses).toBe(1);

    const { status, body } = await cancel(booking.id);
    expect(status).toBe(200);
    expect(body.message).toBe('Din booking er aflyst');
    expect(body.booking.cancelled_at).toBeTruthy();
    expect(await getSlotLock(date, '11:00')).toBeUndefined();
    expect((await getProfile(user.sub))?.credits).toBe(creditsBefore);
    expect((await getDiscountCode(code.id))?.current_uses).toBe(0);

    const again = await cancel(booking.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Bookingen er allerede aflyst.');
    expect((await getProfile(user.sub))?.credits).toBe(creditsBefore);
  });

  it('refunds a paid card booking once; its state comes only from the signed charge.refunded, and replays change nothing', async () => {
    const date = await openDate();
    const booking = await createBooking(
      bookingOf(user, {
        booking_date: date,
        booking_time: '12:00',
        price: 1499,
        original_price: 1499,
      }),
    );
    const checkout = await startBookingCheckout(booking);
    expect((await bed.pressCheckout(checkout.sessionId, 'pay')).status).toBe(303);
    expect((await getBooking(booking.id))?.payment_status).toBe('paid');

    const { status, body } = await cancel(booking.id);
    expect(status).toBe(200);
    expect(body.message).toBe('Din booking er aflyst. Beløbet bliver refunderet til dit kort.');
    // Our answer never says refunded: only Stripe's signed event does.
    expect(body.booking.refund?.status).toMatch(/^(pending|refunded)$/);
    await bed.fake.idle();
    const refunded = await waitFor(
      () => getBooking(booking.id),
      (b) => b?.refund?.status === 'refunded',
    );
    expect(refunded?.refund).toMatchObject({ status: 'refunded', amount: 1499 });
    expect(await getSlotLock(date, '12:00')).toBeUndefined();

    const session = bed.fake.sessions.get(checkout.sessionId);
    const refunds = bed.fake.payments
      .list()
      .filter((r) => r.payment_intent === session.payment_intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(149_900);

    // Replayed events and a second cancel make no second refund and change nothing.
    const charge = bed.fake.payments.chargeOf(session.payment_intent!)!;
    const event = signedEvent('charge.refunded', charge, testWebhookSecret);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => bed.postWebhook(event.payload, event.signature)),
    );
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await cancel(booking.id)).status).toBe(409);
    expect(
      bed.fake.payments.list().filter((r) => r.payment_intent === session.payment_intent),
    ).toHaveLength(1);
    expect((await getBooking(booking.id))?.refund?.status).toBe('refunded');
  });

  it('of 10 concurrent cancels of one paid booking with credits, one cancels: one refund, the credits back once', async () => {
    const date = await openDate();
    await addCredits(user.sub, 30);
    const creditsBefore = (await getProfile(user.sub))?.credits ?? 0;
    const booking = await createBooking(
      bookingOf(user, {
        booking_date: date,
        booking_time: '13:00',
        price: 1469,
        original_price: 1499,
        credits_used: 30,
      }),
    );
    const checkout = await startBookingCheckout(booking);
    expect((await bed.pressCheckout(checkout.sessionId, 'pay')).status).toBe(303);
    expect((await getProfile(user.sub))?.credits).toBe(creditsBefore - 30);

    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(booking.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body.error).toMatch(/[æøå]|booking/i);
    }
    await bed.fake.idle();
    await waitFor(
      () => getBooking(booking.id),
      (b) => b?.refund?.status === 'refunded',
    );
    const session = bed.fake.sessions.get(checkout.sessionId);
    expect(
      bed.fake.payments.list().filter((r) => r.payment_intent === session.payment_intent),
    ).toHaveLength(1);
    expect((await getProfile(user.sub))?.credits).toBe(creditsBefore);
    expect(await getSlotLock(date, '13:00')).toBeUndefined();
  });

  it('a forged charge.refunded changes nothing', async () => {
    const date = await openDate();
    const booking = await createBooking(
      bookingOf(user, {
        booking_date: date,
        booking_time: '12:30',
      }),
    );
    const checkout = await startBookingCheckout(booking);
    await bed.pressCheckout(checkout.sessionId, 'pay');
    const session = bed.fake.sessions.get(checkout.sessionId);
    await mapPaymentIntent(session.payment_intent!, { kind: 'booking', id: booking.id });
    const forged = signedEvent(
      'charge.refunded',
      { id: 'ch_forged', payment_intent: session.payment_intent, refunded: true },
      'whsec_not_ours',
    );
    expect((await bed.postWebhook(forged.payload, forged.signature)).status).toBe(400);
    const after = await getBooking(booking.id);
    expect(after?.payment_status).toBe('paid');
    expect(after?.refund ?? null).toBeNull();
  });
});

describe('the cut-off', () => {
  it('past the cut-off the server refuses to move or cancel, and nothing changes', async () => {
    // Tomorrow 05:30 in Copenhagen is always less than 48 hours ahead.
    const today = copenhagenToday(new Date());
    const tomorrow = new Date(`${today}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const date = tomorrow.toISOString().slice(0, 10);
    const booking = await cashBooking(date, '05:30');
    for (const answer of [
      await cancel(booking.id),
      await reschedule(booking.id, '3720-01-28', '10:00'),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe(
        'Bookingen kan ikke længere flyttes eller aflyses: fristen er 48 timer før optagelsen. Kontakt os, hvis noget er kommet i vejen.',
      );
    }
    const after = await getBooking(booking.id);
    expect(after?.cancelled_at ?? null).toBeNull();
    expect(after?.booking_date).toBe(date);
    expect((await getSlotLock(date, '05:30'))?.booking_id).toBe(booking.id);
  });
});

describe('the signed manage link', () => {
  const link = (id: string, action = '') =>
    `/api/booking-links/${id}${action}?sig=${signValue(manageLinkPurpose, id)}`;

  it('shows, moves and cancels the booking without signing in; a forged signature gets 404', async () => {
    const date = await openDate();
    const booking = await cashBooking(date, '16:00');
    const shown = await fetch(`${bed.api.url}${link(booking.id)}`);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({
      booking: { id: booking.id },
      cancellation_cutoff_hours: 48,
    });

    const forgedSig = signValue(manageLinkPurpose, `${booking.id}x`);
    const forged = await fetch(`${bed.api.url}/api/booking-links/${booking.id}?sig=${forgedSig}`);
    expect(forged.status).toBe(404);
    expect(await forged.json()).toMatchObject({ error: 'Linket til bookingen er ugyldigt' });
    const forgedCancel = await post(
      `/api/booking-links/${booking.id}/cancel?sig=${forgedSig}`,
      undefined,
    );
    expect(forgedCancel.status).toBe(404);
    expect((await getBooking(booking.id))?.cancelled_at ?? null).toBeNull();

    const moved = await post(link(booking.id, '/reschedule'), undefined, {
      booking_date: date,
      booking_time: '17:00',
    });
    expect(moved.status).toBe(200);
    expect((await getSlotLock(date, '17:00'))?.booking_id).toBe(booking.id);
    const cancelled = await post(link(booking.id, '/cancel'), undefined);
    expect(cancelled.status).toBe(200);
    expect(await getSlotLock(date, '17:00')).toBeUndefined();
  });
});
