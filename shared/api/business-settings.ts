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
import * as z from 'zod/mini';
import { settingsTexts as t } from '../texts/business-settings';
import { weatherTexts as wt } from '../texts/weather';
import { droneZoneTexts as dz } from '../texts/drone-zones';
import { deliveryLifetimeTexts as lt } from '../texts/delivery-lifetime';
import {
  defaultGalleryKeepDays,
  defaultGalleryOpenDays,
} from '../domain/gallery/delivery-lifetime';
import { fillText } from '../texts/fill';
import {
  businessEmailMaxLength,
  isBusinessEmail,
  isSocialUrl,
  socialNetworkNames,
  socialUrlMaxLength,
  type SocialNetwork,
} from '../domain/business-contact';
import { normaliseCustomerPhone, phoneInputMaxLength } from '../domain/danish-phone';

/** The delivery promise until the owner changes it: 2 working days, 6 with editing. */
export const defaultDelivery = { days: 2, editingDays: 6 } as const;

/** An optional text field ('' = not set) that must pass `valid` when set. */
const optionalField = (maxLength: number, valid: (value: string) => boolean, message: string) =>
  z._default(
    z.string({ error: message }).check(
      z.trim(),
      z.maxLength(maxLength, message),
      z.refine((value) => value === '' || valid(value), message),
    ),
    '',
  );

const socialUrl = (network: SocialNetwork) =>
  optionalField(
    socialUrlMaxLength,
    isSocialUrl,
    fillText(t.socialLinkInvalid, { network: socialNetworkNames[network] }),
  );

