/**
 * The shapes of a booking's gallery (product §4 'Galleri', decision 0034): the owner's
 * uploads (a photo by one presigned PUT, a video by an S3 multipart upload whose parts the
 * browser sends itself and can resume), the order, the cover and removing a file.
 */
import * as z from 'zod/mini';
import {
  gallerySizes,
  maxGalleryFiles,
  maxParts,
  maxPartsPerSigning,
} from '../domain/gallery/gallery-files';
import { uploadRequestSchema } from './uploads';

const fileId = z.string().check(z.regex(/^[a-f0-9-]{36}$/));
/** A key the server answered: only its own folder's characters. */
const galleryKey = z.string().check(z.maxLength(300), z.regex(/^deliveries\/[\w/.-]+$/));
const uploadId = z.string().check(z.minLength(1), z.maxLength(1024));
const partNumber = z.number().check(z.int(), z.gte(1), z.lte(maxParts));

export const galleryFileSchema = z.object({
  id: z.string(),
  kind: z.enum(['photo', 'video']),
  file_name: z.string(),
  content_type: z.string(),
  /** Bytes of the original ('Print'). */
  size: z.number(),
  /** The original's pixels (photos). */
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  /** The keys in the private bucket: the original and, for a photo, its made sizes. */
  key: z.string(),
  web_key: z.optional(z.string()),
  social_key: z.optional(z.string()),
  /** The grid's thumbnail (720 px; absent on photos uploaded before it). */
  thumbnail_key: z.optional(z.string()),
  /** A photo's watermarked preview (decision 0041; absent on photos uploaded before it). */
  preview_key: z.optional(z.string()),
  uploaded_at: z.string(),
});
export type GalleryFile = z.infer<typeof galleryFileSchema>;

/** The owner's view: the files in order, the cover, and short-lived preview links. */
export const ownerGallerySchema = z.object({
  files: z.array(
    z.object({
      ...galleryFileSchema.shape,
      /** A presigned GET of the 'Sociale medier' size (or the video), valid a few minutes. */
      preview_url: z.string(),
    }),
  ),
  cover_id: z.nullable(z.string()),
});
export type OwnerGallery = z.infer<typeof ownerGallerySchema>;

export const galleryUploadRequestSchema = uploadRequestSchema;

/** A photo: one PUT. A video: a multipart upload, its parts signed on request. */
export const startedGalleryUploadSchema = z.union([
  z.object({
    kind: z.literal('photo'),
    key: z.string(),
    upload_url: z.string(),
    headers: z.record(z.string(), z.string()),
  }),
  z.object({
    kind: z.literal('video'),
    key: z.string(),
    upload_id: z.string(),
    part_size: z.number(),
    part_count: z.number(),
  }),
]);
export type StartedGalleryUpload = z.infer<typeof startedGalleryUploadSchema>;

export const galleryPartsBodySchema = z.object({
  key: galleryKey,
  upload_id: uploadId,
  /** The size of the whole file, as declared at the start (the part count follows from it). */
  size: z.number().check(z.int(), z.gte(1)),
  part_numbers: z.array(partNumber).check(z.minLength(1), z.maxLength(maxPartsPerSigning)),
});
export type GalleryPartsBody = z.infer<typeof galleryPartsBodySchema>;

export const signedPartsSchema = z.object({
  parts: z.array(z.object({ part_number: z.number(), url: z.string() })),
});

export const galleryFileBodySchema = z.object({
  key: galleryKey,
  file_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** A video's multipart upload, with every part's ETag in order. */
  upload_id: z.optional(uploadId),
  parts: z.optional(
    z
      .array(z.object({ part_number: partNumber, etag: z.string().check(z.maxLength(200)) }))
      .check(z.maxLength(maxParts)),
  ),
});
export type GalleryFileBody = z.infer<typeof galleryFileBodySchema>;

export const abortGalleryUploadBodySchema = z.object({ key: galleryKey, upload_id: uploadId });

export const arrangeGalleryBodySchema = z.object({
  order: z.array(fileId).check(z.maxLength(maxGalleryFiles)),
  cover_id: z.nullable(fileId),
});
export type ArrangeGalleryBody = z.infer<typeof arrangeGalleryBodySchema>;

/**
 * The customer's gallery (the booking's customer, or whoever holds the delivery link): each
 * file with short-lived downloads per size ('Print' the original; a photo's 'Web' and
 * 'Sociale medier') and a preview to show.
 */
export const customerGallerySchema = z.object({
  files: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['photo', 'video']),
      file_name: z.string(),
      width: z.optional(z.number()),
      height: z.optional(z.number()),
      preview_url: z.string(),
      /** A photo's 720 px thumbnail for the grid, while its downloads are open (if made). */
      thumbnail_url: z.optional(z.string()),
      /** Empty while the downloads wait for payment (`payment_due`). */
      downloads: z.object({
        print: z.optional(z.string()),
        web: z.optional(z.string()),
        social: z.optional(z.string()),
      }),
    }),
  ),
  cover_id: z.nullable(z.string()),
  /** How long the links above work, in seconds. */
  links_valid_seconds: z.number(),
  /**
   * Payment before download (decision 0041): the downloads wait for the booking's payment; the
   * photos are watermarked previews and the videos are left out. Null: the files are open.
   */
  payment_due: z.nullable(
    z.object({
      /** Kroner to pay. */
      amount: z.number(),
      /** 'Betal nu' can start a checkout. */
      can_pay: z.boolean(),
      /** Videos left out until paid. */
      videos_waiting: z.number(),
    }),
  ),
  /** The moment the delivery closes (ISO), when it has a lifetime ('Åben til …'). */
  open_until: z.optional(z.string()),
});
export type CustomerGallery = z.infer<typeof customerGallerySchema>;

/** 'Hent alle': the archive of one size of the gallery, asked for (and asked again while made). */
export const galleryArchiveBodySchema = z.object({
  size: z.enum(gallerySizes),
  /** 'Pak zip-filen igen' after the making failed: asked anew. */
  retry: z.optional(z.boolean()),
});
export type GalleryArchiveBody = z.infer<typeof galleryArchiveBodySchema>;

/**
 * The archive: waiting or being made (ask again in a few seconds), or ready with a
 * presigned download of a few minutes.
 */
export const galleryArchiveSchema = z.object({
  size: z.enum(gallerySizes),
  /** `failed`: the making failed three times in a row; asking with `retry` starts it again. */
  state: z.enum(['waiting', 'building', 'ready', 'failed']),
  /** How many files it holds. */
  entries: z.number(),
  url: z.optional(z.string()),
  bytes: z.optional(z.number()),
});
export type GalleryArchiveAnswer = z.infer<typeof galleryArchiveSchema>;
