/**
 * The owner's side of a booking's gallery (product §4 'Galleri', decision 0034): the files in
 * order with short-lived previews, the order and the cover, removing a file with its sizes.
 */
import type { OwnerGallery } from '@shared/api/gallery';
import type { Booking } from '@shared/api/entities';
import { adminBookingTexts } from '@shared/texts/admin-bookings';
import { galleryTexts as t } from '@shared/texts/gallery';
import { HttpError, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { logger } from '@functions/lib/logger';
import { deleteObject, presignGet } from '@functions/lib/storage';
import { getBooking } from '@functions/stores/booking/booking-items';
import {
  changeGallery,
  deleteGallery,
  getGallery,
  GalleryChangedError,
  type Gallery,
} from '@functions/stores/gallery';
import { deleteGalleryArchives } from '@functions/stores/gallery-archives';
import { gallerySizes } from '@shared/domain/gallery/gallery-files';
import { archiveKey } from './gallery-keys';

export { galleryFolder } from './gallery-keys';

export async function existingGalleryBooking(id: string): Promise<Booking> {
  const booking = await getBooking(id);
  if (!booking || booking.deleted_at) throw notFound(adminBookingTexts.bookingNotFound);
  return booking;
}

/** How long a preview link of the owner's panel works. */
const previewSeconds = 15 * 60;

export async function ownerGalleryView(gallery: Gallery): Promise<OwnerGallery> {
  const files = await Promise.all(
    gallery.files.map(async (file) => ({
      ...file,
      preview_url: await presignGet(
        'private',
        file.thumbnail_key ?? file.social_key ?? file.key,
        file.file_name,
        previewSeconds,
      ),
    })),
  );
  return { files, cover_id: gallery.cover_id };
}

export async function getOwnerGallery({ params }: InputOf<'getOwnerGallery'>) {
  await existingGalleryBooking(params.id);
  return ownerGalleryView(await getGallery(params.id));
}

/** Runs a gallery change; losing to other writers five times in a row answers a Danish 409. */
async function changed(bookingId: string, change: Parameters<typeof changeGallery>[1]) {
  try {
    return await changeGallery(bookingId, change);
  } catch (error) {
    if (error instanceof GalleryChangedError) {
      throw new HttpError(409, t.changedMeanwhile, 'gallery_changed');
    }
    throw error;
  }
}

export async function arrangeGallery({ params, body }: InputOf<'arrangeGallery'>) {
  await existingGalleryBooking(params.id);
  const gallery = await changed(params.id, (before) => {
    const byId = new Map(before.files.map((file) => [file.id, file]));
    const sameFiles =
      body.order.length === before.files.length &&
      new Set(body.order).size === body.order.length &&
      body.order.every((id) => byId.has(id));
    if (!sameFiles) throw new HttpError(400, t.orderMismatch, 'gallery_order_mismatch');
    if (body.cover_id !== null && !byId.has(body.cover_id)) {
      throw new HttpError(400, t.fileNotFound, 'gallery_file_not_found');
    }
    return {
      files: body.order.map((id) => byId.get(id)).filter((file) => file !== undefined),
      cover_id: body.cover_id,
    };
  });
  return ownerGalleryView(gallery);
}

/** The bucket keys of a file: the original and a photo's made sizes. */
const keysOf = (file: Gallery['files'][number]) =>
  [file.key, file.web_key, file.social_key, file.thumbnail_key, file.preview_key].filter(
    (key) => key !== undefined,
  );

const deleteKeys = (keys: readonly string[]) =>
  Promise.all(
    keys.map((key) =>
      deleteObject('private', key).catch((error: unknown) =>
        logger.warn('gallery_file_not_deleted', { key, error }),
      ),
    ),
  );

/** A customer who deletes their account takes the gallery with them: every file, then the item. */
/** The 'Hent alle' archives go when a file goes (they held it) and with the gallery. */
async function removeGalleryArchives(bookingId: string): Promise<void> {
  await deleteKeys(gallerySizes.map((size) => archiveKey(bookingId, size)));
  await deleteGalleryArchives(bookingId, gallerySizes);
}

export async function eraseGallery(bookingId: string): Promise<void> {
  const gallery = await getGallery(bookingId);
  await deleteKeys(gallery.files.flatMap(keysOf));
  await removeGalleryArchives(bookingId);
  await deleteGallery(bookingId);
}

export async function removeGalleryFile({ params }: InputOf<'removeGalleryFile'>) {
  await existingGalleryBooking(params.id);
  const removed = (await getGallery(params.id)).files.find((file) => file.id === params.fileId);
  if (!removed) throw notFound(t.fileNotFound);
  const gallery = await changed(params.id, (before) => {
    const files = before.files.filter((file) => file.id !== params.fileId);
    const cover = before.cover_id === params.fileId ? (files[0]?.id ?? null) : before.cover_id;
    return { files, cover_id: cover };
  });
  await removeGalleryArchives(params.id);
  await deleteKeys(keysOf(removed));
  return ownerGalleryView(gallery);
}
