// The list-and-detail frame both visitor-form screens share (/admin/inquiries, /admin/item-requests):
// tabs Unanswered / Answered / All, a search, a paged table, an empty state, and beside it the
// opened record in full with its answer or the "Mark answered" form. Tab, search, page and the
// opened record live in the address, so the Inbox can link to a tab and a view can be shared.
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AnswerState } from '@contracts/adminInquiries';
import type { PagedOf } from '@contracts/common';
import { formatDateTime } from '@contracts/format';
import { readFailure } from '@/shared/api/failure';
import { AdminPager } from '../layout/AdminPager';
import { AnswerForm } from './AnswerForm';
import './VisitorFormsPage.css';

/** What both lists hold, whichever form the visitor filled in. */
export interface VisitorRecord {
  id: number;
  reference: string;
  created_at: string;
  answered_at: string | null;
  answered_by: string | null;
  answer_note: string | null;
}

export interface VisitorFormsView<R extends VisitorRecord> {
  title: string;
  /** 'inquiry' / 'item request', for the texts. */
  noun: string;
  plural: string;
  searchHint: string;
  emptyText: string;
  list: { data?: PagedOf<R>; isLoading: boolean; isFetching: boolean; error?: unknown; refetch: () => void };
  /** The table's middle columns (reference, received and status frame them). */
  columns: { header: string; cell: (r: R) => ReactNode; /** Hidden while a record is open beside the list (the panel shows it). */ more?: boolean }[];
  /** The record in full, in the detail panel. */
  details: (r: R) => ReactNode;
  answer: (id: number, note: string) => Promise<R>;
}

const TABS: { state: AnswerState; label: string }[] = [
  { state: 'unanswered', label: 'Unanswered' },
  { state: 'answered', label: 'Answered' },
  { state: 'all', label: 'All' },
];

/** The tab, search and page the address asks for (a tab the list does not know reads as Unanswered). */
export function useVisitorFormQuery() {
  const [params] = useSearchParams();
  const s = params.get('status');
  const status: AnswerState = s === 'answered' || s === 'all' ? s : 'unanswered';
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  return { status, q, page };
}

