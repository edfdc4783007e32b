/**
 * The business's settings, changed by the admin: the name, address and CVR printed on
 * receipts, and the cut-off before a shoot after which a customer can no longer reschedule
 * or cancel it (SETTINGS / BUSINESS). There is no stand-in company: until the owner saves
 * the business's details, no booking can be made or paid and no receipt issued (the admin's
 * 'Kom i gang' says why). The cut-off is 48 hours until saved.
 *
 * What makes a time flyable (product §4): the minimum notice, daylight at the address unless
 * the owner allows evening shoots, and the drive from the pilot's base and between the day's
 * addresses with a buffer to get ready.
 */
import * as z from 'zod';
import { settingsTexts as t } from '../texts/business-settings';
import { weatherTexts as wt } from '../texts/weather';
import { droneZoneTexts as dz } from '../texts/drone-zones';

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
  /** Hours a shoot must lie ahead when it is booked or moved by a customer (0–720). */
  min_notice_hours: z
    .number({ error: t.noticeInvalid })
    .int(t.noticeInvalid)
    .min(0, t.noticeInvalid)
    .max(720, t.noticeInvalid)
    .default(24),
  /** False: a shoot must lie between sunrise and sunset at its address. */
  allow_after_sunset: z.boolean({ error: t.afterSunsetInvalid }).default(false),
  /** Where the pilot sets off from and returns to ('' = no base: only the drives between shoots count). */
  base_address: z.string().trim().max(200, t.baseAddressTooLong).default(''),
  /** Minutes to park and get ready at each address, on top of the drive (0–180). */
  drive_buffer_minutes: z
    .number({ error: t.bufferInvalid })
    .int(t.bufferInvalid)
    .min(0, t.bufferInvalid)
    .max(180, t.bufferInvalid)
    .default(15),
  /** The weather check's limits (issue 32): mean wind and gusts at 10 m (m/s), rain (mm/h). */
  weather_max_wind_ms: z
    .number({ error: wt.windInvalid })
    .int(wt.windInvalid)
    .min(1, wt.windInvalid)
    .max(40, wt.windInvalid)
    .default(10),
  weather_max_gust_ms: z
    .number({ error: wt.gustInvalid })
    .int(wt.gustInvalid)
    .min(1, wt.gustInvalid)
    .max(50, wt.gustInvalid)
    .default(14),
  weather_max_rain_mm: z
    .number({ error: wt.rainInvalid })
    .min(0, wt.rainInvalid)
    .max(20, wt.rainInvalid)
    .default(0.5),
  /** Days a permit from Trafikstyrelsen takes: the first time offered in a drone zone (0–180). */
  permit_lead_days: z
    .number({ error: dz.leadDaysInvalid })
    .int(dz.leadDaysInvalid)
    .min(0, dz.leadDaysInvalid)
    .max(180, dz.leadDaysInvalid)
    .default(30),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/** `PUT /api/admin/settings`: the settings, nothing else (the base's position is the server's). */
export const businessSettingsBodySchema = businessSettingsSchema.strict();
export type BusinessSettingsBody = z.input<typeof businessSettingsBodySchema>;

/** The base address as the server geocoded it when the settings were saved (null: no base). */
export const basePositionSchema = z.object({ lat: z.number(), lon: z.number() }).nullable();
export type BasePosition = z.infer<typeof basePositionSchema>;

/** What is stored: the settings and the geocoded base. */
export const storedBusinessSettingsSchema = businessSettingsSchema.extend({
  base_position: basePositionSchema.default(null),
});
export type StoredBusinessSettings = z.infer<typeof storedBusinessSettingsSchema>;

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
  min_notice_hours: z.number().int(),
  allow_after_sunset: z.boolean(),
  base_address: z.string(),
  base_position: basePositionSchema,
  drive_buffer_minutes: z.number().int(),
  weather_max_wind_ms: z.number(),
  weather_max_gust_ms: z.number(),
  weather_max_rain_mm: z.number(),
  permit_lead_days: z.number().int(),
  details_saved: z.boolean(),
});
export type BusinessSettingsView = z.infer<typeof businessSettingsViewSchema>;

// In a module of its own, without the settings' texts (docs/decisions/0022).
export { bookingRulesSchema, type BookingRules } from './booking-rules';
