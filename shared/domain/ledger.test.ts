import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  csvAmount,
  csvDate,
  csvText,
  ledgerCsv,
  ledgerFileName,
  ledgerMonthBounds,
  ledgerTotals,
  previousLedgerMonth,
  recentLedgerMonths,
  sortLedger,
  voucherOf,
  type LedgerEntry,
} from './ledger';
import {
  creditNoteLedgerKeys,
  creditNoteLedgerSk,
  ledgerMonthOf,
  receiptLedgerKeys,
  receiptLedgerSk,
} from './ledger-keys';

const receipt = (number: number, fields: Partial<LedgerEntry> = {}): LedgerEntry => ({
  type: 'receipt',
  voucher: String(number),
  number,
  kind: 'booking',
  issued_at: `2026-10-0${number}T10:00:00.000Z`,
  date: `2026-10-0${number}`,
  customer: 'Anna Hansen',
  firm: null,
  firm_cvr: null,
  text: 'Portrætfoto',
  receipt_number: number,
  booking_id: `b${number}`,
  booking_number: `B-${1040 + number}`,
  total_ore: 150_000,
  moms_ore: 30_000,
  net_ore: 120_000,
  payment_method: 'card',
  ...fields,
});

const creditNote = (
  number: number,
  of: LedgerEntry,
  at: string,
  voucher = `n${number}`,
): LedgerEntry => ({
  ...of,
  type: 'credit_note',
  voucher,
  number,
  issued_at: at,
  date: at.slice(0, 10),
  text: `Krediterer kvittering ${of.number}`,
  total_ore: -of.total_ore,
  moms_ore: -of.moms_ore,
  net_ore: -of.net_ore,
});

describe('ledger keys', () => {
  it('files a document under its Copenhagen month', () => {
    // 23:30 UTC on the last of October is 00:30 on 1 November in Copenhagen (winter time).
    expect(ledgerMonthOf('2026-10-31T23:30:00.000Z')).toBe('2026-11');
    expect(ledgerMonthOf('2026-10-31T22:59:00.000Z')).toBe('2026-10');
    expect(ledgerMonthOf('2026-11-30T22:59:59.000Z')).toBe('2026-11');
    expect(ledgerMonthOf('2026-11-30T23:00:00.000Z')).toBe('2026-12');
    // Summer time: midnight is 22:00 UTC.
    expect(ledgerMonthOf('2026-06-30T21:59:59.000Z')).toBe('2026-06');
    expect(ledgerMonthOf('2026-06-30T22:00:00.000Z')).toBe('2026-07');
  });

  it('puts a document in the ledger of its issue month', () => {
    expect(receiptLedgerKeys('2026-11-30T23:00:00.000Z', 42)).toEqual({
      gsi1pk: 'LEDGER#2026-12',
      gsi1sk: '2026-11-30T23:00:00.000Z#RECEIPT#0000000042',
    });
    expect(creditNoteLedgerKeys('2026-11-02T10:00:00.000Z', 7)).toEqual({
      gsi1pk: 'LEDGER#2026-11',
      gsi1sk: '2026-11-02T10:00:00.000Z#CREDIT_NOTE#0000000007',
    });
  });

  it('sorts by instant, then type and a 10-digit number', () => {
    expect(receiptLedgerSk('2026-11-02T10:00:00.000Z', 42)).toBe(
      '2026-11-02T10:00:00.000Z#RECEIPT#0000000042',
    );
    expect(creditNoteLedgerSk('2026-11-02T10:00:00.000Z', 7)).toBe(
      '2026-11-02T10:00:00.000Z#CREDIT_NOTE#0000000007',
    );
  });
});

describe('the month', () => {
  it('opens on last month, also across a year', () => {
    expect(previousLedgerMonth(new Date('2026-11-26T10:00:00Z'))).toBe('2026-10');
    expect(previousLedgerMonth(new Date('2027-01-01T00:30:00+01:00'))).toBe('2026-12');
  });

  it('offers this month and the ones before, newest first', () => {
    expect(recentLedgerMonths(new Date('2026-02-10T10:00:00Z'), 4)).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
  });

  it('runs from Copenhagen midnight to the next month’s', () => {
    expect(ledgerMonthBounds('2026-10')).toEqual({
      from: '2026-09-30T22:00:00.000Z',
      until: '2026-10-31T23:00:00.000Z',
    });
    expect(ledgerMonthBounds('2026-12').until).toBe('2026-12-31T23:00:00.000Z');
  });
});

