/**
 * The payment webhook through the gateway, the real handler and DynamoDB Local, with events
 * signed as Stripe signs them (the fake Stripe's checkout and its signer): signatures are
 * checked over the raw body, each event is applied once however often it comes, paid
 * bookings are confirmed, and expired checkouts give back the slot, credits and discount use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import { createDiscountCode, getDiscountCode } from '@functions/stores/discount-codes';
import { addCredits, getProfile } from '@functions/stores/profiles';
import { getSlotLock } from '@functions/stores/slot-locks';
import { bookingOf, dateAllocator, uniqueId } from '@tests/support/table-data';
import { readMailbox } from '@infra/local/mailbox';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { startBookingCheckout } from './booking-checkout';
import { startPaymentsTestBed, type PaymentsTestBed } from '@tests/support/payments-test-bed';
import { mailsDelivered } from '@tests/integration/mail-consumer';

const nextDate = dateAllocator(3500);
let bed: PaymentsTestBed;
let user: TestUser;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  user = await createTestUser();
});
afterAll(() => bed.close());

/** A pending card booking of `user` with its checkout session started. */
async function cardBooking(fields: Partial<Booking> = {}) {
  const booking = await createBooking(
    bookingOf(user, {
      booking_date: nextDate(),
      booking_time: '10:00',
      ...fields,
    }),
  );
  const checkout = await startBookingCheckout(booking);
  return { booking, session: bed.fake.sessions.get(checkout.sessionId) };
}

const status = async (id: string) => (await getBooking(id))?.payment_status;

async function confirmationMailsTo(email: string) {
  await mailsDelivered();
  const mails = await readMailbox(process.env.SES_ENDPOINT!);
  return mails.filter((m) => m.to.includes(email) && !m.subject.startsWith('Kvittering'));
}

async function receiptMailsTo(email: string) {
  await mailsDelivered();
  const mails = await readMailbox(process.env.SES_ENDPOINT!);
  return mails.filter((m) => m.to.includes(email) && m.subject.startsWith('Kvittering'));
}

describe('webhook signature', () => {
  it('refuses an event signed with another secret: 400 and nothing written', async () => {
    const { booking, session } = await cardBooking();
    const paid = { ...session, status: 'complete' as const, payment_status: 'paid' as const };
    const event = bed.event('checkout.session.completed', paid);
    const forged = event.signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
    const res = await bed.postWebhook(event.payload, forged);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Ugyldig signatur' });
    expect(await status(booking.id)).toBe('pending');
  });

  it('refuses a missing signature and a body changed after signing', async () => {
    const { booking, session } = await cardBooking();
    const paid = { ...session, status: 'complete' as const, payment_status: 'paid' as const };
    const event = bed.event('checkout.session.completed', paid);
    const missing = await bed.postWebhook(event.payload);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'Ugyldig signatur' });
    const tampered = event.payload.replace(
      `"amount_total":${session.amount_total}`,
      '"amount_total":1',
    );
    expect(tampered).not.toBe(event.payload);
    expect((await bed.postWebhook(tampered, event.signature)).status).toBe(400);
    expect(await status(booking.id)).toBe('pending');
  });

  it('acknowledges events it does not act on', async () => {
    const { session } = await cardBooking();
    const event = bed.event('customer.created', session);
    const res = await bed.postWebhook(event.payload, event.signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
  });

  it('acknowledges a signed checkout event without its session, changing nothing', async () => {
    const { booking, session } = await cardBooking();
    for (const data of [{}, { object: null }, { object: { id: 42 } }]) {
      const event = bed.event('checkout.session.completed', session);
      const payload = JSON.stringify({ ...JSON.parse(event.payload), data });
      const signed = bed.sign(payload);
      const res = await bed.postWebhook(payload, signed);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    expect(await status(booking.id)).toBe('pending');
  });
});

