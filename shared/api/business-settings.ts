/**
 * The business's settings, changed by the admin: the name, address and CVR printed on
 * receipts, and the cut-off before a shoot after which a customer can no longer reschedule
 * or cancel it (SETTINGS / BUSINESS; the defaults below until the admin saves).
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

export const defaultBusinessSettings: BusinessSettings = {
  business_name: 'Dronefoto ApS',
  business_address: 'Nørregade 1, 1165 København K',
  cvr: '12345678',
  cancellation_cutoff_hours: 48,
};

/** What every visitor may know: the cut-off stated at booking time. */
export const bookingRulesSchema = businessSettingsSchema.pick({ cancellation_cutoff_hours: true });
export type BookingRules = z.infer<typeof bookingRulesSchema>;
