/**
 * EAN invoices through e-conomic (decision 0036, 'EAN invoices'), against the fake Stripe and
 * the e-conomic stand-in: a public customer's monthly invoice and a firm booking's own invoice
 * are queued when Stripe issues them and booked in e-conomic with `sendBy: "ean"` (the firm as
 * customer with its EAN, the lines net with 25 % moms added, our reference), once however often
 * the job runs; a line cancelled off an open monthly invoice, and a booking's voided invoice, go
 * the same way as EAN credit notes, and so does a credit note after payment (its voucher then books
 * only the money given back); a retry after a push that died between the draft and its booking books the same
 * draft and makes no second; Bogføring lists them as 'Sendt til e-conomic (EAN)'; the receipts
 * of the paid invoice book only the payment (no second sale); a rate limit waits its back-off;
 * a customer in e-conomic without an EAN fails the push with e-conomic's words; a firm without
 * an EAN gets no EAN invoice. Bookings in 3711 and 3712, years no other test uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EanInvoice, EanInvoiceEntry } from '@shared/api/economic';
import { defaultEconomicMapping } from '@shared/api/economic';
import type { Ledger } from '@shared/api/ledger';
import { copenhagenDateOf } from '@shared/domain/analytics';
import { economicTexts as t } from '@shared/texts/economic';
import { signedEvent } from '@infra/local/fake-stripe/events';
import { fakeEconomicAppSecretToken, type FakeEconomic } from '@infra/local/fake-economic';
import { resetConfig } from '@functions/lib/config';
import { getBooking } from '@functions/stores/booking/booking-items';
import { getFirmMonth } from '@functions/stores/firm-invoices';
import { getReceipt } from '@functions/stores/receipts';
import { getCreditNote } from '@functions/stores/credit-notes';
import { saveConnected, saveDisconnected } from '@functions/stores/bookkeeping-connection';
import { eanPushId, getPush } from '@functions/stores/bookkeeping-pushes';
import { pushDueDocuments } from '@functions/capabilities/bookkeeping/document-push';
import { economicSystem } from '@functions/capabilities/bookkeeping/economic-adapter';
import { economicClient } from '@functions/capabilities/bookkeeping/economic-client';
import { storeAgreementGrant } from '@functions/capabilities/bookkeeping/economic-grant';
import { queueEanCopy } from '@functions/capabilities/payments/ean-invoice';
import {
  sendBookingInvoice,
  voidBookingInvoice,
} from '@functions/capabilities/payments/booking-invoice';
import { creditFirmMonthLine } from '@functions/capabilities/payments/firm-month-credit';
import { cancelWithRefund } from '@functions/capabilities/bookings/change-booking';
import { runMonthlyInvoices } from '@functions/capabilities/firm-billing/monthly-invoices';
import { startEconomicStandIn } from '@tests/support/bookkeeping';
import { customer } from '@tests/support/booking-fixtures';
import { firmOf, frozenFirmOf, monthlyInvoiceBooking, tableBookingOf } from '@tests/support/firms';
import { receiptedBooking } from '@tests/support/sale-documents';
import {
  startPaymentsTestBed,
  testWebhookSecret,
  type PaymentsTestBed,
} from '@tests/support/payments-test-bed';
import { createTestUser, type TestUser } from './users';

const ean = '5798000416604';
let bed: PaymentsTestBed;
let fake: FakeEconomic;
let grant: string;
let admin: TestUser;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  fake = await startEconomicStandIn();
  grant = fake.issueGrant();
  await storeAgreementGrant(grant);
  await saveConnected(new Date());
  admin = await createTestUser({ admin: true });
});

afterAll(async () => {
  // Nothing of this file is left waiting for the next file's stand-in.
  await pushDueDocuments(new Date(Date.now() + 30 * 60_000));
  await storeAgreementGrant(undefined);
  await saveDisconnected();
  await fake?.stop();
  await bed?.close();
  delete process.env.ECONOMIC_API_URL;
  delete process.env.ECONOMIC_REST_URL;
  delete process.env.ECONOMIC_GRANT_URL;
  resetConfig();
});

const bookedOf = (reference: string) =>
  fake.posted().booked.filter((invoice) => invoice.references.other === reference);
const entriesOf = (voucher: number) =>
  fake.posted().entries.filter((entry) => entry.voucherNumber === voucher);
/** A run of the job, `minutes` from now (past the back-off of earlier attempts). */
const runJob = (minutes = 0) => pushDueDocuments(new Date(Date.now() + minutes * 60_000));
/**
 * Everything other tests left waiting goes first, so a failure the test sets up meets its own
 * push (the queue is the table's, shared by every test file).
 */
