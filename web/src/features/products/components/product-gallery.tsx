import { useState } from 'react';
import { MediaPlaceholder, MediaThumbnail } from '@web/components/media';
import { GallerySlide } from './gallery-slide';
import { commonTexts } from '@shared/texts/common';
import { catalogTexts } from '@shared/texts/catalog';
import { fillText } from '@shared/texts/fill';

/** A product's images and videos: the current one large, arrows, a counter and thumbnails. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const count = images.length;
  if (count === 0) return <MediaPlaceholder />;
  const index = current % count;
  const show = (next: number) => setCurrent((next + count) % count);

  return (
    <section className="gallery" aria-label="Galleri">
      <div className="gallery__stage">
        <GallerySlide key={images[index]} src={images[index]!} alt={`${name} – ${index + 1}`} />
        {count > 1 ? (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--previous"
              aria-label={commonTexts.previousImage}
              onClick={() => show(index - 1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              aria-label={commonTexts.nextImage}
              onClick={() => show(index + 1)}
            >
              ›
            </button>
          </>
        ) : null}
        <span className="gallery__counter" aria-live="polite">
          {index + 1} / {count}
        </span>
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbnails">
          {images.map((image, i) => (
            <li key={`${image}-${i}`}>
              <button
                type="button"
                className="gallery__thumbnail"
                aria-label={fillText(catalogTexts.galleryImage, { n: i + 1 })}
                aria-current={i === index}
                onClick={() => show(i)}
              >
                <MediaThumbnail src={image} alt="" sizes="8rem" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
