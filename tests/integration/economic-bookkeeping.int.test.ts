/**
 * The books in e-conomic (decision 0036), through the twin's gateway, the real handlers, the
 * twin's secret store and the e-conomic stand-in: connecting checks the grant at once (Danish
 * refusals change nothing; the grant is in no answer and no log line); the bookkeeping job,
 * run as its function, pushes a receipt and a credit note once each with their PDFs and the
 * customer, however often it runs; a rejected push shows 'Fejlede' and 'Prøv igen' pushes it
 * once; a rate limit and no answer wait their back-off; an attempt that died after posting
 * posts no second entry; an expired grant makes the documents wait (its alarm metric counted)
 * until the owner connects again; a firm's documents reach the firm as customer, with its EAN;
 * 'Afbryd forbindelsen' removes the grant and keeps the app's tokens.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EconomicSettings } from '@shared/api/economic';
import type { Ledger } from '@shared/api/ledger';
import { economicTexts as t } from '@shared/texts/economic';
import { copenhagenDateOf } from '@shared/domain/analytics';
import { readSecretFields } from '@functions/lib/secrets';
import { resetConfig } from '@functions/lib/config';
import { getReceipt } from '@functions/stores/receipts';
import { getCreditNote } from '@functions/stores/credit-notes';
import { pushesOfVouchers } from '@functions/stores/bookkeeping-pushes';
import { pushDueDocuments } from '@functions/capabilities/bookkeeping/document-push';
import { loadFunction } from '@infra/local/functions';
import {
  fakeEconomicAppPublicToken,
  fakeEconomicAppSecretToken,
  type FakeEconomic,
} from '@infra/local/fake-economic';
import { startEconomicStandIn } from '@tests/support/bookkeeping';
import {
  creditNotedBooking,
  creditsReceiptOf,
  receiptedBooking,
} from '@tests/support/sale-documents';
import { customer } from '@tests/support/booking-fixtures';
import { startTestGateway, type TestGateway } from './gateway';
import type { TestUser } from './users';

/** The business metrics counted (the alarm's source), instead of printed. */
const counted = vi.hoisted(() => [] as string[]);
vi.mock('@functions/lib/metrics', () => ({
  countMetric: (name: string) => void counted.push(name),
}));

/** The job as the twin's schedule runs it: as its function, with only its declared access. */
const runJob = async () =>
  (await loadFunction('bookkeepingJob'))({ source: 'local.schedule' }, {}) as Promise<{
    sent: number;
    failed: number;
    waiting?: string;
  }>;

let fake: FakeEconomic;
let api: TestGateway;
let admin: TestUser;
let buyer: TestUser;
const logged: string[] = [];
const answered: string[] = [];

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    });
  fake = await startEconomicStandIn();
  api = await startTestGateway();
  [admin, buyer] = await Promise.all([customer(0, { admin: true }), customer()]);
});

afterAll(async () => {
  await call('DELETE', '/api/admin/economic');
  await api.close();
  await fake.stop();
  delete process.env.ECONOMIC_API_URL;
  delete process.env.ECONOMIC_REST_URL;
  delete process.env.ECONOMIC_GRANT_URL;
  resetConfig();
  vi.restoreAllMocks();
});

