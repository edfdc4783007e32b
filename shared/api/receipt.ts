/**
 * The documents of a sale, each frozen when issued (the business's name, address and CVR of
 * that moment, the lines, the totals incl. 25 % moms):
 *
 * - a receipt (kvittering) of a paid booking, `GET /api/me/bookings/{id}/receipt`, or of a
 *   credit purchase (`kind: 'credits'`), `GET /api/me/credit-receipts`; one gap-free series;
 * - a credit note (kreditnota) of a cancelled or refunded booking that had a receipt, or of a
 *   firm booking's line on the firm's unpaid monthly invoice, cancelled after the invoice was
 *   made, `GET /api/me/bookings/{id}/credit-notes`; its own gap-free series.
 *
 * Credits are a single-purpose voucher (decision 0020): their moms is in the credits receipt,
 * so a booking's credits appear as a prepaid line (`prepaid: true`) without moms, and
 * `total_ore`/`moms_ore` are always the money of the document alone.
 */
import * as z from 'zod/mini';
import { paymentMethods } from '../domain/payment';
import { bookingFirmSchema } from './entities';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const hhmm = /^\d{2}:\d{2}$/;

export const receiptLineSchema = z.object({
  description: z.string(),
  /** Øre incl. moms; negative for discount, credits and every line of a credit note. */
  amount_ore: z.number().check(z.int()),
  /** Paid (or given back) in credits: no moms here, it was in the credits' own receipt. */
  prepaid: z.optional(z.literal(true)),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

const businessSchema = z.object({ name: z.string(), address: z.string(), cvr: z.string() });

/** The money of a document: gross incl. moms, the moms in it (gross / 5), and net. */
const moneyFields = {
  total_ore: z.number().check(z.int()),
  moms_ore: z.number().check(z.int()),
  net_ore: z.number().check(z.int()),
};

export const receiptSchema = z.object({
  document: z.literal('receipt'),
  kind: z.literal('booking'),
  /** 1, 2, 3, ...: one counter for all receipts, no number skipped or used twice. */
  receipt_number: z.number().check(z.int(), z.positive()),
  /**
   * The bookkeeping voucher's number ('Bilagsnr.'): one gap-free series for receipts and
   * credit notes together, so no two documents share one in an import (absent on documents
   * issued before the series).
   */
  voucher_number: z.optional(z.number().check(z.int(), z.positive())),
  booking_id: z.string(),
  /** The booking's number ('B-1042' as shown); absent on receipts of older bookings. */
  booking_number: z.optional(z.number().check(z.int(), z.positive())),
  /** When it was issued (ISO 8601, UTC). */
  issued_at: z.string(),
  business: businessSchema,
  customer_email: z.string(),
  customer_name: z.optional(z.string()),
  /** The firm a firm booking was made for (product §2 'Firma'): name, CVR, address, EAN, reference. */
  customer_firm: z.optional(bookingFirmSchema),
  product_name: z.string(),
  booking_date: z.string().check(z.regex(isoDate)),
  booking_time: z.string().check(z.regex(hhmm)),
  address: z.string(),
  payment_method: z.nullable(z.enum(paymentMethods)),
  lines: z.array(receiptLineSchema),
  /** The money paid incl. moms (the credits' prepaid line not counted), in øre, and its moms. */
  ...moneyFields,
});
export type Receipt = z.infer<typeof receiptSchema>;

/** What a credits receipt and its refund's credit note both say: when, who, how, the money. */
const creditsDocumentFields = {
  issued_at: z.string(),
  business: businessSchema,
  customer_email: z.string(),
  customer_name: z.optional(z.string()),
  payment_method: z.nullable(z.enum(paymentMethods)),
  lines: z.array(receiptLineSchema),
  ...moneyFields,
};

/** The receipt of a credit purchase: moms is due when a single-purpose voucher is sold. */
export const creditsReceiptSchema = z.object({
  document: z.literal('receipt'),
  kind: z.literal('credits'),
  receipt_number: z.number().check(z.int(), z.positive()),
  /**
   * The bookkeeping voucher's number ('Bilagsnr.'): one gap-free series for receipts and
   * credit notes together, so no two documents share one in an import (absent on documents
   * issued before the series).
   */
  voucher_number: z.optional(z.number().check(z.int(), z.positive())),
  credit_purchase_id: z.string(),
  /** How many credits were bought (1 credit = 1 kr). */
  credits: z.number().check(z.int(), z.positive()),
  ...creditsDocumentFields,
});
export type CreditsReceipt = z.infer<typeof creditsReceiptSchema>;

/** Why a credit note was issued: the booking was cancelled, or (part of) its payment refunded. */
export const creditNoteReasons = ['cancelled', 'refunded'] as const;

export const creditNoteSchema = z.object({
  document: z.literal('credit_note'),
  /** 1, 2, 3, ...: the credit notes' own counter, gap-free like the receipts'. */
  credit_note_number: z.number().check(z.int(), z.positive()),
  /**
   * The bookkeeping voucher's number ('Bilagsnr.'): one gap-free series for receipts and
   * credit notes together, so no two documents share one in an import (absent on documents
   * issued before the series).
   */
  voucher_number: z.optional(z.number().check(z.int(), z.positive())),
  /** The receipt it credits (all of it or part); absent on the credit note of an invoice line. */
  receipt_number: z.optional(z.number().check(z.int(), z.positive())),
  /**
   * The firm's monthly invoice (its Stripe number) whose line of a booking cancelled before it
   * was paid this credits (decision 0035); such a note has no receipt and no voucher.
   */
  invoice_number: z.optional(z.string()),
  booking_id: z.string(),
  /** The booking's number ('B-1042' as shown); absent for older bookings. */
  booking_number: z.optional(z.number().check(z.int(), z.positive())),
  reason: z.enum(creditNoteReasons),
  issued_at: z.string(),
  business: businessSchema,
  customer_email: z.string(),
  customer_name: z.optional(z.string()),
  /** The firm a firm booking was made for (product §2 'Firma'): name, CVR, address, EAN, reference. */
  customer_firm: z.optional(bookingFirmSchema),
  product_name: z.string(),
  booking_date: z.string().check(z.regex(isoDate)),
  booking_time: z.string().check(z.regex(hhmm)),
  /** The receipt's way of payment (the money goes back the way it came). */
  payment_method: z.nullable(z.enum(paymentMethods)),
  /** Negative amounts: the money credited, and the credits given back (prepaid). */
  lines: z.array(receiptLineSchema),
  /** The money credited incl. moms (≤ 0, prepaid lines not counted), its moms and net. */
  ...moneyFields,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/**
 * The credit note of a credit purchase refunded at the payment provider (all of it or part):
 * the money refunded, with its moms (the credits' moms was declared when they were sold), and
 * what became of the credits: those still on the buyer's balance are removed, those already
 * spent on bookings stay spent (decision 0036, 'Refunds made in Stripe').
 */
export const creditsCreditNoteSchema = z.object({
  document: z.literal('credit_note'),
  kind: z.literal('credits'),
  credit_note_number: z.number().check(z.int(), z.positive()),
  voucher_number: z.optional(z.number().check(z.int(), z.positive())),
  /** The credits receipt it credits. */
  receipt_number: z.number().check(z.int(), z.positive()),
  credit_purchase_id: z.string(),
  reason: z.literal('refunded'),
  /** Credits taken off the buyer's balance with this note. */
  credits_removed: z.number().check(z.int(), z.gte(0)),
  /** Credits the refund covers that were already spent on bookings: not removed. */
  credits_spent: z.number().check(z.int(), z.gte(0)),
  ...creditsDocumentFields,
});
export type CreditsCreditNote = z.infer<typeof creditsCreditNoteSchema>;

/**
 * `GET /api/me/credit-receipts`: the receipts of the caller's credit purchases, and the credit
 * notes of those refunded (newest first).
 */
export const creditsReceiptListSchema = z.object({
  receipts: z.array(creditsReceiptSchema),
  credit_notes: z.array(creditsCreditNoteSchema),
});
export type CreditsReceiptList = z.infer<typeof creditsReceiptListSchema>;

/** Any credit note: of a booking, or of a credit purchase. */
export type AnyCreditNote = CreditNote | CreditsCreditNote;

export const creditNoteListSchema = z.object({ credit_notes: z.array(creditNoteSchema) });
export type CreditNoteList = z.infer<typeof creditNoteListSchema>;

/**
 * A document as a PDF file, for the browser to save ('Hent PDF'):
 * `GET /api/me/bookings/{id}/receipt/pdf`, `.../credit-notes/{number}/pdf`,
 * `GET /api/me/credit-receipts/{number}/pdf`, `GET /api/me/credits-credit-notes/{number}/pdf`
 * (the customer's own), and the owner's
 * `GET /api/admin/receipts/{number}/pdf`, `GET /api/admin/credit-notes/{number}/pdf`.
 * The same document as the JSON routes answer, made on the server (decision 0029).
 */
export const documentPdfSchema = z.object({
  file_name: z.string(),
  content_type: z.literal('application/pdf'),
  /** The PDF's bytes as base64 (a few KB). */
  content_base64: z.string(),
});
export type DocumentPdf = z.infer<typeof documentPdfSchema>;
