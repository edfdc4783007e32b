/**
 * The gallery's photos in a responsive grid: each tile a button that opens the viewer, with
 * its downloads below. The tile's image is chosen by `srcset` between the two made sizes; the
 * first photo loads at once and first (the page's loader waits for it before the app's code,
 * web/build/route-preloads.ts), the rest lazily: the browser asks for those of the first row
 * on a wider screen as soon as it has laid the page out.
 */
import { customerGalleryTexts as t } from '@shared/texts/gallery';
import { fillText } from '@shared/texts/fill';
import {
  eagerTiles,
  gridSizes,
  photoSrc,
  photoSrcSet,
  type CustomerGalleryFile,
} from '../lib/photo-sources';
import { SizeDownloads } from './size-downloads';

export function PhotoGrid({
  photos,
  onOpen,
}: {
  photos: CustomerGalleryFile[];
  onOpen: (index: number) => void;
}) {
  return (
    <ul className="gallery-grid" aria-label={t.photosLabel}>
      {photos.map((photo, index) => {
        const first = index < eagerTiles;
        const srcSet = photoSrcSet(photo);
        return (
          <li key={photo.id} className="gallery-grid__tile">
            <button
              type="button"
              className="gallery-grid__open"
              aria-label={fillText(t.openPhoto, { name: photo.file_name })}
              onClick={() => onOpen(index)}
            >
              <img
                src={photoSrc(photo)}
                // A locked gallery's preview has one size: no `srcset`, so no `sizes` either.
                {...(srcSet ? { srcSet, sizes: gridSizes } : {})}
                alt=""
                width={photo.width}
                height={photo.height}
                {...(first
                  ? { loading: 'eager', fetchPriority: 'high' }
                  : { loading: 'lazy', decoding: 'async' })}
              />
            </button>
            <p className="gallery-grid__name">{photo.file_name}</p>
            <SizeDownloads file={photo} />
          </li>
        );
      })}
    </ul>
  );
}
