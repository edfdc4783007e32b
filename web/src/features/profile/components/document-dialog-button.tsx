import { Suspense, useState, type ReactNode } from 'react';
import { ModalDialog } from '@web/components/dialog/modal-dialog';

interface DocumentDialogButtonProps {
  /** What the button shows. */
  label: string;
  /** What a screen reader hears (names the booking or purchase). */
  accessibleLabel: string;
  /** The dialog's title. */
  title: string;
  closeLabel: string;
  /** Shown while a lazily loaded document view arrives. */
  loading: string;
  /** The document: rendered only while the dialog is open. */
  children: ReactNode;
}

/**
 * A profile document (receipt, credit note, credits receipt) behind a button: the document in a
 * modal dialog (focus moves in and returns to the button; Escape and the close button close
 * it), printable from there.
 */
export function DocumentDialogButton({
  label,
  accessibleLabel,
  title,
  closeLabel,
  loading,
  children,
}: DocumentDialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn--outline btn--small"
        aria-haspopup="dialog"
        aria-label={accessibleLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open ? (
        <ModalDialog title={title} closeLabel={closeLabel} onClose={() => setOpen(false)}>
          <Suspense
            fallback={
              <p role="status" className="placeholder-note">
                {loading}
              </p>
            }
          >
            {children}
          </Suspense>
        </ModalDialog>
      ) : null}
    </>
  );
}
