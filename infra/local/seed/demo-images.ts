/**
 * The demo images the local twin generates (see images.ts) and how they are addressed.
 * Every image exists as `demo/<name>.webp` (1600 px wide) plus `demo/<name>-800.webp` and
 * `demo/<name>-400.webp` for responsive `srcset`s; the public bucket is served at `/media/*`.
 * This module has no dependency on sharp, so demo data can import it anywhere.
 */
export const demoImageNames = [
  'fields',
  'coastline',
  'forest',
  'event-field',
  'rooftops',
  'villa-garden',
  'business-park',
  'city-grid',
  'harbour',
  'sunset',
  'wind-farm',
] as const;
export type DemoImageName = (typeof demoImageNames)[number];

/** Widths rendered per image; the first one is the canonical (unsuffixed) file. */
export const demoImageWidths = [1600, 800, 400] as const;
export type DemoImageWidth = (typeof demoImageWidths)[number];

/** Every scene is drawn on a 16:10 canvas. */
export const demoImageAspect = { width: 1600, height: 1000 } as const;

/** Public URL path prefix under which the twin serves the public bucket. */
export const mediaUrlPrefix = '/media/';

export function demoImageKey(name: DemoImageName, width: DemoImageWidth = 1600): string {
  return width === demoImageWidths[0] ? `demo/${name}.webp` : `demo/${name}-${width}.webp`;
}

export function demoImageUrl(name: DemoImageName): string {
  return `${mediaUrlPrefix}${demoImageKey(name)}`;
}

/**
 * A placeholder YouTube video for the demo (Blender Foundation's openly licensed short film
 * "Big Buck Bunny", which allows embedding). Admins replace it with their own drone footage.
 */
export const demoYoutubeRef = 'youtube:aqz-KE-bpKQ';
