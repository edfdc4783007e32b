/**
 * How a gallery photo is shown (decision 0034): the grid picks between the two sizes made at
 * upload ('Sociale medier' 1080 px and 'Web' 2048 px) by the width the tile takes; the first
 * row loads at once, the rest lazily as it comes near the screen.
 */
import { madeSizes } from '@shared/domain/gallery/gallery-files';
import type { CustomerGallery } from '@shared/api/gallery';

export type CustomerGalleryFile = CustomerGallery['files'][number];

/** The grid's tile width: one column on a phone, two on a tablet, three from 60rem. */
export const gridSizes = '(min-width: 60rem) 22rem, (min-width: 36rem) 50vw, 100vw';

/**
 * The tiles loaded at once, not lazily: the first photo only. On a phone (one column) it is
 * the first row; on a wider screen the row's other photos are lazy but on the screen, so
 * they are asked for as soon as the page is laid out, and nothing else competes with the
 * first photo for a slow connection before the page has painted (decision 0034).
 */
export const eagerTiles = 1;

/** The made sizes' widths for `srcset`: each the long edge scaled to the photo's shape. */
export function photoSrcSet(file: CustomerGalleryFile): string | undefined {
  const { web, social } = file.downloads;
  if (!web || !social) return undefined;
  const width = (size: keyof typeof madeSizes) => {
    if (!file.width || !file.height) return madeSizes[size];
    const scale = Math.min(1, madeSizes[size] / Math.max(file.width, file.height));
    return Math.round(file.width * scale);
  };
  const widthSocial = width('social');
  const widthWeb = width('web');
  // A small original makes both sizes alike: one candidate is enough.
  return widthWeb === widthSocial
    ? `${social} ${widthSocial}w`
    : `${social} ${widthSocial}w, ${web} ${widthWeb}w`;
}

/** The tile's smaller image for `src` (browsers without `srcset` support). */
export const photoSrc = (file: CustomerGalleryFile): string =>
  file.downloads.social ?? file.preview_url;

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
