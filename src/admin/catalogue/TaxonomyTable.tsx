// The list behind the Categories and Brands screens: each row's name (renamed in place), how many
// products use it, Active / Inactive with the button that switches it, and Delete, which the server
// refuses with the reason while products (or sub-categories) use it. Plus the add form above it.
import { useId, useState, type ReactNode } from 'react';
import { ruleError, type FieldRule } from '@contracts/fields';
import { readFailure } from '@/shared/api/failure';
import './TaxonomyTable.css';

export interface TaxonomyRow {
  id: number;
  name: string;
  /** A sub-category's parent, shown before its name. */
  parent?: string | null;
  isActive: boolean;
  products: number;
  detail?: string;
}

interface Props {
  noun: 'category' | 'brand';
  rows: TaxonomyRow[] | undefined;
  loading: boolean;
  error: unknown;
  canEdit: boolean;
  nameRule: FieldRule;
  /** Extra fields of the add form (a category's parent). */
  addExtras?: ReactNode;
  onAdd: (name: string, form: FormData) => Promise<{ message: string }>;
  onChange: (id: number, change: { name?: string; isActive?: boolean }) => Promise<{ message: string }>;
  onDelete: (id: number) => Promise<{ message: string }>;
}

type Notice = { text: string; error: boolean } | null;

export function TaxonomyTable({ noun, rows, loading, error, canEdit, nameRule, addExtras, onAdd, onChange, onDelete }: Props) {
  const [notice, setNotice] = useState<Notice>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const addId = useId();

  const run = async (work: () => Promise<{ message: string }>, fallback: string) => {
    try {
      setNotice({ text: (await work()).message, error: false });
      return true;
    } catch (err) {
      const reading = readFailure(err, fallback);
      setNotice({ text: Object.values(reading.fields)[0] ?? reading.message, error: true });
      return false;
    }
  };

  return (
    <>
      {canEdit && (
        <form
          className="a-card tax__add"
          aria-label={`Add a ${noun}`}
          onSubmit={async (e) => {
            e.preventDefault();
            const form = e.currentTarget;
            const data = new FormData(form);
            const name = String(data.get('name') ?? '').trim();
            const problem = ruleError(nameRule, name);
            setAddError(problem);
            if (problem) return;
            try {
              const res = await onAdd(name, data);
              setNotice({ text: res.message, error: false });
              form.reset();
            } catch (err) {
              const reading = readFailure(err, `The ${noun} could not be added. Try again.`);
              setAddError(Object.values(reading.fields)[0] ?? reading.message);
            }
          }}
        >
          <div className="a-field">
            <label htmlFor={addId}>New {noun}</label>
            <input id={addId} name="name" type="text" aria-invalid={Boolean(addError) || undefined} aria-describedby={addError ? `${addId}-error` : undefined} />
            {addError && (
              <span id={`${addId}-error`} className="a-error">
                {addError}
              </span>
            )}
          </div>
          {addExtras}
          <button type="submit" className="a-btn">
            Add {noun}
          </button>
        </form>
      )}

      {notice && (
        <p className={notice.error ? 'a-alert' : 'a-note'} role={notice.error ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}

      <section className="a-card tax__card" aria-busy={loading}>
        {loading && <p className="tax__note">Loading…</p>}
        {Boolean(error) && (
          <p className="a-alert" role="alert">
            {readFailure(error, 'The list could not be loaded. Try again.').message}
          </p>
        )}
        {rows && rows.length === 0 && <p className="tax__note">No {noun === 'category' ? 'categories' : 'brands'} yet.</p>}
        {rows && rows.length > 0 && (
          <table className="tax__table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="num">
                  Products
                </th>
                <th scope="col">Shown</th>
                {canEdit && (
                  <th scope="col">
                    <span className="a-visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className={r.parent ? 'tax__child' : undefined}>
                  <td data-label="Name">
                    {editing === r.id ? (
                      <form
                        className="tax__rename"
                        aria-label={`Rename ${r.name}`}
                        onSubmit={async (e) => {
                          e.preventDefault();
                          const name = String(new FormData(e.currentTarget).get('name') ?? '').trim();
                          if (await run(() => onChange(r.id, { name }), `The ${noun} could not be renamed.`)) setEditing(null);
                        }}
                      >
                        <label className="a-visually-hidden" htmlFor={`rename-${r.id}`}>
                          New name for {r.name}
                        </label>
                        <input id={`rename-${r.id}`} name="name" defaultValue={r.name} autoFocus />
                        <button type="submit" className="a-btn a-btn--small">
                          Save
                        </button>
                        <button type="button" className="a-btn a-btn--ghost a-btn--small" onClick={() => setEditing(null)}>
                          Cancel
                        </button>
                      </form>
                    ) : (
                      <>
                        {r.parent && <span className="tax__parent">{r.parent} › </span>}
                        <strong>{r.name}</strong>
                        {r.detail && <span className="tax__detail">{r.detail}</span>}
                      </>
                    )}
                  </td>
                  <td data-label="Products" className="num">
                    {r.products}
                  </td>
                  <td data-label="Shown">
                    <span className={`a-badge${r.isActive ? '' : ' a-badge--off'}`}>{r.isActive ? 'Active' : 'Inactive'}</span>
                  </td>
                  {canEdit && (
                    <td className="tax__actions">
                      <div className="tax__buttons">
                        <button type="button" className="a-btn a-btn--ghost a-btn--small" onClick={() => setEditing(r.id)} aria-label={`Rename ${r.name}`}>
                          Rename
                        </button>
                        <button
                          type="button"
                          className="a-btn a-btn--ghost a-btn--small"
                          onClick={() => run(() => onChange(r.id, { isActive: !r.isActive }), `The ${noun} could not be changed.`)}
                          aria-label={`${r.isActive ? 'Deactivate' : 'Activate'} ${r.name}`}
                        >
                          {r.isActive ? 'Deactivate' : 'Activate'}
                        </button>
                        <button
                          type="button"
                          className="a-btn a-btn--danger a-btn--small"
                          onClick={() => {
                            if (window.confirm(`Delete the ${noun} ${r.name}? This cannot be undone.`)) void run(() => onDelete(r.id), `The ${noun} could not be deleted.`);
                          }}
                          aria-label={`Delete ${r.name}`}
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
