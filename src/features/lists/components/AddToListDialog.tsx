// The 'Add to list' dialog: choose one of the company's shopping lists, or name a new one, and add
// the product (or the quick-order rows) to it. A WAI-ARIA modal dialog (useDialogFocus).
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as Yup from 'yup';
import { shoppingListRules } from '@contracts/shoppingListRules';
import { readFailure } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { ruleString } from '@/shared/lib/yupRules';
import { FormAlert, TextField } from '@/shared/ui/form';
import { useDialogFocus } from '@/shared/ui/useDialogFocus';
import { useAddToShoppingListMutation, useCreateShoppingListMutation, useGetShoppingListsQuery } from '../api';
import type { ListItemInput } from './listItems';
import '../lists.css';

/** The radio value of 'a new list'. */
const NEW = 'new';

interface Values {
  list: string;
  name: string;
}

const schema = Yup.object({
  list: Yup.string().required('Choose a list.'),
  name: Yup.string().when('list', { is: NEW, then: () => ruleString(shoppingListRules.name), otherwise: (s) => s }),
});

interface Props {
  items: ListItemInput[];
  what: string;
  onClose: () => void;
}

export default function AddToListDialog({ items, what, onClose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose, { initialFocus: 'dialog' });
  const { data, isLoading } = useGetShoppingListsQuery();
  const [createList] = useCreateShoppingListMutation();
  const [addItems] = useAddToShoppingListMutation();
  const lists = data?.lists ?? [];
  const full = data ? lists.length >= data.max_lists : false;

  const onSubmit = async (values: Values, { setErrors, setStatus }: FormikHelpers<Values>) => {
    setStatus(null);
    try {
      let id = values.list;
      let name = lists.find((l) => l.id === id)?.name ?? '';
      if (id === NEW) {
        const created = await createList({ name: values.name }).unwrap();
        id = created.id;
        name = created.name;
      }
      await addItems({ id, items }).unwrap();
      notify.success(`Added ${what} to "${name}".`);
      onClose();
    } catch (err) {
      const failure = readFailure(err, 'Could not add to the list.');
      // The server keys a new list's name errors 'name' and item errors 'items...': show the rest as one message.
      if (failure.fields.name) setErrors({ name: failure.fields.name });
      else setStatus(Object.values(failure.fields)[0] ?? failure.message);
    }
  };

  return createPortal(
    <div className="modal-backdrop" onClick={onClose}>
      <div
        className="modal add-to-list"
        role="dialog"
        aria-modal="true"
        aria-labelledby="add-to-list-title"
        tabIndex={-1}
        ref={ref}
        onClick={(e) => e.stopPropagation()}
      >
        <button type="button" className="modal__close" aria-label="Close dialog" onClick={onClose}>
          ×
        </button>
        <h2 id="add-to-list-title" className="modal__title">
          Add to shopping list
        </h2>
        <p className="muted add-to-list__what">Adding {what}.</p>
        {isLoading ? (
          <p role="status">Loading your lists...</p>
        ) : (
          <Formik<Values> initialValues={{ list: lists[0]?.id ?? NEW, name: '' }} validationSchema={schema} onSubmit={onSubmit}>
            {({ values, isSubmitting, status, setFieldValue }) => (
              <Form className="form" noValidate>
                <fieldset className="add-to-list__choices">
                  <legend>List</legend>
                  {lists.map((l) => (
                    <label key={l.id} className="radio">
                      <input type="radio" name="list" value={l.id} checked={values.list === l.id} onChange={() => void setFieldValue('list', l.id)} />
                      {l.name} <span className="muted">({l.item_count} {l.item_count === 1 ? 'product' : 'products'})</span>
                    </label>
                  ))}
                  {full ? null : (
                    <label className="radio">
                      <input type="radio" name="list" value={NEW} checked={values.list === NEW} onChange={() => void setFieldValue('list', NEW)} />
                      A new list
                    </label>
                  )}
                </fieldset>
                {values.list === NEW ? <TextField name="name" label="New list name" required maxLength={100} /> : null}
                <FormAlert message={status as string | null} />
                <div className="form__actions">
                  <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                    {isSubmitting ? 'Adding...' : 'Add to list'}
                  </button>
                  <button type="button" className="btn btn--ghost" onClick={onClose} disabled={isSubmitting}>
                    Cancel
                  </button>
                  <Link to="/my-account/shopping-lists" className="add-to-list__manage" onClick={onClose}>
                    Manage lists
                  </Link>
                </div>
              </Form>
            )}
          </Formik>
        )}
      </div>
    </div>,
    document.body,
  );
}
