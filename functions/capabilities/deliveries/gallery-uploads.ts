/**
 * The owner's uploads into a booking's gallery (product §4 'Galleri', decision 0034). A photo
 * goes by one presigned PUT to the private bucket; a video by an S3 multipart upload whose
 * parts the browser sends with presigned URLs, keeping the upload id and the finished parts
 * so it can go on after a dropped connection. When a file has arrived, `addGalleryFile` checks
 * it by its bytes (anything else is deleted and refused, naming the file), makes a photo's
 * 'Web' and 'Sociale medier' sizes and adds it to the end of the gallery.
 */
import { randomUUID } from 'node:crypto';
import type { GalleryFile, StartedGalleryUpload } from '@shared/api/gallery';
import {
  galleryKindOf,
  galleryPhotoLimit,
  galleryVideoLimit,
  maxGalleryFiles,
  partPlan,
  type GalleryFileKind,
} from '@shared/domain/gallery/gallery-files';
import { contentTypeOf, fileExtension, sniffFileType, typesOfKind } from '@shared/domain/uploads';
import { fillText } from '@shared/texts/fill';
import { galleryTexts as t } from '@shared/texts/gallery';
import { HttpError } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  isMultipartRefusal,
  presignPart,
  startMultipartUpload,
} from '@functions/lib/object-storage';
import { deleteObject, objectHead, presignPut } from '@functions/lib/storage';
import { changeGallery, getGallery } from '@functions/stores/gallery';
import { makePhotoSizes } from './gallery-sizes';
import { existingGalleryBooking, galleryFolder, ownerGalleryView } from './owner-gallery';

const MB = 1024 * 1024;
const limitOf = { photo: galleryPhotoLimit, video: galleryVideoLimit } as const;
const refused = (status: number, text: string, code: string, values: Record<string, string>) =>
  new HttpError(status, fillText(text, values), code);

/** The kind of a declared file, or a Danish refusal naming it. */
function checkDeclared(fileName: string, size: number): GalleryFileKind {
  const kind = galleryKindOf(fileName);
  const name = fileName;
  if (!kind) throw refused(415, t.notPhotoOrVideo, 'file_type_not_allowed', { name });
  if (size <= 0) throw refused(400, t.emptyFile, 'file_empty', { name });
  if (size > limitOf[kind].maxBytes) throw tooLarge(kind, name);
  return kind;
}

function tooLarge(kind: GalleryFileKind, name: string) {
  return kind === 'photo'
    ? refused(413, t.photoTooLarge, 'file_too_large', {
        name,
        n: String(galleryPhotoLimit.maxBytes / MB),
      })
    : refused(413, t.videoTooLarge, 'file_too_large', {
        name,
        n: String(galleryVideoLimit.maxBytes / 1024 / MB),
      });
}

/** The key must be of this booking's gallery folder (the server named it at the start). */
function checkOwnKey(bookingId: string, key: string): GalleryFileKind {
  const kind = key.startsWith(`${galleryFolder(bookingId)}/`) ? galleryKindOf(key) : undefined;
  if (!kind || key.includes('..')) {
    throw new HttpError(404, t.uploadNotFound, 'upload_not_found');
  }
  return kind;
}

export async function startGalleryUpload({
  params,
  body,
}: InputOf<'startGalleryUpload'>): Promise<StartedGalleryUpload> {
  await existingGalleryBooking(params.id);
  const kind = checkDeclared(body.file_name, body.size);
  const gallery = await getGallery(params.id);
  if (gallery.files.length >= maxGalleryFiles) {
    throw refused(409, t.tooManyFiles, 'gallery_full', { n: String(maxGalleryFiles) });
  }
  const extension = fileExtension(body.file_name).replace('.jpeg', '.jpg');
  const key = `${galleryFolder(params.id)}/${randomUUID()}${extension}`;
  const contentType = body.content_type || 'application/octet-stream';
  if (kind === 'photo') {
    const { url, headers } = await presignPut('private', key, contentType, body.size);
    return { kind, key, upload_url: url, headers };
  }
  const uploadId = await startMultipartUpload('private', key, contentType);
  const plan = partPlan(body.size);
  return { kind, key, upload_id: uploadId, part_size: plan.partSize, part_count: plan.partCount };
}

