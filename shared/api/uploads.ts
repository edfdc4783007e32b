/**
 * A presigned upload: what the browser is about to upload and where to send it (the admin's
 * uploads and a customer's rating images; a module of its own: docs/decisions/0022).
 */
import * as z from 'zod/mini';

/** `POST .../upload`: what the browser is about to upload (checked before anything is stored). */
export const uploadRequestSchema = z.object({
  file_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  size: z.number().check(z.int(), z.gte(0), z.lte(10 * 1024 * 1024 * 1024)),
  content_type: z._default(
    z.string().check(z.trim(), z.maxLength(100)),
    'application/octet-stream',
  ),
});
export type UploadRequestBody = z.infer<typeof uploadRequestSchema>;

/** A presigned PUT: send the file to `upload_url` with `headers`, then name `key`. */
export const startedUploadSchema = z.object({
  key: z.string(),
  upload_url: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type StartedUploadAnswer = z.infer<typeof startedUploadSchema>;
