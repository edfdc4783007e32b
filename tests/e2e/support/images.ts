/** Pictures for the uploaders of the browser journeys, made on the spot. */
import sharp from 'sharp';
import type { ImageFile } from './owner-uploads';

/** A PNG of one colour (1200 × 800 px unless `size` says otherwise), as a file to choose. */
export async function pngFile(
  name: string,
  background: string,
  size: { width: number; height: number } = { width: 1200, height: 800 },
): Promise<ImageFile> {
  const buffer = await sharp({ create: { ...size, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
