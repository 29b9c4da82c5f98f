// /admin/audit (Admin): every staff change, newest first, searchable by what changed, who, text
// and India-time days; filters live in the address (a search can be shared and reloaded). A day
// range that cannot be searched shows no rows at all, with the reason by the field, so rows of an
// earlier search are never mistaken for the answer.
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuditEntry, AuditQuery } from '@contracts/staff';
import { auditActor, auditEntityLabel, auditLabel } from '@contracts/auditLabels';
import { formatDateTime } from '@contracts/format';
import { readFailure } from '@/shared/api/failure';
import { AdminPager } from '../layout/AdminPager';
import { useAuditEntityTypesQuery, useAuditQuery } from './api';
import './audit.css';

const FILTERS = [
  { name: 'q', label: 'Text', type: 'search' },
  { name: 'entity_type', label: 'Kind of record', type: 'select' },
  { name: 'entity_id', label: 'Number or reference', type: 'text' },
  { name: 'actor', label: 'By (email)', type: 'text' },
  { name: 'from', label: 'From (day)', type: 'date' },
  { name: 'to', label: 'To (day)', type: 'date' },
] as const;
type FilterName = (typeof FILTERS)[number]['name'];
type FieldErrors = Partial<Record<FilterName, string>>;

/** A real calendar day written YYYY-MM-DD (what the date field and the server both use). */
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** What is wrong with a day range, by field; the server says the same of a range it is sent. */
function rangeErrors(from: string, to: string): FieldErrors {
  const errors: FieldErrors = {};
  if (from && !isDay(from)) errors.from = 'Enter the first day as a date, for example 2026-04-01.';
  if (to && !isDay(to)) errors.to = 'Enter the last day as a date, for example 2026-04-30.';
  if (!errors.from && !errors.to && from && to && from > to) errors.to = 'The last day cannot be before the first day.';
  return errors;
}

/** "stockQuantity" or "stock_quantity" as "stock quantity". */
const fieldWords = (k: string) => k.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const valueWords = (v: unknown) => (v === true ? 'yes' : v === false ? 'no' : v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

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
            {fieldWords(k)}: <del>{valueWords(before[k])}</del> → <ins>{valueWords(after[k])}</ins>
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
  const id = useId();
  // A day the date field could not read (typed in part): the browser gives the form no value for it.
  const [unreadable, setUnreadable] = useState<FieldErrors>({});
  const local = { ...rangeErrors(query.from ?? '', query.to ?? ''), ...unreadable };
  const refused = Object.keys(local).length > 0;
  // currentData, not data: the rows of this search only, never those of the one before it.
  const { currentData, isFetching, error } = useAuditQuery({ ...query, page }, { skip: refused });
  const types = useAuditEntityTypesQuery().data?.entity_types ?? [];
  const failure = error && !refused ? readFailure(error, 'The audit log could not be loaded.') : null;
  const fieldErrors: FieldErrors = refused ? local : ((failure?.fields ?? {}) as FieldErrors);
  const entries = refused || failure ? undefined : currentData?.entries;
  const selectedType = params.get('entity_type') ?? '';
  const typeOptions = selectedType && !types.includes(selectedType) ? [...types, selectedType] : types;

  return (
    <>
      <h1 className="admin-title">Audit log</h1>
      <form
        className="a-card audit-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const fields = e.currentTarget.elements;
          const badInput: FieldErrors = {};
          for (const name of ['from', 'to'] as const) {
            const input = fields.namedItem(name) as HTMLInputElement | null;
            if (input?.validity.badInput) badInput[name] = `Enter the ${name === 'from' ? 'first' : 'last'} day in full (day, month and year), or clear it.`;
          }
          setUnreadable(badInput);
          const next = new URLSearchParams();
          for (const f of FILTERS) {
            const value = ((fields.namedItem(f.name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '').trim();
            if (value) next.set(f.name, value);
          }
          setParams(next);
        }}
      >
        {FILTERS.map((f) => {
          const problem = fieldErrors[f.name];
          const errorId = `${id}-${f.name}-error`;
          const common = { id: `${id}-${f.name}`, name: f.name, defaultValue: params.get(f.name) ?? '', 'aria-invalid': Boolean(problem), 'aria-describedby': problem ? errorId : undefined };
          return (
            <div key={f.name} className="a-field">
              <label htmlFor={common.id}>{f.label}</label>
              {f.type === 'select' ? (
                // Keyed by the options, so a reload of the list shows the chosen kind once it is there.
                <select key={typeOptions.join()} {...common}>
                  <option value="">Any</option>
                  {typeOptions.map((t) => (
                    <option key={t} value={t}>
                      {auditEntityLabel(t)}
                    </option>
                  ))}
                </select>
              ) : (
                <input type={f.type} {...common} />
              )}
              {problem && (
                <span id={errorId} className="a-error">
                  {problem}
                </span>
              )}
            </div>
          );
        })}
        <div className="audit-filters__actions">
          <button type="submit" className="a-btn">
            Search
          </button>
          <button type="reset" className="a-btn a-btn--ghost" onClick={() => (setUnreadable({}), setParams(new URLSearchParams()))}>
            Clear
          </button>
        </div>
      </form>
      {(refused || failure) && (
        <p className="a-alert" role="alert">
          {FILTERS.some((f) => fieldErrors[f.name]) ? 'No changes are shown: correct the search as its field says.' : failure?.message}
        </p>
      )}
      <section className="a-card audit-entries" aria-busy={isFetching} aria-label="Entries" tabIndex={0}>
        <table className="a-table">
          <thead>
            <tr>
              <th scope="col">When (India time)</th>
              <th scope="col">By</th>
              <th scope="col">Action</th>
              <th scope="col">Record</th>
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
                <td>{auditLabel(e)}</td>
                <td>
                  {auditEntityLabel(e.entity_type)} {e.entity_id}
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
