/**
 * Credit notes (issue 30) against DynamoDB Local, SES local and the fake Stripe behind the
 * twin's gateway: a paid card booking cancelled before the cut-off gets one credit note with
 * the next number, crediting its receipt (negative moms equal to the receipt's), mailed once
 * however often Stripe's refund event comes; 20 concurrent cancellations of 20 bookings get
 * the next 20 numbers, no gap; credits given back are a prepaid line without moms; a part
 * refunded in the Stripe dashboard gets its own credit note; and
 * `GET /api/me/bookings/{id}/credit-notes`. Bookings are in 3740, a year no other file uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyHourBusinessSettings } from '@tests/support/business-settings';
import type { Booking } from '@shared/api/entities';
import type { CreditNoteList } from '@shared/api/receipt';
import { creditNoteLedgerSk, ledgerMonthOf } from '@shared/domain/ledger-keys';
import { readMailbox, type LocalMail } from '@infra/local/mailbox';
import { signedEvent } from '@infra/local/fake-stripe/events';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import {
  cancelCustomerBooking,
  cancelWithRefund,
} from '@functions/capabilities/bookings/change-booking';
import { startBookingCheckout } from '@functions/capabilities/payments/booking-checkout';
import { creditNoteKey } from '@functions/data/keys';
import { addCredits, getProfile } from '@functions/stores/profiles';
import { getItem } from '@functions/data/store';
import {
  startPaymentsTestBed,
  testWebhookSecret,
  type PaymentsTestBed,
} from '@tests/support/payments-test-bed';
import { bookingOf, dateAllocator, waitFor } from '@tests/support/table-data';
import { receiptedBooking as receiptedOn } from '@tests/support/sale-documents';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { mailsDelivered } from '@tests/integration/mail-consumer';
import { getCreditNote, lastCreditNoteNumber } from '@functions/stores/credit-notes';
import { getReceipt } from '@functions/stores/receipts';

/** The seller the tests' receipts name in their subjects (tests/support/business-settings.ts). */
const seller = anyHourBusinessSettings.business_name;

const nextDate = dateAllocator(3740);
let bed: PaymentsTestBed;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
});
afterAll(() => bed?.close());

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** A card booking paid through the fake checkout (the webhook issues its receipt). */
async function paidCardBooking(owner: TestUser, price = 1499): Promise<Booking> {
  const booking = await createBooking(
    bookingOf(owner, {
      booking_date: nextDate(),
      booking_time: '12:00',
      original_price: price,
      price,
    }),
  );
  const checkout = await startBookingCheckout(booking);
  expect((await bed.pressCheckout(checkout.sessionId, 'pay')).status).toBe(303);
  return (await waitFor(
    () => getBooking(booking.id),
    (b) => typeof b?.receipt_number === 'number',
  ))!;
}

/** A booking paid (cash or credits) with its receipt issued. */
const receiptedBooking = (owner: TestUser, fields: Partial<Booking>): Promise<Booking> =>
  receiptedOn(owner, { booking_date: nextDate(), ...fields });

async function creditNoteMailsTo(email: string): Promise<LocalMail[]> {
  await mailsDelivered();
  return (await readMailbox(process.env.SES_ENDPOINT!)).filter(
    (mail) => mail.to.includes(email) && mail.subject.startsWith('Kreditnota nr.'),
  );
}

const creditNotesAs = (token: string, bookingId: string) =>
  fetch(`${bed.api.url}/api/me/bookings/${encodeURIComponent(bookingId)}/credit-notes`, {
    headers: { authorization: `Bearer ${token}` },
  });

