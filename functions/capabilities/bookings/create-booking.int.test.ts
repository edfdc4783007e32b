import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { holdsCardCheckout } from '@shared/domain/booking-lifecycle/checkout-cap';
/**
 * `POST /api/bookings` through the bookings handler against DynamoDB Local, cognito-local and
 * SES local. The slot check runs the real schedule rules with its clock set to June 3650
 * (vi.mock below), so this file books in a year no other test file touches; schedules are
 * specific-date entries of those dates only, so they never change other files' slots.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { anyHourBusinessSettings } from '@tests/support/business-settings';
import type { CreatedBooking } from '@shared/api/booking';
import type { Product, Zone } from '@shared/api/entities';
import type { TestUser } from '@tests/integration/users';
import { getBooking, listBookingsByUser } from '@functions/stores/booking/booking-items';
import { setBookingFields } from '@tests/support/booking-states';
import { getReceipt } from '@functions/stores/receipts';
import { issueReceipt } from '@functions/capabilities/receipts/receipts';
import { getDiscountCode } from '@functions/stores/discount-codes';
import { deleteProduct, updateProduct } from '@functions/stores/products';
import { getProfile } from '@functions/stores/profiles';
import { getSlotLock } from '@functions/stores/slot-locks';
import { deleteZone } from '@functions/stores/zones';
import { resetConfig } from '@functions/lib/config';
import { bookingTexts } from '@shared/texts/booking';
import { firmTexts } from '@shared/texts/firms';
import { firmOf } from '@tests/support/firms';
import { cancelBookingCheckout } from '@functions/capabilities/payments/cancel-checkout';
import type { InputOf } from '@functions/lib/http';
import { startFakeStripe, type FakeStripe } from '@infra/local/fake-stripe/server';
import {
  aarhusZone,
  callBookings,
  closedDay,
  coveredAddress,
  customer,
  discountCode,
  editedVideoProduct,
  openDay,
  outsideAddress,
  photoProduct,
  unknownAddress,
  contactDetails,
} from '@tests/support/booking-fixtures';

const clock = vi.hoisted(() => ({ now: new Date('3650-06-01T06:00:00Z') }));

import { mailsDelivered } from '@tests/integration/mail-consumer';

/** The seller the tests' receipts name in their subjects (tests/support/business-settings.ts). */
const seller = anyHourBusinessSettings.business_name;
vi.mock('./slot-availability', async (importOriginal) =>
  (await import('@tests/support/slot-clock')).slotRulesOnClock(importOriginal, clock),
);

let nextDay = 2;
/** The `day`th day from 1 June 3650 (into July when June is used up). */
const dateOf = (day: number) => new Date(Date.UTC(3650, 5, day)).toISOString().slice(0, 10);
/**
 * A fresh date from 2 June 3650 on, open 08:00-20:00. The clock follows the dates, at most 14
 * days behind, so a test's date stays inside the 28-day booking window however many came first.
 */
async function openDate(): Promise<string> {
  const day = nextDay++;
  const date = dateOf(day);
  clock.now = new Date(Math.max(clock.now.getTime(), Date.UTC(3650, 5, day - 14, 6)));
  await openDay(date);
  return date;
}

/**
 * One day shared by the tests of prices as sold (each at its own time): June 3650 has only
 * the days the file's other tests already take.
 */
let soldPricesDay: Promise<string> | undefined;
const soldPricesDate = () => (soldPricesDay ??= openDate());

type Answer = CreatedBooking & { error?: string };
let photo: Product;
let video: Product;
let admin: TestUser;
let zone: Zone;

// Invoice bookings send a Stripe invoice: the fake Stripe API stands in (no webhook endpoint
// is registered with it, so it sends no events).
let fakeStripe: FakeStripe;
beforeAll(async () => {
  fakeStripe = await startFakeStripe({
    apiKey: 'sk_test_create_booking',
    webhookSecret: 'whsec_create_booking',
  });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_create_booking',
    STRIPE_API_URL: fakeStripe.url,
  });
  resetConfig();
});
afterAll(async () => {
  await fakeStripe.close();
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_URL;
  resetConfig();
});

beforeAll(async () => {
  [photo, video, admin, zone] = await Promise.all([
    photoProduct(),
    editedVideoProduct(),
    customer(0, { admin: true }),
    aarhusZone(),
  ]);
});
// Bookings, codes and schedules stay (year 3650, random codes); the zone would cover others' addresses.
afterAll(async () => {
  await Promise.allSettled([deleteZone(zone.id), deleteProduct(photo.id), deleteProduct(video.id)]);
});

const book = (user: TestUser, body: Record<string, unknown>) =>
  callBookings<Answer>(
    '/api/bookings',
    {
      product_id: photo.id,
      address: coveredAddress,
      terms_accepted: true,
      ...contactDetails,
      ...body,
    },
    user.accessToken,
  );

/** A customer in a firm of their own with the owner's `terms`, and an open date. */
async function firmMemberOn(terms: Parameters<typeof firmOf>[1]) {
  const user = await customer();
  await firmOf(user, terms);
  return { user, date: await openDate() };
}

/** A cash booking at `time` (or as `extra` says). */
const bookCashAt = (user: TestUser, date: string, time: string, extra = {}) =>
  book(user, { booking_date: date, booking_time: time, payment_method: 'cash', ...extra });

async function expectNothingWritten(user: TestUser, date: string, time: string) {
  expect(await getSlotLock(date, time)).toBeUndefined();
  expect(await listBookingsByUser(user.sub)).toEqual([]);
}

