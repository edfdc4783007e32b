import { useState } from 'react';
import { contentTexts as t } from '@shared/texts/content';
import { fillText } from '@shared/texts/fill';
import { ModalDialog } from '@web/components/dialog/modal-dialog';
import { Uploader } from '@web/components/uploader/uploader';
import { titleOfKey } from './content-items';
import { ContentFormActions } from './save-buttons';
import { useValueSave } from './use-value-save';

/**
 * An image of the site where it appears, changeable by an admin (product §2 'Admin inline content
 * editor'): a button on the image opens the shared uploader (image, video or YouTube); 'Gem'
 * saves the new file (the server checks and claims it) and the page shows it at once.
 */
export function InlineImageControl({ contentKey }: { contentKey: string }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setDraft(null);
  };
  const value = useValueSave(contentKey, close);
  const save = () => {
    if (draft) value.save(draft);
  };
  return (
    <>
      <button
        type="button"
        className="inline-edit__button inline-edit__button--image"
        aria-label={fillText(t.changeImage, { title: titleOfKey(contentKey) })}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 20h4l10-10-4-4L4 16v4zM14 6l4 4 2-2-4-4-2 2z" fill="currentColor" />
        </svg>
      </button>
      {open ? (
        <ModalDialog title={t.changeImageTitle} closeLabel={t.close} onClose={close}>
          <div className="content-editor__form">
            <Uploader label={t.imageUploader} onUploaded={(ref) => setDraft(ref)} />
            <ContentFormActions
              saving={value.saving}
              disabled={!draft}
              onSave={save}
              onCancel={close}
            />
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}