const drain = () => runJob(30);

async function ledgerOf(month: string): Promise<Ledger> {
  const res = await fetch(`${bed.api.url}/api/admin/ledger?month=${month}`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Ledger;
}

/**
 * A public customer's month (a firm with an EAN, billed monthly) with two bookings, on the 7th
 * and the 21st, invoiced by the monthly job: its Stripe invoice and the bookings.
 */
async function monthInvoiced(month: string, name: string) {
  const boss = await customer();
  const firmId = await firmOf(boss, { invoice_approved: true, billing_mode: 'monthly', name, ean });
  const bookings = [
    await monthlyInvoiceBooking(boss, firmId, {
      reference: 'Sag 1',
      date: `${month}-07`,
      time: '09:00',
    }),
    await monthlyInvoiceBooking(boss, firmId, {
      reference: 'Sag 2',
      date: `${month}-21`,
      time: '10:00',
    }),
  ] as const;
  await runMonthlyInvoices(month);
  return { invoiceId: (await getFirmMonth(firmId, month))!.stripe_invoice_id!, bookings };
}

describe('a public customer’s monthly invoice', () => {
  it('is booked in e-conomic and sent by EAN once; its receipts then book only the payment', async () => {
    const { invoiceId, bookings } = await monthInvoiced('3711-03', 'Aarhus Kommune, Borgerservice');
    const [first, second] = bookings;
    const stripeInvoice = bed.fake.invoices.get(invoiceId)!;
    expect((await getPush(eanPushId(invoiceId)))?.status).toBe('pending');

    await runJob();
    await runJob();
    const booked = bookedOf(invoiceId);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      sentBy: 'ean',
      currency: 'DKK',
      layout: { layoutNumber: defaultEconomicMapping.invoice_layout },
      recipient: { name: 'Aarhus Kommune, Borgerservice', ean, vatZone: { vatZoneNumber: 1 } },
      notes: { heading: `Faktura ${stripeInvoice.number}` },
      // 2 × (1600 − 100) kr incl. moms: 2400 kr net, 600 kr moms.
      netAmount: 2400,
      vatAmount: 600,
      grossAmount: 3000,
    });
    expect(booked[0]!.lines.map((line) => line.unitNetPrice)).toEqual([1280, -80, 1280, -80]);
    const firmCustomer = fake
      .posted()
      .customers.find((c) => c.customerNumber === booked[0]!.customer.customerNumber);
    // The contact person e-conomic needs to send by EAN: on the customer and on the invoice.
    const contact = fake
      .posted()
      .contacts.find((c) => c.customerNumber === booked[0]!.customer.customerNumber);
    expect(contact).toMatchObject({ name: 'Aarhus Kommune, Borgerservice' });
    expect(booked[0]!.references.customerContact).toEqual({
      customerContactNumber: contact!.customerContactNumber,
    });
    expect(firmCustomer).toMatchObject({
      eanLocationNumber: ean,
      nemHandelReceiverType: 1,
      defaultDisableEInvoicing: false,
    });
    expect(await getPush(eanPushId(invoiceId))).toMatchObject({ status: 'sent' });

    // Bogføring lists it under the month it was issued in.
    const issuedMonth = copenhagenDateOf(new Date().toISOString()).slice(0, 7);
    const listed = (await ledgerOf(issuedMonth)).ean_invoices.find(
      (entry: EanInvoiceEntry) => entry.id === eanPushId(invoiceId),
    );
    expect(listed).toMatchObject({
      kind: 'firm_month',
      number: stripeInvoice.number,
      ean,
      total_ore: 300_000,
      push: { state: 'sent' },
    });
    expect(t.stateSentEan).toBe('Sendt til e-conomic (EAN)');

    // Paid: each receipt books the customer's payment only (the booked invoice was the sale).
    const paid = bed.fake.invoices.pay(invoiceId, false);
    const event = signedEvent('invoice.paid', { ...paid }, testWebhookSecret);
    expect((await bed.postWebhook(event.payload, event.signature)).status).toBe(200);
    await runJob();
    for (const booking of [first, second]) {
      const receipt = (await getReceipt((await getBooking(booking.id))!.receipt_number!))!;
      expect(entriesOf(receipt.voucher_number!)).toEqual([
        expect.objectContaining({
          entryTypeNumber: 4,
          amount: 1500,
          customerNumber: booked[0]!.customer.customerNumber,
        }),
      ]);
    }
    expect(bookedOf(invoiceId)).toHaveLength(1);

    // Cancelled after payment: its credit note goes to e-conomic as an EAN credit note of the
    // invoice (the sale undone there), and its voucher books only the money given back.
    await cancelWithRefund((await getBooking(second.id))!, 'owner');
    const note = (await getCreditNote((await getBooking(second.id))!.credit_note_numbers![0]!))!;
    await runJob();
    await runJob();
    expect(bookedOf(`kreditnota-${note.credit_note_number}`)).toEqual([
      expect.objectContaining({
        sentBy: 'ean',
        grossAmount: -1500,
        customer: booked[0]!.customer,
        notes: expect.objectContaining({
          heading: `Kreditnota ${note.credit_note_number} til faktura ${stripeInvoice.number}`,
        }),
      }),
    ]);
    expect(entriesOf(note.voucher_number!)).toEqual([
      expect.objectContaining({ entryTypeNumber: 4, amount: -1500 }),
    ]);
  });

  it('a booking cancelled while it is open: e-conomic sends the EAN credit note of its line, once', async () => {
    const { invoiceId, bookings } = await monthInvoiced('3711-05', 'Favrskov Kommune');
    const dropped = bookings[1];
    await cancelWithRefund((await getBooking(dropped.id))!, 'owner');
    const noteNumber = (await getBooking(dropped.id))!.credit_note_numbers![0]!;
    // Cancelled again (a retried request): nothing more.
    await creditFirmMonthLine((await getBooking(dropped.id))!, {
      id: invoiceId,
      number: bed.fake.invoices.get(invoiceId).number,
    });
    await runJob();
    await runJob();
    const credit = bookedOf(`kreditnota-${noteNumber}`);
    expect(credit).toEqual([
      expect.objectContaining({
        sentBy: 'ean',
        grossAmount: -1500,
        recipient: expect.objectContaining({ ean }),
        notes: expect.objectContaining({
          heading: `Kreditnota ${noteNumber} til faktura ${bed.fake.invoices.get(invoiceId).number}`,
        }),
      }),
    ]);
    expect(bookedOf(invoiceId)).toEqual([expect.objectContaining({ grossAmount: 3000 })]);
  });

  it('a firm without an EAN gets no EAN invoice', async () => {
    const boss = await customer();
    const firmId = await firmOf(boss, { invoice_approved: true, billing_mode: 'monthly' });
    await monthlyInvoiceBooking(boss, firmId, {
      reference: 'Sag 3',
      date: '3711-04-07',
      time: '09:00',
    });
    await runMonthlyInvoices('3711-04');
    const invoiceId = (await getFirmMonth(firmId, '3711-04'))!.stripe_invoice_id!;
    expect(await getPush(eanPushId(invoiceId))).toBeUndefined();
  });
});

