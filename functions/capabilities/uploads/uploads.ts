/**
 * The upload pipeline every uploader uses (products, portfolio, home sections, content,
 * external images, rating images, booking deliveries):
 *
 * 1. `startUpload` checks the declared name and size against the kind's limits and answers a
 *    presigned PUT for a fresh key under `uploads/` (public files) or the booking's delivery
 *    folder (private files); the browser uploads straight to S3.
 * 2. `verifyUpload` reads what actually arrived: its size and its first bytes. A file that is
 *    too large or not of an allowed type (a text file renamed .jpg) is deleted at once and
 *    refused with a Danish message; nothing of it stays.
 * 3. Public files stay under `uploads/` until something is saved with them: `claimUpload`
 *    moves them to their lasting place. What is never claimed is removed (S3 lifecycle rule on
 *    `uploads/` in AWS, the twin's sweep locally).
 *
 * An image made in the browser comes with its smaller copies for `srcset` (decision 0024):
 * `startResponsiveUpload` signs a PUT for the image and one per copy, the keys naming the
 * widths (shared/domain/image-widths.ts); checking, claiming, the sweep and deleting treat
 * the image and its copies as one: all of them, or none.
 */
import { randomUUID } from 'node:crypto';
import {
  contentTypeOf,
  extensionOf,
  fileExtension,
  hasAllowedExtension,
  maxMegabytes,
  sniffFileType,
  typesOfKind,
  uploadKinds,
  type SniffedType,
  type UploadKind,
} from '@shared/domain/uploads';
import {
  parseResponsiveKey,
  responsiveExtensions,
  responsiveKey,
  variantKey,
  variantWidths,
  type ResponsiveExtension,
} from '@shared/domain/image-widths';
import { fillText } from '@shared/texts/fill';
import { uploadTexts } from '@shared/texts/uploads';
import { HttpError } from '@functions/lib/errors';
import {
  deleteObject,
  mediaKeyOf,
  mediaUrl,
  moveObject,
  objectHead,
  presignPut,
  type BucketName,
} from '@functions/lib/storage';

/** Where unclaimed public uploads wait (and expire). */
export const pendingUploadPrefix = 'uploads/';

const invalidTypeMessage: Record<UploadKind, string> = {
  image: uploadTexts.invalidImage,
  video: uploadTexts.invalidVideo,
  archive: uploadTexts.invalidArchive,
};

export const tooLarge = (kind: UploadKind) =>
  new HttpError(413, fillText(uploadTexts.tooLarge, { n: maxMegabytes(kind) }), 'file_too_large');
export const wrongType = (kind: UploadKind) =>
  new HttpError(415, invalidTypeMessage[kind], 'file_type_not_allowed');

/** The content is not what the name said: a text file named `.jpg`, say. */
const notOfKind: Record<UploadKind, string> = {
  image: uploadTexts.notAnImage,
  video: uploadTexts.notAVideo,
  archive: uploadTexts.notAnArchive,
};
const wrongContent = (kind: UploadKind) =>
  new HttpError(415, notOfKind[kind], 'file_content_not_allowed');

export interface UploadRequest {
  kind: UploadKind;
  fileName: string;
  size: number;
  /** The content type the browser names; checked against the extension, then the bytes. */
  contentType: string;
}

export interface StartedUpload {
  key: string;
  upload_url: string;
  headers: Record<string, string>;
}

/** Checks name and size before anything is stored (a 101 MB file never uploads). */
export function checkDeclaredFile(request: UploadRequest): void {
  if (request.size > uploadKinds[request.kind].maxBytes) throw tooLarge(request.kind);
  if (request.size <= 0) throw new HttpError(400, uploadTexts.emptyFile, 'file_empty');
  if (!hasAllowedExtension(request.kind, request.fileName)) throw wrongType(request.kind);
}

/** A presigned PUT for a public upload, under `uploads/`. */
export async function startPublicUpload(request: UploadRequest): Promise<StartedUpload> {
  checkDeclaredFile(request);
  const key = `${pendingUploadPrefix}${randomUUID()}${fileExtension(request.fileName)}`;
  const { url, headers } = await presignPut('public', key, request.contentType, request.size);
  return { key, upload_url: url, headers };
}

export interface ResponsiveUploadRequest extends UploadRequest {
  /** The image's own width in pixels. */
  width: number;
  /** Its smaller copies: exactly the widths of the plan for `width`. */
  variants: readonly { width: number; size: number }[];
}

export interface StartedResponsiveUpload extends StartedUpload {
  variants: (StartedUpload & { width: number })[];
}

const responsiveContentTypes: Record<ResponsiveExtension, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};

/** `.webp` or `.jpg` (a `.jpeg` name counts as `.jpg`), or undefined for anything else. */
function responsiveExtensionOf(fileName: string): ResponsiveExtension | undefined {
  const extension = fileExtension(fileName).replace('.jpeg', '.jpg');
  return responsiveExtensions.find((allowed) => allowed === extension);
}

/**
 * Presigned PUTs for an image and its smaller copies under `uploads/`: a WebP or JPEG made
 * in the browser, whose copies are exactly those the width plan makes for its width (the
 * server derives every key; the browser names none).
 */
