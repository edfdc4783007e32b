import { useId, useRef } from 'react';
import { useModalDialog } from './use-modal-dialog';
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
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(onCancel, cancel);
  return (
    <dialog
      {...dialog}
      role="alertdialog"
      className="modal-dialog confirm-dialog"
      aria-describedby={`${id}-message`}
      aria-label={message}
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
