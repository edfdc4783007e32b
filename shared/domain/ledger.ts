/**
 * The month's books ('Bogføring', product §2; decision 0021): the receipts and credit notes
 * issued in a Copenhagen month, their totals, and the CSV file a Danish bookkeeping program
 * (e-conomic, Dinero, Billy) imports. Pure, for the server (which decides) and the browser.
 *
 * Amounts are øre incl. 25 % moms; a credit note's are negative, so every total is a plain
 * sum: the moms total is the receipts' moms less the credit notes' moms.
 */
import type { DocumentPush } from '../api/economic';
import type { PaymentMethod } from './payment';
import { addDays, copenhagenToday, copenhagenToUtc } from './copenhagen-time';
import { paymentMethodTexts, summaryTexts } from '../texts/booking';
import { fillText } from '../texts/fill';
import { ledgerTexts as t } from '../texts/admin-ledger';

/** `2026-11`: a month as the ledger's routes take it. */
export const ledgerMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export type LedgerDocumentType = 'receipt' | 'credit_note';

/** One receipt or credit note as the ledger shows it. */
export interface LedgerEntry {
  type: LedgerDocumentType;
  /**
   * The voucher ('Bilagsnr.'): the one series receipts and credit notes share, so an import
   * never meets one number twice; a document issued before the series has its type's letter
   * before its own number ('K12' a receipt, 'KN3' a credit note), which no new one has.
   */
  voucher: string;
  /** The receipt's or the credit note's own gap-free number (two series). */
  number: number;
  /** What the document sold: a booking, or prepaid credits (a receipt of a credit purchase). */
  kind: 'booking' | 'credits';
  issued_at: string;
  /** The Copenhagen date it was issued (YYYY-MM-DD). */
  date: string;
  /** The customer's name, or their e-mail when the document has no name. */
  customer: string;
  /** The firm a firm booking's document names (product §2 'Firma'), and its CVR; else null. */
  firm: string | null;
  firm_cvr: string | null;
  text: string;
  /** The receipt a credit note credits (its own number for a receipt). */
  receipt_number: number;
  booking_id: string | null;
  /** The booking's number as shown ('B-1042'); null for credits or a booking made before numbers. */
  booking_number: string | null;
  net_ore: number;
  moms_ore: number;
  total_ore: number;
  payment_method: PaymentMethod | null;
  /** Its state in e-conomic (decision 0036), when it is queued for it. */
  push?: DocumentPush;
}

export interface LedgerSum {
  count: number;
  net_ore: number;
  moms_ore: number;
  total_ore: number;
}

export interface LedgerTotals {
  all: LedgerSum;
  receipts: LedgerSum;
  credit_notes: LedgerSum;
  /** Receipts and credit notes of bookings: what Analyse's revenue reconciles with. */
  bookings: LedgerSum;
  /** Receipts of prepaid credits sold (moms due at sale; not in Analyse's revenue). */
  credit_sales: LedgerSum;
  by_method: (LedgerSum & { method: PaymentMethod | 'unknown' })[];
}

const emptySum = (): LedgerSum => ({ count: 0, net_ore: 0, moms_ore: 0, total_ore: 0 });
function addTo(sum: LedgerSum, entry: LedgerEntry) {
  sum.count += 1;
  sum.net_ore += entry.net_ore;
  sum.moms_ore += entry.moms_ore;
  sum.total_ore += entry.total_ore;
}

/** The voucher of a stored document: its voucher number, or (issued before) letter and number. */
export function voucherOf(
  type: LedgerDocumentType,
  voucherNumber: number | undefined,
  documentNumber: number,
): string {
  if (voucherNumber !== undefined) return String(voucherNumber);
  return `${type === 'receipt' ? t.legacyReceiptPrefix : t.legacyCreditNotePrefix}${documentNumber}`;
}

/** Date order, then receipts before credit notes, then number (the index's order). */
export const sortLedger = (entries: readonly LedgerEntry[]): LedgerEntry[] =>
  [...entries].sort(
    (a, b) =>
      a.issued_at.localeCompare(b.issued_at) ||
      a.type.localeCompare(b.type) * -1 ||
      a.number - b.number,
  );

