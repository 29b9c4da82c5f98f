// Loading and empty states shared by the pages.
import type { ReactNode } from 'react';

export function ProcessingOverlay({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <div className="processing" role="status" aria-live="polite">
      <div className="processing__box">
        <span className="spinner" aria-hidden="true" />
        Processing...
      </div>
    </div>
  );
}

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty">
      <h2 className="empty__title">{title}</h2>
      {children}
    </div>
  );
}