export function VisitorFormsPage<R extends VisitorRecord>({ view }: { view: VisitorFormsView<R> }) {
  const [params, setParams] = useSearchParams();
  // Records answered here, as the server returned them: the opened one keeps showing its answer
  // after the refetched Unanswered list no longer holds it.
  const [answered, setAnswered] = useState<ReadonlyMap<number, R>>(new Map());
  const { status, q } = useVisitorFormQuery();
  const openId = Number(params.get('open') ?? '') || null;
  const { data: list, isLoading, isFetching, error, refetch } = view.list;
  const failure = error ? readFailure(error, `The ${view.plural} could not be loaded.`) : null;
  const rows = list?.data.map((r) => answered.get(r.id) ?? r) ?? [];
  const opened = openId ? (answered.get(openId) ?? rows.find((r) => r.id === openId) ?? null) : null;

  const go = (change: (p: URLSearchParams) => void) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      change(next);
      return next;
    });
  const openHref = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('open', String(id));
    else next.delete('open');
    return { search: `?${next.toString()}` };
  };

  return (
    <div className="vf">
      <h1 className="admin-title">{view.title}</h1>
      <nav className="vf-tabs" aria-label={`${view.title} by answer`}>
        {TABS.map((tab) => (
          <button
            key={tab.state}
            type="button"
            className="vf-tabs__tab"
            aria-current={tab.state === status ? 'page' : undefined}
            onClick={() =>
              go((p) => {
                p.set('status', tab.state);
                p.delete('page');
                p.delete('open');
              })
            }
          >
            {tab.label}
          </button>
        ))}
      </nav>
      <form
        className="vf-search"
        role="search"
        aria-label={`Find ${view.plural}`}
        onSubmit={(e) => {
          e.preventDefault();
          const text = String(new FormData(e.currentTarget).get('q') ?? '').trim();
          go((p) => {
            if (text) p.set('q', text);
            else p.delete('q');
            p.delete('page');
            p.delete('open');
          });
        }}
      >
        <label className="a-field vf-search__field">
          Search
          <input key={q} name="q" type="search" defaultValue={q} placeholder={view.searchHint} maxLength={100} />
        </label>
        <button type="submit" className="a-btn">
          Search
        </button>
        {q && (
          <button type="button" className="a-btn a-btn--ghost" onClick={() => go((p) => (p.delete('q'), p.delete('page'), p.delete('open')))}>
            Clear
          </button>
        )}
      </form>
      <div className={`vf-body${opened || openId ? ' vf-body--open' : ''}`}>
        <div className="vf-list">
          {failure ? (
            <div className="a-alert vf-alert" role="alert">
              <span>{failure.message}</span>
              <button type="button" className="a-btn a-btn--ghost a-btn--small" onClick={() => refetch()}>
                Try again
              </button>
            </div>
          ) : isLoading || !list ? (
            <p role="status">Loading {view.plural}…</p>
          ) : list.total === 0 ? (
            <div className="vf-empty">
              <h2>{q ? `No ${view.plural} match “${q}”` : status === 'unanswered' ? 'Nothing waits for an answer' : `No ${view.plural} here yet`}</h2>
              <p>{q ? 'Try a name, a company, an email, a phone number or a reference.' : view.emptyText}</p>
            </div>
          ) : (
            <section className="a-card vf-card" aria-busy={isFetching}>
              <table className="a-table vf-table">
                <caption className="a-visually-hidden">{view.title}</caption>
                <thead>
                  <tr>
                    <th scope="col">Reference</th>
                    <th scope="col">Received</th>
                    {view.columns.map((c) => (
                      <th key={c.header} scope="col" className={c.more ? 'vf-col--more' : undefined}>
                        {c.header}
                      </th>
                    ))}
                    <th scope="col">Answer</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id} className={r.id === openId ? 'vf-row--open' : undefined}>
                      <td data-label="Reference">
                        <Link to={openHref(r.id)} className="vf-ref" aria-current={r.id === openId ? 'true' : undefined}>
                          {r.reference}
                        </Link>
                      </td>
                      <td data-label="Received" className="vf-nowrap">
                        {formatDateTime(r.created_at)}
                      </td>
                      {view.columns.map((c) => (
                        <td key={c.header} data-label={c.header} className={c.more ? 'vf-col--more' : undefined}>
                          {c.cell(r)}
                        </td>
                      ))}
                      <td data-label="Answer">
                        {r.answered_at ? <span className="a-badge vf-badge--done">Answered</span> : <span className="a-badge vf-badge--waiting">Unanswered</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <AdminPager page={list.current_page} lastPage={list.last_page} total={list.total} noun={view.noun} plural={view.plural} label={`${view.title} pages`} onPage={(n) => go((p) => p.set('page', String(n)))} />
            </section>
          )}
        </div>
        {openId && (
          <aside className="a-card vf-detail" aria-label={opened ? opened.reference : `The opened ${view.noun}`}>
            <div className="vf-detail__head">
              <h2>{opened ? opened.reference : `${view.noun[0].toUpperCase()}${view.noun.slice(1)}`}</h2>
              <Link to={openHref(null)} className="a-btn a-btn--ghost a-btn--small">
                Close
              </Link>
            </div>
            {!opened ? (
              <p className="vf-muted">{list ? `This ${view.noun} is not in the list as it is filtered now; try the All tab or clear the search.` : `Loading…`}</p>
            ) : (
              <>
                <p className="vf-muted">Received {formatDateTime(opened.created_at)} (India time)</p>
                {view.details(opened)}
                <section className="vf-detail__answer" aria-label="Answer">
                  <h3>Answer</h3>
                  {opened.answered_at ? (
                    <>
                      <p className="vf-muted">
                        Marked answered {formatDateTime(opened.answered_at)} (India time){opened.answered_by ? ` by ${opened.answered_by}` : ''}.
                      </p>
                      {opened.answer_note && <p className="vf-note">{opened.answer_note}</p>}
                    </>
                  ) : (
                    <AnswerForm key={opened.id} answer={async (note) => {
                        const done = await view.answer(opened.id, note);
                        setAnswered((m) => new Map(m).set(done.id, done));
                      }} onReload={() => refetch()} />
                  )}
                </section>
              </>
            )}
          </aside>
        )}
      </div>
    </div>
  );
}
