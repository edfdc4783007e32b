/**
 * 'Bogføring' through the twin's gateway and the real handlers (decision 0021): a month's
 * receipts and credit notes (written as the receipt and credit-note writers write them, by
 * the data contract of issue 30) and the bookings they belong to, made in that month. The
 * month is 1999-03 (no other test writes there), so its books hold only these. The month is in
 * the past so its bookings never count as the latest made (overview, Analyse's charts).
 *
 * It prints and asserts the reconciliation: moms total = receipts' moms − credit notes' moms;
 * the books' gross for bookings = Analyse's revenue for the month's bookings (its sales less
 * the refunds); the gross total = that + the prepaid credits sold. And the CSV file, a bad
 * month's Danish 400, and that a receipt issued now lands on its month's books.
 */
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import type { Ledger, LedgerFile } from '@shared/api/ledger';
import { analyticsOf } from '@shared/domain/analytics';
import { ledgerMonthBounds } from '@shared/domain/ledger';
import { creditNoteLedgerSk, ledgerMonthOf, receiptLedgerSk } from '@shared/domain/ledger-keys';
import { ledgerTexts } from '@shared/texts/admin-ledger';
import { createBooking } from '@functions/stores/booking/booking-days';
import { listBookingsCreatedBetween } from '@functions/stores/booking/booking-items';
import { issueReceiptNumber } from '@functions/stores/receipts';
import { issueCreditNote } from '@functions/capabilities/receipts/credit-notes';
import { receiptKey } from '@functions/data/keys';
import { ledgerPartition } from '@shared/domain/ledger-keys';
import { getItem, putItem } from '@functions/data/store';
import { adminApi } from '@tests/integration/admin-api';
import { setCreatedAt } from '@tests/support/booking-states';
import { bookingInput, dateAllocator } from '@tests/support/table-data';

const { call } = adminApi();
const month = '1999-03';
const nextDate = dateAllocator(3747);
/** Numbers far above any counter of this run, different each run. */
const base = 9_000_000_000 + Math.floor(Math.random() * 900_000_000);

/** Issues the receipt of a paid booking of `ore` (25 % moms included). */
const issueFor = (
  paid: Booking,
  ore: number,
  paymentMethod: Parameters<typeof issueReceiptNumber>[1]['payment_method'],
) =>
  issueReceiptNumber(paid.id, {
    user_id: 'bogfoering',
    booking_id: paid.id,
    business: { name: 'Dronefoto', address: 'Vestergade 1, 8000 Aarhus C', cvr: '12345678' },
    customer_email: 'bogfoering@example.dk',
    product_name: 'Dronefoto af bolig',
    booking_date: paid.booking_date,
    booking_time: paid.booking_time,
    address: paid.address,
    payment_method: paymentMethod,
    lines: [{ description: 'Dronefoto af bolig', amount_ore: ore }],
    total_ore: ore,
    moms_ore: ore / 5,
    net_ore: ore - ore / 5,
    document: 'receipt',
    kind: 'booking',
  });

const madeAt = (booking: Booking, createdAt: string, fields: Partial<Booking> = {}) =>
  setCreatedAt(booking.id, createdAt, fields);

const momsOf = (ore: number) => Math.round(ore / 5);

/** A receipt item as the receipt writer stores it (issue 30's data contract). */
async function putReceipt(
  number: number,
  issuedAt: string,
  totalOre: number,
  fields: Record<string, unknown>,
) {
  const moms = momsOf(totalOre);
  await putItem({
    pk: `RECEIPT#${number}`,
    sk: 'RECEIPT',
    entity: 'receipt',
    document: 'receipt',
    kind: 'booking',
    receipt_number: number,
    issued_at: issuedAt,
    total_ore: totalOre,
    moms_ore: moms,
    net_ore: totalOre - moms,
    customer_email: 'kunde@example.dk',
    gsi1pk: ledgerPartition(ledgerMonthOf(issuedAt)),
    gsi1sk: receiptLedgerSk(issuedAt, number),
    ...fields,
  });
}

