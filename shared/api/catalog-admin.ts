/**
 * Schemas of the admin's zone, discount-code and home-section routes (group `catalog-admin`),
 * with the Danish messages of product §5.
 */
import * as z from 'zod/mini';
import { discountAdminTexts, homeSectionAdminTexts, zoneAdminTexts } from '../texts/admin-catalog';
import { addressSchema } from './coverage';
import { discountCodeSchema, isoDate } from './entities';
import { kronerSchema } from './kroner';
import { kronerRules } from '../domain/kroner-input';

// Zones ----------------------------------------------------------------------------------

const zoneText = (max: number) =>
  z
    .string({ error: zoneAdminTexts.fieldsRequired })
    .check(z.trim(), z.minLength(1, zoneAdminTexts.fieldsRequired), z.maxLength(max));

const radiusKm = z
  .number({ error: zoneAdminTexts.fieldsRequired })
  .check(z.gte(1, zoneAdminTexts.radiusRange), z.lte(100, zoneAdminTexts.radiusRange));

/** `POST /api/admin/zones`: name, centre address and radius (1–100 km, default 10). */
export const zoneCreateBodySchema = z.strictObject({
  name: zoneText(100),
  center_address: z.pipe(addressSchema, zoneText(300)),
  radius_km: z._default(radiusKm, 10),
  is_active: z._default(z.boolean(), true),
});
export type ZoneCreateBody = z.infer<typeof zoneCreateBodySchema>;

/** `PATCH /api/admin/zones/{id}`: any of the fields; name and address stay required. */
export const zonePatchBodySchema = z.strictObject({
  name: z.optional(zoneText(100)),
  center_address: z.optional(z.pipe(addressSchema, zoneText(300))),
  radius_km: z.optional(radiusKm),
  is_active: z.optional(z.boolean()),
});
export type ZonePatchBody = z.infer<typeof zonePatchBodySchema>;

// Discount codes -------------------------------------------------------------------------

const discountRequired = discountAdminTexts.fieldsRequired;

const codeText = z.pipe(
  z.pipe(
    z
      .string({ error: discountRequired })
      .check(z.trim(), z.minLength(1, discountRequired), z.maxLength(60)),
    z.transform((code) => code.toUpperCase()),
  ),
  z.string().check(z.regex(/^[A-Z0-9ÆØÅ_-]+$/, discountAdminTexts.codeFormat)),
);

const descriptionText = z
  .string({ error: discountRequired })
  .check(z.trim(), z.minLength(1, discountRequired), z.maxLength(300));

/** Kroner off (a fixed discount) or a percentage (1–100, checked below): whole, from 1. */
const discountValue = kronerSchema(kronerRules.discount);

const minOrder = kronerSchema(kronerRules.minimumOrder);

const maxUses = z.nullable(
  z
    .number({ error: discountAdminTexts.maxUsesRange })
    .check(
      z.int(discountAdminTexts.maxUsesRange),
      z.gte(1, discountAdminTexts.maxUsesRange),
      z.lte(1_000_000),
    ),
);

/** A date (valid through that day in Copenhagen), or null for no expiry. */
const validUntil = z.nullable(z.string().check(z.regex(isoDate)));

const percentageInRange = (code: { discount_type?: string; discount_value?: number }) =>
  code.discount_type !== 'percentage' ||
  code.discount_value === undefined ||
  code.discount_value <= 100;

/** `POST /api/admin/discount-codes` (new codes: percentage, 10, minimum 0, active, unlimited). */
export const discountCreateBodySchema = z
  .strictObject({
    code: codeText,
    description: descriptionText,
    discount_type: z._default(z.enum(['percentage', 'fixed']), 'percentage'),
    discount_value: discountValue,
    min_order_amount: z._default(minOrder, 0),
    max_uses: z._default(maxUses, null),
    valid_until: z._default(validUntil, null),
    is_active: z._default(z.boolean(), true),
    first_booking_only: z._default(z.boolean(), false),
  })
  .check(z.refine(percentageInRange, { message: discountAdminTexts.percentageRange }));
export type DiscountCreateBody = z.infer<typeof discountCreateBodySchema>;

/**
 * `PATCH /api/admin/discount-codes/{id}`: any of the fields. A percentage above 100 is
 * refused here when both fields come together, and by the handler against the stored type.
 */
export const discountPatchBodySchema = z
  .strictObject({
    code: z.optional(codeText),
    description: z.optional(descriptionText),
    discount_type: z.optional(z.enum(['percentage', 'fixed'])),
    discount_value: z.optional(discountValue),
    min_order_amount: z.optional(minOrder),
    max_uses: z.optional(maxUses),
    valid_until: z.optional(validUntil),
    is_active: z.optional(z.boolean()),
    first_booking_only: z.optional(z.boolean()),
  })
  .check(z.refine(percentageInRange, { message: discountAdminTexts.percentageRange }));
export type DiscountPatchBody = z.infer<typeof discountPatchBodySchema>;

/** A code as the admin sees it: with its status by product §4's precedence. */
export const adminDiscountCodeSchema = z.extend(discountCodeSchema, {
  status: z.enum(['expired', 'sold_out', 'active', 'inactive']),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;

// Home sections --------------------------------------------------------------------------

const sectionText = (max: number) =>
  z
    .string({ error: homeSectionAdminTexts.fieldsRequired })
    .check(z.trim(), z.minLength(1, homeSectionAdminTexts.fieldsRequired), z.maxLength(max));

/** A site file (an upload or a lasting `/media/...` path) or an https link. */
const sectionImage = z.pipe(
  sectionText(2000),
  z
    .string()
    .check(
      z.regex(/^(?:\/media\/[\w./-]+|https:\/\/[^\s"'<>]+)$/, homeSectionAdminTexts.imageFormat),
    ),
);

/** `POST /api/admin/home-sections`: title, description and image required (product §5). */
export const homeSectionCreateBodySchema = z.strictObject({
  title: sectionText(200),
  description: sectionText(2000),
  image_url: sectionImage,
  is_active: z._default(z.boolean(), true),
});
export type HomeSectionCreateBody = z.infer<typeof homeSectionCreateBodySchema>;

export const homeSectionPatchBodySchema = z.strictObject({
  title: z.optional(sectionText(200)),
  description: z.optional(sectionText(2000)),
  image_url: z.optional(sectionImage),
  is_active: z.optional(z.boolean()),
});
export type HomeSectionPatchBody = z.infer<typeof homeSectionPatchBodySchema>;

/** `POST /api/admin/home-sections/{id}/move`: swap with the neighbour above or below. */
export const homeSectionMoveBodySchema = z.strictObject({ direction: z.enum(['up', 'down']) });