describe('credit notes', () => {
  it('a paid card booking cancelled before the cut-off: one credit note, the next number, the receipt’s moms negated, mailed once', async () => {
    const owner = await createTestUser();
    const booking = await paidCardBooking(owner);
    const receipt = (await getReceipt(booking.receipt_number!))!;
    expect(receipt).toMatchObject({ total_ore: 149_900, moms_ore: 29_980 });
    const before = await lastCreditNoteNumber();

    const outcome = await cancelCustomerBooking(booking);
    expect(outcome.refund).toBe('started');
    const cancelled = await waitFor(
      () => getBooking(booking.id),
      (b) => b?.refund?.status === 'refunded',
    );
    expect(cancelled?.credit_note_numbers).toEqual([before + 1]);
    expect(cancelled?.credited_ore).toBe(149_900);
    const note = await getCreditNote(before + 1);
    expect(note).toMatchObject({
      document: 'credit_note',
      credit_note_number: before + 1,
      receipt_number: receipt.receipt_number,
      booking_id: booking.id,
      reason: 'cancelled',
      customer_email: owner.email,
      payment_method: 'card',
      business: receipt.business,
      lines: [{ description: `Krediteret: ${receipt.product_name}`, amount_ore: -149_900 }],
      total_ore: -149_900,
      moms_ore: -29_980,
      net_ore: -119_920,
    });
    expect(note!.moms_ore).toBe(-receipt.moms_ore);
    const stored = await getItem(creditNoteKey(before + 1), true);
    expect(stored).toMatchObject({
      entity: 'credit_note',
      user_id: owner.sub,
      gsi1pk: `LEDGER#${ledgerMonthOf(note!.issued_at)}`,
      gsi1sk: creditNoteLedgerSk(note!.issued_at, before + 1),
    });

    // Stripe's refund event again, five times at once, and the profile asking twice: nothing new.
    const session = bed.fake.sessions.get(booking.payment_intent_id!);
    const charge = bed.fake.payments.chargeOf(session.payment_intent!)!;
    const event = signedEvent('charge.refunded', charge, testWebhookSecret);
    const replays = await Promise.all(
      range(0, 5).map(() => bed.postWebhook(event.payload, event.signature)),
    );
    expect(replays.map((r) => r.status)).toEqual(Array(5).fill(200));
    for (let i = 0; i < 2; i++) {
      const res = await creditNotesAs(owner.accessToken, booking.id);
      expect(res.status).toBe(200);
      expect(((await res.json()) as CreditNoteList).credit_notes).toEqual([note]);
    }
    expect(await lastCreditNoteNumber()).toBe(before + 1);
    expect((await getBooking(booking.id))?.credit_note_numbers).toEqual([before + 1]);
    const mails = await creditNoteMailsTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Kreditnota nr. ${before + 1} – ${seller}`]);
    expect(mails[0]?.text).toContain(`Vedrører kvittering nr.: ${receipt.receipt_number}`);
    expect(mails[0]?.text).toContain('Heraf moms (25 %): -299,80 kr');
  });

  it('20 concurrent cancellations of 20 bookings: the next 20 credit-note numbers, no gap, 20 mails', async () => {
    const owner = await createTestUser();
    const bookings = await Promise.all(
      range(0, 20).map(() => receiptedBooking(owner, { payment_method: 'cash' })),
    );
    const before = await lastCreditNoteNumber();
    await Promise.all(bookings.map((booking) => cancelWithRefund(booking, 'owner')));
    const after = await Promise.all(bookings.map((booking) => getBooking(booking.id)));
    const numbers = after.map((booking) => booking?.credit_note_numbers?.[0]);
    expect(after.every((booking) => booking?.credit_note_numbers?.length === 1)).toBe(true);
    expect([...numbers].sort((x, y) => x! - y!)).toEqual(range(before + 1, 20));
    expect(await lastCreditNoteNumber()).toBe(before + 20);
    for (const [index, booking] of bookings.entries()) {
      const note = await getCreditNote(numbers[index]!);
      expect(note).toMatchObject({
        booking_id: booking.id,
        receipt_number: booking.receipt_number,
        total_ore: -150_000,
        moms_ore: -30_000,
      });
    }
    const mails = await creditNoteMailsTo(owner.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      range(before + 1, 20)
        .map((n) => `Kreditnota nr. ${n} – ${seller}`)
        .sort(),
    );
  });

  it('a cancel reverses the receipt line by line: the credits given back without moms; moms only on the money part', async () => {
    const owner = await createTestUser();
    await addCredits(owner.sub, 500);
    const booking = await receiptedBooking(owner, {
      payment_method: 'cash',
      original_price: 1500,
      credits_used: 500,
      price: 1000,
    });
    const receipt = (await getReceipt(booking.receipt_number!))!;
    expect(receipt).toMatchObject({ total_ore: 100_000, moms_ore: 20_000 });
    expect(receipt.lines.at(-1)).toMatchObject({ amount_ore: -50_000, prepaid: true });
    await cancelWithRefund(booking, 'owner');
    // The credits are back on the balance; the credit note says so, without moms.
    expect((await getProfile(owner.sub))?.credits).toBe(500);
    const [number] = (await getBooking(booking.id))!.credit_note_numbers!;
    const note = await getCreditNote(number!);
    // Each line of the receipt, with the opposite sign.
    expect(note?.lines.map((line) => line.amount_ore)).toEqual(
      receipt.lines.map((line) => -line.amount_ore),
    );
    expect(note).toMatchObject({
      lines: [
        { description: `Krediteret: ${booking.product_name}`, amount_ore: -150_000 },
        { description: 'Credits givet tilbage (uden moms)', amount_ore: 50_000, prepaid: true },
      ],
      total_ore: -100_000,
      moms_ore: -20_000,
      net_ore: -80_000,
    });
  });

  it('a part refunded in the Stripe dashboard gets its credit note; cancelling later credits the rest', async () => {
    const owner = await createTestUser();
    const booking = await paidCardBooking(owner, 1000);
    const session = bed.fake.sessions.get(booking.payment_intent_id!);
    const before = await lastCreditNoteNumber();
    // The owner refunds 250 kr in the dashboard: Stripe says so with charge.refunded.
    const stripe = await (
      await import('@functions/capabilities/payments/stripe-client')
    ).stripeClient();
    await stripe.refunds.create({ payment_intent: session.payment_intent!, amount: 25_000 });
    await bed.fake.idle();
    const partly = await waitFor(
      () => getBooking(booking.id),
      (b) => (b?.credit_note_numbers?.length ?? 0) === 1,
    );
    expect(partly?.credited_ore).toBe(25_000);
    expect(await getCreditNote(before + 1)).toMatchObject({
      reason: 'refunded',
      lines: [{ description: `Delvis refusion: ${booking.product_name}`, amount_ore: -25_000 }],
      total_ore: -25_000,
      moms_ore: -5_000,
    });
    expect(partly?.cancelled_at ?? null).toBeNull();
    // Cancelled later: the rest of the receipt, so both together carry exactly its moms.
    await cancelCustomerBooking(partly!);
    const done = await waitFor(
      () => getBooking(booking.id),
      (b) => (b?.credit_note_numbers?.length ?? 0) === 2,
    );
    const rest = await getCreditNote(done!.credit_note_numbers![1]!);
    expect(rest).toMatchObject({ reason: 'cancelled', total_ore: -75_000, moms_ore: -15_000 });
    expect(done?.credited_ore).toBe(100_000);
  });

  it('answers anyone but the owner with 404, and a booking without credit notes with an empty list', async () => {
    const [owner, stranger] = [await createTestUser(), await createTestUser()];
    const booking = await receiptedBooking(owner, {});
    const foreign = await creditNotesAs(stranger.accessToken, booking.id);
    expect(foreign.status).toBe(404);
    const own = await creditNotesAs(owner.accessToken, booking.id);
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ credit_notes: [] });
  });
});
