/** The browser's quick checks of a rating's images (the server checks again). */
import { hasAllowedExtension, uploadKinds } from '@shared/domain/uploads';
import { ratingTexts as t } from '@shared/texts/rating';

export const maxRatingImagesCount = 4;

const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Why a chosen file cannot be a rating image, or undefined. */
export function imageFileProblem(file: { name: string; type: string; size: number }) {
  if (!imageTypes.has(file.type) && !hasAllowedExtension('image', file.name))
    return t.invalidFormats;
  if (file.size > uploadKinds.image.maxBytes) return t.tooLarge;
  return undefined;
}
