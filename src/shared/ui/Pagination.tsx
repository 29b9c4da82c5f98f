// Previous, numbered pages, Next. Shown only when there is more than one page (spec 2);
// requests outside 1..last are ignored (spec 5).
interface Props {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  label?: string;
}

function pageWindow(page: number, last: number): (number | '…')[] {
  const pages = new Set([1, last, page - 1, page, page + 1].filter((p) => p >= 1 && p <= last));
  if (page <= 3) [2, 3, 4].forEach((p) => p <= last && pages.add(p));
  if (page >= last - 2) [last - 3, last - 2, last - 1].forEach((p) => p >= 1 && pages.add(p));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | '…')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('…');
    out.push(p);
  });
  return out;
}

export function Pagination({ page, lastPage, onChange, label = 'Pages' }: Props) {
  if (lastPage <= 1) return null;
  const go = (p: number) => {
    if (p >= 1 && p <= lastPage && p !== page) onChange(p);
  };
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__btn" disabled={page <= 1} onClick={() => go(page - 1)}>
        Previous
      </button>
      {pageWindow(page, lastPage).map((p, i) =>
        p === '…' ? (
          <span key={`gap${i}`} className="pagination__gap">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={`pagination__btn${p === page ? ' is-active' : ''}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => go(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className="pagination__btn" disabled={page >= lastPage} onClick={() => go(page + 1)}>
        Next
      </button>
    </nav>
  );
}
