/**
 * The one uploader's server side: a presigned PUT for an image (30 MB) or video (50 MB) under
 * `uploads/`, and a check of what arrived, by its size and first bytes, never by the type
 * the browser names. A refused file is deleted at once.
 */
import type { AdminStartedUpload, CheckedUpload } from '@shared/api/catalog-media-admin';
import { uploadTexts } from '@shared/texts/uploads';
import { HttpError } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { mediaKeyOf, mediaUrl } from '@functions/lib/storage';
import {
  pendingUploadPrefix,
  startPublicUpload,
  startResponsiveUpload,
  verifyResponsiveUpload,
  verifyUpload,
} from './uploads';

export const uploadOperations = {
  async startAdminUpload({ body }: InputOf<'startAdminUpload'>): Promise<AdminStartedUpload> {
    const request = {
      kind: body.kind,
      fileName: body.file_name,
      size: body.size,
      contentType: body.content_type,
    };
    if (body.width === undefined && body.variants !== undefined) {
      throw new HttpError(400, uploadTexts.variantsMismatch, 'variants_mismatch');
    }
    // An image that names its width comes with its smaller copies (decision 0024).
    const started =
      body.width === undefined
        ? { ...(await startPublicUpload(request)), variants: [] }
        : await startResponsiveUpload({
            ...request,
            width: body.width,
            variants: body.variants ?? [],
          });
    return { ...started, url: mediaUrl(started.key) };
  },

  async checkAdminUpload({ body }: InputOf<'checkAdminUpload'>): Promise<CheckedUpload> {
    const key = mediaKeyOf(body.url);
    if (!key?.startsWith(pendingUploadPrefix) || key.includes('..')) {
      throw new HttpError(404, uploadTexts.uploadNotFound, 'upload_not_found');
    }
    const file =
      body.kind === 'image'
        ? await verifyResponsiveUpload(key)
        : await verifyUpload('public', key, body.kind);
    return { url: body.url, size: file.size, content_type: file.contentType };
  },
};
