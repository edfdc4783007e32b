/**
 * Schemas of the admin's uploads, products, portfolio and external images (group
 * `catalog-admin`), with the Danish messages of product §5.
 */
import * as z from 'zod';
import { maxImageWidth, responsiveWidths } from '../domain/image-widths';
import { isYoutubeRef } from '../domain/youtube';
import { defaultShootMinutes } from '../domain/slots';
import { externalImageTexts, portfolioAdminTexts, productAdminTexts } from '../texts/admin-catalog';
import { startedUploadSchema, uploadRequestSchema } from './uploads';
import { productCategories } from './entities';

// Uploads --------------------------------------------------------------------------------

/** One smaller copy of an image, declared with the upload (decision 0024). */
const uploadVariantSchema = z
  .object({
    width: z.number().int().min(1).max(maxImageWidth),
    size: z
      .number()
      .int()
      .min(0)
      .max(10 * 1024 * 1024 * 1024),
  })
  .strict();

/**
 * `POST /api/admin/uploads`: a presigned PUT for an image or a video. An image made in the
 * browser names its `width` and its smaller copies (`variants`, by the width plan of
 * shared/domain/image-widths.ts); the server derives every key and signs a PUT for each.
 */
export const adminUploadBodySchema = uploadRequestSchema.extend({
  kind: z.enum(['image', 'video']),
  width: z.number().int().min(1).max(maxImageWidth).optional(),
  variants: z.array(uploadVariantSchema).max(responsiveWidths.length).optional(),
});
export type AdminUploadBody = z.infer<typeof adminUploadBodySchema>;

/** The presigned PUT and the site path the file will have until it is saved with something. */
export const adminStartedUploadSchema = startedUploadSchema.extend({
  url: z.string(),
  /** A presigned PUT per declared copy, by width ([] without copies). */
  variants: z.array(startedUploadSchema.extend({ width: z.number().int() })),
});
export type AdminStartedUpload = z.infer<typeof adminStartedUploadSchema>;

/** `POST /api/admin/uploads/check`: the server reads what arrived (size and first bytes). */
export const uploadCheckBodySchema = z
  .object({ url: z.string().trim().min(1).max(500), kind: z.enum(['image', 'video']) })
  .strict();
export const checkedUploadSchema = z.object({
  url: z.string(),
  size: z.number().int().min(0),
  content_type: z.string(),
});
export type CheckedUpload = z.infer<typeof checkedUploadSchema>;

/** A stored picture or video: a site file (`/media/...`) or `youtube:{id}`. */
const mediaRef = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(500)
    .refine(
      (value) => /^\/media\/[\w./-]+$/.test(value) || isYoutubeRef(value),
      productAdminTexts.mediaFormat,
    );

// Products -------------------------------------------------------------------------------

const productRequired = productAdminTexts.fieldsRequired;
const productText = (max: number) =>
  z.string({ error: productRequired }).trim().min(1, productRequired).max(max);

const productLink = z
  .object({
    title: z
      .string({ error: productAdminTexts.linkFormat })
      .trim()
      .min(1, productAdminTexts.linkFormat)
      .max(100),
    url: z
      .string({ error: productAdminTexts.linkFormat })
      .trim()
      .max(2000)
      .regex(/^https:\/\/[^\s"'<>]+$/i, productAdminTexts.linkFormat),
  })
  .strict();

const productFields = {
  name: productText(200),
  description: productText(5000),
  price: z
    .number({ error: productRequired })
    .int(productRequired)
    .min(1, productRequired)
    .max(10_000_000),
  category: z.enum(productCategories, { error: productRequired }),
  images: z
    .array(mediaRef(productAdminTexts.imageRequired), { error: productAdminTexts.imageRequired })
    .min(1, productAdminTexts.imageRequired)
    .max(12),
  links: z.array(productLink).max(4, productAdminTexts.tooManyLinks),
  is_editing_included: z.boolean(),
  duration_minutes: z
    .number({ error: productAdminTexts.durationInvalid })
    .int(productAdminTexts.durationInvalid)
    .min(30, productAdminTexts.durationInvalid)
    .max(480, productAdminTexts.durationInvalid)
    .multipleOf(30, productAdminTexts.durationInvalid),
};

/** `POST /api/admin/products`: at least one image ('Tilføj mindst ét billede'), ≤ 4 links. */
export const productCreateBodySchema = z
  .object({
    ...productFields,
    links: productFields.links.default([]),
    is_editing_included: productFields.is_editing_included.default(false),
    duration_minutes: productFields.duration_minutes.default(defaultShootMinutes),
  })
  .strict();
export type ProductCreateBody = z.infer<typeof productCreateBodySchema>;

export const productPatchBodySchema = z
  .object({
    name: productFields.name.optional(),
    description: productFields.description.optional(),
    price: productFields.price.optional(),
    category: productFields.category.optional(),
    images: productFields.images.optional(),
    links: productFields.links.optional(),
    is_editing_included: productFields.is_editing_included.optional(),
    duration_minutes: productFields.duration_minutes.optional(),
  })
  .strict();
export type ProductPatchBody = z.infer<typeof productPatchBodySchema>;

// Portfolio ------------------------------------------------------------------------------

/** `POST /api/admin/portfolio`: title and image required ('Udfyld alle felter'). */
export const portfolioCreateBodySchema = z
  .object({
    title: z
      .string({ error: portfolioAdminTexts.fieldsRequired })
      .trim()
      .min(1, portfolioAdminTexts.fieldsRequired)
      .max(200),
    image_url: mediaRef(portfolioAdminTexts.fieldsRequired),
  })
  .strict();
export type PortfolioCreateBody = z.infer<typeof portfolioCreateBodySchema>;

/** `PATCH /api/admin/portfolio/{id}`: the title stays required ('Titel er påkrævet'). */
export const portfolioPatchBodySchema = z
  .object({
    title: z
      .string({ error: portfolioAdminTexts.titleRequired })
      .trim()
      .min(1, portfolioAdminTexts.titleRequired)
      .max(200)
      .optional(),
    image_url: mediaRef(portfolioAdminTexts.fieldsRequired).optional(),
  })
  .strict();
export type PortfolioPatchBody = z.infer<typeof portfolioPatchBodySchema>;

// External images ------------------------------------------------------------------------

/** `POST /api/admin/external-images`: an uploaded image becomes a lasting external image. */
export const externalImageCreateBodySchema = z
  .object({
    url: z
      .string({ error: externalImageTexts.uploadFailed })
      .trim()
      .regex(/^\/media\/uploads\/[\w.-]+$/, externalImageTexts.uploadFailed),
    filename: z.string().trim().min(1).max(200),
  })
  .strict();
export type ExternalImageCreateBody = z.infer<typeof externalImageCreateBodySchema>;