async function call(method: string, path: string, body?: unknown, as: TestUser = admin) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${as.accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  answered.push(text);
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

const secret = () => readSecretFields(process.env.ECONOMIC_SECRET_ID!);
const connect = (grant: unknown) => call('PUT', '/api/admin/economic', { grant_token: grant });
const entriesOf = (voucher: number) =>
  fake.posted().entries.filter((entry) => entry.voucherNumber === voucher);
const attachmentsOf = (voucher: number) =>
  fake.posted().attachments.filter((a) => a.voucherNumber === voucher);
const pushOf = async (voucher: number) => (await pushesOfVouchers([voucher])).get(voucher);

let year = 3710;
/** A booking of its own day (this file books in 3710 and later). */
const nextDate = () => `${year++}-05-04`;

describe('connecting e-conomic', () => {
  it.each([
    ['empty', '', t.grantRequired],
    ['not a token', 'ikke en nøgle!', t.grantInvalid],
    ['too long', 'a'.repeat(201), t.grantTooLong],
    ['not text', 42, t.grantRequired],
  ])('%s: 400 with a Danish message, nothing stored', async (_, grant, message) => {
    const answer = await connect(grant);
    expect(answer).toMatchObject({ status: 400, body: { error: message } });
    expect((await secret()).agreementGrantToken).toBeUndefined();
  });

  it('a grant e-conomic does not accept: 400, e-conomic said no, nothing changed', async () => {
    const answer = await connect('local-grant-not-issued');
    expect(answer).toMatchObject({ status: 400, body: { error: t.grantRefused } });
    expect((await secret()).agreementGrantToken).toBeUndefined();
    const view = (await call('GET', '/api/admin/economic')).body as unknown as EconomicSettings;
    expect(view).toMatchObject({ connected: false, grant_refused: false });
    expect(view.connect_url).toContain(`appPublicToken=${fakeEconomicAppPublicToken}`);
  });

  it('a customer may not connect it: 403', async () => {
    expect((await call('PUT', '/api/admin/economic', { grant_token: 'x' }, buyer)).status).toBe(
      403,
    );
  });

  it('a grant e-conomic accepts is stored beside the app tokens and never answered', async () => {
    const grant = fake.issueGrant();
    const answer = await connect(grant);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ connected: true, grant_refused: false });
    expect(await secret()).toEqual({
      appSecretToken: fakeEconomicAppSecretToken,
      appPublicToken: fakeEconomicAppPublicToken,
      agreementGrantToken: grant,
    });
    expect(answered.join('\n')).not.toContain(grant);
    expect(logged.join('\n')).not.toContain(grant);
  });
});