interface StoredMail {
  destination?: { to?: string[] };
  subject?: string;
  body?: { text?: string; html?: string };
  attachments?: Array<{ filename?: string; contentType?: string; content?: string }>;
}

/** The mails `email` has, once the outbox has sent what the test queued. */
async function mailsTo(email: string): Promise<StoredMail[]> {
  await mailsDelivered();
  const res = await fetch(`${process.env.SES_ENDPOINT}/store`);
  const store = (await res.json()) as { emails: StoredMail[] };
  return store.emails.filter((m) => m.destination?.to?.includes(email));
}

describe("the customer's name and phone", () => {
  it('a malformed phone or a missing name: 400 in Danish and nothing written', async () => {
    const user = await customer();
    const date = await openDate();
    for (const customer_phone of ['1234 567', '+46 1', '46701234567', '12-34-56-78', '']) {
      const res = await book(user, {
        booking_date: date,
        booking_time: '15:00',
        payment_method: 'cash',
        customer_phone,
      });
      expect(res.status, customer_phone).toBe(400);
      expect(res.body.error).toBe(
        'Skriv et dansk telefonnummer med 8 cifre, f.eks. 12 34 56 78, eller et udenlandsk med landekode, f.eks. +46 70 123 45 67',
      );
    }
    const nameless = await book(user, {
      booking_date: date,
      booking_time: '15:00',
      payment_method: 'cash',
      customer_name: ' J ',
    });
    expect(nameless.status).toBe(400);
    expect(nameless.body.error).toBe('Skriv dit navn');
    const { customer_phone: _phone, ...withoutPhone } = contactDetails;
    const phoneless = await callBookings<Answer>(
      '/api/bookings',
      {
        product_id: photo.id,
        address: coveredAddress,
        booking_date: date,
        booking_time: '15:00',
        payment_method: 'cash',
        terms_accepted: true,
        ...withoutPhone,
      },
      user.accessToken,
    );
    expect(phoneless.status).toBe(400);
    expect(phoneless.body.error).toBe(
      'Skriv et dansk telefonnummer med 8 cifre, f.eks. 12 34 56 78, eller et udenlandsk med landekode, f.eks. +46 70 123 45 67',
    );
    await expectNothingWritten(user, date, '15:00');
    const profile = await getProfile(user.sub);
    expect(profile?.customer_name ?? null).toBeNull();
    expect(profile?.customer_phone ?? null).toBeNull();
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('stores them on the booking and the profile, the phone normalised, and mails them to the owner', async () => {
    const user = await customer();
    const date = await openDate();
    const res = await book(user, {
      booking_date: date,
      booking_time: '15:30',
      payment_method: 'cash',
      customer_name: '  Jens Kunde-Hansen ',
      customer_phone: '0045 87 65 43 21',
    });
    expect(res.status).toBe(201);
    const stored = { customer_name: 'Jens Kunde-Hansen', customer_phone: '+45 87 65 43 21' };
    expect(res.body.booking).toMatchObject(stored);
    expect(await getBooking(res.body.booking.id)).toMatchObject(stored);
    expect(await getProfile(user.sub)).toMatchObject(stored);

    const number = `Booking-nr.: B-${res.body.booking.booking_number}`;
    const ownerMail = (await mailsTo(admin.email)).find((m) => m.body?.text?.includes(number));
    expect(ownerMail?.subject).toContain('Ny booking');
    expect(ownerMail?.body?.text).toContain('Navn: Jens Kunde-Hansen');
    expect(ownerMail?.body?.text).toContain('Mobilnummer: +45 87 65 43 21');
    expect(ownerMail?.body?.html).toContain('<a href="tel:+4587654321">+45 87 65 43 21</a>');
    const [confirmation] = await mailsTo(user.email);
    expect(confirmation?.body?.text).toContain('Mobilnummer: +45 87 65 43 21');

    // The next booking's details replace them on the profile.
    const next = await book(user, {
      booking_date: date,
      booking_time: '17:00',
      payment_method: 'cash',
      customer_name: 'Jens Hansen',
      customer_phone: '+4512345678',
    });
    expect(next.status).toBe(201);
    expect(await getProfile(user.sub)).toMatchObject({
      customer_name: 'Jens Hansen',
      customer_phone: '+45 12 34 56 78',
    });
  });
});

describe('the booking number, the address and the access notes (issue 40)', () => {
  it('gives every booking its own short number, also under 10 concurrent bookings', async () => {
    // Five customers, two unpaid bookings each (the cap is three).
    const users = await Promise.all([customer(), customer(), customer(), customer(), customer()]);
    const date = await openDate();
    const answers = await Promise.all(
      [
        '08:00',
        '09:00',
        '10:00',
        '11:00',
        '12:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
        '17:00',
      ].map((time, i) =>
        book(users[i % 5]!, { booking_date: date, booking_time: time, payment_method: 'cash' }),
      ),
    );
    const numbers = answers.map((a) => {
      expect(a.status, a.body.error).toBe(201);
      return a.body.booking.booking_number;
    });
    expect(new Set(numbers).size).toBe(10);
    for (const n of numbers) expect(n).toBeGreaterThan(1000);
    for (const answer of answers)
      expect((await getBooking(answer.body.booking.id))?.booking_number).toBe(
        answer.body.booking.booking_number,
      );
  });

  it('stores the access notes beside the address, trimmed, and mails them to the owner', async () => {
    const user = await customer();
    const date = await openDate();
    const res = await book(user, {
      booking_date: date,
      booking_time: '11:30',
      payment_method: 'cash',
      access_notes: '  Portkode 1234\r\nParkering i gården  ',
    });
    expect(res.status, res.body.error).toBe(201);
    const notes = 'Portkode 1234\nParkering i gården';
    expect(res.body.booking).toMatchObject({ address: coveredAddress, access_notes: notes });
    expect((await getBooking(res.body.booking.id))?.access_notes).toBe(notes);
    const number = `B-${res.body.booking.booking_number}`;
    const ownerMail = (await mailsTo(admin.email)).find((m) => m.body?.text?.includes(number));
    expect(ownerMail?.body?.text).toContain(`Adgangsforhold: ${notes}`);

    // None given: none stored.
    const plain = await book(user, {
      booking_date: date,
      booking_time: '12:30',
      payment_method: 'cash',
      access_notes: '   ',
    });
    expect(plain.status).toBe(201);
    expect((await getBooking(plain.body.booking.id))?.access_notes ?? null).toBeNull();
  });

  it('says what is wrong with an address or the notes in Danish (400) and writes nothing', async () => {
    const user = await customer();
    const date = await openDate();
    const refusals: Array<[Record<string, unknown>, string]> = [
      [
        { address: 'Vestergade 5\n8000 Aarhus C' },
        'Skriv adressen på én linje, f.eks. Vestergade 5, 8000 Aarhus C.',
      ],
      [
        { address: `Vestergade 5, ${'x'.repeat(400)}` },
        'Adressen er for lang. Skriv højst 300 tegn.',
      ],
      [{ address: '   ' }, 'Indtast venligst en adresse'],
      [{ address: 'Vestergade\u202e 5' }, 'Adressen indeholder ugyldige tegn'],
      [{ access_notes: 'x'.repeat(501) }, 'Adgangsforholdene er for lange. Skriv højst 500 tegn.'],
      [{ access_notes: 'Ring\u202e på' }, 'Adgangsforholdene indeholder ugyldige tegn'],
    ];
    for (const [fields, message] of refusals) {
      const res = await book(user, {
        booking_date: date,
        booking_time: '10:00',
        payment_method: 'cash',
        ...fields,
      });
      expect([res.status, res.body.error]).toEqual([400, message]);
    }
    await expectNothingWritten(user, date, '10:00');
  });
});

describe('a customer from abroad', () => {
  it('books with a foreign mobile number: stored in E.164, shown grouped in the mails', async () => {
    const user = await customer();
    const date = await openDate();
    const res = await book(user, {
      booking_date: date,
      booking_time: '15:00',
      payment_method: 'cash',
      customer_phone: '+46 70 123 45 67',
    });
    expect(res.status).toBe(201);
    expect(res.body.booking.customer_phone).toBe('+46701234567');
    expect((await getBooking(res.body.booking.id))?.customer_phone).toBe('+46701234567');
    expect((await getProfile(user.sub))?.customer_phone).toBe('+46701234567');
    const number = `B-${res.body.booking.booking_number}`;
    const ownerMail = (await mailsTo(admin.email)).find((m) => m.body?.text?.includes(number));
    expect(ownerMail?.body?.text).toContain('Mobilnummer: +46 70 123 45 67');
    expect(ownerMail?.body?.html).toContain('<a href="tel:+46701234567">+46 70 123 45 67</a>');
  });
});

describe('a code for the first booking only', () => {
  const firstOnly = 'Rabatkoden gælder kun din første booking';

  it("is refused on a customer's second booking, at validation and at booking", async () => {
    const user = await customer(5000);
    const code = await discountCode({ first_booking_only: true });
    const date = await openDate();
    const first = await book(user, {
      booking_date: date,
      booking_time: '09:00',
      payment_method: 'credits',
      credits_to_use: 5000,
      discount_code: code.code,
    });
    expect(first.status).toBe(201);
    expect(first.body.booking.discount_code_id).toBe(code.id);

    const check = await callBookings<{ is_valid: boolean; error_message: string | null }>(
      '/api/discount-codes/validate',
      { code: code.code, product_id: photo.id, include_editing: false },
      user.accessToken,
    );
    expect(check.body).toMatchObject({ is_valid: false, error_message: firstOnly });

    const second = await book(user, {
      booking_date: date,
      booking_time: '11:00',
      payment_method: 'credits',
      credits_to_use: 5000,
      discount_code: code.code,
    });
    expect([second.status, second.body.error]).toEqual([409, firstOnly]);
    expect((await getDiscountCode(code.id))?.current_uses).toBe(1);
    // Another customer's first booking may still use it.
    const other = await customer(5000);
    const theirs = await book(other, {
      booking_date: date,
      booking_time: '13:00',
      payment_method: 'credits',
      credits_to_use: 5000,
      discount_code: code.code,
    });
    expect(theirs.status).toBe(201);
  });

  it('lets exactly one of two first bookings at once use it', async () => {
    const user = await customer(5000);
    const code = await discountCode({ first_booking_only: true });
    const date = await openDate();
    const answers = await Promise.all(
      ['09:00', '12:00'].map((time) =>
        book(user, {
          booking_date: date,
          booking_time: time,
          payment_method: 'credits',
          credits_to_use: 5000,
          discount_code: code.code,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error).toBe(firstOnly);
    expect(await listBookingsByUser(user.sub)).toHaveLength(1);
    expect((await getDiscountCode(code.id))?.current_uses).toBe(1);
  });
});

describe('POST /api/bookings by payment method', () => {
  it('cash: awaiting_payment, the spec text, confirmation with .ics and admin mails', async () => {
    const user = await customer();
    const date = await openDate();
    const res = await book(user, {
      booking_date: date,
      booking_time: '10:00',
      payment_method: 'cash',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Booking bekræftet! Du betaler kontant ved optagelsen.');
    expect(res.body.checkout_url).toBeNull();
    expect(res.body.booking).toMatchObject({
      user_id: user.sub,
      user_email: user.email,
      product_id: photo.id,
      product_name: photo.name,
      payment_status: 'awaiting_payment',
      payment_method: 'cash',
      original_price: 1499,
      discount_amount: 0,
      credits_used: 0,
      price: 1499,
      is_completed: false,
    });
    expect(await getSlotLock(date, '10:00')).toMatchObject({ booking_id: res.body.booking.id });

    const [confirmation] = await mailsTo(user.email);
    expect(confirmation?.subject).toContain(photo.name);
    expect(confirmation?.body?.text).toContain('kl. 10:00');
    expect(confirmation?.body?.text).toContain('Betalingsmetode: Kontant');
    expect(confirmation?.body?.text).toContain('1.499 kr');
    const ics = confirmation?.attachments?.find((a) => a.filename === 'booking.ics');
    expect(ics?.contentType).toContain('text/calendar');
    const calendar = Buffer.from(ics?.content ?? '', 'base64').toString('utf8');
    // 10:00 in Copenhagen summer time is 08:00 UTC; 30 minutes long.
    expect(calendar).toContain(`DTSTART:${date.replace(/-/g, '')}T080000Z`);
    expect(calendar).toContain(`DTEND:${date.replace(/-/g, '')}T083000Z`);
    expect(calendar).toContain(`UID:booking-${res.body.booking.id}@`);

    const adminMails = await mailsTo(admin.email);
    const number = `Booking-nr.: B-${res.body.booking.booking_number}`;
    expect(adminMails.some((m) => m.body?.text?.includes(number))).toBe(true);
    // The customer reads the number; the id stays internal.
    expect(confirmation?.body?.text).toContain(number);
    expect(confirmation?.body?.text).not.toContain('Booking-id');
  });

  it('invoice: awaiting_payment/invoice and the invoice text', async () => {
    const user = await customer();
    await firmOf(user, { invoice_approved: true });
    const date = await openDate();
    const res = await book(user, {
      booking_date: date,
      booking_time: '11:00',
      payment_method: 'invoice',
      for_firm: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Booking bekræftet! Du vil modtage en faktura på email.');
    expect(res.body.booking).toMatchObject({
      payment_status: 'awaiting_payment',
      payment_method: 'invoice',
    });
  });

  it('refuses invoice without the firm agreement (decision 0035) and writes nothing', async () => {
    const date = await openDate();
    const private_ = await customer();
    const unapproved = await customer();
    await firmOf(unapproved);
    const approvedPrivately = await customer();
    await firmOf(approvedPrivately, { invoice_approved: true });
    for (const [user, forFirm] of [
      [private_, undefined],
      [unapproved, true],
      [approvedPrivately, false],
    ] as const) {
      const res = await book(user, {
        booking_date: date,
        booking_time: '11:30',
        payment_method: 'invoice',
        ...(forFirm === undefined ? {} : { for_firm: forFirm }),
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: firmTexts.invoiceNotAgreed });
      await expectNothingWritten(user, date, '11:30');
    }
  });

  it("applies the firm's price agreement to a booking for the firm, not to a private one", async () => {
    const { user, date } = await firmMemberOn({ price_agreement_percent: 10 });
    const forFirm = await bookCashAt(user, date, '14:00', { for_firm: true });
    expect(forFirm.status).toBe(201);
    expect(forFirm.body.booking).toMatchObject({
      original_price: 1499,
      discount_amount: 150,
      price: 1349,
    });
    const privately = await bookCashAt(user, date, '14:30');
    expect(privately.body.booking).toMatchObject({ discount_amount: 0, price: 1499 });
  });

  it('invoice for a firm billed monthly: no invoice of its own, confirmed at once', async () => {
    const { user, date } = await firmMemberOn({ invoice_approved: true, billing_mode: 'monthly' });
    const res = await bookCashAt(user, date, '15:00', {
      payment_method: 'invoice',
      for_firm: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      payment_status: 'awaiting_payment',
      payment_method: 'invoice',
    });
    expect(res.body.booking.invoice ?? null).toBeNull();
    const [confirmation] = await mailsTo(user.email);
    expect(confirmation?.subject).toContain(photo.name);
  });

  it('credits: paid/credits, deducted from the balance', async () => {
    const user = await customer(2000);
    const date = await openDate();
    const res = await book(user, {
      booking_date: date,
      booking_time: '12:00',
      payment_method: 'credits',
      credits_to_use: 1499,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Booking bekræftet! Betalt med credits.');
    expect(res.body.booking).toMatchObject({
      payment_status: 'paid',
      payment_method: 'credits',
      credits_used: 1499,
      price: 0,
    });
    expect((await getProfile(user.sub))?.credits).toBe(501);
    // Paid at creation: the receipt is issued and mailed with it.
    const receiptNumber = (await getBooking(res.body.booking.id))?.receipt_number;
    expect(receiptNumber).toEqual(expect.any(Number));
    // Paid fully with credits: 0 kr to pay and no second moms (it was on the credits' receipt);
    // the credits are a prepaid line.
    const receipt = await getReceipt(receiptNumber!);
    expect(receipt).toMatchObject({
      kind: 'booking',
      payment_method: 'credits',
      total_ore: 0,
      moms_ore: 0,
      net_ore: 0,
      lines: [
        { description: photo.name, amount_ore: 149_900 },
        {
          description: 'Forudbetalt med credits (moms betalt ved køb)',
          amount_ore: -149_900,
          prepaid: true,
        },
      ],
    });
    expect((await mailsTo(user.email)).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Kvittering nr\\. \\d+ – ${seller.replace(/[()]/g, '\\$&')}$`),
      ),
    );
  });

  it('credits that do not cover everything: 400 and nothing written', async () => {
    const user = await customer(100);
    const date = await openDate();
    const res = await book(user, {
      booking_date: date,
      booking_time: '12:30',
      payment_method: 'credits',
      credits_to_use: 100,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Du har ikke nok credits til at dække hele beløbet');
    await expectNothingWritten(user, date, '12:30');
    expect((await getProfile(user.sub))?.credits).toBe(100);
  });

  it('card with nothing left to pay: paid/card at once, without a checkout', async () => {
    const user = await customer(5000);
    const date = await openDate();
    const res = await book(user, {
      booking_date: date,
      booking_time: '13:00',
      payment_method: 'card',
      credits_to_use: 5000,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Betaling gennemført! Din booking er bekræftet.');
    expect(res.body.checkout_url).toBeNull();
    // Credits capped at the amount: 1499 of 5000 used.
    expect(res.body.booking).toMatchObject({
      payment_status: 'paid',
      payment_method: 'card',
      credits_used: 1499,
      price: 0,
    });
    expect((await getProfile(user.sub))?.credits).toBe(3501);
  });
});

describe('POST /api/bookings prices', () => {
  it('ignores prices and a status sent by the browser', async () => {
    const user = await customer();
    const date = await openDate();
    const res = await book(user, {
      booking_date: date,
      booking_time: '14:00',
      payment_method: 'cash',
      price: 1,
      original_price: 1,
      discount_amount: 99999,
      payment_status: 'paid',
      credits_used: 99999,
      total_price: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      original_price: 1499,
      discount_amount: 0,
      credits_used: 0,
      price: 1499,
      payment_status: 'awaiting_payment',
    });
  });

  it('caps credits at the balance', async () => {
    const user = await customer(300);
    const date = await openDate();
    const res = await book(user, {
      booking_date: date,
      booking_time: '14:30',
      payment_method: 'cash',
      credits_to_use: 5000,
    });
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({ credits_used: 300, price: 1199 });
    expect((await getProfile(user.sub))?.credits).toBe(0);
  });

  it('applies a 10% code (VELKOMMEN10-like) to product + editing and counts one use', async () => {
    const user = await customer();
    const code = await discountCode({ discount_value: 10 });
    const date = await openDate();
    const res = await book(user, {
      booking_date: date,
      booking_time: '15:00',
      payment_method: 'cash',
      include_editing: true,
      discount_code: code.code.toLowerCase(),
    });
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      include_editing: true,
      original_price: 1599,
      discount_amount: 160,
      price: 1439,
      discount_code_id: code.id,
    });
    expect((await getDiscountCode(code.id))?.current_uses).toBe(1);
  });

  it('keeps the prices as sold: a later change of the product and its editing leaves the receipt as sold', async () => {
    const user = await customer();
    const product = await photoProduct();
    onTestFinished(() => deleteProduct(product.id).then(() => undefined));
    const code = await discountCode({ discount_value: 10 });
    const date = await soldPricesDate();
    const res = await book(user, {
      product_id: product.id,
      booking_date: date,
      booking_time: '16:00',
      payment_method: 'cash',
      include_editing: true,
      discount_code: code.code.toLowerCase(),
    });
    expect(res.status).toBe(201);
    const booked = (await getBooking(res.body.booking.id))!;
    expect(booked.sold).toEqual({
      product_price: 1499,
      editing_price: 100,
      editing_included: false,
      discount: 160,
      discount_code: code.code,
      credits: 0,
    });
    // The owner changes the product's price and makes editing part of it, then the customer
    // pays (cash, marked paid): the receipt says what was sold, not what the catalogue says.
    await updateProduct(product.id, { price: 2999, is_editing_included: true });
    await setBookingFields(booked.id, { payment_status: 'paid' });
    const issued = await issueReceipt(booked.id);
    if (issued.status !== 'issued') throw new Error(`not issued: ${issued.status}`);
    expect(issued.receipt).toMatchObject({
      lines: [
        { description: product.name, amount_ore: 149_900 },
        { description: 'Redigering', amount_ore: 10_000 },
        { description: `Rabat (${code.code})`, amount_ore: -16_000 },
      ],
      total_ore: 143_900,
      moms_ore: 28_780,
      net_ore: 115_120,
    });
  });

  /** A cash booking of `product`, with or without editing. */
  const bookCash = (
    user: TestUser,
    product: Product,
    date: string,
    time: string,
    includeEditing: boolean,
  ) =>
    book(user, {
      product_id: product.id,
      booking_date: date,
      booking_time: time,
      payment_method: 'cash',
      include_editing: includeEditing,
    });

  it("sells editing at the product's own price, kept on the booking when the owner changes it", async () => {
    const user = await customer();
    const product = await photoProduct();
    onTestFinished(() => deleteProduct(product.id).then(() => undefined));
    await updateProduct(product.id, { editing_price: 249 });
    const date = await soldPricesDate();
    const check = await callBookings<{ is_valid: boolean; error_message: string | null }>(
      '/api/discount-codes/validate',
      {
        code: (await discountCode({ min_order_amount: 1748 })).code,
        product_id: product.id,
        include_editing: true,
      },
      user.accessToken,
    );
    // 1.499 + 249 reaches the code's minimum order of 1.748 kr only with the editing price.
    expect(check.body).toMatchObject({ is_valid: true });
    const res = await bookCash(user, product, date, '11:00', true);
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({ include_editing: true, original_price: 1748 });
    expect(res.body.booking.sold).toMatchObject({ product_price: 1499, editing_price: 249 });

    // The owner raises editing to 400 kr: the booking and its receipt keep 249 kr.
    await updateProduct(product.id, { editing_price: 400 });
    await setBookingFields(res.body.booking.id, { payment_status: 'paid' });
    const issued = await issueReceipt(res.body.booking.id);
    if (issued.status !== 'issued') throw new Error(`not issued: ${issued.status}`);
    expect(issued.receipt.lines).toEqual([
      { description: product.name, amount_ore: 149_900 },
      { description: 'Redigering', amount_ore: 24_900 },
    ]);
    expect(issued.receipt.total_ore).toBe(174_800);
    expect((await getBooking(res.body.booking.id))?.original_price).toBe(1748);
  });

  it('refuses editing on a product that does not offer it, in Danish, and writes nothing', async () => {
    const user = await customer();
    const product = await photoProduct();
    onTestFinished(() => deleteProduct(product.id).then(() => undefined));
    await updateProduct(product.id, { editing_price: null });
    const date = await soldPricesDate();
    const refused = await bookCash(user, product, date, '13:00', true);
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: 'Redigering kan ikke tilvælges til denne tjeneste',
        code: 'editing_not_offered',
      },
    });
    await expectNothingWritten(user, date, '13:00');
    const check = await callBookings(
      '/api/discount-codes/validate',
      { code: 'IKKE-TIL-STEDE', product_id: product.id, include_editing: true },
      user.accessToken,
    );
    expect(check).toMatchObject({
      status: 400,
      body: { error: 'Redigering kan ikke tilvælges til denne tjeneste' },
    });
    const plain = await bookCash(user, product, date, '13:00', false);
    expect(plain.status).toBe(201);
    expect(plain.body.booking).toMatchObject({ include_editing: false, original_price: 1499 });
  });

  it('stores editing as included for a product that includes it, at no extra cost', async () => {
    const user = await customer();
    const date = await openDate();
    const res = await book(user, {
      product_id: video.id,
      booking_date: date,
      booking_time: '15:30',
      payment_method: 'cash',
      include_editing: false,
    });
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({ include_editing: true, original_price: 2499 });
  });

  it('refuses expired, minimum-order and used-up codes and writes nothing', async () => {
    const user = await customer(500);
    const date = await openDate();
    const expired = await discountCode({ valid_until: '2020-01-01' });
    const minimum = await discountCode({ min_order_amount: 5000 });
    const usedUp = await discountCode({ max_uses: 1 });
    const other = await customer();
    const first = await book(other, {
      booking_date: date,
      booking_time: '19:30',
      payment_method: 'cash',
      discount_code: usedUp.code,
    });
    expect(first.status).toBe(201);

    const attempt = (code: string) =>
      book(user, {
        booking_date: date,
        booking_time: '16:00',
        payment_method: 'cash',
        credits_to_use: 200,
        discount_code: code,
      });
    const answers = await Promise.all([expired, minimum, usedUp].map((c) => attempt(c.code)));
    expect(answers.map((a) => [a.status, a.body.error])).toEqual([
      [400, 'Rabatkoden er udløbet'],
      [400, 'Rabatkoden kræver et minimumsbeløb på 5000 kr'],
      [409, 'Rabatkoden er opbrugt'],
    ]);
    await expectNothingWritten(user, date, '16:00');
    expect((await getProfile(user.sub))?.credits).toBe(500);
    expect((await getDiscountCode(usedUp.id))?.current_uses).toBe(1);
  });
});

describe('POST /api/bookings refusals', () => {
  it('refuses a booking without the terms accepted in Danish, and writes nothing', async () => {
    const user = await customer(100);
    const date = await openDate();
    const slot = { booking_date: date, booking_time: '11:00', payment_method: 'cash' };
    for (const terms of [{ terms_accepted: undefined }, { terms_accepted: false }]) {
      const res = await book(user, { ...slot, credits_to_use: 100, ...terms });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Du skal acceptere handelsbetingelserne');
    }
    await expectNothingWritten(user, date, '11:00');
    expect((await getProfile(user.sub))?.credits).toBe(100);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('records when the terms were accepted', async () => {
    const user = await customer();
    const date = await openDate();
    const before = Date.now();
    const res = await book(user, {
      booking_date: date,
      booking_time: '11:30',
      payment_method: 'cash',
    });
    expect(res.status).toBe(201);
    const stored = await getBooking(res.body.booking.id);
    expect(stored?.terms_accepted_at).toBe(res.body.booking.terms_accepted_at);
    const acceptedAt = Date.parse(stored?.terms_accepted_at ?? '');
    expect(acceptedAt).toBeGreaterThanOrEqual(before);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now());
  });

  it('refuses an address outside the zones, or one that cannot be found; nothing written', async () => {
    const user = await customer(100);
    const date = await openDate();
    const outside = await book(user, {
      booking_date: date,
      booking_time: '10:00',
      payment_method: 'cash',
      credits_to_use: 100,
      address: outsideAddress,
    });
    expect(outside.status).toBe(422);
    expect(outside.body.error).toBe('Adressen er uden for vores dækningsområde');
    const unknown = await book(user, {
      booking_date: date,
      booking_time: '10:00',
      payment_method: 'cash',
      address: unknownAddress,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe('Kunne ikke validere adressen');
    await expectNothingWritten(user, date, '10:00');
    expect((await getProfile(user.sub))?.credits).toBe(100);
  });

  it('refuses slots outside the schedule, off the grid, outside the window or in the past', async () => {
    const user = await customer();
    const open = await openDate();
    const closed = dateOf(nextDay++);
    await closedDay(closed);
    const slots: Array<[string, string]> = [
      [closed, '10:00'], // blocked day
      [open, '10:15'], // not a 30-minute slot start
      ['3650-08-01', '10:00'], // beyond the 28-day window
      ['3650-05-31', '10:00'], // in the past
    ];
    for (const [date, time] of slots) {
      const res = await book(user, {
        booking_date: date,
        booking_time: time,
        payment_method: 'cash',
      });
      expect([date, time, res.status, res.body.error]).toEqual([
        date,
        time,
        409,
        'Dette tidspunkt er desværre ikke længere ledigt',
      ]);
    }
    expect(await listBookingsByUser(user.sub)).toEqual([]);
  });

  it('404 for an unknown product, 401 without a signed-in user', async () => {
    const user = await customer();
    const date = await openDate();
    const missing = await book(user, {
      product_id: 987654321,
      booking_date: date,
      booking_time: '10:00',
      payment_method: 'cash',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Produktet blev ikke fundet');
    const anonymous = await callBookings('/api/bookings', {
      product_id: photo.id,
      booking_date: date,
      booking_time: '10:00',
      address: coveredAddress,
      payment_method: 'cash',
      terms_accepted: true,
    });
    expect(anonymous.status).toBe(401);
  });

  it('books one slot exactly once under 20 concurrent requests', async () => {
    const users = await Promise.all([customer(), customer(), customer(), customer()]);
    const date = await openDate();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(users[i % users.length]!, {
          booking_date: date,
          booking_time: '17:00',
          payment_method: 'cash',
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.error).toBe('Dette tidspunkt er desværre ikke længere ledigt');
    }
    const winner = answers.find((a) => a.status === 201)!.body.booking;
    expect(await getSlotLock(date, '17:00')).toMatchObject({ booking_id: winner.id });
  });
});

describe('POST /api/bookings unpaid cap', () => {
  it('lets one customer hold at most 3 unpaid cash or invoice bookings, also under 8 concurrent requests', async () => {
    const user = await customer();
    await firmOf(user, { invoice_approved: true });
    const date = await openDate();
    const times = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
    const concurrent = await Promise.all(
      times.map((time, i) =>
        book(user, {
          booking_date: date,
          booking_time: time,
          ...(i % 2 ? { payment_method: 'cash' } : { payment_method: 'invoice', for_firm: true }),
        }),
      ),
    );
    const refusals = [
      'Din anden booking er ved at blive oprettet. Vent et øjeblik, og prøv igen.',
      'Du har allerede 3 ubetalte bookinger. Betal en af dem, eller kontakt os, før du booker flere.',
    ];
    for (const answer of concurrent.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(refusals).toContain(answer.body.error);
    }
    // One after the other, until the cap refuses.
    for (const time of ['13:00', '13:30', '14:00', '14:30']) {
      const res = await book(user, {
        booking_date: date,
        booking_time: time,
        payment_method: 'cash',
      });
      if (res.status === 201) continue;
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(refusals[1]);
    }
    const unpaid = (await listBookingsByUser(user.sub)).filter(
      (b) => b.payment_status === 'awaiting_payment',
    );
    expect(unpaid).toHaveLength(3);
  });
});

describe('POST /api/bookings races on shared counters', () => {
  /** 20 different slots of one open day: 08:00, 08:30, ... 17:30. */
  const times = Array.from(
    { length: 20 },
    (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  );

  it('uses a code with max_uses 5 exactly 5 times under 20 concurrent bookings', async () => {
    // Four customers with five tries each: above the unpaid cap (tested above), which would
    // otherwise answer first for a customer who already won three.
    process.env.MAX_UNPAID_BOOKINGS = '50';
    resetConfig();
    onTestFinished(() => {
      delete process.env.MAX_UNPAID_BOOKINGS;
      resetConfig();
    });
    const users = await Promise.all([customer(), customer(), customer(), customer()]);
    const code = await discountCode({ max_uses: 5 });
    const date = await openDate();
    const answers = await Promise.all(
      times.map((time, i) =>
        book(users[i % users.length]!, {
          booking_date: date,
          booking_time: time,
          payment_method: 'cash',
          discount_code: code.code,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.error])).toEqual(
      Array.from({ length: 15 }, () => [409, 'Rabatkoden er opbrugt']),
    );
    expect((await getDiscountCode(code.id))?.current_uses).toBe(5);
  });

  it('never takes credits below 0 under 20 concurrent bookings of one customer', async () => {
    // Twenty unpaid bookings of one customer: above the usual cap, which is tested above.
    process.env.MAX_UNPAID_BOOKINGS = '50';
    resetConfig();
    onTestFinished(() => {
      delete process.env.MAX_UNPAID_BOOKINGS;
      resetConfig();
    });
    const user = await customer(500);
    const date = await openDate();
    const answers = await Promise.all(
      times.map((time) =>
        book(user, {
          booking_date: date,
          booking_time: time,
          payment_method: 'cash',
          credits_to_use: 100,
        }),
      ),
    );
    // A request that reads the balance after it reached 0 books without credits (capped at
    // the balance); one that read an old balance loses the transaction's balance check.
    const created = answers.filter((a) => a.status === 201).map((a) => a.body.booking);
    expect(created.filter((b) => b.credits_used === 100)).toHaveLength(5);
    expect(created.every((b) => b.credits_used === 100 || b.credits_used === 0)).toBe(true);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect([a.status, a.body.error]).toEqual([
        409,
        'Du har ikke nok credits til at dække hele beløbet',
      ]);
    }
    expect((await getProfile(user.sub))?.credits).toBe(0);
  });
});

describe('POST /api/bookings with a failing card provider', () => {
  it('answers 502 and leaves no booking, no slot lock, credits and code use given back', async () => {
    const saved = { url: process.env.STRIPE_API_URL, key: process.env.STRIPE_SECRET_KEY };
    process.env.STRIPE_API_URL = 'http://127.0.0.1:9';
    process.env.STRIPE_SECRET_KEY = 'sk_test_x';
    resetConfig();
    try {
      const user = await customer(200);
      const code = await discountCode({ discount_value: 10 });
      const date = await openDate();
      const res = await book(user, {
        booking_date: date,
        booking_time: '18:00',
        payment_method: 'card',
        credits_to_use: 200,
        discount_code: code.code,
      });
      expect(res.status).toBe(502);
      expect(res.body.error).toBe('Der opstod en fejl ved oprettelse af betalingen');
      await expectNothingWritten(user, date, '18:00');
      expect((await getProfile(user.sub))?.credits).toBe(200);
      expect((await getDiscountCode(code.id))?.current_uses).toBe(0);
      expect(await mailsTo(user.email)).toEqual([]);
    } finally {
      if (saved.url === undefined) delete process.env.STRIPE_API_URL;
      else process.env.STRIPE_API_URL = saved.url;
      if (saved.key === undefined) delete process.env.STRIPE_SECRET_KEY;
      else process.env.STRIPE_SECRET_KEY = saved.key;
      resetConfig();
    }
  });
});

describe('POST /api/bookings open card checkouts cap', () => {
  const capRefusal =
    'Du har allerede 2 kortbetalinger, der ikke er gennemført. Betal eller annuller en af dem under Min profil, før du booker flere.';
  const openCheckouts = async (user: TestUser) =>
    (await listBookingsByUser(user.sub)).filter((b) => holdsCardCheckout(b, copenhagenToday()));
  /** 24 times of an open day, 08:00 ... 19:30. */
  const dayTimes = Array.from(
    { length: 24 },
    (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  );

  it('lets one customer hold at most 2 card checkouts: 8 at once and 30 in a row meet the cap', async () => {
    const user = await customer();
    const date = await openDate();
    const card = (booking_time: string) =>
      book(user, { booking_date: date, booking_time, payment_method: 'card' });
    const concurrent = await Promise.all(dayTimes.slice(0, 8).map(card));
    for (const answer of concurrent.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect([capRefusal, bookingTexts.bookingInProgress]).toContain(answer.body.error);
    }
    expect(concurrent.filter((a) => a.status === 201).length).toBeLessThanOrEqual(2);
    // The probe: 30 checkouts opened one after the other, each refused once the cap is met
    // (a refusal holds nothing, so the free times are tried again).
    const free = dayTimes.slice(8, 23);
    const inARow = [];
    for (let i = 0; i < 30; i++) {
      const time = free[i % free.length]!;
      const answer = await card(time);
      if (answer.status === 201) free.splice(free.indexOf(time), 1);
      inARow.push(answer);
    }
    const opened = [...concurrent, ...inARow].filter((a) => a.status === 201);
    expect(opened).toHaveLength(2);
    expect(opened.every((a) => a.body.checkout_url)).toBe(true);
    expect(inARow.slice(-1)[0]).toMatchObject({ status: 409, body: { error: capRefusal } });
    expect(await openCheckouts(user)).toHaveLength(2);
    // Cash and invoice have their own cap: a card cap met does not refuse them.
    expect(
      (
        await book(user, {
          booking_date: date,
          booking_time: free[free.length - 1]!,
          payment_method: 'cash',
        })
      ).status,
    ).toBe(201);
  });

  it("after 'Annuller booking' the time is another customer's to book at once, and the cap has room again", async () => {
    const [holder, other] = [await customer(), await customer()];
    const date = await openDate();
    const card = (user: TestUser, booking_time: string) =>
      book(user, { booking_date: date, booking_time, payment_method: 'card' });
    const held = await card(holder, '10:00');
    expect(held.status).toBe(201);
    expect((await card(holder, '12:00')).status).toBe(201);
    expect((await card(holder, '14:00')).body.error).toBe(capRefusal);
    expect((await card(other, '10:00')).status).toBe(409);

    // 'Annuller booking' on the profile (the operation reads only its params and caller).
    const cancel: Pick<InputOf<'cancelBookingCheckout'>, 'params' | 'caller'> = {
      params: { id: held.body.booking.id },
      caller: { userId: holder.sub, username: holder.email, groups: [], isAdmin: false },
    };
    expect(await cancelBookingCheckout(cancel as InputOf<'cancelBookingCheckout'>)).toEqual({
      cancelled: true,
    });
    expect(await getSlotLock(date, '10:00')).toBeUndefined();
    expect((await card(other, '10:00')).status).toBe(201);
    expect((await card(holder, '14:00')).status).toBe(201);
  });
});
