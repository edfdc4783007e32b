/**
 * The bookkeeping connection (e-conomic, decision 0036): the agreement grant the owner gives
 * ('Forbind e-conomic' in Indstillinger, `PUT /api/admin/economic`), the account mapping
 * (`PUT /api/admin/economic/mapping`) and what the panel is told (`GET /api/admin/economic`).
 * The grant is never answered: only whether e-conomic is connected, and to which agreement.
 */
import * as z from 'zod/mini';
import { economicTexts as t } from '../texts/economic';

/** An agreement grant token as e-conomic issues it: letters, digits, dashes. */
export const grantTokenPattern = /^[A-Za-z0-9_-]+$/;

export const economicGrantBodySchema = z.strictObject({
  grant_token: z
    .string({ error: t.grantRequired })
    .check(
      z.trim(),
      z.minLength(1, t.grantRequired),
      z.maxLength(200, t.grantTooLong),
      z.regex(grantTokenPattern, t.grantInvalid),
    ),
});
export type EconomicGrantBody = z.infer<typeof economicGrantBodySchema>;

const accountNumber = z
  .number({ error: t.accountInvalid })
  .check(z.int(t.accountInvalid), z.gte(1, t.accountInvalid), z.lte(999_999_999, t.accountInvalid));

/** Where the site's documents are booked in e-conomic: set once in Indstillinger. */
export const economicMappingSchema = z.strictObject({
  /** The journal ('kassekladde') the vouchers are drafted in. */
  journal_number: accountNumber,
  /** Shoots sold (receipts and credit notes of bookings). */
  sales_account: accountNumber,
  /** Credits sold: a single-purpose voucher, moms due at the sale (decision 0020). */
  credits_account: accountNumber,
  /** The moms code of both sales (25 %: `U25` in e-conomic's standard chart). */
  sales_vat_code: z
    .string({ error: t.vatCodeInvalid })
    .check(z.trim(), z.regex(/^[A-Za-z0-9]{1,5}$/, t.vatCodeInvalid)),
  /** Where the money came in (the bank, or a Stripe clearing account). */
  payment_account: accountNumber,
  /** The customer group a new customer is created in. */
  customer_group: accountNumber,
  /** The layout of the invoices e-conomic books and sends by EAN (`layout.layoutNumber`). */
  invoice_layout: accountNumber,
  /**
   * The product of an EAN invoice's lines (`product.productNumber`): its product group's
   * account (with 25 % moms) is where e-conomic books the sale.
   */
  invoice_product: z
    .string({ error: t.productInvalid })
    .check(z.trim(), z.regex(/^[A-Za-z0-9._-]{1,25}$/, t.productInvalid)),
});
export type EconomicMapping = z.infer<typeof economicMappingSchema>;

/** Sensible defaults for e-conomic's standard Danish chart of accounts. */
export const defaultEconomicMapping: EconomicMapping = {
  journal_number: 1,
  sales_account: 1010,
  credits_account: 1010,
  sales_vat_code: 'U25',
  payment_account: 5820,
  customer_group: 1,
  invoice_layout: 19,
  invoice_product: '1',
};

export const economicSettingsSchema = z.object({
  /** Whether a grant is stored, and since when (ISO 8601). */
  connected: z.boolean(),
  connected_at: z.nullable(z.string()),
  /** e-conomic refused the grant since (expired, revoked): the documents wait for a new one. */
  grant_refused: z.boolean(),
  /** e-conomic's page where the owner grants access; null when the app has no public token. */
  connect_url: z.nullable(z.string()),
  mapping: economicMappingSchema,
  /** Documents whose push failed and waits for 'Prøv igen'. */
  failed_pushes: z.number().check(z.int(), z.gte(0)),
});
export type EconomicSettings = z.infer<typeof economicSettingsSchema>;

/** A document's state in e-conomic, as Bogføring shows it. */
export const pushStates = ['pending', 'sent', 'failed', 'nothing'] as const;
export const pushReasons = [
  'grant_refused',
  'rejected',
  'unreachable',
  'document_missing',
] as const;
export type PushReason = (typeof pushReasons)[number];

export const documentPushSchema = z.object({
  state: z.enum(pushStates),
  reason: z.optional(z.enum(pushReasons)),
  /** e-conomic's own words, for `rejected`. */
  detail: z.optional(z.string()),
});
export type DocumentPush = z.infer<typeof documentPushSchema>;

/**
 * An invoice handed to e-conomic to be booked there and sent by EAN (NemHandel) to a public
 * customer (decision 0036, 'EAN invoices'): a firm's monthly invoice, a firm booking's own
 * invoice, or the credit note of a line of one (negative lines). Frozen when Stripe issued the
 * invoice; e-conomic sends it, the site never sends OIOUBL itself.
 */
export const eanInvoiceKinds = ['firm_month', 'booking', 'credit_note'] as const;
export const eanInvoiceSchema = z.object({
  kind: z.enum(eanInvoiceKinds),
  /** Our number of it, kept in e-conomic's `references.other` so a retry finds it again. */
  reference: z.string(),
  /** The Stripe invoice it is the EAN copy of (for a credit note: the invoice it credits). */
  stripe_invoice_id: z.string(),
  /** The number the firm knows it by (Stripe's invoice number; a credit note's own number). */
  number: z.nullable(z.string()),
  /** A credit note's: the number of the invoice it credits. */
  credited_invoice_number: z.optional(z.nullable(z.string())),
  issued_at: z.string(),
  due_date: z.nullable(z.string()),
  firm: z.object({
    name: z.string(),
    cvr: z.string(),
    ean: z.string(),
    address: z.string(),
    email: z.string(),
    reference: z.nullable(z.string()),
  }),
  /** Incl. 25 % moms, in øre; negative on a credit note. */
  lines: z.array(z.object({ description: z.string(), amount_ore: z.number().check(z.int()) })),
  total_ore: z.number().check(z.int()),
  booking_ids: z.array(z.string()),
});
export type EanInvoice = z.infer<typeof eanInvoiceSchema>;

/** An EAN invoice of the month in Bogføring, with its state in e-conomic. */
export const eanInvoiceEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(eanInvoiceKinds),
  number: z.nullable(z.string()),
  date: z.string(),
  firm: z.string(),
  firm_cvr: z.string(),
  ean: z.string(),
  total_ore: z.number().check(z.int()),
  push: documentPushSchema,
});
export type EanInvoiceEntry = z.infer<typeof eanInvoiceEntrySchema>;
