/**
 * External images (product §2 'External images'): the admin's image library for use elsewhere.
 * Only images are taken (checked by the file's first bytes); deleting one removes the file
 * from the bucket too.
 */
import type { ExternalImage } from '@shared/api/entities';
import { externalImageTexts as t } from '@shared/texts/admin-catalog';
import { uploadTexts } from '@shared/texts/uploads';
import * as images from '@functions/stores/external-images';
import { HttpError, orNotFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { mediaKeyOf } from '@functions/lib/storage';
import { claimUpload, verifyResponsiveUpload } from '@functions/capabilities/uploads/uploads';
import { removeMedia } from '@functions/capabilities/uploads/media-files';

const folder = 'external';

export const externalImageOperations = {
  listExternalImages: (): Promise<ExternalImage[]> => images.listExternalImages(),

  async createExternalImage({
    body,
    caller,
  }: InputOf<'createExternalImage'>): Promise<ExternalImage> {
    const key = mediaKeyOf(body.url)!;
    let size: number;
    try {
      size = (await verifyResponsiveUpload(key)).size;
    } catch (error) {
      // Anything else than an image is refused with product §5's message for this library.
      if (error instanceof HttpError && error.status === 415) {
        throw new HttpError(415, uploadTexts.onlyImages, 'file_type_not_allowed');
      }
      throw error;
    }
    const url = await claimUpload(body.url, folder, 'image');
    return images.createExternalImage({
      url,
      filename: body.filename,
      size,
      created_by: caller.userId,
    });
  },

  async deleteExternalImage({ params }: InputOf<'deleteExternalImage'>): Promise<ExternalImage> {
    const deleted = await orNotFound(t.imageNotFound, () => images.deleteExternalImage(params.id));
    await removeMedia([deleted.url], folder);
    return deleted;
  },
};
