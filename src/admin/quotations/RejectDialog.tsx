// The Reject dialog of a quotation: the reason the customer will read (required), and two buttons.
// Escape, Keep it and a click outside close it; focus starts in the reason and stays inside.
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '@/shared/ui/useDialogFocus';
import './RejectDialog.css';

interface Props {
  number: string;
  reason: string;
  error: string | null;
  busy: boolean;
  onReason: (text: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RejectDialog({ number, reason, error, busy, onReason, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onCancel);
  return createPortal(
    <div className="aq-backdrop" onClick={onCancel}>
      <div className="aq-dialog" role="alertdialog" aria-modal="true" aria-labelledby="aq-reject-title" aria-describedby="aq-reject-body" tabIndex={-1} ref={ref} onClick={(e) => e.stopPropagation()}>
        <h2 id="aq-reject-title" className="aq-dialog__title">
          Reject {number}?
        </h2>
        <p id="aq-reject-body">The customer sees the reason on the quotation and gets it by mail. A rejected quotation cannot be sent again.</p>
        <label htmlFor="reject-reason" className="aq-dialog__label">
          Reason
        </label>
        <textarea
          id="reject-reason"
          rows={3}
          value={reason}
          onChange={(e) => onReason(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reject-reason-error' : undefined}
        />
        {error && (
          <span id="reject-reason-error" className="aq-dialog__error" role="alert">
            {error}
          </span>
        )}
        <div className="aq-dialog__actions">
          <button type="button" className="a-btn a-btn--ghost" onClick={onCancel}>
            Keep it
          </button>
          <button type="button" className="a-btn a-btn--danger" disabled={busy} onClick={onConfirm}>
            {busy ? 'Rejecting…' : 'Reject quotation'}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
