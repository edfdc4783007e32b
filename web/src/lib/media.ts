import { parseResponsiveKey, variantKey } from '@shared/domain/image-widths';

/**
 * What a stored media reference is: images are URLs (`/media/...` or absolute), a YouTube
 * video is stored as `youtube:{11-character id}`, an uploaded video file ends in a video
 * extension. Pages decide how to show each kind.
 */
export type MediaRef =
  | { kind: 'none' }
  | { kind: 'image'; url: string; srcSet?: string }
  | { kind: 'video'; url: string }
  | { kind: 'youtube'; id: string; thumbnailUrl: string; embedUrl: string };

const youtubePattern = /^youtube:([A-Za-z0-9_-]{11})$/;
const videoPattern = /\.(mp4|mov|webm|m4v)(\?.*)?$/i;
/**
 * Demo images exist in 1600, 800 and 400 px widths (see infra/local/seed/demo-images.ts);
 * uploaded images in the same widths up to their own (shared/domain/image-widths.ts).
 */
const demoImagePattern = /^(\/media\/demo\/[a-z0-9-]+?)(?<!-800|-400)\.webp$/;

export function youtubeThumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

export function parseMedia(ref: string | null | undefined): MediaRef {
  const value = ref?.trim() ?? '';
  if (value === '') return { kind: 'none' };
  const youtube = youtubePattern.exec(value);
  if (youtube?.[1]) {
    const id = youtube[1];
    return {
      kind: 'youtube',
      id,
      thumbnailUrl: youtubeThumbnailUrl(id),
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
    };
  }
  if (videoPattern.test(value)) return { kind: 'video', url: value };
  const demo = demoImagePattern.exec(value);
  if (demo?.[1]) {
    const base = demo[1];
    return {
      kind: 'image',
      url: value,
      srcSet: `${base}-400.webp 400w, ${base}-800.webp 800w, ${value} 1600w`,
    };
  }
  // An uploaded image names its smaller copies in its key (decision 0024).
  const uploaded = value.startsWith('/media/') ? parseResponsiveKey(value) : null;
  if (uploaded && uploaded.variants.length > 0) {
    const copies = uploaded.variants.map((width) => `${variantKey(value, width)} ${width}w`);
    return {
      kind: 'image',
      url: value,
      srcSet: [...copies, `${value} ${uploaded.width}w`].join(', '),
    };
  }
  return { kind: 'image', url: value };
}
