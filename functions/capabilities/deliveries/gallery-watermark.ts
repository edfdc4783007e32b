/**
 * A gallery photo's watermarked preview (decision 0041): what a customer sees while the
 * booking's downloads are locked until payment. Made on the server with sharp, never a CSS
 * overlay, so the preview a browser gets has the mark in its pixels: the 'Sociale medier'
 * size (1080 px long edge) darkened a little, with diagonal bands and the watermark's text
 * repeated across it. Made once at upload beside the other sizes (`{uuid}-preview.jpg`); a
 * photo uploaded before this existed gets it the first time a locked gallery shows it.
 */
import { madeSizes } from '@shared/domain/gallery/gallery-files';
import { downloadPaymentTexts as t } from '@shared/texts/download-payment';
import { readObject, writeObject } from '@functions/lib/object-storage';
import { objectHead } from '@functions/lib/storage';

/** `deliveries/b/gallery/{id}.jpg` → `deliveries/b/gallery/{id}-preview.jpg`. */
export const previewKey = (key: string): string => `${key.replace(/\.[^./]+$/, '')}-preview.jpg`;

/** The preview's download name: `DJI_0001.jpg` → `DJI_0001-proeve.jpg`. */
export const previewFileName = (fileName: string): string =>
  `${fileName.replace(/\.[^.]+$/, '')}-proeve.jpg`;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The overlay of `width` × `height`: a light veil, diagonal bands (visible without any font)
 * and the watermark's text in rows, turned 30°.
 */
export function watermarkSvg(width: number, height: number): string {
  const step = Math.max(120, Math.round(Math.max(width, height) / 6));
  const fontSize = Math.round(step / 4);
  const diagonal = Math.ceil(Math.hypot(width, height));
  const rows: string[] = [];
  for (let y = -diagonal; y < diagonal; y += step) {
    rows.push(
      `<rect x="${-diagonal}" y="${y}" width="${diagonal * 2}" height="${Math.round(step / 6)}" fill="#fff" fill-opacity="0.28"/>`,
      `<text x="0" y="${y + Math.round(step / 2)}" font-family="sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff" fill-opacity="0.55" stroke="#000" stroke-opacity="0.35" stroke-width="1">${escapeXml(Array.from({ length: 8 }, () => t.watermark).join(' · '))}</text>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`,
    `<rect width="100%" height="100%" fill="#000" fill-opacity="0.12"/>`,
    `<g transform="translate(${width / 2} ${height / 2}) rotate(-30) translate(${-diagonal / 2} 0)">`,
    ...rows,
    '</g></svg>',
  ].join('');
}

/** Makes the watermarked preview of the original at `key` and stores it; answers its key. */
export async function makeWatermarkedPreview(key: string, original?: Uint8Array): Promise<string> {
  const { default: sharp } = await import('sharp');
  const source = original ?? (await readObject('private', key));
  const edge = madeSizes.social;
  const sized = await sharp(source)
    .rotate()
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = sized.info;
  const bytes = await sharp(sized.data)
    .composite([{ input: Buffer.from(watermarkSvg(width, height)), top: 0, left: 0 }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  const made = previewKey(key);
  await writeObject('private', made, bytes, 'image/jpeg');
  return made;
}

/**
 * The preview's key of a gallery photo, made now when it was uploaded before previews were
 * (once: the next call finds it in the bucket).
 */
export async function ensureWatermarkedPreview(file: {
  key: string;
  preview_key?: string;
}): Promise<string> {
  if (file.preview_key) return file.preview_key;
  const made = previewKey(file.key);
  if (await objectHead('private', made, 1)) return made;
  return makeWatermarkedPreview(file.key);
}
