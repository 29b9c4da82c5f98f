// /admin/quotations: every quotation, newest first, by status tab, customer text and request days
// (India time), 25 a page; `?unread=true` (the Inbox's card) keeps those with a buyer's message no
// Sales or Admin member has read. The filters live in the address, so a view can be shared and reloaded.
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminQuotationSummary, AdminQuotationsQuery } from '@contracts/adminQuotes';
import { formatShortDate } from '@contracts/format';
import { QUOTATION_STATUSES, type QuotationStatusCode } from '@contracts/statuses';
import { readFailure } from '@/shared/api/failure';
import { AdminPager } from '../layout/AdminPager';
import { useAdminQuotationsQuery } from './api';
import { QuotationBadge } from './QuotationBadge';
import './QuotationsPage.css';

const TITLES: Record<QuotationStatusCode, string> = {
  pending: 'Pending',
  quoted: 'Quoted',
  accepted: 'Accepted',
  rejected: 'Rejected',
  ordered: 'Ordered',
  expired: 'Expired',
};

interface Column {
  header: string;
  cell: (q: AdminQuotationSummary) => ReactNode;
  className?: string;
}

const columns: Column[] = [
  {
    header: 'Quotation',
    cell: (q) => (
      <>
        <Link to={`/admin/quotations/${q.quotation_number}`} className="aq-list__number">
          {q.quotation_number}
        </Link>
        {q.unread_count > 0 && <span className="aq-unread">{q.unread_count === 1 ? '1 new message' : `${q.unread_count} new messages`}</span>}
      </>
    ),
  },
  { header: 'Requested', cell: (q) => formatShortDate(q.created_at) },
  {
    header: 'Customer',
    cell: (q) => (
      <>
        <span className="aq-list__company">{q.company_name}</span>
        <span className="aq-list__contact">
          {q.contact_name} · {q.customer_email}
        </span>
      </>
    ),
  },
  { header: 'Lines', cell: (q) => `${q.priced_count} of ${q.item_count} priced`, className: 'num' },
  { header: 'Valid until', cell: (q) => (q.valid_until ? formatShortDate(q.valid_until) : '—') },
  { header: 'Status', cell: (q) => <QuotationBadge status={q.status} title={q.status_title} /> },
];

const FILTERS = ['q', 'from', 'to'] as const;

export default function QuotationsPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') as QuotationStatusCode | null;
  const page = Number(params.get('page') ?? '1') || 1;
  const query: AdminQuotationsQuery = {
    ...(status && (QUOTATION_STATUSES as readonly string[]).includes(status) ? { status } : {}),
    ...Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? undefined]).filter(([, v]) => v)),
    ...(params.get('unread') === 'true' ? { unread: true } : {}),
    page,
  };
  const { data, isLoading, isFetching, error, refetch } = useAdminQuotationsQuery(query);
  const list = data?.quotations;
  const failure = error ? readFailure(error, 'The quotations could not be loaded.') : null;
  const filtered = Boolean(query.status || query.q || query.from || query.to || query.unread);

  const go = (change: (p: URLSearchParams) => void) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      change(next);
      return next;
    });

  return (
    <div className="aq-list">
      <h1 className="admin-title">Quotations</h1>
      <nav className="aq-tabs" aria-label="Quotation status">
        {[null, ...QUOTATION_STATUSES].map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            className="aq-tabs__tab"
            aria-current={(query.status ?? null) === s ? 'page' : undefined}
            onClick={() =>
              go((p) => {
                if (s) p.set('status', s);
                else p.delete('status');
                p.delete('page');
              })
            }
          >
            {s ? TITLES[s] : 'All'}
          </button>
        ))}
      </nav>
      <form
        className="aq-filters"
        role="search"
        aria-label="Find quotations"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          go((p) => {
            for (const f of FILTERS) {
              const value = String(form.get(f) ?? '').trim();
              if (value) p.set(f, value);
              else p.delete(f);
            }
            p.delete('page');
          });
        }}
      >
        <label className="aq-field aq-field--wide">
          Customer or number
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder="Company, contact, email or QT-…" />
        </label>
        <label className="aq-field">
          Requested from
          <input name="from" type="date" defaultValue={params.get('from') ?? ''} />
        </label>
        <label className="aq-field">
          to
          <input name="to" type="date" defaultValue={params.get('to') ?? ''} />
        </label>
        <div className="aq-filters__actions">
          <button type="submit" className="a-btn">
            Search
          </button>
          {filtered && (
            <button type="button" className="a-btn a-btn--ghost" onClick={() => setParams(new URLSearchParams())}>
              Clear
            </button>
          )}
        </div>
      </form>
      {query.unread && (
        <p className="aq-unread-filter">
          Only quotations with a buyer’s message nobody in Sales or Admin has read yet.{' '}
          <button type="button" className="a-btn a-btn--ghost a-btn--small" onClick={() => go((p) => (p.delete('unread'), p.delete('page')))}>
            Show every quotation
          </button>
        </p>
      )}
      {failure ? (
        <div className="aq-alert" role="alert">
          <p>{Object.values(failure.fields)[0] ?? failure.message}</p>
          <button type="button" className="a-btn a-btn--ghost" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : isLoading || !list ? (
        <p role="status">Loading quotations…</p>
      ) : list.total === 0 ? (
        <p className="aq-empty">{filtered ? 'No quotations match these filters.' : 'No quotations yet: customers request them from their quote list.'}</p>
      ) : (
        <section className="a-card aq-card" aria-busy={isFetching}>
          <table className="a-table aq-table">
            <caption className="a-visually-hidden">Quotations</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className={c.className}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((q) => (
                <tr key={q.id}>
                  {columns.map((c) => (
                    <td key={c.header} data-label={c.header} className={c.className}>
                      {c.cell(q)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <AdminPager page={list.current_page} lastPage={list.last_page} total={list.total} noun="quotation" label="Quotation pages" onPage={(n) => go((p) => p.set('page', String(n)))} />
        </section>
      )}
    </div>
  );
}
