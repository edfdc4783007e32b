import { useEffect, useRef, useState } from 'react';
import type { OwnerGallery } from '@shared/api/gallery';
import { adminTexts } from '@shared/texts/admin';
import { fillText } from '@shared/texts/fill';
import { galleryTexts as t } from '@shared/texts/gallery';
import { ConfirmDialog } from '@web/components/dialog/confirm-dialog';

type GalleryFile = OwnerGallery['files'][number];

interface GalleryFilesProps {
  gallery: OwnerGallery;
  busy: boolean;
  onArrange: (order: string[], coverId: string | null) => void;
  onRemove: (file: GalleryFile) => void;
}

/**
 * The gallery's files in order: move one up or down (the focus stays on the button that
 * moved it, or its twin at the ends), pick the cover, remove one after asking.
 */
export function GalleryFiles({ gallery, busy, onArrange, onRemove }: GalleryFilesProps) {
  const [removing, setRemoving] = useState<GalleryFile | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const order = gallery.files.map((file) => file.id);

  useEffect(() => {
    if (!focus) return;
    const button = list.current?.querySelector<HTMLButtonElement>(`[data-focus="${focus}"]`);
    if (button && !button.disabled) button.focus();
    else
      list.current
        ?.querySelector<HTMLButtonElement>(`[data-focus^="${focus.split(':')[0]}:"]:not(:disabled)`)
        ?.focus();
  }, [focus, gallery]);

  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [file] = next.splice(index, 1);
    if (!file) return;
    next.splice(index + by, 0, file);
    setFocus(`${file}:${by < 0 ? 'up' : 'down'}`);
    onArrange(next, gallery.cover_id);
  };

  if (gallery.files.length === 0) return <p>{t.empty}</p>;
  return (
    <>
      <ol className="admin-gallery__files" ref={list} aria-label={t.filesLabel}>
        {gallery.files.map((file, index) => (
          <li key={file.id} className="admin-gallery__file">
            {file.kind === 'photo' ? (
              <img src={file.preview_url} alt={file.file_name} loading="lazy" width={96} />
            ) : (
              <span className="admin-gallery__video">{t.video}</span>
            )}
            <span className="admin-gallery__name">
              {file.file_name}
              {gallery.cover_id === file.id ? <strong> · {t.cover}</strong> : null}
            </span>
            <span className="admin-gallery__actions">
              <button
                type="button"
                className="btn btn--outline btn--small"
                data-focus={`${file.id}:up`}
                aria-label={fillText(t.moveUp, { name: file.file_name })}
                disabled={busy || index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn--outline btn--small"
                data-focus={`${file.id}:down`}
                aria-label={fillText(t.moveDown, { name: file.file_name })}
                disabled={busy || index === gallery.files.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
              {file.kind === 'photo' ? (
                <button
                  type="button"
                  className="btn btn--outline btn--small"
                  aria-pressed={gallery.cover_id === file.id}
                  aria-label={fillText(t.makeCover, { name: file.file_name })}
                  disabled={busy}
                  onClick={() => onArrange(order, file.id)}
                >
                  {t.cover}
                </button>
              ) : null}
              <button
                type="button"
                className="btn btn--outline btn--small"
                aria-label={fillText(t.remove, { name: file.file_name })}
                disabled={busy}
                onClick={() => setRemoving(file)}
              >
                ✕
              </button>
            </span>
          </li>
        ))}
      </ol>
      {removing ? (
        <ConfirmDialog
          message={fillText(t.removeConfirm, { name: removing.file_name })}
          confirmLabel={adminTexts.delete}
          cancelLabel={adminTexts.cancel}
          busy={busy}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            onRemove(removing);
            setRemoving(null);
          }}
        />
      ) : null}
    </>
  );
}
