/**
 * Sends a file straight to storage with the presigned PUT the server answered (see
 * functions/capabilities/uploads/uploads.ts), reporting progress. The server checks what arrived afterwards.
 * Answers the stored object's ETag (a part of a multipart upload is named by it when joined).
 */
export interface PresignedUpload {
  key: string;
  upload_url: string;
  headers: Record<string, string>;
}

export class UploadError extends Error {
  constructor(readonly status: number) {
    super(`upload failed (${status})`);
    this.name = 'UploadError';
  }
}

export function putFile(
  upload: PresignedUpload,
  body: Blob,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', upload.upload_url);
    for (const [name, value] of Object.entries(upload.headers)) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve(request.getResponseHeader('ETag') ?? '')
        : reject(new UploadError(request.status));
    request.onerror = () => reject(new UploadError(0));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
