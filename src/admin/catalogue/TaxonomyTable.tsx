// The list behind the Categories and Brands screens: each row's name (renamed in place), how many
// products use it, Active / Inactive with the button that switches it, and Delete, which the server
// refuses with the reason while products (or sub-categories) use it. Plus the add form above it.
import { useId, useState, type ReactNode } from 'react';
import { Form, Formik, useField } from 'formik';
import { ruleError, type FieldRule } from '@contracts/fields';
import { readFailure } from '@/shared/api/failure';
import { ConfirmDialog, SaveNotice, saveForm } from '../kit';
import '../layout/confirmDialog.css';
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
  /** Adds a row: its name, and the add form's other fields (addExtras' Formik fields, e.g. parent_id). */
  onAdd: (name: string, fields: Record<string, string>) => Promise<{ message: string }>;
  onChange: (id: number, change: { name?: string; isActive?: boolean }) => Promise<{ message: string }>;
  onDelete: (id: number) => Promise<{ message: string }>;
}

type Notice = { text: string; error: boolean } | null;

/** The server names the name field after its table (a category's title, a brand's brand_name). */
const serverName = (field: string) => (field === 'title' || field === 'brand_name' ? 'name' : field);

function NameField({ id, name, label, hiddenLabel, autoFocus }: { id: string; name: string; label: string; hiddenLabel?: boolean; autoFocus?: boolean }) {
  const [field, meta] = useField<string>(name);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className="a-field">
      <label htmlFor={id} className={hiddenLabel ? 'a-visually-hidden' : undefined}>
        {label}
      </label>
      <input id={id} type="text" {...field} autoFocus={autoFocus} aria-invalid={showError || undefined} aria-describedby={showError ? `${id}-error` : undefined} />
      {showError && (
        <span id={`${id}-error`} className="a-error">
          {meta.error}
        </span>
      )}
    </div>
  );
}

export function TaxonomyTable({ noun, rows, loading, error, canEdit, nameRule, addExtras, onAdd, onChange, onDelete }: Props) {
  const [notice, setNotice] = useState<Notice>(null);
  const [editing, setEditing] = useState<number | null>(null);
  // The row whose Delete waits for the confirmation.
  const [deleting, setDeleting] = useState<TaxonomyRow | null>(null);
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
        <Formik
          initialValues={{ name: '', parent_id: '' }}
          validate={(values) => {
            const problem = ruleError(nameRule, values.name.trim());
            return problem ? { name: problem } : {};
          }}
          onSubmit={async (values, form) => {
            const res = await saveForm(values, form, () => onAdd(values.name.trim(), values), {
              fallback: `The ${noun} could not be added. Try again.`,
              rename: serverName,
            });
            if (!res) return;
            setNotice({ text: res.message, error: false });
            form.resetForm();
          }}
        >
          <Form noValidate className="a-card tax__add" aria-label={`Add a ${noun}`}>
            <SaveNotice className="tax__notice" />
            <NameField id={addId} name="name" label={`New ${noun}`} />
            {addExtras}
            <button type="submit" className="a-btn">
              Add {noun}
            </button>
          </Form>
        </Formik>
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
                      <Formik
                        initialValues={{ name: r.name }}
                        validate={(values) => {
                          const problem = ruleError(nameRule, values.name.trim());
                          return problem ? { name: problem } : {};
                        }}
                        onSubmit={async (values, form) => {
                          const res = await saveForm(values, form, () => onChange(r.id, { name: values.name.trim() }), {
                            fallback: `The ${noun} could not be renamed.`,
                            rename: serverName,
                          });
                          if (!res) return;
                          setNotice({ text: res.message, error: false });
                          setEditing(null);
                        }}
                      >
                        <Form noValidate className="tax__rename" aria-label={`Rename ${r.name}`}>
                          <SaveNotice className="tax__notice" />
                          <NameField id={`rename-${r.id}`} name="name" label={`New name for ${r.name}`} hiddenLabel autoFocus />
                          <button type="submit" className="a-btn a-btn--small">
                            Save
                          </button>
                          <button type="button" className="a-btn a-btn--ghost a-btn--small" onClick={() => setEditing(null)}>
                            Cancel
                          </button>
                        </Form>
                      </Formik>
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
                          className={`a-btn a-btn--small ${r.isActive ? 'a-btn--danger' : 'a-btn--ghost'}`}
                          onClick={() => run(() => onChange(r.id, { isActive: !r.isActive }), `The ${noun} could not be changed.`)}
                          aria-label={`${r.isActive ? 'Deactivate' : 'Activate'} ${r.name}`}
                        >
                          {r.isActive ? 'Deactivate' : 'Activate'}
                        </button>
                        <button
                          type="button"
                          className="a-btn a-btn--danger a-btn--small"
                          onClick={() => setDeleting(r)}
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
      {deleting && (
        <ConfirmDialog
          title={`Delete the ${noun} ${deleting.name}?`}
          confirmLabel={`Delete ${noun}`}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const row = deleting;
            setDeleting(null);
            void run(() => onDelete(row.id), `The ${noun} could not be deleted.`);
          }}
        >
          <p>This cannot be undone. The store refuses while products{noun === 'category' ? ' or sub-categories' : ''} still use it.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