export async function startResponsiveUpload(
  request: ResponsiveUploadRequest,
): Promise<StartedResponsiveUpload> {
  if (request.kind !== 'image') {
    throw new HttpError(400, uploadTexts.variantsOnlyForImages, 'variants_not_allowed');
  }
  checkDeclaredFile(request);
  const extension = responsiveExtensionOf(request.fileName);
  const contentType = extension && responsiveContentTypes[extension];
  if (!extension || request.contentType !== contentType) throw wrongType('image');
  const planned = variantWidths(request.width);
  const declared = request.variants.map((variant) => variant.width);
  if (declared.join('-') !== planned.join('-')) {
    throw new HttpError(400, uploadTexts.variantsMismatch, 'variants_mismatch');
  }
  for (const variant of request.variants) {
    checkDeclaredFile({ ...request, size: variant.size });
  }
  const key = responsiveKey(`${pendingUploadPrefix}${randomUUID()}`, request.width, extension);
  const main = await presignPut('public', key, contentType, request.size);
  const variants = await Promise.all(
    request.variants.map(async (variant) => {
      const copy = variantKey(key, variant.width);
      const signed = await presignPut('public', copy, contentType, variant.size);
      return { width: variant.width, key: copy, upload_url: signed.url, headers: signed.headers };
    }),
  );
  return { key, upload_url: main.url, headers: main.headers, variants };
}

/** A presigned PUT for a private file under `folder`, named `{timestamp}{extension}`. */
export async function startPrivateUpload(
  folder: string,
  request: UploadRequest,
): Promise<StartedUpload> {
  checkDeclaredFile(request);
  const key = `${folder}/${Date.now()}${fileExtension(request.fileName)}`;
  const { url, headers } = await presignPut('private', key, request.contentType, request.size);
  return { key, upload_url: url, headers };
}

export interface VerifiedFile {
  key: string;
  type: SniffedType;
  contentType: string;
  size: number;
}

/**
 * Checks the object that arrived at `key`: it exists, is within the kind's size and is of
 * one of the kind's types by its first bytes. Anything else is deleted and refused.
 */
export async function verifyUpload(
  bucket: BucketName,
  key: string,
  kind: UploadKind,
): Promise<VerifiedFile> {
  const found = await objectHead(bucket, key);
  if (!found) throw new HttpError(404, uploadTexts.uploadNotFound, 'upload_not_found');
  const type = sniffFileType(found.head);
  const refusal =
    found.size > uploadKinds[kind].maxBytes
      ? tooLarge(kind)
      : found.size === 0
        ? new HttpError(400, uploadTexts.emptyFile, 'file_empty')
        : !type || !typesOfKind[kind].includes(type)
          ? wrongContent(kind)
          : undefined;
  if (refusal || !type) {
    await deleteObject(bucket, key);
    throw refusal ?? wrongType(kind);
  }
  return { key, type, contentType: contentTypeOf[type], size: found.size };
}

/**
 * Checks a responsive image and each of its copies as `verifyUpload` does; all must be there
 * and of the type the key's extension names. Anything refused deletes the image and every
 * copy, so no part of it stays behind.
 */
export async function verifyResponsiveUpload(key: string): Promise<VerifiedFile> {
  const parsed = parseResponsiveKey(key);
  if (!parsed) return verifyUpload('public', key, 'image');
  const copies = parsed.variants.map((width) => variantKey(key, width));
  try {
    const file = await verifyUpload('public', key, 'image');
    if (extensionOf[file.type] !== parsed.extension) throw wrongType('image');
    for (const copy of copies) {
      const variant = await verifyUpload('public', copy, 'image');
      if (variant.type !== file.type) throw wrongType('image');
    }
    return file;
  } catch (error) {
    await Promise.all([key, ...copies].map((each) => deleteObject('public', each)));
    throw error;
  }
}

/** Public files: lasting and cacheable once claimed (their key never changes content). */
const immutable = 'public, max-age=31536000, immutable';

/**
 * Makes a pending public upload (a `/media/uploads/...` URL) lasting: checks it again and
 * moves it to `{folder}/`. Any other URL (an already lasting `/media/...` path, a
 * `youtube:{id}` video, an external link) is returned unchanged.
 */
export async function claimUpload(url: string, folder: string, kind: UploadKind): Promise<string> {
  const key = mediaKeyOf(url);
  if (!key?.startsWith(pendingUploadPrefix)) return url;
  const responsive = kind === 'image' ? parseResponsiveKey(key) : null;
  if (responsive) {
    const file = await verifyResponsiveUpload(key);
    const lasting = responsiveKey(
      `${folder}/${randomUUID()}`,
      responsive.width,
      responsive.extension,
    );
    const metadata = { contentType: file.contentType, cacheControl: immutable };
    // The copies first: a page shows the image only once its own key is lasting.
    for (const width of responsive.variants) {
      await moveObject('public', variantKey(key, width), variantKey(lasting, width), metadata);
    }
    await moveObject('public', key, lasting, metadata);
    return mediaUrl(lasting);
  }
  const file = await verifyUpload('public', key, kind);
  const lasting = `${folder}/${randomUUID()}${extensionOf[file.type]}`;
  await moveObject('public', key, lasting, {
    contentType: file.contentType,
    cacheControl: immutable,
  });
  return mediaUrl(lasting);
}