describe('every document pushed once, with its PDF', () => {
  it('a receipt and its credit note: the customer, the entries with moms, the PDFs; twice the job adds nothing', async () => {
    const booking = await creditNotedBooking(buyer, {
      booking_date: nextDate(),
      customer_name: 'Karen Kunde',
      price: 1500,
    });
    const receipt = (await getReceipt(booking.receipt_number!))!;
    const note = (await getCreditNote(booking.credit_note_numbers![0]!))!;
    const [first, second] = [await runJob(), await runJob()];
    expect(first.sent).toBeGreaterThanOrEqual(2);
    expect(second.sent).toBe(0);

    const receiptEntries = entriesOf(receipt.voucher_number!);
    expect(receiptEntries).toEqual([
      expect.objectContaining({
        entryTypeNumber: 5,
        amount: receipt.total_ore / 100,
        contraAccountNumber: 1010,
        contraVatCode: 'U25',
        date: copenhagenDateOf(receipt.issued_at),
      }),
      expect.objectContaining({ entryTypeNumber: 4, contraAccountNumber: 5820 }),
    ]);
    expect(entriesOf(note.voucher_number!).map((e) => e.amount)).toEqual([
      note.total_ore / 100,
      note.total_ore / 100,
    ]);
    for (const voucher of [receipt.voucher_number!, note.voucher_number!])
      expect(attachmentsOf(voucher)).toEqual([
        expect.objectContaining({ contentType: 'application/pdf', isPdf: true }),
      ]);
    const customers = fake.posted().customers.filter((c) => c.email === buyer.email);
    expect(customers).toEqual([expect.objectContaining({ name: 'Karen Kunde' })]);
    expect(receiptEntries[0]!.customerNumber).toBe(customers[0]!.customerNumber);

    // Bogføring says so.
    const month = copenhagenDateOf(receipt.issued_at).slice(0, 7);
    const ledger = (await call('GET', `/api/admin/ledger?month=${month}`))
      .body as unknown as Ledger;
    const shown = ledger.entries.find((e) => e.voucher === String(receipt.voucher_number));
    expect(shown?.push).toEqual({ state: 'sent' });
  });

  it('a card booking, an invoice booking paid later, a cancellation and a credit purchase: each document once, with its PDF, the customer and 25 % moms', async () => {
    const payer = await customer();
    const card = await receiptedBooking(payer, {
      booking_date: nextDate(),
      payment_method: 'card',
      price: 1500,
    });
    const invoice = await receiptedBooking(payer, {
      booking_date: nextDate(),
      payment_method: 'invoice',
      price: 2400,
    });
    const cancelled = await creditNotedBooking(payer, { booking_date: nextDate(), price: 900 });
    const credits = await creditsReceiptOf(payer, 500);
    const documents = [
      (await getReceipt(card.receipt_number!))!,
      (await getReceipt(invoice.receipt_number!))!,
      (await getReceipt(cancelled.receipt_number!))!,
      (await getCreditNote(cancelled.credit_note_numbers![0]!))!,
      credits,
    ];
    await runJob();
    const posted = () => ({
      entries: fake.posted().entries.length,
      attachments: fake.posted().attachments.length,
    });
    const before = posted();
    expect((await runJob()).sent).toBe(0);
    expect(posted()).toEqual(before);

    const customers = fake.posted().customers.filter((c) => c.email === payer.email);
    expect(customers).toHaveLength(1);
    for (const document of documents) {
      const voucher = document.voucher_number!;
      const [sale, payment] = entriesOf(voucher);
      expect(entriesOf(voucher), `voucher ${voucher}`).toHaveLength(2);
      expect(sale).toMatchObject({
        amount: document.total_ore / 100,
        contraVatCode: 'U25',
        customerNumber: customers[0]!.customerNumber,
      });
      expect(payment).toMatchObject({ customerNumber: customers[0]!.customerNumber });
      expect(attachmentsOf(voucher)).toEqual([
        expect.objectContaining({ contentType: 'application/pdf', isPdf: true }),
      ]);
      expect((await pushOf(voucher))?.status).toBe('sent');
    }
  });

  it('a public customer: the customer is the firm with its CVR and EAN, e-invoicing on; another booker of it finds the same', async () => {
    const cvr = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const firm = {
      id: `firm-${cvr}`,
      name: 'Aarhus Kommune, Teknik og Miljø',
      cvr,
      address: 'Rådhuspladsen 2, 8000 Aarhus C',
      ean: '5798005770001',
      reference: 'Sag 7',
    };
    const colleague = await customer();
    const [first, second] = [
      await receiptedBooking(buyer, { booking_date: nextDate(), price: 2000, firm }),
      await receiptedBooking(colleague, { booking_date: nextDate(), price: 1000, firm }),
    ];
    await runJob();
    const customers = fake.posted().customers.filter((c) => c.cvrNo === cvr);
    expect(customers).toEqual([
      expect.objectContaining({
        name: firm.name,
        eanLocationNumber: '5798005770001',
        nemHandelReceiverType: 1,
        defaultDisableEInvoicing: false,
      }),
    ]);
    for (const booking of [first, second]) {
      const receipt = (await getReceipt(booking.receipt_number!))!;
      expect(entriesOf(receipt.voucher_number!)[0]!.customerNumber).toBe(
        customers[0]!.customerNumber,
      );
    }
  });

  it('e-conomic rejects it: Fejlede with its words; Prøv igen pushes it once', async () => {
    fake.failNext('validation');
    const booking = await receiptedBooking(buyer, { booking_date: nextDate() });
    const voucher = (await getReceipt(booking.receipt_number!))!.voucher_number!;
    await runJob();
    expect(await pushOf(voucher)).toMatchObject({
      status: 'failed',
      reason: 'rejected',
      detail: expect.stringContaining('Account 1010 is blocked'),
    });
    expect(entriesOf(voucher)).toEqual([]);
    const view = (await call('GET', '/api/admin/economic')).body as unknown as EconomicSettings;
    expect(view.failed_pushes).toBeGreaterThanOrEqual(1);

    const retried = await call('POST', `/api/admin/ledger/pushes/${voucher}/retry`);
    expect(retried).toMatchObject({ status: 200, body: { state: 'pending' } });
    await runJob();
    await runJob();
    expect(entriesOf(voucher)).toHaveLength(2);
    expect(attachmentsOf(voucher)).toHaveLength(1);
    expect((await pushOf(voucher))?.status).toBe('sent');
    // Only a failed push goes again.
    const again = await call('POST', `/api/admin/ledger/pushes/${voucher}/retry`);
    expect(again).toMatchObject({ status: 409, body: { error: t.pushNotFailed } });
    const bad = await call('POST', '/api/admin/ledger/pushes/abc/retry');
    expect(bad).toMatchObject({ status: 400, body: { error: t.voucherInvalid } });
  });

  it('no answer from e-conomic: retried after a back-off, never twice', async () => {
    fake.failNext('unavailable');
    const booking = await receiptedBooking(buyer, { booking_date: nextDate() });
    const voucher = (await getReceipt(booking.receipt_number!))!.voucher_number!;
    await runJob();
    expect(await pushOf(voucher)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(entriesOf(voucher)).toEqual([]);
  });

  it('a rate limit (429): the push waits its back-off, counts a failure, then goes once', async () => {
    counted.length = 0;
    fake.failNext('rate_limit');
    const booking = await receiptedBooking(buyer, { booking_date: nextDate() });
    const voucher = (await getReceipt(booking.receipt_number!))!.voucher_number!;
    await pushDueDocuments(new Date());
    expect(await pushOf(voucher)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(entriesOf(voucher)).toEqual([]);
    expect(counted).toContain('BookkeepingPushFailed');
    // Not before its back-off; after it, once.
    await pushDueDocuments(new Date());
    expect((await pushOf(voucher))?.status).toBe('pending');
    await pushDueDocuments(new Date(Date.now() + 2 * 60_000));
    await pushDueDocuments(new Date(Date.now() + 4 * 60_000));
    expect(entriesOf(voucher)).toHaveLength(2);
    expect((await pushOf(voucher))?.status).toBe('sent');
  });

  it('an attempt that died after posting the entries: the retry attaches the PDF and posts no second entry', async () => {
    // The entries go through; the attachment does not (e-conomic stops answering).
    fake.failNext('unavailable', 1, 1);
    const booking = await receiptedBooking(buyer, { booking_date: nextDate() });
    const voucher = (await getReceipt(booking.receipt_number!))!.voucher_number!;
    await pushDueDocuments(new Date());
    expect(entriesOf(voucher)).toHaveLength(2);
    expect(attachmentsOf(voucher)).toEqual([]);
    expect(await pushOf(voucher)).toMatchObject({ status: 'pending', attempts: 1 });
    await pushDueDocuments(new Date(Date.now() + 2 * 60_000));
    expect(entriesOf(voucher)).toHaveLength(2);
    expect(attachmentsOf(voucher)).toHaveLength(1);
    expect((await pushOf(voucher))?.status).toBe('sent');
  });

  it('an expired grant: the documents wait and say why; after connecting again they go', async () => {
    fake.expireGrants();
    const booking = await receiptedBooking(buyer, { booking_date: nextDate() });
    const voucher = (await getReceipt(booking.receipt_number!))!.voucher_number!;
    counted.length = 0;
    const run = await runJob();
    expect(run.waiting).toBe('grant_refused');
    // The alarm's metric (PushesFailed watches BookkeepingPushFailed).
    expect(counted).toContain('BookkeepingPushFailed');
    expect(await pushOf(voucher)).toMatchObject({ status: 'pending', reason: 'grant_refused' });
    const view = (await call('GET', '/api/admin/economic')).body as unknown as EconomicSettings;
    expect(view).toMatchObject({ connected: true, grant_refused: true });
    expect((await runJob()).waiting).toBe('grant_refused');

    expect((await connect(fake.issueGrant())).status).toBe(200);
    await runJob();
    expect(entriesOf(voucher)).toHaveLength(2);
    expect((await pushOf(voucher))?.status).toBe('sent');
  });
});

describe('disconnecting', () => {
  it('removes the grant, keeps the app tokens; new documents wait', async () => {
    const answer = await call('DELETE', '/api/admin/economic');
    expect(answer).toMatchObject({ status: 200, body: { connected: false } });
    expect(await secret()).toEqual({
      appSecretToken: fakeEconomicAppSecretToken,
      appPublicToken: fakeEconomicAppPublicToken,
    });
    const booking = await receiptedBooking(buyer, { booking_date: nextDate() });
    const voucher = (await getReceipt(booking.receipt_number!))!.voucher_number!;
    expect((await runJob()).waiting).toBe('not_connected');
    expect((await pushOf(voucher))?.status).toBe('pending');
  });
});
