/**
 * Receipts against DynamoDB Local, SES local and the fake Stripe behind the twin's gateway:
 * gap-free numbers from one counter (consecutive, and 20 concurrent payments get exactly the
 * next 20 numbers, and 20 receipt mails, no more, sent through the outbox), one receipt and
 * one mail per booking however often its payment event comes, what the receipt freezes, its
 * mail, and `GET /api/me/bookings/{id}/receipt`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import type { Receipt } from '@shared/api/receipt';
import { readMailbox, type LocalMail } from '@infra/local/mailbox';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getBusinessSettings, saveBusinessSettings } from '@functions/stores/business-settings';
import {
  BookingReceiptGuardError,
  getReceipt,
  issueReceiptNumber,
  lastReceiptNumber,
} from '@functions/stores/receipts';
import { startBookingCheckout } from '@functions/capabilities/payments/booking-checkout';
import { startPaymentsTestBed, type PaymentsTestBed } from '@tests/support/payments-test-bed';
import { photoProduct } from '@tests/support/booking-fixtures';
import { bookingOf, dateAllocator } from '@tests/support/table-data';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { mailsDelivered } from '@tests/integration/mail-consumer';
import { deliverDueMails } from '@functions/capabilities/mails/outbox-delivery';
import { accessOfFunction } from '@infra/constructs/declared-access';
import { runAsFunction } from '@infra/local/function-access';
import { issueReceipt } from './receipts';

const nextDate = dateAllocator(3530);
let bed: PaymentsTestBed;
let user: TestUser;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  user = await createTestUser();
});
afterAll(() => bed?.close());

const paidBooking = (owner: TestUser, fields: Partial<Booking> = {}) =>
  createBooking(
    bookingOf(owner, {
      booking_date: nextDate(),
      booking_time: '10:00',
      payment_status: 'paid',
      payment_method: 'credits',
      ...fields,
    }),
  );

/** A pending card booking with its checkout session, and the signed event that pays it. */
async function cardBookingWithPayment(owner: TestUser) {
  const booking = await createBooking(
    bookingOf(owner, {
      booking_date: nextDate(),
      booking_time: '12:00',
    }),
  );
  const checkout = await startBookingCheckout(booking);
  const session = bed.fake.sessions.get(checkout.sessionId);
  const paid = { ...session, status: 'complete' as const, payment_status: 'paid' as const };
  return { booking, event: bed.event('checkout.session.completed', paid) };
}

/** The receipt mails `email` has, once the outbox has sent what the test queued. */
async function receiptMailsTo(email: string): Promise<LocalMail[]> {
  await mailsDelivered();
  return (await readMailbox(process.env.SES_ENDPOINT!)).filter(
    (mail) => mail.to.includes(email) && mail.subject.startsWith('Kvittering nr.'),
  );
}

const numberOf = async (bookingId: string) => (await getBooking(bookingId))?.receipt_number;

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

