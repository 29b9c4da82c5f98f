// /admin/audit (Admin): every staff change, newest first, searchable by what changed, who, text
// and India-time days; filters live in the address (a search can be shared and reloaded).
import { useSearchParams } from 'react-router-dom';
import type { AuditEntry, AuditQuery } from '@contracts/staff';
import { auditActor, auditLabel } from '@contracts/auditLabels';
import { formatDateTime } from '@contracts/format';
import { readFailure } from '@/shared/api/failure';
import { AdminPager } from '../layout/AdminPager';
import { useAuditQuery } from './api';
import './audit.css';

const FILTERS = [
  { name: 'q', label: 'Text', type: 'search' },
  { name: 'entity_type', label: 'Entity type', type: 'text' },
  { name: 'entity_id', label: 'Entity id', type: 'text' },
  { name: 'actor', label: 'By (email)', type: 'text' },
  { name: 'from', label: 'From (day)', type: 'date' },
  { name: 'to', label: 'To (day)', type: 'date' },
] as const;

/** A before/after value in a line or two: changed keys only when both sides are objects. */
function Change({ entry }: { entry: AuditEntry }) {
  const before = entry.before as Record<string, unknown> | null;
  const after = entry.after as Record<string, unknown> | null;
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    return (
      <ul className="audit-change">
        {keys.map((k) => (
          <li key={k}>
            {k}: <del>{String(before[k])}</del> → <ins>{String(after[k])}</ins>
          </li>
        ))}
      </ul>
    );
  }
  return <code className="audit-json">{JSON.stringify(after ?? before)}</code>;
}

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query: AuditQuery = Object.fromEntries(FILTERS.map((f) => [f.name, params.get(f.name) ?? ''])) as AuditQuery;
  const page = Number(params.get('page') ?? '1') || 1;
  const { data, isFetching, error } = useAuditQuery({ ...query, page });
  const failure = error ? readFailure(error, 'The audit log could not be loaded.', { joinFields: true }) : null;
  const entries = data?.entries;

  return (
    <>
      <h1 className="admin-title">Audit log</h1>
      <form
        className="a-card audit-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const next = new URLSearchParams();
          for (const f of FILTERS) {
            const value = String(form.get(f.name) ?? '').trim();
            if (value) next.set(f.name, value);
          }
          setParams(next);
        }}
      >
        {FILTERS.map((f) => (
          <label key={f.name} className="a-field">
            {f.label}
            <input name={f.name} type={f.type} defaultValue={params.get(f.name) ?? ''} />
          </label>
        ))}
        <div className="audit-filters__actions">
          <button type="submit" className="a-btn">
            Search
          </button>
          <button type="reset" className="a-btn a-btn--ghost" onClick={() => setParams(new URLSearchParams())}>
            Clear
          </button>
        </div>
      </form>
      {failure && (
        <p className="a-alert" role="alert">
          {Object.values(failure.fields)[0] ?? failure.message}
        </p>
      )}
      <section className="a-card audit-entries" aria-busy={isFetching} aria-label="Entries" tabIndex={0}>
        <table className="a-table">
          <thead>
            <tr>
              <th scope="col">When (India time)</th>
              <th scope="col">By</th>
              <th scope="col">Action</th>
              <th scope="col">Entity</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {entries?.data.map((e) => (
              <tr key={e.id}>
                <td className="audit-when">{formatDateTime(e.at)}</td>
                <td>
                  {auditActor(e)}
                  {e.actor_name && <span className="audit-email">{e.actor_email}</span>}
                </td>
                <td>
                  {auditLabel(e)}
                  {auditLabel(e) !== e.action && <span className="audit-code">{e.action}</span>}
                </td>
                <td>
                  {e.entity_type} #{e.entity_id}
                </td>
                <td>
                  <Change entry={e} />
                </td>
              </tr>
            ))}
            {entries && entries.data.length === 0 && (
              <tr>
                <td colSpan={5} className="a-empty">
                  {Object.values(query).some(Boolean) ? 'No changes match this search.' : 'No staff changes yet: every change a staff member makes is recorded here.'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {entries && <AdminPager page={entries.current_page} lastPage={entries.last_page} total={entries.total} noun="change" label="Audit log pages" onPage={(n) => setParams((p) => (p.set('page', String(n)), p))} />}
      </section>
    </>
  );
}
