/**
 * Schemas of the admin's uploads, products, portfolio and external images (group
 * `catalog-admin`), with the Danish messages of product §5.
 */
import * as z from 'zod/mini';
import { maxImageWidth, responsiveWidths } from '../domain/image-widths';
import { isYoutubeRef } from '../domain/youtube';
import { defaultShootMinutes } from '../domain/slots';
import { externalImageTexts, portfolioAdminTexts, productAdminTexts } from '../texts/admin-catalog';
import { startedUploadSchema, uploadRequestSchema } from './uploads';
import { productCategories } from './entities';
import { kronerSchema } from './kroner';
import { kronerRules } from '../domain/kroner-input';

// Uploads --------------------------------------------------------------------------------

/** One smaller copy of an image, declared with the upload (decision 0024). */
const uploadVariantSchema = z.strictObject({
  width: z.number().check(z.int(), z.gte(1), z.lte(maxImageWidth)),
  size: z.number().check(z.int(), z.gte(0), z.lte(10 * 1024 * 1024 * 1024)),
});

/**
 * `POST /api/admin/uploads`: a presigned PUT for an image or a video. An image made in the
 * browser names its `width` and its smaller copies (`variants`, by the width plan of
 * shared/domain/image-widths.ts); the server derives every key and signs a PUT for each.
 */
export const adminUploadBodySchema = z.extend(uploadRequestSchema, {
  kind: z.enum(['image', 'video']),
  width: z.optional(z.number().check(z.int(), z.gte(1), z.lte(maxImageWidth))),
  variants: z.optional(z.array(uploadVariantSchema).check(z.maxLength(responsiveWidths.length))),
});
export type AdminUploadBody = z.infer<typeof adminUploadBodySchema>;

/** The presigned PUT and the site path the file will have until it is saved with something. */
export const adminStartedUploadSchema = z.extend(startedUploadSchema, {
  url: z.string(),
  /** A presigned PUT per declared copy, by width ([] without copies). */
  variants: z.array(z.extend(startedUploadSchema, { width: z.number().check(z.int()) })),
});
export type AdminStartedUpload = z.infer<typeof adminStartedUploadSchema>;

/** `POST /api/admin/uploads/check`: the server reads what arrived (size and first bytes). */
export const uploadCheckBodySchema = z.strictObject({
  url: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  kind: z.enum(['image', 'video']),
});
export const checkedUploadSchema = z.object({
  url: z.string(),
  size: z.number().check(z.int(), z.gte(0)),
  content_type: z.string(),
});
export type CheckedUpload = z.infer<typeof checkedUploadSchema>;

/** A stored picture or video: a site file (`/media/...`) or `youtube:{id}`. */
const mediaRef = (required: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(500),
    z.refine(
      (value) => /^\/media\/[\w./-]+$/.test(value) || isYoutubeRef(value),
      productAdminTexts.mediaFormat,
    ),
  );

// Products -------------------------------------------------------------------------------

const productRequired = productAdminTexts.fieldsRequired;
const productText = (max: number) =>
  z
    .string({ error: productRequired })
    .check(z.trim(), z.minLength(1, productRequired), z.maxLength(max));

const productLink = z.strictObject({
  title: z
    .string({ error: productAdminTexts.linkFormat })
    .check(z.trim(), z.minLength(1, productAdminTexts.linkFormat), z.maxLength(100)),
  url: z
    .string({ error: productAdminTexts.linkFormat })
    .check(
      z.trim(),
      z.maxLength(2000),
      z.regex(/^https:\/\/[^\s"'<>]+$/i, productAdminTexts.linkFormat),
    ),
});

const productFields = {
  name: productText(200),
  description: productText(5000),
  price: kronerSchema(kronerRules.price),
  /** Editing as an add-on at this price in whole kroner; null: not offered. */
  editing_price: z.nullable(kronerSchema(kronerRules.price)),
  category: z.enum(productCategories, { error: productRequired }),
  images: z
    .array(mediaRef(productAdminTexts.imageRequired), { error: productAdminTexts.imageRequired })
    .check(z.minLength(1, productAdminTexts.imageRequired), z.maxLength(12)),
  links: z.array(productLink).check(z.maxLength(4, productAdminTexts.tooManyLinks)),
  is_editing_included: z.boolean(),
  duration_minutes: z
    .number({ error: productAdminTexts.durationInvalid })
    .check(
      z.int(productAdminTexts.durationInvalid),
      z.gte(30, productAdminTexts.durationInvalid),
      z.lte(480, productAdminTexts.durationInvalid),
      z.multipleOf(30, productAdminTexts.durationInvalid),
    ),
};

/** `POST /api/admin/products`: at least one image ('Tilføj mindst ét billede'), ≤ 4 links. */
export const productCreateBodySchema = z.strictObject({
  ...productFields,
  links: z._default(productFields.links, []),
  is_editing_included: z._default(productFields.is_editing_included, false),
  editing_price: z._default(productFields.editing_price, null),
  duration_minutes: z._default(productFields.duration_minutes, defaultShootMinutes),
});
export type ProductCreateBody = z.infer<typeof productCreateBodySchema>;

export const productPatchBodySchema = z.strictObject({
  name: z.optional(productFields.name),
  description: z.optional(productFields.description),
  price: z.optional(productFields.price),
  category: z.optional(productFields.category),
  images: z.optional(productFields.images),
  links: z.optional(productFields.links),
  is_editing_included: z.optional(productFields.is_editing_included),
  editing_price: z.optional(productFields.editing_price),
  duration_minutes: z.optional(productFields.duration_minutes),
});
export type ProductPatchBody = z.infer<typeof productPatchBodySchema>;

// Portfolio ------------------------------------------------------------------------------

/** `POST /api/admin/portfolio`: title and image required ('Udfyld alle felter'). */
export const portfolioCreateBodySchema = z.strictObject({
  title: z
    .string({ error: portfolioAdminTexts.fieldsRequired })
    .check(z.trim(), z.minLength(1, portfolioAdminTexts.fieldsRequired), z.maxLength(200)),
  image_url: mediaRef(portfolioAdminTexts.fieldsRequired),
});
export type PortfolioCreateBody = z.infer<typeof portfolioCreateBodySchema>;

/** `PATCH /api/admin/portfolio/{id}`: the title stays required ('Titel er påkrævet'). */
export const portfolioPatchBodySchema = z.strictObject({
  title: z.optional(
    z
      .string({ error: portfolioAdminTexts.titleRequired })
      .check(z.trim(), z.minLength(1, portfolioAdminTexts.titleRequired), z.maxLength(200)),
  ),
  image_url: z.optional(mediaRef(portfolioAdminTexts.fieldsRequired)),
});
export type PortfolioPatchBody = z.infer<typeof portfolioPatchBodySchema>;

// External images ------------------------------------------------------------------------

/** `POST /api/admin/external-images`: an uploaded image becomes a lasting external image. */
export const externalImageCreateBodySchema = z.strictObject({
  url: z
    .string({ error: externalImageTexts.uploadFailed })
    .check(z.trim(), z.regex(/^\/media\/uploads\/[\w.-]+$/, externalImageTexts.uploadFailed)),
  filename: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
export type ExternalImageCreateBody = z.infer<typeof externalImageCreateBodySchema>;
