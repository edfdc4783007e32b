/**
 * Sends one file into a booking's gallery (decision 0034): a photo by one presigned PUT, a
 * video in parts (a multipart upload straight to storage) that goes on where it stopped when
 * the same file is chosen again. Reports the bytes sent; answers the gallery once the server
 * has checked the file and made a photo's sizes.
 */
import type { OwnerGallery } from '@shared/api/gallery';
import { galleryKindOf } from '@shared/domain/gallery/gallery-files';
import { apiRequest } from '@web/lib/api';
import { putFile } from '@web/lib/upload-file';
import {
  findResumable,
  forgetResumable,
  keepResumable,
  type ResumableUpload,
} from './gallery-resume';

type Sent = (bytes: number) => void;

/** A part is tried this many times before the upload stops (and can be resumed). */
const triesPerPart = 3;

async function sendPart(url: string, body: Blob, onBytes: Sent): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await putFile({ key: '', upload_url: url, headers: {} }, body, (percent) =>
        onBytes((body.size * percent) / 100),
      );
    } catch (error) {
      if (attempt >= triesPerPart) throw error;
    }
  }
}

async function startVideo(bookingId: string, file: File): Promise<ResumableUpload> {
  const found = findResumable(bookingId, file);
  if (found) return found;
  const started = await apiRequest('POST', '/api/admin/bookings/{id}/gallery/uploads', {
    params: { id: bookingId },
    body: { file_name: file.name, size: file.size, content_type: file.type || 'video/mp4' },
  });
  if (started.kind !== 'video') throw new Error('a video goes in parts');
  const upload: ResumableUpload = {
    bookingId,
    fileName: file.name,
    size: file.size,
    key: started.key,
    uploadId: started.upload_id,
    partSize: started.part_size,
    partCount: started.part_count,
    parts: [],
  };
  keepResumable(file, upload);
  return upload;
}

async function uploadVideo(bookingId: string, file: File, onSent: Sent): Promise<OwnerGallery> {
  const upload = await startVideo(bookingId, file);
  const partBytes = (part: number) =>
    Math.min(upload.partSize, file.size - (part - 1) * upload.partSize);
  let done = upload.parts.reduce((sum, part) => sum + partBytes(part.part_number), 0);
  onSent(done);
  const sent = new Set(upload.parts.map((part) => part.part_number));
  const missing = Array.from({ length: upload.partCount }, (_, index) => index + 1).filter(
    (part) => !sent.has(part),
  );
  for (let start = 0; start < missing.length; start += 100) {
    const { parts } = await apiRequest('POST', '/api/admin/bookings/{id}/gallery/parts', {
      params: { id: bookingId },
      body: {
        key: upload.key,
        upload_id: upload.uploadId,
        size: file.size,
        part_numbers: missing.slice(start, start + 100),
      },
    });
    for (const part of parts) {
      const from = (part.part_number - 1) * upload.partSize;
      const body = file.slice(from, from + upload.partSize);
      const etag = await sendPart(part.url, body, (bytes) => onSent(done + bytes));
      done += body.size;
      upload.parts.push({ part_number: part.part_number, etag });
      keepResumable(file, upload);
    }
  }
  const gallery = await apiRequest('POST', '/api/admin/bookings/{id}/gallery/files', {
    params: { id: bookingId },
    body: {
      key: upload.key,
      file_name: file.name,
      upload_id: upload.uploadId,
      parts: [...upload.parts].sort((a, b) => a.part_number - b.part_number),
    },
  });
  forgetResumable(bookingId, file);
  return gallery;
}

async function uploadPhoto(bookingId: string, file: File, onSent: Sent): Promise<OwnerGallery> {
  const started = await apiRequest('POST', '/api/admin/bookings/{id}/gallery/uploads', {
    params: { id: bookingId },
    body: { file_name: file.name, size: file.size, content_type: file.type || 'image/jpeg' },
  });
  if (started.kind !== 'photo') throw new Error('a photo goes by one PUT');
  await putFile(started, file, (percent) => onSent((file.size * percent) / 100));
  return apiRequest('POST', '/api/admin/bookings/{id}/gallery/files', {
    params: { id: bookingId },
    body: { key: started.key, file_name: file.name },
  });
}

/** Sends `file`; a name that is neither photo nor video is left to the server to refuse. */
export function uploadGalleryFile(
  bookingId: string,
  file: File,
  onSent: Sent,
): Promise<OwnerGallery> {
  return galleryKindOf(file.name) === 'video'
    ? uploadVideo(bookingId, file, onSent)
    : uploadPhoto(bookingId, file, onSent);
}

/** Discards an interrupted video upload: its parts are deleted from storage. */
export async function discardUpload(upload: ResumableUpload): Promise<void> {
  await apiRequest('POST', '/api/admin/bookings/{id}/gallery/uploads/abort', {
    params: { id: upload.bookingId },
    body: { key: upload.key, upload_id: upload.uploadId },
  });
}