describe('a public customer’s own invoice at booking', () => {
  it('is booked in e-conomic and sent by EAN', async () => {
    const boss = await customer();
    const firmId = await firmOf(boss, { invoice_approved: true, ean });
    const booking = await tableBookingOf(boss, await frozenFirmOf(firmId, 'Sag 9'), {
      booking_date: '3712-02-03',
      booking_time: '09:00',
      payment_method: 'invoice',
      payment_status: 'awaiting_payment',
      original_price: 2000,
      price: 2000,
    });
    const invoice = await sendBookingInvoice(booking, { productPrice: 2000, editingPrice: 0 });
    await runJob();
    expect(bookedOf(invoice.id)).toEqual([
      expect.objectContaining({
        sentBy: 'ean',
        grossAmount: 2000,
        recipient: expect.objectContaining({ ean }),
        notes: expect.objectContaining({ textLine1: 'Jeres reference: Sag 9' }),
      }),
    ]);
    // Its reference is the contact person, printed on the e-invoice as its id.
    expect(fake.posted().contacts).toContainEqual(
      expect.objectContaining({ name: 'Sag 9', eInvoiceId: 'Sag 9' }),
    );

    // Cancelled before it was paid: Stripe's invoice is voided, e-conomic's credited whole.
    await voidBookingInvoice((await getBooking(booking.id))!);
    await runJob();
    expect(bookedOf(`annulleret-${invoice.id}`)).toEqual([
      expect.objectContaining({
        sentBy: 'ean',
        grossAmount: -2000,
        notes: expect.objectContaining({
          heading: `Kreditnota: faktura ${invoice.number} er annulleret`,
        }),
      }),
    ]);
  });
});

