// The one pager under every back-office list: "Page n of m · total things" and Previous / Next,
// so every list reads, sounds (one labelled nav) and is keyed (plain buttons) the same.
import './AdminPager.css';

export interface AdminPagerProps {
  page: number;
  lastPage: number;
  total: number;
  /** What one row is ("order"); the plural is this + "s" unless given. */
  noun: string;
  plural?: string;
  /** The nav landmark's name, e.g. "Order pages" (several lists may share a screen reader's landmark list). */
  label: string;
  onPage: (page: number) => void;
}

export function AdminPager({ page, lastPage, total, noun, plural, label, onPage }: AdminPagerProps) {
  if (total === 0) return null;
  const go = (p: number) => {
    if (p >= 1 && p <= lastPage && p !== page) onPage(p);
  };
  return (
    <nav className="a-pager" aria-label={label}>
      <span className="a-pager__where">
        Page {page} of {lastPage} · {total} {total === 1 ? noun : (plural ?? `${noun}s`)}
      </span>
      {lastPage > 1 && (
        <span className="a-pager__buttons">
          <button type="button" className="a-btn a-btn--ghost a-btn--small" disabled={page <= 1} onClick={() => go(page - 1)}>
            Previous
          </button>
          <button type="button" className="a-btn a-btn--ghost a-btn--small" disabled={page >= lastPage} onClick={() => go(page + 1)}>
            Next
          </button>
        </span>
      )}
    </nav>
  );
}
