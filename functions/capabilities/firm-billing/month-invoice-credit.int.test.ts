/**
 * A firm booking cancelled after its firm's monthly invoice was made (decision 0035): its line
 * is credited at once, by a credit note on Stripe against the firm's invoice (the amount due
 * drops by the booking's amount) and by our own credit note naming the firm, CVR and
 * reference, mailed to the firm's invoice e-mail, no bookkeeping voucher; a retry credits
 * nothing twice; paying the invoice marks only the other booking paid.
 * Bookings in 3694, a year no other test uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '@infra/local/mailbox';
import { signedEvent } from '@infra/local/fake-stripe/events';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getCreditNote } from '@functions/stores/credit-notes';
import { getFirmMonth } from '@functions/stores/firm-invoices';
import { getFirm } from '@functions/stores/firms';
import { getReceipt } from '@functions/stores/receipts';
import { addCredits } from '@functions/stores/profiles';
import { cancelWithRefund } from '@functions/capabilities/bookings/change-booking';
import { creditFirmMonthLine } from '@functions/capabilities/payments/firm-month-credit';
import { customer } from '@tests/support/booking-fixtures';
import { firmOf, frozenFirmOf, monthlyInvoiceBooking } from '@tests/support/firms';
import { mailsDelivered } from '@tests/integration/mail-consumer';
import {
  startPaymentsTestBed,
  testWebhookSecret,
  type PaymentsTestBed,
} from '@tests/support/payments-test-bed';
import { runMonthlyInvoices } from './monthly-invoices';

let bed: PaymentsTestBed;
beforeAll(async () => {
  bed = await startPaymentsTestBed();
});
afterAll(async () => {
  await bed?.close();
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
    const kept = await monthlyInvoiceBooking(boss, await frozenFirmOf(firmId, 'Sag 1'), {
      date: '3694-03-05',
      time: '09:00',
    });
    const dropped = await monthlyInvoiceBooking(boss, await frozenFirmOf(firmId, 'Havnegade 7'), {
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
