/** The editor's 'Gem' ('Gemmer...' while saving) and 'Annuller', and a form's end with them. */
import { contentTexts as t } from '@shared/texts/content';

interface SaveButtonsProps {
  saving: boolean;
  /** 'Gem' cannot be pressed for another reason than saving (e.g. no file chosen yet). */
  disabled?: boolean;
  /** The save button's text; 'Gem' unless given. */
  label?: string;
  /** Called by 'Gem'; left out, 'Gem' submits its form. */
  onSave?: () => void;
  onCancel: () => void;
}

export function SaveButtons({
  saving,
  disabled = false,
  label = t.save,
  onSave,
  onCancel,
}: SaveButtonsProps) {
  return (
    <>
      <button
        type={onSave ? 'button' : 'submit'}
        className="btn btn--primary btn--small"
        disabled={disabled || saving}
        onClick={onSave}
      >
        {saving ? t.saving : label}
      </button>
      <button type="button" className="btn btn--outline btn--small" onClick={onCancel}>
        {t.cancel}
      </button>
    </>
  );
}

/** A form's end: what stopped the save (announced at once), then 'Gem' and 'Annuller'. */
export function ContentFormActions({
  error = null,
  ...buttons
}: SaveButtonsProps & { error?: string | null }) {
  return (
    <>
      {error ? (
        <p role="alert" className="content-editor__error">
          {error}
        </p>
      ) : null}
      <div className="content-editor__actions">
        <SaveButtons {...buttons} />
      </div>
    </>
  );
}
