import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { fillText } from '@shared/texts/fill';
import { contentTexts as t } from '@shared/texts/content';
import type { InlineEditorProps } from '@web/lib/content/inline-edit';
import { titleOfKey } from './content-items';
import { InlineImageControl } from './inline-image-control';
import { SaveButtons } from './save-buttons';
import { useValueSave } from './use-value-save';

/**
 * A text where it appears, editable by an admin (product §4 'Content editing': view → editing →
 * saved or cancelled): the text with a pencil button; in editing, a field with Gem and
 * Annuller (Enter saves a line, Escape cancels), by keyboard as well as by pointer.
 */
export function InlineControl({ contentKey, text, multiline, image }: InlineEditorProps) {
  if (image) return <InlineImageControl contentKey={contentKey} />;
  return <InlineTextControl contentKey={contentKey} text={text} multiline={multiline} />;
}

function InlineTextControl({ contentKey, text, multiline }: InlineEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  const editing = draft !== null;
  useEffect(() => {
    if (editing) field.current?.focus();
  }, [editing]);
  // The field grows with its text: all of it in view, on a phone as on a desktop.
  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight + 4}px`;
  }, [draft]);

  const stop = () => {
    setDraft(null);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const value = useValueSave(contentKey, stop);

  const save = () => {
    if (draft === null) return;
    if (draft === text) return stop();
    value.save(draft);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      stop();
    } else if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  };

  if (draft === null) {
    return (
      <span className="inline-edit" data-content-key={contentKey}>
        {text}
        <button
          ref={editButton}
          type="button"
          className="inline-edit__button"
          aria-label={fillText(t.editItem, { title: titleOfKey(contentKey) })}
          onClick={() => setDraft(text)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 20h4l10-10-4-4L4 16v4zM14 6l4 4 2-2-4-4-2 2z" fill="currentColor" />
          </svg>
        </button>
      </span>
    );
  }
  const label = fillText(t.editItem, { title: titleOfKey(contentKey) });
  return (
    <span className="inline-edit inline-edit--editing" data-content-key={contentKey}>
      {/* A title too is edited in a wrapping field (grown to its text), so a long title shows
          whole on a phone; Enter saves it, so it stays one line. */}
      <textarea
        ref={field}
        aria-label={label}
        value={draft}
        rows={multiline ? 3 : 1}
        onChange={(event) =>
          setDraft(multiline ? event.target.value : event.target.value.replace(/[\r\n]+/g, ' '))
        }
        onKeyDown={onKeyDown}
      />
      <span className="inline-edit__actions">
        <SaveButtons saving={value.saving} onSave={save} onCancel={stop} />
      </span>
    </span>
  );
}