export async function signGalleryParts({ params, body }: InputOf<'signGalleryParts'>) {
  if (checkOwnKey(params.id, body.key) !== 'video') {
    throw new HttpError(404, t.uploadNotFound, 'upload_not_found');
  }
  checkDeclared(body.key, body.size);
  const { partCount } = partPlan(body.size);
  const outside = body.part_numbers.find((part) => part > partCount);
  if (outside !== undefined) {
    throw refused(400, t.partOutOfRange, 'part_out_of_range', {
      part: String(outside),
      count: String(partCount),
    });
  }
  const parts = await Promise.all(
    body.part_numbers.map(async (part) => ({
      part_number: part,
      url: await presignPart('private', body.key, body.upload_id, part),
    })),
  );
  return { parts };
}

export async function abortGalleryUpload({ params, body }: InputOf<'abortGalleryUpload'>) {
  checkOwnKey(params.id, body.key);
  try {
    await abortMultipartUpload('private', body.key, body.upload_id);
  } catch (error) {
    // Already gone (finished, discarded, or swept after 7 days): nothing is left to discard.
    // The twin's s3rver has no AbortMultipartUpload; its parts stay until the data is reset.
    const unsupported = (error as { name?: string }).name === 'MethodNotAllowed';
    if (!isMultipartRefusal(error) && !unsupported) throw error;
  }
  return { aborted: true as const };
}

/** Joins a video's parts; the list must be 1..n in order (S3 would refuse it less clearly). */
async function completeVideo(body: InputOf<'addGalleryFile'>['body']): Promise<void> {
  const parts = body.parts ?? [];
  if (!body.upload_id || parts.length === 0) {
    throw new HttpError(400, t.partsMissing, 'parts_missing');
  }
  if (parts.some((part, index) => part.part_number !== index + 1)) {
    throw refused(400, t.partsOutOfOrder, 'parts_out_of_order', { count: String(parts.length) });
  }
  try {
    await completeMultipartUpload(
      'private',
      body.key,
      body.upload_id,
      parts.map((part) => ({ partNumber: part.part_number, etag: part.etag })),
    );
  } catch (error) {
    if (!isMultipartRefusal(error)) throw error;
    const gone = (error as { name?: string }).name === 'NoSuchUpload';
    throw gone
      ? new HttpError(404, t.uploadNotFound, 'upload_not_found')
      : new HttpError(400, t.partsMissing, 'parts_missing');
  }
}

/** Checks what arrived by its bytes; anything else is deleted and refused, naming the file. */
async function checkArrived(key: string, kind: GalleryFileKind, name: string) {
  const found = await objectHead('private', key);
  if (!found) throw new HttpError(404, t.uploadNotFound, 'upload_not_found');
  const type = sniffFileType(found.head);
  const allowed = typesOfKind[kind === 'photo' ? 'image' : 'video'];
  const refusal =
    found.size > limitOf[kind].maxBytes
      ? tooLarge(kind, name)
      : found.size === 0
        ? refused(400, t.emptyFile, 'file_empty', { name })
        : !type || !allowed.includes(type)
          ? refused(
              415,
              kind === 'photo' ? t.contentNotPhoto : t.contentNotVideo,
              'file_content_not_allowed',
              { name },
            )
          : undefined;
  if (refusal || !type) {
    await deleteObject('private', key);
    throw refusal ?? refused(415, t.notPhotoOrVideo, 'file_type_not_allowed', { name });
  }
  return { size: found.size, contentType: contentTypeOf[type] };
}

export async function addGalleryFile({ params, body }: InputOf<'addGalleryFile'>) {
  await existingGalleryBooking(params.id);
  const kind = checkOwnKey(params.id, body.key);
  if (kind === 'video') await completeVideo(body);
  const arrived = await checkArrived(body.key, kind, body.file_name);
  const sizes = kind === 'photo' ? await makePhotoSizes(body.key) : undefined;
  if (kind === 'photo' && !sizes) {
    await deleteObject('private', body.key);
    throw refused(415, t.unreadablePhoto, 'photo_unreadable', { name: body.file_name });
  }
  const file: GalleryFile = {
    id: randomUUID(),
    kind,
    file_name: body.file_name,
    content_type: arrived.contentType,
    size: arrived.size,
    key: body.key,
    ...sizes,
    uploaded_at: new Date().toISOString(),
  };
  const gallery = await changeGallery(params.id, (before) => {
    // The same file added twice (a retried request) stays once.
    if (before.files.some((each) => each.key === file.key)) return before;
    return { files: [...before.files, file], cover_id: before.cover_id ?? file.id };
  });
  return ownerGalleryView(gallery);
}
