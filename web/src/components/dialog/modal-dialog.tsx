import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import './modal-dialog.css';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element: focus moves into it and is trapped there,
 * Escape and the close button close it, and focus returns to what opened it.
 */
export function ModalDialog({ title, onClose, closeLabel, children }: ModalDialogProps) {
  const dialog = useModalDialog(onClose);
  return (
    <dialog {...dialog} className="modal-dialog" aria-labelledby="modal-dialog-title">
      <div className="modal-dialog__head">
        <h2 id="modal-dialog-title">{title}</h2>
        <button
          type="button"
          className="modal-dialog__close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal-dialog__body">{children}</div>
    </dialog>
  );
}
