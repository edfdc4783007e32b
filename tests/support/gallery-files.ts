/** A booking's gallery as the integration tests need it: photos in the bucket, open uploads. */
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { GalleryFile } from '@shared/api/gallery';
import { galleryFolder } from '@functions/capabilities/deliveries/owner-gallery';
import { startMultipartUpload, writeObject } from '@functions/lib/object-storage';
import { changeDelivery } from '@functions/stores/deliveries';
import { changeGallery } from '@functions/stores/gallery';

/** A JPEG of one colour, `width` × `height` px. */
export const jpegBytes = (width: number, height: number, background = '#3a7bd5') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A photo put straight into the booking's gallery folder, as if the browser had sent it. */
export async function arrivedPhoto(bookingId: string, width = 3000, height = 2000) {
  const key = `${galleryFolder(bookingId)}/${randomUUID()}.jpg`;
  await writeObject('private', key, await jpegBytes(width, height), 'image/jpeg');
  return key;
}

/** A video's multipart upload, started as `startGalleryUpload` does. */
export async function openVideoUpload(bookingId: string) {
  const key = `${galleryFolder(bookingId)}/${randomUUID()}.mp4`;
  return { key, uploadId: await startMultipartUpload('private', key, 'video/mp4') };
}

/** A gallery with one file in it (written by the store; `key` names bytes in the bucket). */
export async function seededGallery(bookingId: string, key?: string): Promise<GalleryFile> {
  const file: GalleryFile = {
    id: randomUUID(),
    kind: 'photo',
    file_name: 'facade.jpg',
    content_type: 'image/jpeg',
    size: 1024,
    width: 3000,
    height: 2000,
    key: key ?? `${galleryFolder(bookingId)}/${randomUUID()}.jpg`,
    uploaded_at: new Date().toISOString(),
  };
  await changeGallery(bookingId, () => ({ files: [file], cover_id: file.id }));
  return file;
}

/** A share link of the booking's property page (written by the store); answers its token. */
export async function propertyLinkOf(bookingId: string, branded = true): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await changeDelivery(bookingId, ({ version: _version, ...delivery }) => ({
    ...delivery,
    branded,
    property_token: token,
  }));
  return token;
}
