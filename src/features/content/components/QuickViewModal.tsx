// The home page's static quick-view modal with sample content (spec 2; quantity maximum 10).
import { useRef, useState } from 'react';
import { useDialogFocus } from '@/shared/ui/useDialogFocus';

const MAX_QTY = 10;

export function QuickViewModal({ onClose }: { onClose: () => void }) {
  const [qty, setQty] = useState(1);
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose, { initialFocus: 'dialog' });
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="qv-title" tabIndex={-1} ref={ref} onClick={(e) => e.stopPropagation()}>
        <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id="qv-title">Sample product</h2>
        <p className="muted">A preview of how products are presented. Open the shop for real products and prices.</p>
        <label className="qty">
          <span>Quantity</span>
          <button type="button" aria-label="Decrease quantity" onClick={() => setQty((q) => Math.max(1, q - 1))} disabled={qty <= 1}>
            −
          </button>
          <input type="number" min={1} max={MAX_QTY} value={qty} aria-label="Quantity" onChange={(e) => setQty(Math.min(MAX_QTY, Math.max(1, Number(e.target.value) || 1)))} />
          <button type="button" aria-label="Increase quantity" onClick={() => setQty((q) => Math.min(MAX_QTY, q + 1))} disabled={qty >= MAX_QTY}>
            +
          </button>
        </label>
      </div>
    </div>
  );
}
