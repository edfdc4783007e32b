import { useState } from 'react';
import { adminTexts } from '@shared/texts/admin';
import { ConfirmDialog } from '@web/components/dialog/confirm-dialog';

/**
 * 'Slet' that asks first (product §5: every deletion asks for confirmation). `onDelete` runs only
 * after 'Slet' in the dialog; the dialog stays open, busy, until it settles.
 */
export function DeleteButton({
  question,
  onDelete,
  label = adminTexts.delete,
  describedBy,
}: {
  question: string;
  onDelete: () => Promise<unknown>;
  label?: string;
  /** The id of what is deleted (its name), so the button says which. */
  describedBy?: string;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete();
    } catch {
      // The caller reports the failure (a toast); the dialog closes either way.
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn--danger btn--small"
        aria-describedby={describedBy}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
      {asking ? (
        <ConfirmDialog
          message={question}
          confirmLabel={label}
          cancelLabel={adminTexts.cancel}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