describe('totals', () => {
  it('moms total = receipts’ moms − credit notes’ moms; per way to pay', () => {
    const first = receipt(1);
    const second = receipt(2, {
      payment_method: 'invoice',
      total_ore: 99_900,
      moms_ore: 19_980,
      net_ore: 79_920,
    });
    const credits = receipt(3, {
      kind: 'credits',
      payment_method: 'card',
      total_ore: 50_000,
      moms_ore: 10_000,
      net_ore: 40_000,
    });
    const refund = creditNote(1, first, '2026-10-05T09:00:00.000Z');
    const totals = ledgerTotals([first, second, credits, refund]);
    expect(totals.receipts.moms_ore).toBe(30_000 + 19_980 + 10_000);
    expect(totals.credit_notes.moms_ore).toBe(-30_000);
    expect(totals.all.moms_ore).toBe(totals.receipts.moms_ore + totals.credit_notes.moms_ore);
    expect(totals.all.total_ore).toBe(99_900 + 50_000);
    expect(totals.all.net_ore + totals.all.moms_ore).toBe(totals.all.total_ore);
    expect(totals.bookings.total_ore).toBe(99_900);
    expect(totals.credit_sales.total_ore).toBe(50_000);
    expect(totals.by_method).toEqual([
      { method: 'invoice', count: 1, net_ore: 79_920, moms_ore: 19_980, total_ore: 99_900 },
      { method: 'card', count: 3, net_ore: 40_000, moms_ore: 10_000, total_ore: 50_000 },
    ]);
  });

  it('the totals are the sums of the lines, whatever they are', () => {
    const entry = fc.record({
      total: fc.integer({ min: -1_000_000, max: 1_000_000 }),
      method: fc.constantFrom('card', 'invoice', 'cash', 'credits', null),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (lines) => {
        const entries = lines.map((line, i) =>
          receipt(i + 1, {
            total_ore: line.total,
            moms_ore: Math.round(line.total / 5),
            net_ore: line.total - Math.round(line.total / 5),
            payment_method: line.method as LedgerEntry['payment_method'],
          }),
        );
        const totals = ledgerTotals(entries);
        const byMethod = totals.by_method.reduce((sum, m) => sum + m.total_ore, 0);
        return (
          totals.all.total_ore === lines.reduce((sum, line) => sum + line.total, 0) &&
          byMethod === totals.all.total_ore &&
          totals.all.count === lines.length
        );
      }),
    );
  });
});

describe('the CSV file', () => {
  it('writes Danish dates and amounts with a decimal comma, no thousands separator', () => {
    expect(csvDate('2026-11-05')).toBe('05-11-2026');
    expect(csvAmount(149_900)).toBe('1499,00');
    expect(csvAmount(-119_920)).toBe('-1199,20');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(-5)).toBe('-0,05');
    expect(csvAmount(0)).toBe('0,00');
  });

  it('never hands a spreadsheet a formula (CSV injection)', () => {
    for (const name of ['=HYPERLINK("http://x")', '+45 12', '-2+3', '@SUM(A1)', '\tx'])
      expect(csvText(name).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvText('=1+1')).toBe("'=1+1");
    expect(csvText('Anna; "Foto" ApS')).toBe('"Anna; ""Foto"" ApS"');
    expect(csvText('Jørgen Ærø')).toBe('Jørgen Ærø');
  });

  it('is UTF-8 with a byte order mark, semicolons, CRLF and one row per document in date order, with the firm and its CVR', () => {
    const first = receipt(1, { customer: '=cmd|calc' });
    const refund = creditNote(1, first, '2026-10-09T09:00:00.000Z', '3');
    const second = receipt(2, {
      payment_method: null,
      booking_number: null,
      firm: 'Mægler; Nord ApS',
      firm_cvr: '12345674',
    });
    const csv = ledgerCsv([refund, second, first]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Dato;Bilagsnr.;Type;Dokumentnr.;Booking-nr.;Kunde;Firma;Firmaets CVR-nr.;Tekst;Netto;Moms;Brutto;Betalingsmåde',
      "01-10-2026;1;Kvittering;1;B-1041;'=cmd|calc;;;Portrætfoto;1200,00;300,00;1500,00;Kort",
      '02-10-2026;2;Kvittering;2;;Anna Hansen;"Mægler; Nord ApS";12345674;Portrætfoto;1200,00;300,00;1500,00;Ikke oplyst',
      "09-10-2026;3;Kreditnota;1;B-1041;'=cmd|calc;;;Krediterer kvittering 1;-1200,00;-300,00;-1500,00;Kort",
      '',
    ]);
    expect(ledgerFileName('2026-10')).toBe('bogfoering-2026-10.csv');
  });

  it('names a voucher by its one series number, one issued before the series by letter', () => {
    expect(voucherOf('receipt', 7, 3)).toBe('7');
    expect(voucherOf('credit_note', 8, 3)).toBe('8');
    expect(voucherOf('receipt', undefined, 12)).toBe('K12');
    expect(voucherOf('credit_note', undefined, 3)).toBe('KN3');
  });

  it('keeps the index order: a receipt before a credit note of the same instant', () => {
    const at = '2026-10-03T10:00:00.000Z';
    const sale = receipt(3, { issued_at: at });
    const refund = creditNote(1, sale, at);
    expect(sortLedger([refund, sale]).map((e) => e.type)).toEqual(['receipt', 'credit_note']);
  });
});
