// The back office's one "are you sure?" dialog (WAI-ARIA alertdialog): a title, what will change,
// a button that keeps things as they are (focused first, so Enter does no harm) and one that does
// it. Escape, the keep button and a click on the backdrop cancel; focus stays inside while open.
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '@/shared/ui/useDialogFocus';
import './ConfirmDialog.css';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action gets the danger style. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Keep it', danger = false, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onCancel);
  // At the end of <body>: the opener may sit in a table cell, where a <div> may not.
  return createPortal(
    <div className="kit-dialog-backdrop" onClick={onCancel}>
      <div className="kit-dialog" role="alertdialog" aria-modal="true" aria-labelledby="kit-dialog-title" aria-describedby="kit-dialog-body" ref={ref} onClick={(e) => e.stopPropagation()}>
        <h2 id="kit-dialog-title">{title}</h2>
        <div id="kit-dialog-body" className="kit-dialog__body">
          {children}
        </div>
        <div className="kit-dialog__actions">
          <button type="button" className="a-btn a-btn--ghost" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={`a-btn${danger ? ' a-btn--danger' : ''}`} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