export const businessSettingsSchema = z.object({
  business_name: z
    .string()
    .check(z.trim(), z.minLength(1, t.nameRequired), z.maxLength(100, t.nameTooLong)),
  business_address: z
    .string()
    .check(z.trim(), z.minLength(1, t.addressRequired), z.maxLength(200, t.addressTooLong)),
  /** Danish CVR number: eight digits. */
  cvr: z.string().check(z.trim(), z.regex(/^\d{8}$/, t.cvrInvalid)),
  /** Hours before the shoot until which the customer may reschedule or cancel (0–720). */
  cancellation_cutoff_hours: z
    .number({ error: t.cutoffInvalid })
    .check(z.int(t.cutoffInvalid), z.gte(0, t.cutoffInvalid), z.lte(720, t.cutoffInvalid)),
  /** Hours a shoot must lie ahead when it is booked or moved by a customer (0–720). */
  min_notice_hours: z._default(
    z
      .number({ error: t.noticeInvalid })
      .check(z.int(t.noticeInvalid), z.gte(0, t.noticeInvalid), z.lte(720, t.noticeInvalid)),
    24,
  ),
  /** False: a shoot must lie between sunrise and sunset at its address. */
  allow_after_sunset: z._default(z.boolean({ error: t.afterSunsetInvalid }), false),
  /** Where the pilot sets off from and returns to ('' = no base: only the drives between shoots count). */
  base_address: z._default(z.string().check(z.trim(), z.maxLength(200, t.baseAddressTooLong)), ''),
  /** Minutes to park and get ready at each address, on top of the drive (0–180). */
  drive_buffer_minutes: z._default(
    z
      .number({ error: t.bufferInvalid })
      .check(z.int(t.bufferInvalid), z.gte(0, t.bufferInvalid), z.lte(180, t.bufferInvalid)),
    15,
  ),
  /** The weather check's limits (issue 32): mean wind and gusts at 10 m (m/s), rain (mm/h). */
  weather_max_wind_ms: z._default(
    z
      .number({ error: wt.windInvalid })
      .check(z.int(wt.windInvalid), z.gte(1, wt.windInvalid), z.lte(40, wt.windInvalid)),
    10,
  ),
  weather_max_gust_ms: z._default(
    z
      .number({ error: wt.gustInvalid })
      .check(z.int(wt.gustInvalid), z.gte(1, wt.gustInvalid), z.lte(50, wt.gustInvalid)),
    14,
  ),
  weather_max_rain_mm: z._default(
    z.number({ error: wt.rainInvalid }).check(z.gte(0, wt.rainInvalid), z.lte(20, wt.rainInvalid)),
    0.5,
  ),
  /**
   * The delivery promise (issue 40): working days after the shoot within which the customer
   * gets the pictures and videos, without and with editing (1–60). Every page that promises
   * delivery says these numbers.
   */
  delivery_days: z._default(
    z
      .number({ error: t.deliveryInvalid })
      .check(z.int(t.deliveryInvalid), z.gte(1, t.deliveryInvalid), z.lte(60, t.deliveryInvalid)),
    defaultDelivery.days,
  ),
  editing_delivery_days: z._default(
    z
      .number({ error: t.deliveryInvalid })
      .check(z.int(t.deliveryInvalid), z.gte(1, t.deliveryInvalid), z.lte(60, t.deliveryInvalid)),
    defaultDelivery.editingDays,
  ),
  /**
   * How customers reach the business (issue 41): the footer, the contact page, the terms and
   * the structured data say these; '' = not set (then nothing is shown). The phone as the
   * customers' rule takes it, stored as '+45 12 34 56 78' or E.164.
   */
  contact_email: optionalField(businessEmailMaxLength, isBusinessEmail, t.contactEmailInvalid),
  contact_phone: optionalField(
    phoneInputMaxLength,
    (phone) => normaliseCustomerPhone(phone) !== null,
    t.contactPhoneInvalid,
  ),
  facebook_url: socialUrl('facebook'),
  instagram_url: socialUrl('instagram'),
  linkedin_url: socialUrl('linkedin'),
  youtube_url: socialUrl('youtube'),
  /** Days a permit from Trafikstyrelsen takes: the first time offered in a drone zone (0–180). */
  permit_lead_days: z._default(
    z
      .number({ error: dz.leadDaysInvalid })
      .check(
        z.int(dz.leadDaysInvalid),
        z.gte(0, dz.leadDaysInvalid),
        z.lte(180, dz.leadDaysInvalid),
      ),
    30,
  ),
  /** Days a delivered gallery stays open from its delivery (1–365, issue 45). */
  gallery_open_days: z._default(
    z
      .number({ error: lt.openDaysInvalid })
      .check(
        z.int(lt.openDaysInvalid),
        z.gte(1, lt.openDaysInvalid),
        z.lte(365, lt.openDaysInvalid),
      ),
    defaultGalleryOpenDays,
  ),
  /** Days after a gallery closed until its files are deleted (1–3650). */
  gallery_keep_days: z._default(
    z
      .number({ error: lt.keepDaysInvalid })
      .check(
        z.int(lt.keepDaysInvalid),
        z.gte(1, lt.keepDaysInvalid),
        z.lte(3650, lt.keepDaysInvalid),
      ),
    defaultGalleryKeepDays,
  ),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/**
 * `PUT /api/admin/settings`: the settings, nothing else (the base's position is the server's),
 * and the `version` the form was loaded at: saved only while the settings are still at it, so
 * a second tab or a second admin never saves over a change unseen (409). Without it (a
 * script), the settings are saved over whatever is there.
 */
export const businessSettingsBodySchema = z.strictObject({
  ...businessSettingsSchema.shape,
  version: z.optional(
    z
      .number({ error: t.versionInvalid })
      .check(z.int(t.versionInvalid), z.gte(0, t.versionInvalid)),
  ),
});
export type BusinessSettingsBody = z.input<typeof businessSettingsBodySchema>;

/** The base address as the server geocoded it when the settings were saved (null: no base). */
export const basePositionSchema = z.nullable(z.object({ lat: z.number(), lon: z.number() }));
export type BasePosition = z.infer<typeof basePositionSchema>;

/** What is stored: the settings and the geocoded base. */
export const storedBusinessSettingsSchema = z.extend(businessSettingsSchema, {
  base_position: z._default(basePositionSchema, null),
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
  min_notice_hours: z.number().check(z.int()),
  allow_after_sunset: z.boolean(),
  base_address: z.string(),
  base_position: basePositionSchema,
  drive_buffer_minutes: z.number().check(z.int()),
  weather_max_wind_ms: z.number(),
  weather_max_gust_ms: z.number(),
  weather_max_rain_mm: z.number(),
  permit_lead_days: z.number().check(z.int()),
  delivery_days: z.number().check(z.int()),
  editing_delivery_days: z.number().check(z.int()),
  gallery_open_days: z.number().check(z.int()),
  gallery_keep_days: z.number().check(z.int()),
  contact_email: z.string(),
  contact_phone: z.string(),
  facebook_url: z.string(),
  instagram_url: z.string(),
  linkedin_url: z.string(),
  youtube_url: z.string(),
  details_saved: z.boolean(),
  /** How many times the settings were saved (0: never); sent back with the next save. */
  version: z.number().check(z.int(), z.gte(0)),
});
export type BusinessSettingsView = z.infer<typeof businessSettingsViewSchema>;

// In a module of its own, without the settings' texts (docs/decisions/0022).
export { bookingRulesSchema, type BookingRules } from './booking-rules';
