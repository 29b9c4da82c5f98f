// /my-account/shopping-lists: the company's shopping lists, with creating, renaming and
// deleting them; each opens its own page.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as Yup from 'yup';
import { shoppingListRules } from '@contracts/shoppingListRules';
import type { ShoppingListSummary } from '@contracts/shoppingLists';
import { formatDate } from '@contracts/format';
import { AccountLayout } from '@/shared/ui/AccountLayout';
import { readFailure, showInForm } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { ruleString } from '@/shared/lib/yupRules';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { FormAlert, TextField } from '@/shared/ui/form';
import { LoadError } from '@/shared/ui/LoadError';
import { useCreateShoppingListMutation, useDeleteShoppingListMutation, useGetShoppingListsQuery, useUpdateShoppingListMutation } from '../api';
import { VIEWER_READ_ONLY, useMayBuy } from '@/features/auth';
import '../lists.css';

const schema = Yup.object({ name: ruleString(shoppingListRules.name) });

/** The name form, for a new list and for renaming one. */
function NameForm({ initial, submitLabel, onSave, onCancel }: { initial: string; submitLabel: string; onSave: (name: string) => Promise<unknown>; onCancel?: () => void }) {
  const onSubmit = async ({ name }: { name: string }, helpers: FormikHelpers<{ name: string }>) => {
    helpers.setStatus(null);
    try {
      await onSave(name.trim());
      helpers.resetForm();
    } catch (err) {
      showInForm(readFailure(err, 'Could not save the list.'), helpers);
    }
  };
  return (
    <Formik initialValues={{ name: initial }} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting, status }) => (
        <Form className="form lists-name-form" noValidate>
          <TextField name="name" label={onCancel ? 'New name' : 'List name'} required maxLength={100} />
          <FormAlert message={status as string | null} />
          <div className="form__actions">
            <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : submitLabel}
            </button>
            {onCancel ? (
              <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </button>
            ) : null}
          </div>
        </Form>
      )}
    </Formik>
  );
}

export default function ShoppingListsPage() {
  usePageMeta({ title: 'Shopping Lists', private: true });
  const { data, isLoading, error, refetch, isFetching } = useGetShoppingListsQuery();
  const [createList] = useCreateShoppingListMutation();
  const [updateList] = useUpdateShoppingListMutation();
  const [deleteList] = useDeleteShoppingListMutation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ShoppingListSummary | null>(null);
  const lists = data?.lists ?? [];
  // A Viewer reads the company's lists; the buying roles prepare them (the server refuses the others).
  const mayBuy = useMayBuy();

  const onDelete = async (list: ShoppingListSummary) => {
    setDeleting(null);
    try {
      await deleteList(list.id).unwrap();
      notify.success(`Deleted "${list.name}".`);
    } catch (err) {
      notify.error(readFailure(err, 'Could not delete the list.').message);
    }
  };

  let body;
  if (isLoading) body = <p role="status">Loading your lists...</p>;
  else if (error) body = <LoadError title="Your shopping lists could not be loaded." onRetry={() => void refetch()} retrying={isFetching} />;
  else if (lists.length === 0)
    body = (
      <div className="lists-empty">
        <h2>No shopping lists yet</h2>
        <p className="muted">
          Keep the products you order again and again in a list: add them from a product page or from quick order, then put the whole list in your
          cart in one step. Everyone in your company shares the lists.
        </p>
      </div>
    );
  else
    body = (
      <table className="lists-table">
        <caption className="sr-only">Your shopping lists</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Products</th>
            <th scope="col">Changed</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lists.map((l) => (
            <tr key={l.id}>
              <td data-label="Name">
                {renaming === l.id ? (
                  <NameForm
                    initial={l.name}
                    submitLabel="Rename"
                    onCancel={() => setRenaming(null)}
                    onSave={async (name) => {
                      await updateList({ id: l.id, name, version: l.version }).unwrap();
                      setRenaming(null);
                      notify.success('List renamed.');
                    }}
                  />
                ) : (
                  <Link to={`/my-account/shopping-lists/${l.id}`} className="lists-table__name">
                    {l.name}
                  </Link>
                )}
              </td>
              <td data-label="Products" className="num">
                {l.item_count}
              </td>
              <td data-label="Changed">{formatDate(l.updated_at)}</td>
              <td className="lists-table__actions">
                {mayBuy ? (
                  <>
                    <button type="button" className="btn btn--ghost btn--small" onClick={() => setRenaming(l.id)} aria-label={`Rename ${l.name}`}>
                      Rename
                    </button>
                    <button type="button" className="btn btn--ghost btn--small" onClick={() => setDeleting(l)} aria-label={`Delete ${l.name}`}>
                      Delete
                    </button>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <AccountLayout title="Shopping Lists">
      <div className="panel account-card">
        {body}
        {!mayBuy ? (
          <p className="muted">{VIEWER_READ_ONLY}</p>
        ) : data && lists.length >= data.max_lists ? (
          <p className="muted">You have {data.max_lists} lists, the most a company keeps. Delete one to start another.</p>
        ) : (
          <section className="lists-create" aria-labelledby="lists-create-title">
            <h2 id="lists-create-title">New list</h2>
            <NameForm
              initial=""
              submitLabel="Create list"
              onSave={async (name) => {
                await createList({ name }).unwrap();
                notify.success(`Created "${name}".`);
              }}
            />
          </section>
        )}
      </div>
      {deleting ? (
        <ConfirmDialog title={`Delete "${deleting.name}"?`} confirmLabel="Delete list" onConfirm={() => void onDelete(deleting)} onCancel={() => setDeleting(null)}>
          The list and its {deleting.item_count} {deleting.item_count === 1 ? 'product' : 'products'} are deleted for everyone in your company. Your cart stays as it is.
        </ConfirmDialog>
      ) : null}
    </AccountLayout>
  );
}
