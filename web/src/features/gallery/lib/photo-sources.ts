/**
 * How a gallery photo is shown (decision 0034): the grid picks between the sizes made at upload
 * (the 720 px thumbnail, 'Sociale medier' 1080 px and 'Web' 2048 px) by the width the tile takes; the first
 * row loads at once, the rest lazily as it comes near the screen.
 */
import {
  fittedSize,
  madeSizes,
  madeSizesSrcSet,
  type MadeSize,
} from '@shared/domain/gallery/gallery-files';
import type { CustomerGallery } from '@shared/api/gallery';

export type CustomerGalleryFile = CustomerGallery['files'][number];

/**
 * The grid's tile width: one column on a phone, two on a tablet, three from 60rem, inside the
 * page's gutters (a phone's tile is the screen less 2rem: at 412 px and 1.75 device pixels per
 * pixel that is 665 px, so the 720 px thumbnail is enough, where `100vw` would ask for 721).
 */
export const gridSizes =
  '(min-width: 60rem) 22rem, (min-width: 36rem) calc(46vw - 0.625rem), calc(100vw - 2rem)';

/**
 * The tiles loaded at once, not lazily: the first photo only. On a phone (one column) it is
 * the first row; on a wider screen the row's other photos are lazy but on the screen, so
 * they are asked for as soon as the page is laid out, and nothing else competes with the
 * first photo for a slow connection before the page has painted (decision 0034).
 */
export const eagerTiles = 1;

/**
 * The made sizes' widths for `srcset`: each the long edge scaled to the photo's shape; the
 * thumbnail first (a phone's tile), then 'Sociale medier' and 'Web' for wider or denser screens.
 */
export function photoSrcSet(file: CustomerGalleryFile): string | undefined {
  const { web, social } = file.downloads;
  if (!web || !social) return undefined;
  const width = (size: MadeSize) => {
    if (!file.width || !file.height) return madeSizes[size];
    return fittedSize(file.width, file.height, size).width;
  };
  return madeSizesSrcSet([
    { url: file.thumbnail_url, width: width('thumbnail') },
    { url: social, width: width('social') },
    { url: web, width: width('web') },
  ]);
}

/** The tile's smallest image for `src` (browsers without `srcset` support). */
export const photoSrc = (file: CustomerGalleryFile): string =>
  file.thumbnail_url ?? file.downloads.social ?? file.preview_url;

/** The index after `index` in `count` photos, around the end in either direction. */
export const stepIndex = (index: number, step: 1 | -1, count: number): number =>
  (index + step + count) % count;

/** How far a finger must move sideways to change photo, in CSS pixels. */
export const swipeDistance = 50;

/** A swipe from `startX` to `endX`: to the next photo (leftwards), the previous, or none. */
export function swipeStep(startX: number, endX: number): 1 | -1 | 0 {
  const moved = endX - startX;
  if (Math.abs(moved) < swipeDistance) return 0;
  return moved < 0 ? 1 : -1;
}
