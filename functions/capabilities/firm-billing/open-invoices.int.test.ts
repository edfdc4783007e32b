/**
 * 'Firmaer''s open invoices through `GET /api/admin/firms` (decision 0035): a firm booking
 * cancelled after its monthly invoice was made has its line credited, and the open invoice then
 * shows what is still owed (the total less the credited line, what Stripe's amount due says)
 * with the credited booking listed by its number and credit note. Bookings in 3698, a year no
 * other test uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFirm } from '@shared/api/firm-admin';
import { bookingNumberText } from '@shared/domain/booking-number';
import { cancelWithRefund } from '@functions/capabilities/bookings/change-booking';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getFirmMonth } from '@functions/stores/firm-invoices';
import { customer } from '@tests/support/booking-fixtures';
import { firmOf, monthlyInvoiceBooking } from '@tests/support/firms';
import { startPaymentsTestBed, type PaymentsTestBed } from '@tests/support/payments-test-bed';
import { gatewayCall } from '@tests/integration/gateway-call';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { runMonthlyInvoices } from './monthly-invoices';

let bed: PaymentsTestBed;
let owner: TestUser;
beforeAll(async () => {
  bed = await startPaymentsTestBed();
  owner = await createTestUser({ admin: true });
});
afterAll(async () => {
  await bed?.close();
});

const firmsListed = async (firmId: string): Promise<AdminFirm> => {
  const { status, body } = await gatewayCall<AdminFirm[]>(
    bed.api.url,
    'GET',
    '/api/admin/firms',
    owner,
  );
  expect(status).toBe(200);
  return body.find((entry) => entry.firm.id === firmId)!;
};

describe("an open monthly invoice in the owner's 'Firmaer'", () => {
  it('owes its total less the line of a booking cancelled after it was made, which is listed', async () => {
    const boss = await customer();
    const firmId = await firmOf(boss, { invoice_approved: true, billing_mode: 'monthly' });
    const month = '3698-02';
    const book = (reference: string, date: string, time: string) =>
      monthlyInvoiceBooking(boss, firmId, { reference, date, time });
    const kept = await book('Sag 1', '3698-02-05', '09:00');
    const dropped = await book('Havnegade 7', '3698-02-19', '10:00');
    await runMonthlyInvoices(month);
    const invoiceId = (await getFirmMonth(firmId, month))!.stripe_invoice_id!;

    const before = (await firmsListed(firmId)).open_invoices;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({
      month,
      stripe_invoice_id: invoiceId,
      amount_ore: 300_000,
      open_ore: 300_000,
      credited_lines: [],
      booking_ids: expect.arrayContaining([kept.id, dropped.id]),
    });

    await cancelWithRefund((await getBooking(dropped.id))!, 'owner');
    const credited = (await getBooking(dropped.id))!;
    const creditNoteNumber = credited.credit_note_numbers![0]!;

    const after = (await firmsListed(firmId)).open_invoices;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      amount_ore: 300_000,
      open_ore: 150_000,
      credited_lines: [
        {
          booking_id: dropped.id,
          booking_number: bookingNumberText(credited),
          credit_note_number: creditNoteNumber,
          amount_ore: 150_000,
        },
      ],
    });
    // What 'Firmaer' says is owed is what Stripe now asks the firm for.
    expect(bed.fake.invoices.get(invoiceId).amount_due).toBe(after[0]!.open_ore);
  });
});
