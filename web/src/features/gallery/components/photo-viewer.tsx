/**
 * The photo viewer: a modal dialog with one photo at a time in the 'Web' size, its downloads,
 * and the way to the others by the buttons, the arrow keys or a swipe. Escape closes it and
 * the focus goes back to the photo that opened it (the native `<dialog>`).
 */
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { customerGalleryTexts as t } from '@shared/texts/gallery';
import { fillText } from '@shared/texts/fill';
import { useModalDialog } from '@web/components/dialog/use-modal-dialog';
import '@web/components/dialog/modal-dialog.css';
import { stepIndex, swipeStep, type CustomerGalleryFile } from '../lib/photo-sources';
import { SizeDownloads } from './size-downloads';

export function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: CustomerGalleryFile[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const close = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(onClose, close);
  const swipeStart = useRef<number | null>(null);
  const photo = photos[index];
  if (!photo) return null;
  const step = (direction: 1 | -1) => onIndex(stepIndex(index, direction, photos.length));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const direction = swipeStep(start, event.clientX);
    if (direction !== 0) step(direction);
  };

  const position = fillText(t.viewerPosition, { n: index + 1, count: photos.length });
  return (
    <dialog
      {...dialog}
      className="modal-dialog gallery-viewer"
      aria-label={t.viewerLabel}
      onKeyDown={onKeyDown}
    >
      <div className="modal-dialog__head">
        <h2 className="gallery-viewer__title">{photo.file_name}</h2>
        <button
          ref={close}
          type="button"
          className="modal-dialog__close"
          aria-label={t.close}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <figure
        className="gallery-viewer__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <img
          key={photo.id}
          src={photo.preview_url}
          alt={photo.file_name}
          width={photo.width}
          height={photo.height}
          draggable={false}
        />
        <figcaption role="status">{position}</figcaption>
      </figure>
      <div className="gallery-viewer__controls">
        <button type="button" className="btn btn--outline" onClick={() => step(-1)}>
          <span aria-hidden="true">‹ </span>
          {t.previous}
        </button>
        <SizeDownloads file={photo} />
        <button type="button" className="btn btn--outline" onClick={() => step(1)}>
          {t.next}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      {photo.downloads.web ? <p className="gallery-viewer__sizes">{t.sizesHint}</p> : null}
    </dialog>
  );
}
