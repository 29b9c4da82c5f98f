// The one "are you sure?" dialog of the storefront (WAI-ARIA alertdialog): a question, a button that
// keeps things as they are (focused first, so Enter does no harm) and one that does the action.
// Escape, the keep button and a click on the backdrop cancel; focus stays inside while it is open.
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './useDialogFocus';
import './ConfirmDialog.css';

interface Props {
  title: string;
  children: ReactNode;
  /** The label of the button that does the action ("Cancel Order", "Remove"). */
  confirmLabel: string;
  /** The label of the button that changes nothing. */
  cancelLabel?: string;
  /** A destructive action gets the danger style. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Keep it', danger = true, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onCancel);
  // Rendered at the end of <body>: the opener may sit in a table row, where a <div> may not.
  return createPortal(
    <div className="modal-backdrop" onClick={onCancel}>
      <div
        className="modal confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-dialog-title"
        aria-describedby="confirm-dialog-body"
        tabIndex={-1}
        ref={ref}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id="confirm-dialog-title" className="modal__title confirm-dialog__title">
          {title}
        </h2>
        <div id="confirm-dialog-body" className="confirm-dialog__body">
          {children}
        </div>
        <div className="confirm-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