describe('checkout.session.completed', () => {
  it('pays through the checkout page: booking paid, confirmation mailed, on to the thank-you page', async () => {
    const { booking, session } = await cardBooking();
    const res = await bed.pressCheckout(session.id, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `${process.env.SITE_URL}/booking-confirmed?booking=${booking.id}`,
    );
    expect(await status(booking.id)).toBe('paid');
    expect(await confirmationMailsTo(user.email)).not.toHaveLength(0);
  });

  it('applies the same event delivered twice, and ten times at once, exactly once', async () => {
    const mailsBefore = (await confirmationMailsTo(user.email)).length;
    const receiptsBefore = (await receiptMailsTo(user.email)).length;
    const { booking, session } = await cardBooking();
    const paid = { ...session, status: 'complete' as const, payment_status: 'paid' as const };
    const event = bed.event('checkout.session.completed', paid);
    for (let i = 0; i < 2; i++) {
      expect((await bed.postWebhook(event.payload, event.signature)).status).toBe(200);
    }
    const replays = await Promise.all(
      Array.from({ length: 10 }, () => bed.postWebhook(event.payload, event.signature)),
    );
    expect(replays.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await status(booking.id)).toBe('paid');
    // Confirmed once: one customer mail for this booking, not twelve; and one receipt.
    expect((await confirmationMailsTo(user.email)).length).toBe(mailsBefore + 1);
    expect((await receiptMailsTo(user.email)).length).toBe(receiptsBefore + 1);
    expect((await getBooking(booking.id))?.receipt_number).toEqual(expect.any(Number));
  });

  it('leaves a session completed without payment (delayed methods) pending', async () => {
    const { booking, session } = await cardBooking();
    const unpaid = { ...session, status: 'complete' as const };
    const event = bed.event('checkout.session.completed', unpaid);
    expect((await bed.postWebhook(event.payload, event.signature)).status).toBe(200);
    expect(await status(booking.id)).toBe('pending');
  });
});

describe('checkout.session.expired', () => {
  it('deletes the unpaid booking and gives back its slot, credits and discount use', async () => {
    await addCredits(user.sub, 100);
    const creditsBefore = (await getProfile(user.sub))!.credits;
    const code = await createDiscountCode({
      code: uniqueId('PAY').slice(0, 20).toUpperCase(),
      description: 'test',
      discount_type: 'fixed',
      discount_value: 100,
      min_order_amount: 0,
      max_uses: 5,
      is_active: true,
      valid_until: null,
    });
    const { booking, session } = await cardBooking({
      credits_used: 60,
      discount_code_id: code.id,
      discount_amount: 100,
      price: 1340,
    });
    expect((await getProfile(user.sub))!.credits).toBe(creditsBefore - 60);
    expect((await getDiscountCode(code.id))!.current_uses).toBe(1);
    expect(await getSlotLock(booking.booking_date, booking.booking_time)).toBeDefined();

    const res = await bed.pressCheckout(session.id, 'cancel');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `${process.env.SITE_URL}/profile?unpaid_booking=${booking.id}`,
    );
    expect(await getBooking(booking.id)).toBeUndefined();
    expect(await getSlotLock(booking.booking_date, booking.booking_time)).toBeUndefined();
    expect((await getProfile(user.sub))!.credits).toBe(creditsBefore);
    expect((await getDiscountCode(code.id))!.current_uses).toBe(0);

    // Delivered again (twice at once): nothing more is given back.
    const expired = bed.fake.sessions.get(session.id);
    const event = bed.event('checkout.session.expired', expired);
    const again = await Promise.all(
      [1, 2].map(() => bed.postWebhook(event.payload, event.signature)),
    );
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect((await getProfile(user.sub))!.credits).toBe(creditsBefore);
    expect((await getDiscountCode(code.id))!.current_uses).toBe(0);
  });

  it('never deletes a booking that is already paid', async () => {
    const { booking, session } = await cardBooking();
    expect((await bed.pressCheckout(session.id, 'pay')).status).toBe(303);
    const event = bed.event('checkout.session.expired', { ...session, status: 'expired' });
    expect((await bed.postWebhook(event.payload, event.signature)).status).toBe(200);
    expect(await status(booking.id)).toBe('paid');
    expect(await getSlotLock(booking.booking_date, booking.booking_time)).toBeDefined();
  });
});
