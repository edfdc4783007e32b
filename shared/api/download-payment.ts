/**
 * Payment before download (issue 45, decision 0041): the owner's setting per booking, and the
 * customer's 'Betal nu' from the locked gallery.
 */
import * as z from 'zod/mini';
import { downloadPaymentChoices } from '../domain/booking-lifecycle/downloads';
import { downloadPaymentTexts as t } from '../texts/download-payment';

/** `PUT /api/admin/bookings/{id}/download-payment`: required, not required, or as the firm (null). */
export const downloadPaymentBodySchema = z.object({
  download_payment: z.nullable(z.enum(downloadPaymentChoices, { error: t.choiceInvalid })),
});
export type DownloadPaymentBody = z.infer<typeof downloadPaymentBodySchema>;

/** The owner's view of the setting: the booking's choice, its firm's, and the outcome. */
export const downloadPaymentSettingSchema = z.object({
  download_payment: z.nullable(z.enum(downloadPaymentChoices)),
  /** The booking's firm's setting (null: a private booking). */
  firm_setting: z.nullable(z.boolean()),
  /** The booking's downloads are locked now (unpaid cash or invoice, the setting on). */
  locked: z.boolean(),
});
export type DownloadPaymentSetting = z.infer<typeof downloadPaymentSettingSchema>;
