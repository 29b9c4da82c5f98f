// /requestitem (spec 2, 3, 5, 8): name, email, phone (numeric), product rows (product name and
// quantity; at least one; extra rows removable, the first not) and other details. Sent without a
// token; the server's errors are shown per field and per product row (products.1.quantity).
import { useState, type MouseEvent } from 'react';
import { FieldArray, Form, Formik, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import * as Yup from 'yup';
import {
  ITEM_REQUEST_MESSAGES,
  itemRequestProductRules,
  itemRequestRules,
  MAX_ITEM_QUANTITY,
  MAX_REQUESTED_PRODUCTS,
} from '@contracts/fields';
import { readFailure } from '@/shared/api/failure';
import { ruleString, rulesShape } from '@/shared/lib/yupRules';
import { notify } from '@/shared/lib/notify';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { FocusFirstError, FormAlert, PhoneField, TextAreaField, TextField } from '@/shared/ui/form';
import { useRequestItemMutation } from '../api';
import { PAGE_DESCRIPTIONS } from '../meta';
import '../content.css';

interface Row {
  /** Keeps each row's inputs in place when an earlier row is removed; never sent. */
  key: number;
  product_name: string;
  quantity: string;
}

interface Values {
  name: string;
  email: string;
  phone: string;
  products: Row[];
  other_details: string;
}

export const REQUEST_ITEM_MESSAGES = {
  invalid: 'Please fix the errors and try again.',
  failed: 'Something went wrong. Please try again later.',
  success: 'Your request has been submitted.',
} as const;

export const requestItemSchema = Yup.object({
  ...rulesShape(itemRequestRules),
  products: Yup.array()
    .of(
      Yup.object({
        product_name: ruleString(itemRequestProductRules.product_name),
        quantity: ruleString(itemRequestProductRules.quantity)
          .test('min', ITEM_REQUEST_MESSAGES.quantityMin, (q) => !q || Number(q) >= 1)
          .test('max', ITEM_REQUEST_MESSAGES.quantityMax, (q) => !q || Number(q) <= MAX_ITEM_QUANTITY),
      }),
    )
    .min(1, ITEM_REQUEST_MESSAGES.noProducts)
    .max(MAX_REQUESTED_PRODUCTS, ITEM_REQUEST_MESSAGES.tooManyProducts),
});

/**
 * For the row buttons: a mouse press must not take the focus from the field being typed in. Its
 * blur would show that field's error, move the button down, and the click would be lost.
 */
const keepFocus = (e: MouseEvent) => e.preventDefault();

let rowKeys = 0;
const newRow = (): Row => ({ key: ++rowKeys, product_name: '', quantity: '1' });
const emptyValues = (): Values => ({ name: '', email: '', phone: '', products: [newRow()], other_details: '' });

/** The server's flat keys (products.0.quantity) as Formik's nested errors. */
function nestedErrors(flat: Record<string, string>): FormikErrors<Values> {
  let out: FormikErrors<Values> = {};
  for (const [key, message] of Object.entries(flat)) out = setIn(out, key, message);
  return out;
}

export default function RequestItemPage() {
  usePageMeta({ title: 'Request An Item', description: PAGE_DESCRIPTIONS.requestItem });
  const [requestItem] = useRequestItemMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The row just added gets the focus, so a keyboard user can type its product name at once.
  const [addedKey, setAddedKey] = useState<number | null>(null);

  const onSubmit = async (values: Values, { setErrors, setStatus, resetForm }: FormikHelpers<Values>) => {
    setStatus(null);
    setSentTo(null);
    const email = values.email.trim();
    try {
      const res = await requestItem({
        name: values.name.trim(),
        email,
        phone: values.phone.trim(),
        products: values.products.map((p) => ({ product_name: p.product_name.trim(), quantity: Number(p.quantity) })),
        other_details: values.other_details.trim(),
      }).unwrap();
      if (!res.status) {
        setStatus(REQUEST_ITEM_MESSAGES.failed);
        return;
      }
      notify.success(res.message || REQUEST_ITEM_MESSAGES.success);
      resetForm({ values: emptyValues() });
      setAddedKey(null);
      setSentTo(email);
    } catch (err) {
      const { fields } = readFailure(err, REQUEST_ITEM_MESSAGES.failed);
      if (Object.keys(fields).length) setErrors(nestedErrors(fields));
      else setStatus(REQUEST_ITEM_MESSAGES.failed);
    }
  };

  return (
    <div className="container info-page info-page--narrow">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Request An Item' }]} />
      <h1 className="page-title">Request An Item</h1>
      <p className="muted">Can’t find a product in our catalogue? Tell us what you need and our sales team will source it and get back to you with availability and prices.</p>
      <section className="panel request-item" aria-label="Item request">
        {sentTo ? (
          <div className="form-success" role="status">
            <p className="form-success__title">{REQUEST_ITEM_MESSAGES.success}</p>
            <p>
              Our sales team will get back to you within two working days. A confirmation is on its way to <strong>{sentTo}</strong>.
            </p>
          </div>
        ) : null}
        <Formik<Values> initialValues={emptyValues()} validationSchema={requestItemSchema} onSubmit={onSubmit}>
          {({ values, errors, isSubmitting, isValid, submitCount, status }) => (
            <Form className="form" noValidate>
              <FormAlert message={(status as string | null) ?? (submitCount > 0 && !isValid && !isSubmitting ? REQUEST_ITEM_MESSAGES.invalid : null)} />
              <div className="form__grid">
                <TextField name="name" label="Name" autoComplete="name" required className="request-item__wide" />
                <TextField name="email" label="Email" type="email" autoComplete="email" required />
                <PhoneField name="phone" label="Phone Number" required />
              </div>
              <FieldArray name="products">
                {({ push, remove }) => (
                  <fieldset className="form__section request-item__products">
                    <legend>Products</legend>
                    {values.products.map((row, i) => (
                      <fieldset key={row.key} className="product-row">
                        <legend className="product-row__legend">Product {i + 1}</legend>
                        <TextField
                          name={`products.${i}.product_name`}
                          label="Product Name"
                          required
                          className="product-row__name"
                          placeholder="e.g. HP 88A toner cartridge"
                          autoFocus={row.key === addedKey}
                        />
                        <TextField name={`products.${i}.quantity`} label="Quantity" numeric required className="product-row__qty" maxLength={6} />
                        {i > 0 ? (
                          <button
                            type="button"
                            className="btn btn--ghost btn--small product-row__remove"
                            aria-label={`Remove product ${i + 1}`}
                            onMouseDown={keepFocus}
                            onClick={() => remove(i)}
                          >
                            Remove
                          </button>
                        ) : null}
                      </fieldset>
                    ))}
                    {typeof errors.products === 'string' ? <p className="field-error">{errors.products}</p> : null}
                    <div>
                      <button
                        type="button"
                        className="btn btn--secondary btn--small"
                        disabled={values.products.length >= MAX_REQUESTED_PRODUCTS}
                        onMouseDown={keepFocus}
                        onClick={() => {
                          const row = newRow();
                          setAddedKey(row.key);
                          push(row);
                        }}
                      >
                        + Add Another Product
                      </button>
                    </div>
                  </fieldset>
                )}
              </FieldArray>
              <TextAreaField name="other_details" label="Other Details" rows={4} placeholder="Brand or model preferences, delivery city, timelines..." liveError />
              <div className="form__actions">
                <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                  {isSubmitting ? 'Submitting...' : 'Submit Request'}
                </button>
              </div>
              <FocusFirstError submitCount={submitCount} errorCount={Object.keys(errors).length} />
            </Form>
          )}
        </Formik>
      </section>
    </div>
  );
}
