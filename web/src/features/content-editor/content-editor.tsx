import { useEffect, useState } from 'react';
import { contentTexts as t } from '@shared/texts/content';
import { ModalDialog } from '@web/components/dialog/modal-dialog';
import type { EditorSupport } from '@web/lib/content/editor-support';
import type { InlineEditor } from '@web/lib/content/inline-edit';
import { SupportContext } from './support-context';
import { ContentPanel } from './content-panel';
import { InlineControl } from './inline-control';
import './content-editor.css';

/**
 * The admin's content tools on every page (product §2 'Admin inline content editor'): a settings
 * button opening the content dialog, and a switch that turns on editing texts where they
 * appear. Two round icon buttons: in the navbar beside the menu button on phones and tablets,
 * in the bottom right corner, clear of the page's column, on a wide screen (the page keeps
 * room below them). Loaded only for admins: visitors download none of it.
 */
export function ContentEditor({
  onInlineEditor,
  support,
}: {
  onInlineEditor: (editor: InlineEditor | null) => void;
  support: EditorSupport;
}) {
  const [open, setOpen] = useState(false);
  const [inline, setInline] = useState(false);
  const inlineLabel = inline ? t.editOnPageOff : t.editOnPage;

  useEffect(() => {
    onInlineEditor(inline ? InlineControl : null);
  }, [inline, onInlineEditor]);
  useEffect(() => () => onInlineEditor(null), [onInlineEditor]);

  return (
    <SupportContext.Provider value={support}>
      <div className="content-editor-tools">
        <button
          type="button"
          className="content-editor-tools__button"
          aria-pressed={inline}
          title={inlineLabel}
          onClick={() => setInline((on) => !on)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M4 20h4l10-10-4-4L4 16v4zM14 6l4 4 2-2-4-4-2 2z" />
          </svg>
          <span className="visually-hidden">{inlineLabel}</span>
        </button>
        <button
          type="button"
          className="content-editor-tools__button"
          aria-label={t.openEditor}
          title={t.openEditor}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M19.4 13a7.7 7.7 0 0 0 0-2l2.1-1.6-2-3.4-2.5 1a7.5 7.5 0 0 0-1.7-1L15 3.3h-4l-.4 2.7a7.5 7.5 0 0 0-1.7 1l-2.5-1-2 3.4L6.6 11a7.7 7.7 0 0 0 0 2l-2.1 1.6 2 3.4 2.5-1c.5.4 1.1.7 1.7 1l.4 2.7h4l.4-2.7c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.4L19.4 13zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
            />
          </svg>
        </button>
      </div>
      {open ? (
        <ModalDialog title={t.editorTitle} closeLabel={t.close} onClose={() => setOpen(false)}>
          <ContentPanel />
        </ModalDialog>
      ) : null}
    </SupportContext.Provider>
  );
}
