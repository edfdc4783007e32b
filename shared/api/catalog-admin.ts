/**
 * Schemas of the admin's zone, discount-code and home-section routes (group `catalog-admin`),
 * with the Danish messages of product §5.
 */
import * as z from 'zod';
import { discountAdminTexts, homeSectionAdminTexts, zoneAdminTexts } from '../texts/admin-catalog';
import { addressSchema } from './coverage';
import { discountCodeSchema, isoDate } from './entities';

// Zones ----------------------------------------------------------------------------------

const zoneText = (max: number) =>
  z
    .string({ error: zoneAdminTexts.fieldsRequired })
    .trim()
    .min(1, zoneAdminTexts.fieldsRequired)
    .max(max);

const radiusKm = z
  .number({ error: zoneAdminTexts.fieldsRequired })
  .min(1, zoneAdminTexts.radiusRange)
  .max(100, zoneAdminTexts.radiusRange);

/** `POST /api/admin/zones`: name, centre address and radius (1–100 km, default 10). */
export const zoneCreateBodySchema = z
  .object({
    name: zoneText(100),
    center_address: addressSchema.pipe(zoneText(300)),
    radius_km: radiusKm.default(10),
    is_active: z.boolean().default(true),
  })
  .strict();
export type ZoneCreateBody = z.infer<typeof zoneCreateBodySchema>;

/** `PATCH /api/admin/zones/{id}`: any of the fields; name and address stay required. */
export const zonePatchBodySchema = z
  .object({
    name: zoneText(100).optional(),
    center_address: addressSchema.pipe(zoneText(300)).optional(),
    radius_km: radiusKm.optional(),
    is_active: z.boolean().optional(),
  })
  .strict();
export type ZonePatchBody = z.infer<typeof zonePatchBodySchema>;

// Discount codes -------------------------------------------------------------------------

const discountRequired = discountAdminTexts.fieldsRequired;

const codeText = z
  .string({ error: discountRequired })
  .trim()
  .min(1, discountRequired)
  .max(60)
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9ÆØÅ_-]+$/, discountAdminTexts.codeFormat));

const descriptionText = z
  .string({ error: discountRequired })
  .trim()
  .min(1, discountRequired)
  .max(300);

const discountValue = z
  .number({ error: discountRequired })
  .int(discountRequired)
  .min(1, discountRequired)
  .max(1_000_000);

const minOrder = z
  .number({ error: discountAdminTexts.minOrderRange })
  .int(discountAdminTexts.minOrderRange)
  .min(0, discountAdminTexts.minOrderRange)
  .max(10_000_000);

const maxUses = z
  .number({ error: discountAdminTexts.maxUsesRange })
  .int(discountAdminTexts.maxUsesRange)
  .min(1, discountAdminTexts.maxUsesRange)
  .max(1_000_000)
  .nullable();

/** A date (valid through that day in Copenhagen), or null for no expiry. */
const validUntil = z.string().regex(isoDate).nullable();

const percentageInRange = (code: { discount_type?: string; discount_value?: number }) =>
  code.discount_type !== 'percentage' ||
  code.discount_value === undefined ||
  code.discount_value <= 100;

/** `POST /api/admin/discount-codes` (new codes: percentage, 10, minimum 0, active, unlimited). */
export const discountCreateBodySchema = z
  .object({
    code: codeText,
    description: descriptionText,
    discount_type: z.enum(['percentage', 'fixed']).default('percentage'),
    discount_value: discountValue,
    min_order_amount: minOrder.default(0),
    max_uses: maxUses.default(null),
    valid_until: validUntil.default(null),
    is_active: z.boolean().default(true),
  })
  .strict()
  .refine(percentageInRange, { message: discountAdminTexts.percentageRange });
export type DiscountCreateBody = z.infer<typeof discountCreateBodySchema>;

/**
 * `PATCH /api/admin/discount-codes/{id}`: any of the fields. A percentage above 100 is
 * refused here when both fields come together, and by the handler against the stored type.
 */
export const discountPatchBodySchema = z
  .object({
    code: codeText.optional(),
    description: descriptionText.optional(),
    discount_type: z.enum(['percentage', 'fixed']).optional(),
    discount_value: discountValue.optional(),
    min_order_amount: minOrder.optional(),
    max_uses: maxUses.optional(),
    valid_until: validUntil.optional(),
    is_active: z.boolean().optional(),
  })
  .strict()
  .refine(percentageInRange, { message: discountAdminTexts.percentageRange });
export type DiscountPatchBody = z.infer<typeof discountPatchBodySchema>;

/** A code as the admin sees it: with its status by product §4's precedence. */
export const adminDiscountCodeSchema = discountCodeSchema.extend({
  status: z.enum(['expired', 'sold_out', 'active', 'inactive']),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;

// Home sections --------------------------------------------------------------------------

const sectionText = (max: number) =>
  z
    .string({ error: homeSectionAdminTexts.fieldsRequired })
    .trim()
    .min(1, homeSectionAdminTexts.fieldsRequired)
    .max(max);

/** A site file (an upload or a lasting `/media/...` path) or an https link. */
const sectionImage = sectionText(2000).pipe(
  z
    .string()
    .regex(/^(?:\/media\/[\w./-]+|https:\/\/[^\s"'<>]+)$/, homeSectionAdminTexts.imageFormat),
);

/** `POST /api/admin/home-sections`: title, description and image required (product §5). */
export const homeSectionCreateBodySchema = z
  .object({
    title: sectionText(200),
    description: sectionText(2000),
    image_url: sectionImage,
    is_active: z.boolean().default(true),
  })
  .strict();
export type HomeSectionCreateBody = z.infer<typeof homeSectionCreateBodySchema>;

export const homeSectionPatchBodySchema = z
  .object({
    title: sectionText(200).optional(),
    description: sectionText(2000).optional(),
    image_url: sectionImage.optional(),
    is_active: z.boolean().optional(),
  })
  .strict();
export type HomeSectionPatchBody = z.infer<typeof homeSectionPatchBodySchema>;

/** `POST /api/admin/home-sections/{id}/move`: swap with the neighbour above or below. */
export const homeSectionMoveBodySchema = z.object({ direction: z.enum(['up', 'down']) }).strict();
