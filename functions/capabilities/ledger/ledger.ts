/**
 * 'Bogføring' (product §2; decision 0021): `GET /api/admin/ledger` answers a month's receipts
 * and credit notes with their totals and Analyse's figures over the bookings made in the
 * month (the reconciliation); `GET /api/admin/ledger/csv` the same documents as the file
 * for the bookkeeping program. Two Queries: gsi1 `LEDGER#{month}` and the bookings created
 * in the month (gsi1 `BOOKINGS`, between the month's first and next instant), and a Get of
 * each document of those bookings issued in another month (the reconciliation across months).
 */
import type { Ledger, LedgerFile } from '@shared/api/ledger';
import type { Booking } from '@shared/api/entities';
import { salesAndRefunds } from '@shared/domain/analytics';
import { paidOre } from '@shared/domain/booking-lifecycle/money';
import { documentsOutsideMonth, reconcileLedger } from '@shared/domain/ledger-reconciliation';
import {
  ledgerCsv,
  ledgerFileName,
  ledgerMonthBounds,
  ledgerTotals,
  sortLedger,
} from '@shared/domain/ledger';
import { listBookingsCreatedBetween } from '@functions/stores/booking/booking-items';
import type { InputOf } from '@functions/lib/http';
import { ledgerEntriesOf } from '@functions/stores/ledger-documents';
import {
  documentPushOf,
  eanPushesOfMonth,
  pushesOfVouchers,
} from '@functions/stores/bookkeeping-pushes';
import type { EanInvoiceEntry } from '@shared/api/economic';
import { copenhagenDateOf } from '@shared/domain/analytics';
import type { LedgerEntry } from '@shared/domain/ledger';
import { getAnyReceipt } from '@functions/stores/receipts';
import { getCreditNote } from '@functions/stores/credit-notes';

/** Each document's state in e-conomic (decision 0036), where it has a push. */
async function withPushes(entries: LedgerEntry[]): Promise<LedgerEntry[]> {
  const vouchers = entries.flatMap((entry) =>
    /^\d+$/.test(entry.voucher) ? [Number(entry.voucher)] : [],
  );
  const pushes = await pushesOfVouchers(vouchers);
  return entries.map((entry) => {
    const push = pushes.get(Number(entry.voucher));
    return push ? { ...entry, push: documentPushOf(push) } : entry;
  });
}

/**
 * The reconciliation with Analyse across months (shared/domain/ledger-reconciliation.ts): the
 * month's bookings' documents issued in other months are read by their numbers (a Get each;
 * only those of bookings paid or credited outside the month).
 */
async function reconciliationOf(entries: readonly LedgerEntry[], bookings: readonly Booking[]) {
  const month = {
    receipts: new Set(entries.filter((e) => e.type === 'receipt').map((e) => e.number)),
    creditNotes: new Set(entries.filter((e) => e.type === 'credit_note').map((e) => e.number)),
  };
  const elsewhere = await Promise.all(
    bookings.flatMap((booking) => {
      const outside = documentsOutsideMonth(booking, month);
      return [
        ...outside.receipts.map((n) => getAnyReceipt(n)),
        ...outside.creditNotes.map((n) => getCreditNote(n)),
      ].map(async (document) => {
        const found = await document;
        return found ? [{ booking_id: booking.id, total_ore: found.total_ore }] : [];
      });
    }),
  );
  return reconcileLedger(
    entries,
    bookings.map((booking) => ({ id: booking.id, counted_ore: paidOre(booking) })),
    elsewhere.flat(),
  );
}

/** The month's invoices handed to e-conomic to send by EAN, with their state (decision 0036). */
async function eanInvoicesOf(month: string): Promise<EanInvoiceEntry[]> {
  return (await eanPushesOfMonth(month)).map((push) => ({
    id: push.id,
    kind: push.invoice.kind,
    number: push.invoice.number,
    date: copenhagenDateOf(push.invoice.issued_at),
    firm: push.invoice.firm.name,
    firm_cvr: push.invoice.firm.cvr,
    ean: push.invoice.firm.ean,
    total_ore: push.invoice.total_ore,
    push: documentPushOf(push),
  }));
}

export async function getLedger({ query }: InputOf<'getLedger'>): Promise<Ledger> {
  const { from, until } = ledgerMonthBounds(query.month);
  const [entries, bookings, eanInvoices] = await Promise.all([
    ledgerEntriesOf(query.month),
    listBookingsCreatedBetween(from, until),
    eanInvoicesOf(query.month),
  ]);
  const sorted = await withPushes(sortLedger(entries));
  return {
    month: query.month,
    entries: sorted,
    totals: ledgerTotals(sorted),
    analytics: salesAndRefunds(bookings),
    reconciliation: await reconciliationOf(sorted, bookings),
    ean_invoices: eanInvoices,
  };
}

export async function getLedgerCsv({ query }: InputOf<'getLedgerCsv'>): Promise<LedgerFile> {
  const entries = await ledgerEntriesOf(query.month);
  return { file_name: ledgerFileName(query.month), content: ledgerCsv(entries) };
}
