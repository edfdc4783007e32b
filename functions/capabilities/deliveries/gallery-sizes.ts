/**
 * The sizes of a gallery photo, made once on the server when it arrives (decision 0034):
 * 'Web' (2048 px long edge), 'Sociale medier' (1080 px) and the grid's thumbnail (720 px) as JPEG
 * beside the original ('Print'), turned upright by its EXIF orientation and never enlarged. sharp is loaded on
 * the first photo only, so the other operations of the function never load it.
 */
import { fittedSize, madeSizes, type MadeSize } from '@shared/domain/gallery/gallery-files';
import { readObject, writeObject } from '@functions/lib/object-storage';
import { makeWatermarkedPreview } from './gallery-watermark';

export interface MadePhotoSizes {
  width: number;
  height: number;
  web_key: string;
  social_key: string;
  thumbnail_key: string;
  /** The watermarked preview shown while downloads wait for payment (decision 0041). */
  preview_key: string;
}

/** `deliveries/b/gallery/{id}.jpg` → `deliveries/b/gallery/{id}-web.jpg`. */
export const sizeKey = (key: string, size: MadeSize): string =>
  `${key.replace(/\.[^./]+$/, '')}-${size}.jpg`;

/** The thumbnail is only looked at small: fewer bytes matter more than the last detail. */
const jpegQuality: Record<MadeSize, number> = { web: 85, social: 85, thumbnail: 75 };

/** Reads the original at `key`, writes its sizes beside it; undefined when unreadable. */
export async function makePhotoSizes(key: string): Promise<MadePhotoSizes | undefined> {
  const { default: sharp } = await import('sharp');
  const original = await readObject('private', key);
  let upright: { width: number; height: number };
  try {
    const metadata = await sharp(original).rotate().metadata();
    const turned = (metadata.orientation ?? 1) >= 5;
    upright = turned
      ? { width: metadata.height, height: metadata.width }
      : { width: metadata.width, height: metadata.height };
  } catch {
    return undefined;
  }
  const made = {} as Record<MadeSize, string>;
  for (const size of Object.keys(madeSizes) as MadeSize[]) {
    const fitted = fittedSize(upright.width, upright.height, size);
    const bytes = await sharp(original)
      .rotate()
      .resize({ width: fitted.width, height: fitted.height, fit: 'inside' })
      .jpeg({ quality: jpegQuality[size], mozjpeg: true })
      .toBuffer();
    made[size] = sizeKey(key, size);
    await writeObject('private', made[size], bytes, 'image/jpeg');
  }
  const preview_key = await makeWatermarkedPreview(key, original);
  return {
    ...upright,
    web_key: made.web,
    social_key: made.social,
    thumbnail_key: made.thumbnail,
    preview_key,
  };
}