/** A credit note item as the credit-note writer stores it (negative amounts). */
async function putCreditNote(
  number: number,
  receiptNumber: number,
  issuedAt: string,
  totalOre: number,
  fields: Record<string, unknown>,
) {
  const moms = -momsOf(totalOre);
  await putItem({
    pk: `CREDIT_NOTE#${number}`,
    sk: 'CREDIT_NOTE',
    entity: 'credit_note',
    document: 'credit_note',
    credit_note_number: number,
    receipt_number: receiptNumber,
    issued_at: issuedAt,
    total_ore: -totalOre,
    moms_ore: moms,
    net_ore: -totalOre - moms,
    customer_email: 'kunde@example.dk',
    gsi1pk: ledgerPartition(ledgerMonthOf(issuedAt)),
    gsi1sk: creditNoteLedgerSk(issuedAt, number),
    ...fields,
  });
}

const booking = (time: string, fields: Partial<Booking>) =>
  createBooking(
    bookingInput({
      user_id: 'bogfoering',
      booking_date: nextDate(),
      booking_time: time,
      product_name: 'Dronefoto af bolig',
      ...fields,
    }),
  );

describe('Bogføring: a month of receipts and credit notes', () => {
  it('lists them by date with totals that reconcile with Analyse, and exports the CSV', async () => {
    // The month's bookings: card and invoice paid and kept, a card one paid and cancelled
    // (refunded, credited the same month), a cash one not paid yet.
    const card = await booking('09:00', { price: 1500, payment_status: 'paid' });
    const invoice = await booking('10:00', {
      price: 2300,
      payment_status: 'paid',
      payment_method: 'invoice',
    });
    const cancelled = await booking('11:00', { price: 4000, payment_status: 'paid' });
    const unpaid = await booking('12:00', {
      price: 900,
      payment_status: 'awaiting_payment',
      payment_method: 'cash',
    });
    await madeAt(card, '1999-03-02T09:00:00.000Z');
    await madeAt(invoice, '1999-03-04T09:00:00.000Z');
    await madeAt(cancelled, '1999-03-05T09:00:00.000Z', {
      cancelled_at: '1999-03-06T12:00:00.000Z',
      refund: { id: 're_bogfoering', status: 'refunded', amount: 4000 },
    });
    await madeAt(unpaid, '1999-03-06T09:00:00.000Z');
    // A booking made the evening before (Copenhagen 1 March 00:30 is still 28 Feb in UTC).
    const firstNight = await booking('13:00', { price: 700, payment_status: 'paid' });
    await madeAt(firstNight, '1999-02-28T23:30:00.000Z');

    await putReceipt(base + 1, '1999-03-02T09:01:00.000Z', 150_000, {
      booking_id: card.id,
      payment_method: 'card',
      customer_name: '=HYPERLINK("http://evil")',
      product_name: 'Dronefoto af bolig',
    });
    await putReceipt(base + 2, '1999-03-10T08:00:00.000Z', 230_000, {
      booking_id: invoice.id,
      payment_method: 'invoice',
      customer_name: 'Jørgen Ærø; "Foto" ApS',
      product_name: 'Dronefoto af bolig',
    });
    await putReceipt(base + 3, '1999-03-05T09:01:00.000Z', 400_000, {
      booking_id: cancelled.id,
      payment_method: 'card',
      product_name: 'Dronefoto af bolig',
    });
    await putCreditNote(base + 1, base + 3, '1999-03-06T12:00:01.000Z', 400_000, {
      booking_id: cancelled.id,
      payment_method: 'card',
    });
    // Five prepaid credits sold: a receipt with moms, of no booking.
    await putReceipt(base + 4, '1999-03-12T15:00:00.000Z', 50_000, {
      kind: 'credits',
      payment_method: 'card',
      product_name: '5 credits',
    });
    await putReceipt(base + 5, '1999-02-28T23:31:00.000Z', 70_000, {
      booking_id: firstNight.id,
      payment_method: 'card',
      product_name: 'Dronefoto af bolig',
    });
    // Issued in April: not in March's books.
    await putReceipt(base + 6, '1999-03-31T22:30:00.000Z', 99_900, { payment_method: 'cash' });

    const answer = await call<Ledger>('GET', `/api/admin/ledger?month=${month}`);
    expect(answer.status).toBe(200);
    const ledger = answer.body;

    expect(ledger.entries.map((e) => [e.date, e.type, e.number])).toEqual([
      ['1999-03-01', 'receipt', base + 5],
      ['1999-03-02', 'receipt', base + 1],
      ['1999-03-05', 'receipt', base + 3],
      ['1999-03-06', 'credit_note', base + 1],
      ['1999-03-10', 'receipt', base + 2],
      ['1999-03-12', 'receipt', base + 4],
    ]);
    const creditNote = ledger.entries[3]!;
    expect(creditNote).toMatchObject({
      receipt_number: base + 3,
      total_ore: -400_000,
      moms_ore: -80_000,
      net_ore: -320_000,
      text: 'Krediterer kvittering ' + String(base + 3),
    });

    // The reconciliation, printed for the closing note.
    const { totals } = ledger;
    const receiptsMoms = totals.receipts.moms_ore;
    const creditNotesMoms = totals.credit_notes.moms_ore;
    const bookings = await listBookingsCreatedBetween(
      ledgerMonthBounds(month).from,
      ledgerMonthBounds(month).until,
    );
    const analyse = analyticsOf('all', bookings, [], new Date());
    console.log(
      [
        `month ${month}: ${totals.all.count} documents`,
        `moms total ${totals.all.moms_ore} øre = receipts' moms ${receiptsMoms} − credit notes' moms ${-creditNotesMoms}`,
        `gross for bookings ${totals.bookings.total_ore} øre; Analyse: sales ${ledger.analytics.sales} kr − refunds ${ledger.analytics.refunds} kr = revenue ${ledger.analytics.revenue} kr (Analyse's own analyticsOf: revenue ${analyse.revenue} kr, refunds ${analyse.refunds} kr)`,
        `gross total ${totals.all.total_ore} øre = bookings ${totals.bookings.total_ore} + credits sold ${totals.credit_sales.total_ore}`,
      ].join('\n'),
    );
    expect(totals.all.moms_ore).toBe(receiptsMoms + creditNotesMoms);
    expect(receiptsMoms).toBe((150_000 + 230_000 + 400_000 + 50_000 + 70_000) / 5);
    expect(creditNotesMoms).toBe(-80_000);
    expect(ledger.analytics).toEqual({ sales: 8500, refunds: 4000, revenue: 4500 });
    expect(analyse.revenue).toBe(ledger.analytics.revenue);
    expect(analyse.refunds).toBe(ledger.analytics.refunds);
    expect(totals.bookings.total_ore).toBe(
      (ledger.analytics.sales - ledger.analytics.refunds) * 100,
    );
    expect(totals.all.total_ore).toBe(totals.bookings.total_ore + 50_000);
    expect(ledger.reconciliation).toEqual({
      analytics_revenue_ore: 450_000,
      other_months_bookings_ore: 0,
      documents_in_other_months_ore: 0,
      unexplained_ore: 0,
      books_ore: 450_000,
    });
    expect(totals.by_method).toEqual([
      { method: 'card', count: 5, net_ore: 216_000, moms_ore: 54_000, total_ore: 270_000 },
      { method: 'invoice', count: 1, net_ore: 184_000, moms_ore: 46_000, total_ore: 230_000 },
    ]);

    const file = await call<LedgerFile>('GET', `/api/admin/ledger/csv?month=${month}`);
    expect(file.status).toBe(200);
    expect(file.body.file_name).toBe('bogfoering-1999-03.csv');
    const rows = file.body.content.split('\r\n');
    expect(rows[0]).toBe(
      '\uFEFFDato;Bilagsnr.;Type;Dokumentnr.;Booking-nr.;Kunde;Firma;Firmaets CVR-nr.;Tekst;Netto;Moms;Brutto;Betalingsmåde',
    );
    expect(rows).toHaveLength(1 + 6 + 1);
    // Documents issued before the one voucher series keep their own numbers, with a letter.
    expect(rows[2]).toBe(
      `02-03-1999;K${base + 1};Kvittering;${base + 1};;"'=HYPERLINK(""http://evil"")";;;Dronefoto af bolig;1200,00;300,00;1500,00;Kort`,
    );
    expect(rows[4]).toBe(
      `06-03-1999;KN${base + 1};Kreditnota;${base + 1};;kunde@example.dk;;;Krediterer kvittering ${base + 3};-3200,00;-800,00;-4000,00;Kort`,
    );
    expect(rows[5]).toContain(';"Jørgen Ærø; ""Foto"" ApS";');
  });

  it('paid in one month, credited in the next, and an invoice paid the month after it was made: each document in its month, both months agree', async () => {
    // July 1999: a card booking paid and receipted; cancelled and credited on 3 August.
    // An invoice booking made 20 July, paid (receipted) on 2 August.
    const n = base + 100;
    const credited = await booking('14:00', { price: 2000, payment_status: 'paid' });
    const invoiced = await booking('15:00', {
      price: 2300,
      payment_status: 'paid',
      payment_method: 'invoice',
    });
    await madeAt(credited, '1999-07-10T09:00:00.000Z', {
      receipt_number: n + 1,
      credit_note_numbers: [n + 1],
      cancelled_at: '1999-08-03T10:00:00.000Z',
    });
    await madeAt(invoiced, '1999-07-20T09:00:00.000Z', { receipt_number: n + 2 });
    const of = (b: Booking, payment_method: string) => ({ booking_id: b.id, payment_method });
    const sold = { product_name: 'Dronefoto af bolig' };
    await putReceipt(n + 1, '1999-07-10T09:01:00.000Z', 200_000, {
      ...of(credited, 'card'),
      ...sold,
    });
    await putCreditNote(n + 1, n + 1, '1999-08-03T10:00:01.000Z', 200_000, of(credited, 'card'));
    await putReceipt(n + 2, '1999-08-02T08:00:00.000Z', 230_000, {
      ...of(invoiced, 'invoice'),
      ...sold,
    });

    const july = (await call<Ledger>('GET', '/api/admin/ledger?month=1999-07')).body;
    const august = (await call<Ledger>('GET', '/api/admin/ledger?month=1999-08')).body;
    console.log(
      ['1999-07', '1999-08']
        .map((m, i) => `${m}: ${JSON.stringify([july, august][i]!.reconciliation)}`)
        .join('\n'),
    );
    // July: the receipt of the cancelled booking (Analyse leaves it out: it was cancelled
    // since), the invoice booking counted by Analyse but receipted in August.
    expect(july.entries.map((e) => [e.type, e.number])).toEqual([['receipt', n + 1]]);
    expect(july.analytics.revenue).toBe(2300);
    expect(july.reconciliation).toEqual({
      analytics_revenue_ore: 230_000,
      other_months_bookings_ore: 0,
      documents_in_other_months_ore: 230_000 - 200_000,
      unexplained_ore: 0,
      books_ore: 200_000,
    });
    // August: the invoice's receipt and the credit note, both of July's bookings.
    expect(august.entries.map((e) => [e.type, e.number])).toEqual([
      ['receipt', n + 2],
      ['credit_note', n + 1],
    ]);
    expect(august.reconciliation).toEqual({
      analytics_revenue_ore: 0,
      other_months_bookings_ore: 30_000,
      documents_in_other_months_ore: 0,
      unexplained_ore: 0,
      books_ore: 30_000,
    });
    // The files: each document in the month it was issued.
    const files = await Promise.all(
      ['1999-07', '1999-08'].map(async (m) =>
        (await call<LedgerFile>('GET', `/api/admin/ledger/csv?month=${m}`)).body.content.split(
          '\r\n',
        ),
      ),
    );
    expect(files[0]!.slice(1, -1).map((row) => row.split(';').slice(0, 3))).toEqual([
      ['10-07-1999', `K${n + 1}`, 'Kvittering'],
    ]);
    expect(files[1]!.slice(1, -1).map((row) => row.split(';').slice(0, 3))).toEqual([
      ['02-08-1999', `K${n + 2}`, 'Kvittering'],
      ['03-08-1999', `KN${n + 1}`, 'Kreditnota'],
    ]);
  });

  it('a part refunded in Stripe of a kept booking: Analyse leaves the part out as the books credit it', async () => {
    // September 1999: a card booking of 1.499 kr paid, 250,50 kr of it refunded in Stripe's
    // dashboard and credited; the booking is kept.
    const n = base + 200;
    const kept = await booking('13:00', { price: 1499, payment_status: 'paid' });
    await madeAt(kept, '1999-09-07T09:00:00.000Z', {
      receipt_number: n + 1,
      credit_note_numbers: [n + 1],
      credited_ore: 25_050,
    });
    const of = { booking_id: kept.id, payment_method: 'card' };
    await putReceipt(n + 1, '1999-09-07T09:01:00.000Z', 149_900, {
      ...of,
      product_name: 'Dronefoto af bolig',
    });
    await putCreditNote(n + 1, n + 1, '1999-09-09T10:00:00.000Z', 25_050, of);

    const september = (await call<Ledger>('GET', '/api/admin/ledger?month=1999-09')).body;
    expect(september.analytics).toEqual({ sales: 1499, refunds: 250, revenue: 1249 });
    expect(september.reconciliation).toEqual({
      analytics_revenue_ore: 124_850,
      other_months_bookings_ore: 0,
      documents_in_other_months_ore: 0,
      unexplained_ore: 0,
      books_ore: 124_850,
    });
  });

  it('refuses a month that is not one, in Danish', async () => {
    for (const query of ['?month=1999-13', '?month=marts', '?month=1999-3', '']) {
      const json = await call<Ledger>('GET', `/api/admin/ledger${query}`);
      expect(json.status).toBe(400);
      expect(json.body.error).toBe(ledgerTexts.monthInvalid);
      const csv = await call<LedgerFile>('GET', `/api/admin/ledger/csv${query}`);
      expect(csv.status).toBe(400);
      expect(csv.body.error).toBe(ledgerTexts.monthInvalid);
    }
  });

  it('a receipt issued now is on the books of its Copenhagen month', async () => {
    const paid = await booking('14:00', { price: 1200, payment_status: 'paid' });
    const receipt = await issueFor(paid, 120_000, 'card');
    const stored = await getItem(receiptKey(receipt.receipt_number), true);
    expect(stored).toMatchObject({
      gsi1pk: `LEDGER#${ledgerMonthOf(receipt.issued_at)}`,
      gsi1sk: receiptLedgerSk(receipt.issued_at, receipt.receipt_number),
      document: 'receipt',
      kind: 'booking',
      net_ore: 96_000,
    });
    const answer = await call<Ledger>(
      'GET',
      `/api/admin/ledger?month=${ledgerMonthOf(receipt.issued_at)}`,
    );
    expect(answer.body.entries).toContainEqual(
      expect.objectContaining({
        type: 'receipt',
        number: receipt.receipt_number,
        total_ore: 120_000,
      }),
    );
  });

  it('two receipts and a credit note issued now have three different vouchers, one series', async () => {
    const first = await booking('15:00', { price: 1200, payment_status: 'paid' });
    const second = await booking('16:00', { price: 800, payment_status: 'paid' });
    const receiptOne = await issueFor(first, 120_000, 'invoice');
    const receiptTwo = await issueFor(second, 80_000, 'invoice');
    await madeAt(first, first.created_at, { cancelled_at: new Date().toISOString() });
    const credited = await issueCreditNote(first.id);
    expect(credited.status).toBe('issued');
    if (credited.status !== 'issued') return;

    const vouchers = [
      receiptOne.voucher_number,
      receiptTwo.voucher_number,
      credited.creditNote.voucher_number,
    ];
    console.log(
      `receipts ${receiptOne.receipt_number}, ${receiptTwo.receipt_number} and credit note ${credited.creditNote.credit_note_number}: Bilagsnr. ${vouchers.join(', ')}`,
    );
    expect(new Set(vouchers).size).toBe(3);
    // One series: each document takes the next voucher (no other test issues between these).
    expect(vouchers[1]! - vouchers[0]!).toBeGreaterThan(0);
    expect(vouchers[2]! - vouchers[1]!).toBeGreaterThan(0);

    const issuedMonth = ledgerMonthOf(credited.creditNote.issued_at);
    const file = await call<LedgerFile>('GET', `/api/admin/ledger/csv?month=${issuedMonth}`);
    const voucherColumn = file.body.content
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((row) => row.split(';')[1]);
    for (const voucher of vouchers) expect(voucherColumn).toContain(String(voucher));
    expect(new Set(voucherColumn).size).toBe(voucherColumn.length);
  });
});
