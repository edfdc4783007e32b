/**
 * The business's settings, changed by the admin: the name, address and CVR printed on
 * receipts, and the cut-off before a shoot after which a customer can no longer reschedule
 * or cancel it (SETTINGS / BUSINESS). There is no stand-in company: until the owner saves
 * the business's details, no booking can be made or paid and no receipt issued (the admin's
 * 'Kom i gang' says why). The cut-off is 48 hours until saved.
 */
import { z } from 'zod';
import { settingsTexts as t } from '../texts/business-settings';

export const businessSettingsSchema = z.object({
  business_name: z.string().trim().min(1, t.nameRequired).max(100, t.nameTooLong),
  business_address: z.string().trim().min(1, t.addressRequired).max(200, t.addressTooLong),
  /** Danish CVR number: eight digits. */
  cvr: z
    .string()
    .trim()
    .regex(/^\d{8}$/, t.cvrInvalid),
  /** Hours before the shoot until which the customer may reschedule or cancel (0–720). */
  cancellation_cutoff_hours: z
    .number({ error: t.cutoffInvalid })
    .int(t.cutoffInvalid)
    .min(0, t.cutoffInvalid)
    .max(720, t.cutoffInvalid),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/** `PUT /api/admin/settings`: all four, nothing else. */
export const businessSettingsBodySchema = businessSettingsSchema.strict();

/** The cut-off until the owner saves the settings. */
export const defaultCancellationCutoffHours = 48;

/** The seller printed on receipts. */
export type BusinessDetails = Pick<BusinessSettings, 'business_name' | 'business_address' | 'cvr'>;

/**
 * `GET /api/admin/settings`: what is saved, or empty details and the default cut-off before
 * the first save (`details_saved` false).
 */
export const businessSettingsViewSchema = z.object({
  business_name: z.string(),
  business_address: z.string(),
  cvr: z.string(),
  cancellation_cutoff_hours: businessSettingsSchema.shape.cancellation_cutoff_hours,
  details_saved: z.boolean(),
});
export type BusinessSettingsView = z.infer<typeof businessSettingsViewSchema>;

/** What every visitor may know: the cut-off stated at booking time. */
export const bookingRulesSchema = businessSettingsSchema.pick({ cancellation_cutoff_hours: true });
export type BookingRules = z.infer<typeof bookingRulesSchema>;
