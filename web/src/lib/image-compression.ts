/**
 * Images are made smaller in the browser before they are uploaded (product §9): scaled to fit
 * the use's maximum size, encoded as WebP (JPEG where the browser cannot encode WebP), and
 * re-encoded with a quality lowered by 0.1 at a time, at most 10 attempts and never below
 * 0.1, until the file is under the use's target size. The admin's uploader also asks for the
 * smaller copies of the width plan (400, 800, 1600 px, never wider than the image; decision
 * 0024), made from the same picture in the same format, for `srcset`.
 */
import { uploadTexts } from '@shared/texts/uploads';

export interface CompressionOptions {
  maxBytes: number;
  maxWidth: number;
  maxHeight: number;
  quality: number;
}

const KB = 1024;

/** The uses of product §9. */
export const compressionPresets = {
  /** The general uploader (products, portfolio, home sections, site images). */
  general: { maxBytes: 2000 * KB, maxWidth: 2560, maxHeight: 1440, quality: 0.8 },
  /** Images of a rating. */
  rating: { maxBytes: 500 * KB, maxWidth: 1920, maxHeight: 1080, quality: 0.8 },
  /** External images (the admin's image library). */
  external: { maxBytes: 1000 * KB, maxWidth: 2400, maxHeight: 2400, quality: 0.85 },
} as const satisfies Record<string, CompressionOptions>;

export const maxCompressionAttempts = 10;

export type ImageFormat = 'webp' | 'jpeg';

export interface CompressedImage {
  blob: Blob;
  format: ImageFormat;
  width: number;
  height: number;
  originalBytes: number;
  /** How much smaller than the original, in whole percent (0 when not smaller). */
  reductionPercent: number;
  /** The smaller copies for `srcset`, narrowest first (none for a small image). */
  variants: { width: number; blob: Blob }[];
}

/** The size that fits within the maximum, keeping the proportions; never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The qualities to try: the start, then 0.1 lower each time, at most 10, never below 0.1. */
export function qualitySteps(start: number): number[] {
  const steps: number[] = [];
  for (let i = 0; i < maxCompressionAttempts; i += 1) {
    const quality = Math.round((start - i * 0.1) * 100) / 100;
    if (quality < 0.1) break;
    steps.push(quality);
  }
  return steps;
}

/**
 * Encodes at each quality until the result is under `maxBytes`; answers the last (smallest)
 * attempt when none is.
 */
export async function encodeUnder(
  encode: (quality: number) => Promise<Blob>,
  options: Pick<CompressionOptions, 'maxBytes' | 'quality'>,
): Promise<Blob> {
  let last: Blob | undefined;
  for (const quality of qualitySteps(options.quality)) {
    last = await encode(quality);
    if (last.size <= options.maxBytes) return last;
  }
  if (!last) throw new Error(uploadTexts.blobFailed);
  return last;
}

export const reductionPercent = (originalBytes: number, bytes: number): number =>
  originalBytes > 0 ? Math.max(0, Math.round((1 - bytes / originalBytes) * 100)) : 0;

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(uploadTexts.imageLoadFailed));
    };
    image.src = url;
  });
}

let webpSupport: boolean | undefined;
function canEncodeWebp(): boolean {
  if (webpSupport === undefined) {
    const probe = document.createElement('canvas');
    probe.width = probe.height = 1;
    webpSupport = probe.toDataURL('image/webp').startsWith('data:image/webp');
  }
  return webpSupport;
}

function toBlob(canvas: HTMLCanvasElement, format: ImageFormat, quality: number): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (result) => (result ? resolve(result) : reject(new Error(uploadTexts.blobFailed))),
      `image/${format}`,
      quality,
    ),
  );
}

/** Draws `image` at `width` × `height` on a fresh canvas, smoothed for scaling down. */
function drawn(image: CanvasImageSource, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(uploadTexts.noCanvasContext);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}

/**
 * Compresses an image file for one of the uses above; with `copyWidths` (the width plan),
 * also the smaller copies it names for the image's width.
 */
export async function compressImage(
  file: File,
  options: CompressionOptions,
  copyWidths?: (width: number) => readonly number[],
): Promise<CompressedImage> {
  const image = await loadImage(file);
  const size = fitWithin(
    image.naturalWidth,
    image.naturalHeight,
    options.maxWidth,
    options.maxHeight,
  );
  const canvas = drawn(image, size.width, size.height);
  const format: ImageFormat = canEncodeWebp() ? 'webp' : 'jpeg';
  const blob = await encodeUnder((quality) => toBlob(canvas, format, quality), options);
  const variants: CompressedImage['variants'] = [];
  for (const width of copyWidths?.(size.width) ?? []) {
    const height = Math.max(1, Math.round((size.height * width) / size.width));
    variants.push({
      width,
      blob: await toBlob(drawn(image, width, height), format, options.quality),
    });
  }
  return {
    blob,
    format,
    ...size,
    originalBytes: file.size,
    reductionPercent: reductionPercent(file.size, blob.size),
    variants,
  };
}
