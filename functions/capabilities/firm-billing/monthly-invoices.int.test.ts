/**
 * The monthly invoice job (decision 0035) against the fake Stripe: a firm billed monthly gets
 * one invoice for the month with a line per booking (reference and booker included), due in
 * its payment term; a booking cancelled before the run and another month's are not on it;
 * running the job twice makes no second invoice; `invoice.paid` marks the bookings paid and
 * issues receipts naming the firm and its CVR, which the month's CSV has in its columns; a part
 * refunded in Stripe's dashboard credits the bookings in the invoice's order
 * (shared/domain/firm-month-refund.ts).
 *
 * A firm booking cancelled after its firm's monthly invoice was made (decision 0035): its line
 * is credited at once, by a credit note on Stripe against the firm's invoice (the amount due
 * drops by the booking's amount) and by our own credit note naming the firm, CVR and
 * reference, mailed to the firm's invoice e-mail, no bookkeeping voucher; a retry credits
 * nothing twice; paying the invoice marks only the other booking paid. Bookings in 3693 and 3694,
 * years no other test uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedEvent } from '@infra/local/fake-stripe/events';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getFirmMonth } from '@functions/stores/firm-invoices';
import { getFirm } from '@functions/stores/firms';
import { getReceipt } from '@functions/stores/receipts';
import { ledgerEntriesOf } from '@functions/stores/ledger-documents';
import { ledgerCsv } from '@shared/domain/ledger';
import { ledgerMonthOf } from '@shared/domain/ledger-keys';
import { setBookingFields } from '@tests/support/booking-states';
import { customer } from '@tests/support/booking-fixtures';
import { firmOf, monthlyInvoiceBooking } from '@tests/support/firms';
import {
  startPaymentsTestBed,
  testWebhookSecret,
  type PaymentsTestBed,
} from '@tests/support/payments-test-bed';
import { runMonthlyInvoices } from './monthly-invoices';
import { readMailbox } from '@infra/local/mailbox';
import { getCreditNote } from '@functions/stores/credit-notes';
import { addCredits } from '@functions/stores/profiles';
import { cancelWithRefund } from '@functions/capabilities/bookings/change-booking';
import { creditFirmMonthLine } from '@functions/capabilities/payments/firm-month-credit';
import { mailsDelivered } from '@tests/integration/mail-consumer';

let bed: PaymentsTestBed;
beforeAll(async () => {
  bed = await startPaymentsTestBed();
});
afterAll(async () => {
  await bed?.close();
});

describe('the monthly invoice job', () => {
  it('makes one invoice per firm and month, once, and its payment marks the bookings paid with receipts naming the firm', async () => {
    const boss = await customer();
    const firmId = await firmOf(boss, {
      invoice_approved: true,
      billing_mode: 'monthly',
      payment_term_days: 30,
    });
    const stored = (await getFirm(firmId))!;
    const month = '3693-04';
    const book = (reference: string, date: string, time: string) =>
      monthlyInvoiceBooking(boss, firmId, { reference, date, time });
    const first = await book('Sag 1', '3693-04-07', '09:00');
    const second = await book('Villavej 2', '3693-04-21', '10:00');
    const cancelled = await book('Sag 3', '3693-04-22', '11:00');
    await setBookingFields(cancelled.id, { cancelled_at: '3693-04-10T10:00:00.000Z' });
    const nextMonth = await book('Sag 4', '3693-05-02', '09:00');

    const run = await runMonthlyInvoices(month);
    expect(run.invoiced).toContain(firmId);
    const claim = (await getFirmMonth(firmId, month))!;
    expect(claim.booking_ids.sort()).toEqual([first.id, second.id].sort());
    const invoice = bed.fake.invoices.get(claim.stripe_invoice_id!)!;
    expect(invoice).toMatchObject({
      status: 'open',
      days_until_due: 30,
      metadata: { kind: 'firm_month', firm_id: firmId, month },
    });
    const lines = invoice.lines.data.map((line) => [line.description, line.amount]);
    expect(lines).toHaveLength(4);
    expect(lines[0]![0]).toContain('07.04.3693');
    expect(lines[0]![0]).toContain('ref. Sag 1');
    expect(lines[0]![0]).toContain('booket af Mette Mægler');
    expect(lines[2]![0]).toContain('ref. Villavej 2');
    expect(lines.map(([, amount]) => amount)).toEqual([160_000, -10_000, 160_000, -10_000]);
    expect(await getBooking(first.id)).toMatchObject({ invoice: { id: invoice.id } });
    expect((await getBooking(cancelled.id))?.invoice ?? null).toBeNull();
    expect((await getBooking(nextMonth.id))?.invoice ?? null).toBeNull();

    // Running twice makes no second invoice.
    const again = await runMonthlyInvoices(month);
    expect(again.invoiced).not.toContain(firmId);
    expect(again.alreadyInvoiced).toContain(firmId);
    expect((await getFirmMonth(firmId, month))?.stripe_invoice_id).toBe(invoice.id);

    // Paying it marks both bookings paid and issues their receipts naming the firm and CVR.
    const paid = bed.fake.invoices.pay(invoice.id, false);
    const event = signedEvent('invoice.paid', { ...paid }, testWebhookSecret);
    expect((await bed.postWebhook(event.payload, event.signature)).status).toBe(200);
    for (const booking of [first, second]) {
      const now = (await getBooking(booking.id))!;
      expect(now).toMatchObject({ payment_status: 'paid', invoice: { status: 'paid' } });
      const receipt = await getReceipt(now.receipt_number!);
      expect(receipt?.customer_firm).toMatchObject({ name: stored.name, cvr: stored.cvr });
      // The month's CSV (Bogføring) has the firm and its CVR in their own columns.
      const entries = await ledgerEntriesOf(ledgerMonthOf(receipt!.issued_at));
      const csv = ledgerCsv(entries.filter((entry) => entry.booking_id === booking.id));
      const [heading, row] = csv.slice(1).split('\r\n');
      const columns = heading!.split(';');
      const cells = row!.split(';');
      expect(cells[columns.indexOf('Firma')]).toBe(stored.name);
      expect(cells[columns.indexOf('Firmaets CVR-nr.')]).toBe(stored.cvr);
    }
    expect(await getFirmMonth(firmId, month)).toMatchObject({ status: 'paid' });
  });

  it('a part refunded in the Stripe dashboard credits the bookings in the invoice’s order, each up to its receipt; a replay nothing more', async () => {
    const boss = await customer();
    const firmId = await firmOf(boss, { invoice_approved: true, billing_mode: 'monthly' });
    const stored = (await getFirm(firmId))!;
    const month = '3693-06';
    const first = await monthlyInvoiceBooking(boss, firmId, {
      reference: 'Sag R1',
      date: '3693-06-03',
      time: '09:00',
    });
    const second = await monthlyInvoiceBooking(boss, firmId, {
      reference: 'Sag R2',
      date: '3693-06-10',
      time: '09:00',
    });
    await runMonthlyInvoices(month);
    const claim = (await getFirmMonth(firmId, month))!;
    const paid = bed.fake.invoices.pay(claim.stripe_invoice_id!, false);
    const event = signedEvent('invoice.paid', { ...paid }, testWebhookSecret);
    expect((await bed.postWebhook(event.payload, event.signature)).status).toBe(200);
    const order = claim.booking_ids;
    expect([...order].sort()).toEqual([first.id, second.id].sort());

    // 2.000 kr of the 3.000 kr back: the first booking's 1.500 kr whole, 500 kr of the second.
    const [payment] = bed.fake.invoices.listPayments({ invoice: paid.id }).data;
    const stripe = await (
      await import('@functions/capabilities/payments/stripe-client')
    ).stripeClient();
    await stripe.refunds.create({
      payment_intent: payment!.payment.payment_intent,
      amount: 200_000,
    });
    await bed.fake.idle();
    const [a, b] = await Promise.all(order.map((id) => getBooking(id)));
    expect(a).toMatchObject({ credited_ore: 150_000, credit_note_numbers: [expect.any(Number)] });
    expect(b).toMatchObject({ credited_ore: 50_000, credit_note_numbers: [expect.any(Number)] });
    expect(await getCreditNote(b!.credit_note_numbers![0]!)).toMatchObject({
      reason: 'refunded',
      total_ore: -50_000,
      moms_ore: -10_000,
      customer_firm: { cvr: stored.cvr },
    });
    const charge = bed.fake.payments.chargeOf(payment!.payment.payment_intent)!;
    const replay = signedEvent('charge.refunded', charge, testWebhookSecret);
    expect((await bed.postWebhook(replay.payload, replay.signature)).status).toBe(200);
    const again = await Promise.all(order.map((id) => getBooking(id)));
    expect(again.map((booking) => booking?.credit_note_numbers?.length)).toEqual([1, 1]);
  });
});

describe('a firm booking cancelled after its monthly invoice was made', () => {
  it('is credited at once on Stripe and by our credit note naming the firm, once', async () => {
    const boss = await customer();
    const invoiceEmail = `faktura-${boss.sub}@example.dk`;
    const firmId = await firmOf(boss, {
      invoice_approved: true,
      billing_mode: 'monthly',
      invoice_email: invoiceEmail,
    });
    const stored = (await getFirm(firmId))!;
    await addCredits(boss.sub, 200);
    const month = '3694-03';
    const book = (reference: string, date: string, time: string) =>
      monthlyInvoiceBooking(boss, firmId, { reference, date, time });
    const kept = await book('Sag 1', '3694-03-05', '09:00');
    const dropped = await monthlyInvoiceBooking(boss, firmId, {
      reference: 'Havnegade 7',
      date: '3694-03-19',
      time: '10:00',
      credits: 200,
    });
    await runMonthlyInvoices(month);
    const invoiceId = (await getFirmMonth(firmId, month))!.stripe_invoice_id!;
    expect(bed.fake.invoices.get(invoiceId).amount_due).toBe(150_000 + 130_000);

    const onInvoice = (await getBooking(dropped.id))!;
    await cancelWithRefund(onInvoice, 'owner');
    const afterCancel = (await getBooking(dropped.id))!;
    expect(afterCancel.credit_note_numbers).toHaveLength(1);
    expect(afterCancel.invoice?.status).toBe('void');

    // Stripe: a pre-payment credit note for the booking's amount; the invoice owes the rest.
    const stripeNotes = bed.fake.creditNotes.list(invoiceId).data;
    expect(stripeNotes).toHaveLength(1);
    expect(stripeNotes[0]).toMatchObject({
      amount: 130_000,
      type: 'pre_payment',
      metadata: { kind: 'firm_month_line', booking_id: dropped.id },
    });
    expect(stripeNotes[0]!.lines.data[0]!.description).toContain('ref. Havnegade 7');
    expect(bed.fake.invoices.get(invoiceId).amount_due).toBe(150_000);

    // Ours: names the firm, CVR and reference, credits the invoice's number, no voucher.
    const note = (await getCreditNote(afterCancel.credit_note_numbers![0]!))!;
    const invoiceNumber = bed.fake.invoices.get(invoiceId).number;
    expect(note).toMatchObject({
      reason: 'cancelled',
      invoice_number: invoiceNumber,
      customer_firm: { name: stored.name, cvr: stored.cvr, reference: 'Havnegade 7' },
      total_ore: -130_000,
      moms_ore: -26_000,
    });
    expect(note.receipt_number).toBeUndefined();
    expect(note.voucher_number).toBeUndefined();
    expect(note.lines.reduce((sum, line) => sum + (line.prepaid ? 0 : line.amount_ore), 0)).toBe(
      -130_000 - 20_000,
    );
    expect(note.lines.at(-1)).toMatchObject({ amount_ore: 20_000, prepaid: true });
    await mailsDelivered();
    const mails = (await readMailbox(process.env.SES_ENDPOINT!)).filter(
      (mail) =>
        mail.to.includes(invoiceEmail) &&
        mail.subject.startsWith(`Kreditnota nr. ${note.credit_note_number} `),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(stored.cvr);

    // Crediting again (a retry with the booking as it was) credits nothing twice.
    await creditFirmMonthLine(onInvoice, { id: invoiceId, number: invoiceNumber });
    expect((await getBooking(dropped.id))!.credit_note_numbers).toHaveLength(1);
    expect(bed.fake.creditNotes.list(invoiceId).data).toHaveLength(1);

    // The firm pays what is due: only the kept booking is paid, with a receipt.
    const paid = bed.fake.invoices.pay(invoiceId, false);
    const event = signedEvent('invoice.paid', { ...paid }, testWebhookSecret);
    expect((await bed.postWebhook(event.payload, event.signature)).status).toBe(200);
    const keptNow = (await getBooking(kept.id))!;
    expect(keptNow.payment_status).toBe('paid');
    expect((await getReceipt(keptNow.receipt_number!))?.total_ore).toBe(150_000);
    const droppedNow = (await getBooking(dropped.id))!;
    expect(droppedNow.payment_status).toBe('awaiting_payment');
    expect(droppedNow.receipt_number ?? null).toBeNull();
  });
});
