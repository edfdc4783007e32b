import { useEffect, useId, useRef } from 'react';
import './modal-dialog.css';

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * Asks before something that cannot be undone (product §5: every deletion asks): a modal alert
 * dialog with the question, focus on 'Annuller', Escape cancels.
 */
export function ConfirmDialog({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy,
}: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    cancel.current?.focus();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      className="modal-dialog confirm-dialog"
      aria-describedby={`${id}-message`}
      aria-label={message}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <div className="modal-dialog__body">
        <p id={`${id}-message`} className="confirm-dialog__message">
          {message}
        </p>
        <div className="confirm-dialog__actions">
          <button ref={cancel} type="button" className="btn btn--outline" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