function getReceiptAs(token: string, bookingId: string) {
  return fetch(`${bed.api.url}/api/me/bookings/${encodeURIComponent(bookingId)}/receipt`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('receipt numbers', () => {
  it('two paid bookings get consecutive numbers, each booking one receipt', async () => {
    const [first, second] = [await paidBooking(user), await paidBooking(user)];
    const before = await lastReceiptNumber();
    const a = await issueReceipt(first.id);
    const b = await issueReceipt(second.id);
    expect(a.status).toBe('issued');
    expect(b.status).toBe('issued');
    const [na, nb] = [await numberOf(first.id), await numberOf(second.id)];
    expect([na, nb]).toEqual([before + 1, before + 2]);
    expect(await lastReceiptNumber()).toBe(before + 2);
    // Asking again gives the same receipt, never a new number.
    const again = await issueReceipt(first.id);
    expect(again).toMatchObject({ status: 'existing', receipt: { receipt_number: before + 1 } });
    expect(await lastReceiptNumber()).toBe(before + 2);
    expect((await getBooking(first.id))?.receipt_issued_at).toEqual(expect.any(String));
  });

  it('20 concurrent webhook payments of 20 bookings: the next 20 numbers, 20 receipt mails', async () => {
    const payer = await createTestUser();
    const payments = await Promise.all(range(0, 20).map(() => cardBookingWithPayment(payer)));
    const before = await lastReceiptNumber();
    const answers = await Promise.all(
      payments.map(({ event }) => bed.postWebhook(event.payload, event.signature)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const numbers = await Promise.all(payments.map(({ booking }) => numberOf(booking.id)));
    expect([...numbers].sort((x, y) => x! - y!)).toEqual(range(before + 1, 20));
    expect(await lastReceiptNumber()).toBe(before + 20);
    // Every number's receipt belongs to the booking that has the number.
    for (const [index, { booking }] of payments.entries()) {
      const receipt = await getReceipt(numbers[index]!);
      expect(receipt).toMatchObject({ booking_id: booking.id, total_ore: 150_000 });
    }
    // Each mail's subject names the seller on its receipt (the business, not the site).
    const seller = (await getReceipt(numbers[0]!))!.business.name;
    const expected = range(before + 1, 20)
      .map((n) => `Kvittering nr. ${n} – ${seller}`)
      .sort();
    const mails = await receiptMailsTo(payer.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(expected);
    // Every event again at once, and the outbox's sweeper later: 20 receipt mails, no more.
    const replays = await Promise.all(
      payments.map(({ event }) => bed.postWebhook(event.payload, event.signature)),
    );
    expect(replays.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    await runAsFunction(accessOfFunction('mailOutboxJob'), () =>
      deliverDueMails(new Date(Date.now() + 3_600_000)),
    );
    const after = await receiptMailsTo(payer.email);
    expect(after.map((mail) => mail.subject).sort()).toEqual(expected);
  });

  it('20 concurrent issues of the same booking give it one number and one mail', async () => {
    const owner = await createTestUser();
    const booking = await paidBooking(owner);
    const before = await lastReceiptNumber();
    const results = await Promise.all(range(0, 20).map(() => issueReceipt(booking.id)));
    expect(results.filter((result) => result.status === 'issued')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'existing')).toHaveLength(19);
    expect(await numberOf(booking.id)).toBe(before + 1);
    expect(await lastReceiptNumber()).toBe(before + 1);
    expect(await receiptMailsTo(owner.email)).toHaveLength(1);
  });

  it('a replayed payment event issues no second receipt and no second mail', async () => {
    const payer = await createTestUser();
    const { booking, event } = await cardBookingWithPayment(payer);
    const before = await lastReceiptNumber();
    expect((await bed.postWebhook(event.payload, event.signature)).status).toBe(200);
    const number = await numberOf(booking.id);
    expect(number).toBe(before + 1);
    const replays = await Promise.all(
      range(0, 5).map(() => bed.postWebhook(event.payload, event.signature)),
    );
    expect(replays.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect((await bed.postWebhook(event.payload, event.signature)).status).toBe(200);
    expect(await numberOf(booking.id)).toBe(number);
    expect(await lastReceiptNumber()).toBe(before + 1);
    const mails = await receiptMailsTo(payer.email);
    const seller = (await getReceipt(number!))!.business.name;
    expect(mails.map((mail) => mail.subject)).toEqual([`Kvittering nr. ${number} – ${seller}`]);
  });

  it('a write that fails takes no number: the counter and the receipts stay as they were', async () => {
    const booking = await paidBooking(user, { payment_status: 'pending', payment_method: 'card' });
    const before = await lastReceiptNumber();
    const draft = {
      document: 'receipt' as const,
      kind: 'booking' as const,
      user_id: user.sub,
      booking_id: booking.id,
      business: { name: 'Dronefoto ApS', address: 'Nørregade 1, 1165 København K', cvr: '1' },
      customer_email: user.email,
      product_name: booking.product_name,
      booking_date: booking.booking_date,
      booking_time: booking.booking_time,
      address: booking.address,
      payment_method: booking.payment_method,
      lines: [],
      total_ore: 0,
      moms_ore: 0,
      net_ore: 0,
    };
    await expect(issueReceiptNumber(booking.id, draft)).rejects.toBeInstanceOf(
      BookingReceiptGuardError,
    );
    expect(await lastReceiptNumber()).toBe(before);
    expect(await getReceipt(before + 1)).toBeUndefined();
    // The next receipt gets the number the failed write did not take.
    const next = await paidBooking(user);
    expect(await issueReceipt(next.id)).toMatchObject({ receipt: { receipt_number: before + 1 } });
  });

  it('a booking not paid gets no number', async () => {
    const booking = await paidBooking(user, {
      payment_status: 'awaiting_payment',
      payment_method: 'cash',
    });
    const before = await lastReceiptNumber();
    expect(await issueReceipt(booking.id)).toEqual({ status: 'not_paid' });
    expect(await issueReceipt('no-such-booking')).toEqual({ status: 'not_found' });
    expect(await numberOf(booking.id)).toBeUndefined();
    expect(await lastReceiptNumber()).toBe(before);
  });
});

describe('what a receipt says', () => {
  it('freezes the business settings, lines, total and moms; a later settings change keeps it', async () => {
    const [owner, product] = await Promise.all([createTestUser(), photoProduct()]);
    const booking = await paidBooking(owner, {
      product_id: product.id,
      product_name: 'Dronefoto <b>Villa</b> & have',
      include_editing: true,
      original_price: 1599,
      discount_amount: 100,
      credits_used: 0,
      price: 1499,
      payment_method: 'card',
    });
    const settings = await getBusinessSettings();
    if (!settings) throw new Error('the integration setup saves the business details');
    let issued: Receipt;
    try {
      await saveBusinessSettings({
        ...settings,
        business_name: 'Luftfoto & Co ApS',
        business_address: 'Havnegade 2, 5000 Odense C',
        cvr: '87654321',
      });
      const result = await issueReceipt(booking.id);
      if (result.status !== 'issued') throw new Error(`not issued: ${result.status}`);
      issued = result.receipt;
    } finally {
      await saveBusinessSettings(settings);
    }
    expect(issued).toMatchObject({
      booking_id: booking.id,
      business: {
        name: 'Luftfoto & Co ApS',
        address: 'Havnegade 2, 5000 Odense C',
        cvr: '87654321',
      },
      customer_email: owner.email,
      payment_method: 'card',
      lines: [
        { description: 'Dronefoto <b>Villa</b> & have', amount_ore: 149_900 },
        { description: 'Redigering', amount_ore: 10_000 },
        { description: 'Rabat', amount_ore: -10_000 },
      ],
      total_ore: 149_900,
      moms_ore: 29_980,
    });
    // The settings are back to what they were; the receipt still says what it said.
    const res = await getReceiptAs(owner.accessToken, booking.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(issued);

    const [mail] = await receiptMailsTo(owner.email);
    expect(mail?.subject).toBe(`Kvittering nr. ${issued.receipt_number} – Luftfoto & Co ApS`);
    expect(mail?.text).toContain('Luftfoto & Co ApS, Havnegade 2, 5000 Odense C');
    expect(mail?.text).toContain('CVR-nr.: 87654321');
    expect(mail?.text).toContain('I alt inkl. moms: 1.499,00 kr');
    expect(mail?.text).toContain('Heraf moms (25 %): 299,80 kr');
    expect(mail?.text).toContain('Rabat: -100,00 kr');
    expect(mail?.html).toContain('Dronefoto &lt;b&gt;Villa&lt;/b&gt; &amp; have');
    expect(mail?.html).toContain('Luftfoto &amp; Co ApS');
    expect(mail?.html).not.toContain('<b>Villa</b>');
  });
});

describe('GET /api/me/bookings/{id}/receipt', () => {
  it('issues the receipt of a paid booking that has none yet (and mails it once)', async () => {
    const owner = await createTestUser();
    const booking = await paidBooking(owner);
    const before = await lastReceiptNumber();
    const first = await getReceiptAs(owner.accessToken, booking.id);
    expect(first.status).toBe(200);
    const receipt = (await first.json()) as Receipt;
    expect(receipt).toMatchObject({ receipt_number: before + 1, booking_id: booking.id });
    expect(receipt).not.toHaveProperty('user_id');
    const second = await getReceiptAs(owner.accessToken, booking.id);
    expect(await second.json()).toEqual(receipt);
    expect(await receiptMailsTo(owner.email)).toHaveLength(1);
  });

  it('answers anyone but the owner with the not-found text, and an unpaid booking with 409', async () => {
    const [owner, stranger] = [await createTestUser(), await createTestUser()];
    const paid = await paidBooking(owner);
    const unpaid = await paidBooking(owner, {
      payment_status: 'awaiting_payment',
      payment_method: 'invoice',
    });
    const before = await lastReceiptNumber();
    const foreign = await getReceiptAs(stranger.accessToken, paid.id);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: 'Bookingen blev ikke fundet' });
    const missing = await getReceiptAs(owner.accessToken, 'no-such-booking');
    expect(missing.status).toBe(404);
    const notPaid = await getReceiptAs(owner.accessToken, unpaid.id);
    expect(notPaid.status).toBe(409);
    expect(await notPaid.json()).toMatchObject({
      error: 'Der er ingen kvittering endnu, fordi bookingen ikke er betalt.',
    });
    // The stranger's request issued nothing.
    expect(await lastReceiptNumber()).toBe(before);
    expect(await numberOf(paid.id)).toBeUndefined();
  });
});