/** The month's totals: all, receipts, credit notes, bookings, credits sold, per way to pay. */
export function ledgerTotals(entries: readonly LedgerEntry[]): LedgerTotals {
  const totals: LedgerTotals = {
    all: emptySum(),
    receipts: emptySum(),
    credit_notes: emptySum(),
    bookings: emptySum(),
    credit_sales: emptySum(),
    by_method: [],
  };
  const methods = new Map<PaymentMethod | 'unknown', LedgerSum>();
  for (const entry of entries) {
    addTo(totals.all, entry);
    addTo(entry.type === 'receipt' ? totals.receipts : totals.credit_notes, entry);
    addTo(entry.kind === 'credits' ? totals.credit_sales : totals.bookings, entry);
    const method = entry.payment_method ?? 'unknown';
    const sum = methods.get(method) ?? emptySum();
    addTo(sum, entry);
    methods.set(method, sum);
  }
  totals.by_method = [...methods.entries()]
    .map(([method, sum]) => ({ method, ...sum }))
    .sort((a, b) => b.total_ore - a.total_ore || a.method.localeCompare(b.method));
  return totals;
}

/** The month before the Copenhagen month of `now` (the one usually handed to the bookkeeper). */
export function previousLedgerMonth(now: Date = new Date()): string {
  const firstOfMonth = `${copenhagenToday(now).slice(0, 7)}-01`;
  return addDays(firstOfMonth, -1).slice(0, 7);
}

/** The month after `month` (YYYY-MM). */
export function nextLedgerMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** The current Copenhagen month and the `count - 1` before it, newest first. */
export function recentLedgerMonths(now: Date, count: number): string[] {
  const months = [copenhagenToday(now).slice(0, 7)];
  while (months.length < count) {
    months.push(addDays(`${months[months.length - 1]!}-01`, -1).slice(0, 7));
  }
  return months;
}

/** The instants (ISO UTC) a Copenhagen month starts and the next one starts. */
export function ledgerMonthBounds(month: string): { from: string; until: string } {
  const start = (m: string) =>
    (copenhagenToUtc(`${m}-01`, '00:00') ?? new Date(`${m}-01T00:00:00Z`)).toISOString();
  return { from: start(month), until: start(nextLedgerMonth(month)) };
}

/** `2026-11-05` → `05-11-2026` (the date form the Danish programs read). */
export const csvDate = (isoDate: string): string => {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
};

/** Øre as kroner with a decimal comma, no thousands separator: -119900 → `-1199,00`. */
export function csvAmount(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(Math.round(ore));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A text cell: a value a spreadsheet would run as a formula (starting with =, +, -, @, tab or
 * carriage return) gets a leading apostrophe (OWASP's advice for CSV injection); a value with
 * a semicolon, quote or line break is quoted, its quotes doubled.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const documentTypeText = (type: LedgerDocumentType): string =>
  type === 'receipt' ? t.receipt : t.creditNote;

export const ledgerMethodText = (method: PaymentMethod | 'unknown' | null): string =>
  method === null || method === 'unknown' ? t.unknownMethod : paymentMethodTexts[method];

/** What a document's line says: the product (or credits) sold, or the receipt credited. */
export function ledgerText(
  type: LedgerDocumentType,
  kind: LedgerEntry['kind'],
  productName: string | null,
  receiptNumber: number | string,
): string {
  if (type === 'credit_note') return fillText(t.creditNoteText, { number: receiptNumber });
  return productName || (kind === 'credits' ? t.creditsSold : t.receipt);
}

/** The columns of the file, in order (decision 0021 says why these). */
export const ledgerCsvColumns = [
  t.date,
  t.voucher,
  t.type,
  t.number,
  summaryTexts.bookingNumber,
  t.customer,
  t.firm,
  t.firmCvr,
  t.text,
  t.net,
  t.moms,
  t.gross,
  t.method,
] as const;

/** UTF-8's byte order mark: Excel and the programs then read æ, ø and å right. */
const byteOrderMark = '\uFEFF';

/**
 * The month's file: UTF-8 with a byte order mark, semicolons between the cells, CRLF line
 * ends, a heading row and one row per document in date order.
 */
export function ledgerCsv(entries: readonly LedgerEntry[]): string {
  const rows = sortLedger(entries).map((entry) =>
    [
      csvDate(entry.date),
      csvText(entry.voucher),
      documentTypeText(entry.type),
      String(entry.number),
      entry.booking_number ?? '',
      csvText(entry.customer),
      csvText(entry.firm ?? ''),
      entry.firm_cvr ?? '',
      csvText(entry.text),
      csvAmount(entry.net_ore),
      csvAmount(entry.moms_ore),
      csvAmount(entry.total_ore),
      csvText(ledgerMethodText(entry.payment_method)),
    ].join(';'),
  );
  return `${byteOrderMark}${[ledgerCsvColumns.join(';'), ...rows].join('\r\n')}\r\n`;
}

/** The file's name: `bogfoering-2026-11.csv`. */
export const ledgerFileName = (month: string): string => fillText(t.fileName, { month });
