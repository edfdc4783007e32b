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
