/**
 * The photos and videos of a booking's gallery (product §4 'Galleri', decision 0034): which
 * files may be uploaded, the sizes every photo is offered in, and how a large video is cut
 * into the parts of an S3 multipart upload.
 */
import { fileExtension } from '@shared/domain/uploads';

const MB = 1024 * 1024;

/** A photo of the gallery: JPEG, PNG or WebP up to 60 MB (a drone's original, not compressed). */
export const galleryPhotoLimit = {
  maxBytes: 60 * MB,
  extensions: ['.jpg', '.jpeg', '.png', '.webp'],
} as const;

/** A video of the gallery: MP4 or MOV up to 10 GB, sent in parts. */
export const galleryVideoLimit = {
  maxBytes: 10 * 1024 * MB,
  extensions: ['.mp4', '.mov'],
} as const;

/** How many files one booking's gallery holds at most. */
export const maxGalleryFiles = 500;

export type GalleryFileKind = 'photo' | 'video';

/** The kind of a file by its name's extension, or undefined when it is neither. */
export function galleryKindOf(fileName: string): GalleryFileKind | undefined {
  const extension = fileExtension(fileName);
  if ((galleryPhotoLimit.extensions as readonly string[]).includes(extension)) return 'photo';
  if ((galleryVideoLimit.extensions as readonly string[]).includes(extension)) return 'video';
  return undefined;
}

/**
 * The sizes a photo is offered in: 'Print' is the original as uploaded; 'Web' and 'Sociale
 * medier' are made once on the server at upload, their long edge at most the given pixels
 * (a smaller original is never enlarged).
 */
export const gallerySizes = ['print', 'web', 'social'] as const;
export type GallerySize = (typeof gallerySizes)[number];

/**
 * The sizes made at upload, by their long edge: the two offered ('Web', 'Sociale medier') and
 * the grid's thumbnail, only shown (a phone's tile, 720 px: a third of the bytes of 'Sociale
 * medier', so the first row of a gallery arrives quickly on a slow connection).
 */
export const madeSizes = { web: 2048, social: 1080, thumbnail: 720 } as const;
export type MadeSize = keyof typeof madeSizes;

/** The long edge of a made size for an original of `width` × `height` (never enlarged). */
export function fittedSize(
  width: number,
  height: number,
  size: MadeSize,
): { width: number; height: number } {
  const longEdge = Math.max(width, height);
  const scale = Math.min(1, madeSizes[size] / longEdge);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A photo's made sizes as an `srcset`, smallest first, each width once (a small original makes
 * the sizes alike); the sizes not there (absent: not made) are left out.
 */
export function madeSizesSrcSet(
  sizes: readonly ({ url: string | undefined; width: number } | undefined)[],
): string {
  const candidates = new Map<number, string>();
  for (const size of sizes)
    if (size?.url && !candidates.has(size.width)) candidates.set(size.width, size.url);
  return [...candidates].map(([width, url]) => `${url} ${width}w`).join(', ');
}

/**
 * The parts of a multipart upload: S3 wants each but the last at least 5 MB and at most
 * 10,000 parts; 16 MB parts keep a phone's retry after a dropped connection short, and a
 * larger part size is used only when a file would otherwise need more than 10,000 parts.
 */
export const minPartBytes = 16 * MB;
export const maxParts = 10_000;

export function partPlan(size: number): { partSize: number; partCount: number } {
  const partSize = Math.max(minPartBytes, Math.ceil(size / maxParts / MB) * MB);
  return { partSize, partCount: Math.max(1, Math.ceil(size / partSize)) };
}

/** At most this many part URLs are signed per request. */
export const maxPartsPerSigning = 100;
