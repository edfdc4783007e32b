/**
 * The files of catalogue items: a pending upload is claimed (checked again and moved to the
 * item's folder) when the item is saved; files an item no longer uses are removed from the
 * bucket, an image with its smaller copies (decision 0024). YouTube videos and demo images
 * stay as they are.
 */
import { variantKeys } from '@shared/domain/image-widths';
import { fileExtension } from '@shared/domain/uploads';
import { logger } from '@functions/lib/logger';
import { deleteObject, mediaKeyOf } from '@functions/lib/storage';
import { claimUpload } from './uploads';

const videoExtensions = ['.mp4', '.mov'];

/** A lasting reference for a saved picture or video (a pending upload is moved to `folder`). */
export function lastingMedia(ref: string, folder: string): Promise<string> {
  if (ref.startsWith('youtube:')) return Promise.resolve(ref);
  const kind = videoExtensions.includes(fileExtension(ref)) ? 'video' : 'image';
  return claimUpload(ref, folder, kind);
}

/** Claims each reference in turn (a refused file stops the save before anything is written). */
export async function lastingMediaList(refs: readonly string[], folder: string) {
  const lasting: string[] = [];
  for (const ref of refs) lasting.push(await lastingMedia(ref, folder));
  return lasting;
}

/**
 * Removes the bucket objects of `refs` that live in `folder/`, an image with all its smaller
 * copies (best effort: logged, not thrown).
 */
export async function removeMedia(refs: readonly string[], folder: string): Promise<void> {
  const keys = refs
    .map(mediaKeyOf)
    .filter((key): key is string => key?.startsWith(`${folder}/`) ?? false)
    .flatMap((key) => [key, ...variantKeys(key)]);
  await Promise.all(
    keys.map((key) =>
      deleteObject('public', key).catch((error: unknown) =>
        logger.warn('media_file_not_removed', { key, error }),
      ),
    ),
  );
}
