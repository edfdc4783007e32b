/**
 * What the browser keeps of a video's multipart upload while it runs (decision 0034): the key,
 * the upload id, the part size and the parts already sent with their ETags, in localStorage
 * under the booking and the file's name, size and date. Choosing the same file again after a
 * dropped connection (or a closed tab) goes on from the first part not yet sent.
 */
export interface ResumableUpload {
  bookingId: string;
  fileName: string;
  size: number;
  key: string;
  uploadId: string;
  partSize: number;
  partCount: number;
  parts: { part_number: number; etag: string }[];
}

const prefix = 'dronefoto:gallery-upload:';

interface FileFacts {
  name: string;
  size: number;
  lastModified: number;
}

const storageKey = (bookingId: string, file: FileFacts) =>
  `${prefix}${bookingId}:${file.size}:${file.lastModified}:${file.name}`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Private mode without storage: the upload simply cannot resume.
  }
}

export function findResumable(bookingId: string, file: FileFacts): ResumableUpload | undefined {
  const text = storage()?.getItem(storageKey(bookingId, file));
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ResumableUpload;
  } catch {
    return undefined;
  }
}

export function keepResumable(file: FileFacts, upload: ResumableUpload): void {
  storage()?.setItem(storageKey(upload.bookingId, file), JSON.stringify(upload));
}

export function forgetResumable(bookingId: string, file: FileFacts): void {
  storage()?.removeItem(storageKey(bookingId, file));
}

/** The interrupted uploads of a booking, with their storage keys (to discard one). */
export function interruptedUploads(bookingId: string): { id: string; upload: ResumableUpload }[] {
  const store = storage();
  if (!store) return [];
  const found: { id: string; upload: ResumableUpload }[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const id = store.key(index);
    if (!id?.startsWith(`${prefix}${bookingId}:`)) continue;
    try {
      found.push({ id, upload: JSON.parse(store.getItem(id) ?? '') as ResumableUpload });
    } catch {
      store.removeItem(id);
    }
  }
  return found;
}

export const forgetInterrupted = (id: string) => storage()?.removeItem(id);
