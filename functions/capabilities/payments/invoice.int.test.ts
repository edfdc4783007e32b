/**
 * Paying by invoice (issue 18) through the twin's gateway, the real handlers and the fake
 * Stripe API: a booking with 'Faktura' sends one Stripe invoice (lines, moms, 14 days) that
 * the firm's invoice e-mail receives, naming the firm, CVR and reference (not the booker's
 * e-mail); `invoice.paid` delivered 10 times at once marks it paid once with one confirmation
 * mail; a forged event changes nothing; the admin's 'Markér som betalt' pays the invoice out
 * of band; a failing invoice leaves no booking and frees the slot. Bookings are in 3690 (the
 * slot rules' clock is set there), a year no other test uses.
 */
import { getMembership } from '@functions/stores/firms';
import { firmOf } from '@tests/support/firms';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anyHourBusinessSettings } from '@tests/support/business-settings';
import type { CreatedBooking } from '@shared/api/booking';
import type { Booking, Product } from '@shared/api/entities';
import { readMailbox } from '@infra/local/mailbox';
import { waitFor } from '@tests/support/table-data';
import { signedEvent } from '@infra/local/fake-stripe/events';
import {
  aarhusZone,
  coveredAddress,
  customer,
  openDay,
  photoProduct,
  contactDetails,
} from '@tests/support/booking-fixtures';
import {
  startPaymentsTestBed,
  testWebhookSecret,
  type PaymentsTestBed,
} from '@tests/support/payments-test-bed';
import type { TestUser } from '@tests/integration/users';
import { createTestUser } from '@tests/integration/users';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getSlotLock } from '@functions/stores/slot-locks';
import { deleteZone } from '@functions/stores/zones';
import { getCreditNote } from '@functions/stores/credit-notes';
import { pushesOfVouchers } from '@functions/stores/bookkeeping-pushes';

const clock = vi.hoisted(() => ({ now: new Date('3690-03-01T06:00:00Z') }));
import { mailsDelivered } from '@tests/integration/mail-consumer';

/** The seller the tests' receipts name in their subjects (tests/support/business-settings.ts). */
const seller = anyHourBusinessSettings.business_name;
vi.mock('@functions/capabilities/bookings/slot-availability', async (importOriginal) =>
  (await import('@tests/support/slot-clock')).slotRulesOnClock(importOriginal, clock),
);

let bed: PaymentsTestBed;
let product: Product;
let zoneId: string;
let admin: TestUser;
const date = '3690-03-05';
let nextHour = 8;
const env = process.env as Record<string, string>;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  const [made, zone, owner] = await Promise.all([
    photoProduct(),
    aarhusZone(),
    createTestUser({ admin: true }),
    openDay(date),
  ]);
  [product, zoneId, admin] = [made, zone.id, owner];
});
afterAll(async () => {
  await deleteZone(zoneId);
  await bed?.close();
});

/** The invoice e-mail of the user's test firm (its bookings' invoices go there). */
const officeOf = (user: TestUser) => `kontor.${user.email}`;

/** Books by invoice for the user's firm, approved for invoice (decision 0035). */
async function bookByInvoice(user: TestUser) {
  if (!(await getMembership(user.sub)))
    await firmOf(user, { invoice_approved: true, invoice_email: officeOf(user) });
  const time = `${String(nextHour++).padStart(2, '0')}:00`;
  const res = await bed.call('/api/bookings', user.accessToken, {
    product_id: product.id,
    booking_date: date,
    booking_time: time,
    address: coveredAddress,
    payment_method: 'invoice',
    for_firm: true,
    reference: 'Sag 42',
    include_editing: true,
    terms_accepted: true,
    ...contactDetails,
  });
  return {
    status: res.status,
    body: (await res.json()) as CreatedBooking & { error?: string },
    time,
  };
}

/** The mails `email` has, once the outbox has sent what the test queued. */
async function mailsTo(email: string) {
  await mailsDelivered();
  return (await readMailbox(env.SES_ENDPOINT!)).filter((mail) => mail.to.includes(email));
}

