/**
 * The owner's 'Firmaer' (product §2 'Firma', decision 0035): every firm with its colleagues,
 * its billing terms, its open and overdue monthly invoices and a preview of the next one, and
 * the body the owner saves a firm's terms with. Bad terms are refused in Danish naming the field.
 */
import * as z from 'zod/mini';
import { firmMemberSchema, firmSchema } from './firm';
import {
  firmBillingModes,
  paymentTermMaxDays,
  priceAgreementMaxPercent,
} from '../domain/firm-billing';
import { fillText } from '../texts/fill';
import { firmAdminTexts as t } from '../texts/firm-admin';

/** A line of a firm's monthly invoice, in øre incl. moms (negative: discount or credits). */
export const firmInvoiceLineSchema = z.object({
  booking_id: z.string(),
  description: z.string(),
  amount_ore: z.number().check(z.int()),
});
export type FirmInvoiceLine = z.infer<typeof firmInvoiceLineSchema>;

/** A firm's monthly invoice as Stripe made it (one per firm and month). */
export const firmMonthlyInvoiceSchema = z.object({
  /** The month it bills, YYYY-MM. */
  month: z.string(),
  stripe_invoice_id: z.string(),
  number: z.nullable(z.string()),
  /** YYYY-MM-DD. */
  due_date: z.nullable(z.string()),
  status: z.enum(['open', 'paid', 'void']),
  amount_ore: z.number().check(z.int()),
  booking_ids: z.array(z.string()),
  url: z.nullable(z.string()),
});
export type FirmMonthlyInvoice = z.infer<typeof firmMonthlyInvoiceSchema>;

/**
 * A booking on an open monthly invoice cancelled after the invoice was made (decision 0035): its
 * line credited by a credit note (`amount_ore` > 0, incl. moms), so the invoice owes that less.
 */
export const firmCreditedLineSchema = z.object({
  booking_id: z.string(),
  /** 'B-1042'; null for a booking made before numbers existed. */
  booking_number: z.nullable(z.string()),
  credit_note_number: z.number().check(z.int(), z.positive()),
  amount_ore: z.number().check(z.int()),
});
export type FirmCreditedLine = z.infer<typeof firmCreditedLineSchema>;

/** The invoice the job would make for `month` if it ran now. */
export const firmInvoicePreviewSchema = z.object({
  month: z.string(),
  lines: z.array(firmInvoiceLineSchema),
  total_ore: z.number().check(z.int()),
});
export type FirmInvoicePreview = z.infer<typeof firmInvoicePreviewSchema>;

export const adminFirmSchema = z.object({
  firm: firmSchema,
  members: z.array(firmMemberSchema),
  /**
   * The firm's open monthly invoices, the overdue ones marked; `amount_ore` is the invoice's
   * total as made, `open_ore` what is still owed: the total less its credited lines.
   */
  open_invoices: z.array(
    z.object({
      ...firmMonthlyInvoiceSchema.shape,
      overdue: z.boolean(),
      credited_lines: z.array(firmCreditedLineSchema),
      open_ore: z.number().check(z.int()),
    }),
  ),
  /** This month's bookings as next month's invoice will bill them (monthly billing only). */
  next_invoice: z.nullable(firmInvoicePreviewSchema),
});
export type AdminFirm = z.infer<typeof adminFirmSchema>;

/** `PUT /api/admin/firms/{id}`: the owner's billing terms of a firm. */
export const firmBillingBodySchema = z.object({
  invoice_approved: z.boolean({ error: t.approvalInvalid }),
  billing_mode: z.enum(firmBillingModes, { error: t.billingModeInvalid }),
  price_agreement_percent: z
    .number({ error: fillText(t.agreementInvalid, { max: priceAgreementMaxPercent }) })
    .check(
      z.int(fillText(t.agreementInvalid, { max: priceAgreementMaxPercent })),
      z.gte(0, fillText(t.agreementInvalid, { max: priceAgreementMaxPercent })),
      z.lte(
        priceAgreementMaxPercent,
        fillText(t.agreementInvalid, { max: priceAgreementMaxPercent }),
      ),
    ),
  payment_term_days: z
    .number({ error: fillText(t.termInvalid, { max: paymentTermMaxDays }) })
    .check(
      z.int(fillText(t.termInvalid, { max: paymentTermMaxDays })),
      z.gte(1, fillText(t.termInvalid, { max: paymentTermMaxDays })),
      z.lte(paymentTermMaxDays, fillText(t.termInvalid, { max: paymentTermMaxDays })),
    ),
  /** Absent: unchanged (decision 0041). */
  payment_before_download: z.optional(z.boolean({ error: t.paymentBeforeDownloadInvalid })),
});
export type FirmBillingBody = z.infer<typeof firmBillingBodySchema>;