let nextReference = 1;
/** An EAN invoice of a firm of its own (a fresh CVR), as queued when Stripe issued it. */
function eanInvoice(fields: Partial<EanInvoice['firm']> = {}): EanInvoice {
  const reference = `in_test_ean_${Date.now()}_${nextReference++}`;
  return {
    kind: 'booking',
    reference,
    stripe_invoice_id: reference,
    number: `TEST-${nextReference}`,
    issued_at: new Date().toISOString(),
    due_date: '3712-03-01',
    firm: {
      name: 'Region Midtjylland',
      cvr: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
      ean,
      address: 'Skottenborg 26, 8800 Viborg',
      email: 'faktura@rm.example.dk',
      reference: null,
      ...fields,
    },
    lines: [{ description: 'Dronefoto', amount_ore: 250_000 }],
    total_ore: 250_000,
    booking_ids: [],
  };
}

const queue = (invoice: EanInvoice) =>
  queueEanCopy({
    kind: invoice.kind,
    invoice: { id: invoice.reference, number: invoice.number, due_date: invoice.due_date },
    firm: { ...invoice.firm, invoice_email: invoice.firm.email },
    lines: invoice.lines,
    booking_ids: [],
  });

describe('once, whatever happens', () => {
  it('a push that died after the draft: the retry books that draft, no second draft nor booked invoice', async () => {
    await drain();
    const invoice = eanInvoice();
    await queue(invoice);
    // The customer, its contact person and the draft go through; booking it gets no answer.
    fake.failNext('unavailable', 1, 3);
    await runJob();
    const push = await getPush(eanPushId(invoice.reference));
    expect(push).toMatchObject({ status: 'pending', attempts: 1 });
    const drafts = fake.posted().drafts.filter((d) => d.references.other === invoice.reference);
    expect(drafts).toHaveLength(1);
    expect(bookedOf(invoice.reference)).toEqual([]);

    await runJob(2);
    expect(bookedOf(invoice.reference)).toEqual([
      expect.objectContaining({ draftInvoiceNumber: drafts[0]!.draftInvoiceNumber }),
    ]);
    expect(fake.posted().drafts.filter((d) => d.references.other === invoice.reference)).toEqual(
      [],
    );
    expect((await getPush(eanPushId(invoice.reference)))?.status).toBe('sent');
    // Queued again (a rerun of the job that made the Stripe invoice): nothing new.
    await queue(invoice);
    await runJob(4);
    expect(bookedOf(invoice.reference)).toHaveLength(1);
  });

  it('booked but not marked sent (a crash in between): the retry finds the booked invoice and books nothing', async () => {
    const invoice = eanInvoice();
    const system = economicSystem(
      economicClient({ appSecretToken: fakeEconomicAppSecretToken, agreementGrantToken: grant }),
    );
    const first = await system.pushEanInvoice(invoice, defaultEconomicMapping);
    const again = await system.pushEanInvoice(invoice, defaultEconomicMapping);
    expect(again).toEqual({ entries: 0, bookedInvoiceNumber: first.bookedInvoiceNumber });
    expect(bookedOf(invoice.reference)).toHaveLength(1);
  });

  it('a write repeated with its Idempotency-Key (an answer lost on the way) is made once', async () => {
    const client = economicClient({
      appSecretToken: fakeEconomicAppSecretToken,
      agreementGrantToken: grant,
    });
    const voucher = 800_000_000 + Math.floor(Math.random() * 99_999_999);
    const entry = {
      journalNumber: 1,
      voucherNumber: voucher,
      entryTypeNumber: 1,
      date: '3712-01-02',
      text: 'Test',
      amount: 10,
      currency: 'DKK',
      contraAccountNumber: 5820,
    };
    await client.postDraftEntries(voucher, [entry]);
    await client.postDraftEntries(voucher, [entry]);
    expect(entriesOf(voucher)).toHaveLength(1);
  });

  it('a rate limit (429): the invoice waits its back-off, then goes once', async () => {
    await drain();
    const invoice = eanInvoice();
    await queue(invoice);
    // The customer and its contact go through; the REST API's POST /invoices/drafts answers 429.
    fake.failNext('rate_limit', 1, 2);
    await runJob();
    expect(fake.posted().drafts.filter((d) => d.references.other === invoice.reference)).toEqual(
      [],
    );
    expect(await getPush(eanPushId(invoice.reference))).toMatchObject({
      status: 'pending',
      attempts: 1,
    });
    await runJob();
    expect(bookedOf(invoice.reference)).toEqual([]);
    await runJob(2);
    expect(bookedOf(invoice.reference)).toHaveLength(1);
  });

  it('the firm is a customer in e-conomic without an EAN: Fejlede with e-conomic’s words', async () => {
    const buyer = await customer();
    const cvr = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    // Its receipts went first, before it had an EAN: the customer has none.
    const firm = {
      id: `firm-${cvr}`,
      name: 'Skanderborg Kommune',
      cvr,
      address: 'Adelgade 44, 8660 Skanderborg',
      ean: null,
      reference: null,
    };
    // A day of its own each run (the table keeps earlier runs' bookings).
    const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
    const hour = String(8 + Math.floor(Math.random() * 10)).padStart(2, '0');
    await receiptedBooking(buyer, {
      booking_date: `3712-06-${day}`,
      booking_time: `${hour}:${String(Math.floor(Math.random() * 60)).padStart(2, '0')}`,
      price: 1000,
      firm,
    });
    await runJob();
    const invoice = eanInvoice({ name: firm.name, cvr, address: firm.address });
    await queue(invoice);
    await runJob();
    expect(await getPush(eanPushId(invoice.reference))).toMatchObject({
      status: 'failed',
      reason: 'rejected',
      detail: expect.stringContaining('no EAN number'),
    });
    expect(bookedOf(invoice.reference)).toEqual([]);
  });
});
