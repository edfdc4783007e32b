/**
 * A presigned upload: what the browser is about to upload and where to send it (the admin's
 * uploads and a customer's rating images; a module of its own: docs/decisions/0022).
 */
import * as z from 'zod';

/** `POST .../upload`: what the browser is about to upload (checked before anything is stored). */
export const uploadRequestSchema = z.object({
  file_name: z.string().trim().min(1).max(200),
  size: z
    .number()
    .int()
    .min(0)
    .max(10 * 1024 * 1024 * 1024),
  content_type: z.string().trim().max(100).default('application/octet-stream'),
});
export type UploadRequestBody = z.infer<typeof uploadRequestSchema>;

/** A presigned PUT: send the file to `upload_url` with `headers`, then name `key`. */
export const startedUploadSchema = z.object({
  key: z.string(),
  upload_url: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type StartedUploadAnswer = z.infer<typeof startedUploadSchema>;
