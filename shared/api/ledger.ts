/**
 * 'Bogføring' (product §2; decision 0021): `GET /api/admin/ledger?month=YYYY-MM` answers the
 * month's receipts and credit notes with their totals and the reconciliation with Analyse;
 * `GET /api/admin/ledger/csv?month=YYYY-MM` the same documents as the bookkeeping file
 * (its name and content; the browser saves it, as it does the booking's calendar file).
 */
import * as z from 'zod/mini';
import { ledgerMonthPattern } from '../domain/ledger';
import { paymentMethods } from '../domain/payment';
import { ledgerTexts } from '../texts/admin-ledger';
import { documentPushSchema, eanInvoiceEntrySchema } from './economic';

export const ledgerQuerySchema = z.object({
  month: z
    .string({ error: ledgerTexts.monthInvalid })
    .check(z.regex(ledgerMonthPattern, ledgerTexts.monthInvalid)),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

const ore = z.number().check(z.int());
const count = z.number().check(z.int(), z.gte(0));
const method = z.nullable(z.enum(paymentMethods));

export const ledgerEntrySchema = z.object({
  type: z.enum(['receipt', 'credit_note']),
  /** The voucher ('Bilagsnr.'): unique across receipts and credit notes. */
  voucher: z.string(),
  number: z.number().check(z.int(), z.positive()),
  kind: z.enum(['booking', 'credits']),
  issued_at: z.string(),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  customer: z.string(),
  /** A firm booking's firm and its CVR (product §2 'Firma'); null for a private customer. */
  firm: z.nullable(z.string()),
  firm_cvr: z.nullable(z.string()),
  text: z.string(),
  receipt_number: z.number().check(z.int(), z.positive()),
  booking_id: z.nullable(z.string()),
  /** The booking's number as shown ('B-1042'); null for credits or an older booking. */
  booking_number: z.nullable(z.string()),
  net_ore: ore,
  moms_ore: ore,
  total_ore: ore,
  payment_method: method,
  /** Its state in e-conomic (decision 0036); absent before the bookkeeping queue existed. */
  push: z.optional(documentPushSchema),
});

const sum = z.object({ count, net_ore: ore, moms_ore: ore, total_ore: ore });

export const ledgerSchema = z.object({
  month: z.string().check(z.regex(ledgerMonthPattern)),
  entries: z.array(ledgerEntrySchema),
  totals: z.object({
    all: sum,
    receipts: sum,
    credit_notes: sum,
    bookings: sum,
    credit_sales: sum,
    by_method: z.array(z.extend(sum, { method: z.enum([...paymentMethods, 'unknown']) })),
  }),
  /**
   * Analyse's figures over the bookings made in the month (kroner): `sales` the paid ones,
   * `refunds` those of them cancelled, deleted or refunded since, `revenue` = sales − refunds
   * (Analyse's 'Omsætning'). When the month's bookings were paid and settled in the month,
   * `revenue` × 100 = `totals.bookings.total_ore` (decision 0021).
   */
  analytics: z.object({ sales: count, refunds: count, revenue: count }),
  /**
   * The books for bookings explained from Analyse's revenue across months (øre; decision 0021,
   * 'Across months'): books_ore = analytics_revenue_ore + other_months_bookings_ore −
   * documents_in_other_months_ore + unexplained_ore; they agree when unexplained_ore is 0.
   */
  reconciliation: z.object({
    analytics_revenue_ore: ore,
    other_months_bookings_ore: ore,
    documents_in_other_months_ore: ore,
    unexplained_ore: ore,
    books_ore: ore,
  }),
  /**
   * The month's invoices handed to e-conomic to book and send by EAN to public customers
   * (decision 0036, 'EAN invoices'), with their state; not vouchers of the site's series.
   */
  ean_invoices: z.array(eanInvoiceEntrySchema),
});
export type Ledger = z.infer<typeof ledgerSchema>;

export const ledgerFileSchema = z.object({
  file_name: z.string(),
  /** text/csv; charset=utf-8, with a byte order mark; semicolons; CRLF line ends. */
  content: z.string(),
});
export type LedgerFile = z.infer<typeof ledgerFileSchema>;
