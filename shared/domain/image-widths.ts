/**
 * The smaller copies an uploaded image is offered in for `srcset` (decision 0024): the same
 * 400, 800 and 1600 px widths as the demo images, made in the browser at upload, never
 * larger than the image itself.
 *
 * Which copies exist is written into the file's key, so a stored URL says it on its own and
 * no record needs a list of widths: `products/{id}.w400-800-1600-2560.webp` is 2560 px wide
 * and has the copies `products/{id}.w400-800-1600-2560-400w.webp`, `…-800w.webp` and
 * `…-1600w.webp` next to it. The last number is the file's own width.
 */

/** The widths of the copies, as for the demo images (infra/local/seed/demo-images.ts). */
export const responsiveWidths = [400, 800, 1600] as const;

/** A copy is only worth it when it is at least this much narrower than the image. */
const minimumSaving = 0.9;

/** The widest image a key may name (the general uploader's 2560 px, with room to spare). */
export const maxImageWidth = 10_000;

/**
 * The copies to make of an image `width` px wide: each responsive width at most 90 % of it.
 * An image of 1200 px gets 400 and 800, one of 420 px none (nothing is enlarged).
 */
export function variantWidths(width: number): number[] {
  if (!Number.isInteger(width) || width < 1) return [];
  return responsiveWidths.filter((w) => w <= width * minimumSaving);
}

/** The file extensions a responsive image may have (what a browser's canvas encodes). */
export const responsiveExtensions = ['.webp', '.jpg'] as const;
export type ResponsiveExtension = (typeof responsiveExtensions)[number];

export interface ResponsiveKey {
  /** The key without the width list and extension (`products/{id}`). */
  stem: string;
  /** The widths of the copies, ascending. */
  variants: number[];
  /** The file's own width. */
  width: number;
  extension: ResponsiveExtension;
}

const responsivePattern = /^(.+)\.w(\d{1,5}(?:-\d{1,5}){0,3})(\.webp|\.jpg)$/;

/** `{stem}.w{copies…}-{own width}{extension}`. */
export function responsiveKey(stem: string, width: number, extension: ResponsiveExtension) {
  return `${stem}.w${[...variantWidths(width), width].join('-')}${extension}`;
}

/**
 * The widths a key (or a `/media/...` path) names, or null when it is not a responsive
 * image's key, or names copies the width plan would not make (a hand-made name).
 */
export function parseResponsiveKey(key: string): ResponsiveKey | null {
  const match = responsivePattern.exec(key);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const widths = match[2].split('-').map(Number);
  const width = widths.pop() ?? 0;
  if (width < 1 || width > maxImageWidth) return null;
  const planned = variantWidths(width);
  if (planned.join('-') !== widths.join('-')) return null;
  return {
    stem: match[1],
    variants: widths,
    width,
    extension: match[3] as ResponsiveExtension,
  };
}

/** The key of the `width` px copy of a responsive image's key (or `/media/...` path). */
export function variantKey(key: string, width: number): string {
  const dot = key.lastIndexOf('.');
  return `${key.slice(0, dot)}-${width}w${key.slice(dot)}`;
}

/** Every copy's key of a responsive image; [] for any other key. */
export function variantKeys(key: string): string[] {
  const parsed = parseResponsiveKey(key);
  return parsed ? parsed.variants.map((width) => variantKey(key, width)) : [];
}
