import { lazy, Suspense, useState } from 'react';
import { MediaThumbnail } from '../media';
import { shownImages } from './stars';
import { reviewTexts } from '@shared/texts/reviews';
import { fillText } from '@shared/texts/fill';

const ImageViewer = lazy(() => import('./image-viewer').then((m) => ({ default: m.ImageViewer })));

/** The first 4 images of a review as thumbnails; a click opens the full-screen viewer. */
export function ReviewImages({ images, label }: { images: string[] | null; label: string }) {
  const shown = shownImages(images);
  const [open, setOpen] = useState<number | null>(null);
  if (shown.length === 0) return null;
  return (
    <>
      <ul className="review-images">
        {shown.map((image, i) => (
          <li key={`${image}-${i}`}>
            <button
              type="button"
              className="review-images__button"
              aria-label={fillText(reviewTexts.showImage, { n: i + 1 })}
              onClick={() => setOpen(i)}
            >
              <MediaThumbnail src={image} alt="" sizes="8rem" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <ImageViewer
            images={shown}
            startIndex={open}
            label={label}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