describe('a booking paid by invoice', () => {
  it('sends one Stripe invoice with its lines and moms, mailed with a link to pay to the firm’s invoice e-mail, naming the firm', async () => {
    const user = await customer();
    const { status, body } = await bookByInvoice(user);
    expect(status).toBe(201);
    expect(body.message).toBe('Booking bekræftet! Du vil modtage en faktura på email.');
    const booking = (await getBooking(body.booking.id))!;
    // 1499 kr + 100 kr editing = 1599 kr incl. 25 % moms (319,80 kr).
    expect(booking).toMatchObject({
      payment_status: 'awaiting_payment',
      price: 1599,
      invoice: { status: 'open', amount_ore: 159_900, moms_ore: 31_980 },
    });
    expect(booking.invoice!.number).toMatch(/^DRONE-\d{4}$/);
    expect(booking.invoice!.url).toContain(`/_local/invoice/${booking.invoice!.id}`);

    const stripeInvoice = bed.fake.invoices.get(booking.invoice!.id);
    expect(stripeInvoice).toMatchObject({
      status: 'open',
      currency: 'dkk',
      collection_method: 'send_invoice',
      amount_due: 159_900,
      metadata: { kind: 'booking', booking_id: booking.id },
    });
    expect(stripeInvoice.lines.data).toEqual([
      { description: product.name, amount: 149_900 },
      { description: 'Redigering', amount: 10_000 },
    ]);
    expect(stripeInvoice.footer).toBe(
      'Alle beløb er inkl. 25 % moms. Moms udgør 319,80 kr af 1.599,00 kr.',
    );
    const due = new Date(stripeInvoice.due_date! * 1000).getTime() - Date.now();
    expect(Math.round(due / 86_400_000)).toBe(14);

    // A firm booking's invoice goes to the firm's invoice e-mail and names the firm.
    const firm = booking.firm!;
    expect(stripeInvoice.customer_email).toBe(officeOf(user));
    expect(stripeInvoice.description).toContain(`${firm.name} (CVR ${firm.cvr})`);
    expect(stripeInvoice.description).toContain('Reference: Sag 42');
    const mails = await waitFor(
      () => mailsTo(officeOf(user)),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(firm.cvr);
    expect(
      (await mailsTo(user.email)).filter((mail) => mail.subject.startsWith('Faktura')),
    ).toEqual([]);
    expect(mails[0]!.subject).toBe(`Faktura ${booking.invoice!.number} fra Dronefoto`);
    expect(mails[0]!.text).toContain('I alt: 1.599,00 kr');
    expect(mails[0]!.text).toContain('Moms udgør 319,80 kr');
    expect(mails[0]!.text).toContain(booking.invoice!.url!);
  });

  it('invoice.paid delivered 10 times at once marks it paid once, with one confirmation mail; a forged one changes nothing', async () => {
    const user = await customer();
    const { body } = await bookByInvoice(user);
    const booking = (await getBooking(body.booking.id))!;
    const invoice = bed.fake.invoices.pay(booking.invoice!.id, false);

    const forged = signedEvent('invoice.paid', { ...invoice }, 'whsec_forfalsket');
    const refused = await bed.postWebhook(forged.payload, forged.signature);
    expect(refused.status).toBe(400);
    expect((await getBooking(booking.id))?.payment_status).toBe('awaiting_payment');

    const event = signedEvent('invoice.paid', { ...invoice }, testWebhookSecret);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => bed.postWebhook(event.payload, event.signature)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await getBooking(booking.id)).toMatchObject({
      payment_status: 'paid',
      invoice: { status: 'paid' },
    });
    const mails = await waitFor(
      () => mailsTo(user.email),
      (found) => found.length >= 2,
    );
    await new Promise((r) => setTimeout(r, 300));
    const customerMails = await mailsTo(user.email);
    const confirmations = customerMails.filter(
      (mail) => !mail.subject.startsWith('Faktura') && !mail.subject.startsWith('Kvittering'),
    );
    const receipts = customerMails.filter((mail) => mail.subject.startsWith('Kvittering'));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(confirmations).toHaveLength(1);
    // One receipt: its number, the total incl. moms and the moms.
    const { receipt_number: receiptNumber } = (await getBooking(booking.id))!;
    expect(receipts.map((mail) => mail.subject)).toEqual([
      `Kvittering nr. ${receiptNumber} – ${seller}`,
    ]);
    expect(receipts[0]!.text).toContain('I alt inkl. moms: 1.599,00 kr');
    expect(receipts[0]!.text).toContain('Heraf moms (25 %): 319,80 kr');
  });

  it("the admin's 'Markér som betalt' pays the invoice out of band, and Stripe's event then changes nothing more", async () => {
    const user = await customer();
    const { body } = await bookByInvoice(user);
    const res = await fetch(`${bed.api.url}/api/admin/bookings/${body.booking.id}/mark-paid`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(res.status).toBe(200);
    const booking = (await getBooking(body.booking.id)) as Booking;
    expect(booking).toMatchObject({ payment_status: 'paid', invoice: { status: 'paid' } });
    expect(bed.fake.invoices.get(booking.invoice!.id)).toMatchObject({
      status: 'paid',
      paid_out_of_band: true,
    });
    await bed.fake.idle();
    expect(await getBooking(booking.id)).toMatchObject({
      payment_status: 'paid',
      receipt_number: booking.receipt_number,
    });
    // The admin's marking issued the receipt; Stripe's invoice.paid made no second one.
    expect(booking.receipt_number).toEqual(expect.any(Number));
    const receipts = (await mailsTo(user.email)).filter((mail) =>
      mail.subject.startsWith('Kvittering'),
    );
    expect(receipts).toHaveLength(1);
  });

  it('a part refunded in the Stripe dashboard of a paid invoice gets a credit note of the part, queued for the books; the rest later another', async () => {
    const user = await customer();
    const { body } = await bookByInvoice(user);
    const booking = (await getBooking(body.booking.id))!;
    const invoice = bed.fake.invoices.pay(booking.invoice!.id, false);
    const event = signedEvent('invoice.paid', { ...invoice }, testWebhookSecret);
    expect((await bed.postWebhook(event.payload, event.signature)).status).toBe(200);
    const paid = (await waitFor(
      () => getBooking(booking.id),
      (b) => typeof b?.receipt_number === 'number',
    ))!;
    // Stripe names the invoice's payment intent only among its invoice payments.
    const [payment] = bed.fake.invoices.listPayments({ invoice: invoice.id }).data;
    const paymentIntent = payment!.payment.payment_intent;
    const stripe = await (
      await import('@functions/capabilities/payments/stripe-client')
    ).stripeClient();
    // The owner refunds 300 kr of the 1.599 kr in the dashboard: a signed charge.refunded.
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 30_000 });
    await bed.fake.idle();
    const partly = await waitFor(
      () => getBooking(booking.id),
      (b) => (b?.credit_note_numbers?.length ?? 0) === 1,
    );
    expect(partly).toMatchObject({ credited_ore: 30_000, payment_status: 'paid' });
    const note = (await getCreditNote(partly!.credit_note_numbers![0]!))!;
    expect(note).toMatchObject({
      reason: 'refunded',
      receipt_number: paid.receipt_number,
      total_ore: -30_000,
      moms_ore: -6_000,
    });
    // Pushed to the books like every credit note (decision 0036).
    const pushes = await pushesOfVouchers([note.voucher_number!]);
    expect(pushes.get(note.voucher_number!)).toMatchObject({
      document: 'credit_note',
      number: note.credit_note_number,
    });
    // The rest refunded: a second credit note of what is left; the event again adds nothing.
    await stripe.refunds.create({ payment_intent: paymentIntent });
    await bed.fake.idle();
    const whole = await waitFor(
      () => getBooking(booking.id),
      (b) => (b?.credit_note_numbers?.length ?? 0) === 2,
    );
    expect(whole?.credited_ore).toBe(159_900);
    const charge = bed.fake.payments.chargeOf(paymentIntent)!;
    const replay = signedEvent('charge.refunded', charge, testWebhookSecret);
    expect((await bed.postWebhook(replay.payload, replay.signature)).status).toBe(200);
    expect((await getBooking(booking.id))?.credit_note_numbers).toHaveLength(2);
  });

  it('a voided invoice shows as such and the booking as failed', async () => {
    const user = await customer();
    const { body } = await bookByInvoice(user);
    const booking = (await getBooking(body.booking.id))!;
    const invoice = bed.fake.invoices.void(booking.invoice!.id);
    await bed.fake.notifyInvoice('invoice.voided', invoice);
    expect(await getBooking(booking.id)).toMatchObject({
      payment_status: 'failed',
      invoice: { status: 'void' },
    });
  });

  it('when the invoice cannot be made, the customer is told, and no booking is left and the slot is free', async () => {
    // The fake Stripe fails invoices of customers whose e-mail says so.
    const user = await createTestUser({ emailPrefix: 'faktura-fejl' });
    const { status, body, time } = await bookByInvoice(user);
    expect(status).toBe(502);
    expect(body.error).toBe('Der opstod en fejl ved oprettelse af betalingen');
    expect(await getSlotLock(date, time)).toBeUndefined();
    const { listBookingsByUser } = await import('@functions/stores/booking/booking-items');
    expect(await listBookingsByUser(user.sub, { includeDeleted: true })).toEqual([]);
  });
});
