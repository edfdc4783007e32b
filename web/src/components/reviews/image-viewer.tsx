import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { commonTexts } from '@shared/texts/common';

interface ImageViewerProps {
  images: readonly string[];
  startIndex: number;
  label: string;
  onClose: () => void;
}

/** Full-screen viewer of a review's images: a modal dialog, Escape closes, arrows browse. */
export function ImageViewer({ images, startIndex, label, onClose }: ImageViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(startIndex);
  const count = images.length;
  const show = (next: number) => setIndex((next + count) % count);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
  };

  return (
    <dialog
      ref={dialog}
      className="image-viewer"
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <img className="image-viewer__image" src={images[index]} alt={`${label} ${index + 1}`} />
      <button type="button" className="image-viewer__close" aria-label="Luk" onClick={onClose}>
        ×
      </button>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="image-viewer__arrow image-viewer__arrow--previous"
            aria-label={commonTexts.previousImage}
            onClick={() => show(index - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="image-viewer__arrow image-viewer__arrow--next"
            aria-label={commonTexts.nextImage}
            onClick={() => show(index + 1)}
          >
            ›
          </button>
          <span className="image-viewer__counter">
            {index + 1} / {count}
          </span>
        </>
      ) : null}
    </dialog>
  );
}
