/**
 * The monthly invoice job (decision 0035) against the fake Stripe: a firm billed monthly gets
 * one invoice for the month with a line per booking (reference and booker included), due in
 * its payment term; a booking cancelled before the run and another month's are not on it;
 * running the job twice makes no second invoice; `invoice.paid` marks the bookings paid and
 * issues receipts naming the firm and its CVR, which the month's CSV has in its columns. Bookings in 3693, a year no other test uses.
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
import { firmOf, frozenFirmOf, monthlyInvoiceBooking } from '@tests/support/firms';
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
    const first = await monthlyInvoiceBooking(boss, await frozenFirmOf(firmId, 'Sag 1'), {
      date: '3693-04-07',
      time: '09:00',
    });
    const second = await monthlyInvoiceBooking(boss, await frozenFirmOf(firmId, 'Villavej 2'), {
      date: '3693-04-21',
      time: '10:00',
    });
    const cancelled = await monthlyInvoiceBooking(boss, await frozenFirmOf(firmId, 'Sag 3'), {
      date: '3693-04-22',
      time: '11:00',
    });
    await setBookingFields(cancelled.id, { cancelled_at: '3693-04-10T10:00:00.000Z' });
    const nextMonth = await monthlyInvoiceBooking(boss, await frozenFirmOf(firmId, 'Sag 4'), {
      date: '3693-05-02',
      time: '09:00',
    });

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
});
