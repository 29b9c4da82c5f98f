// /quote-request (spec 2, 4, 7, 8): the quote list with quantities and removal, the quote form
// (name, email, phone, description, prefilled from the customer), 'Download Quotation' (a PDF
// at today's prices) and 'Submit'. Every change to the list is a quotes-slice action, so its
// history shows step by step in Redux DevTools.
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as Yup from 'yup';
import { quoteFormRules } from '@contracts/fields';
import { ApprovalNotice, VIEWER_READ_ONLY, selectCustomer, selectIsApproved, selectIsAuthenticated, useMayBuy } from '@/features/auth';
import { readFailure } from '@/shared/api/failure';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { formatRupees } from '@contracts/format';
import { notify } from '@/shared/lib/notify';
import { useAppDispatch, useAppSelector } from '@/shared/lib/storeHooks';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { EmptyState } from '@/shared/ui/feedback';
import { FocusFirstError, FormAlert, PhoneField, TextAreaField, TextField } from '@/shared/ui/form';
import { useQuotationPdfMutation, useRequestQuotationMutation } from '../api';
import { openGeneratedPdf } from '../openPdf';
import { itemRemoved, listCleared, quantityChanged, selectHasCustomRate, selectQuoteItems, type QuoteItem } from '../quotesSlice';
import '../quotes.css';

export const SUBMITTED = 'Quotation submitted successfully';
export const SUBMISSION_ERROR = 'Error in quotation submission';
export const SUBMIT_FAILED = 'Error submitting quotation';
export const CUSTOM_RATE_NOTE =
  'A product in your list already has your price-list rate, so it needs no quotation. Remove it to submit the rest; Download Quotation still includes it.';

interface Values {
  name: string;
  email: string;
  phone: string;
  quotation_description: string;
}

const r = quoteFormRules;
export const quoteFormSchema = Yup.object({
  name: Yup.string().trim().required(r.name.required).max(r.name.max).matches(r.name.pattern, r.name.patternMessage),
  email: Yup.string().trim().required(r.email.required).max(r.email.max!).matches(r.email.pattern!, r.email.patternMessage),
  phone: Yup.string().trim().required(r.phone.required).matches(r.phone.pattern!, r.phone.patternMessage),
  quotation_description: Yup.string().trim().max(r.quotation_description.max, r.quotation_description.maxMessage),
});

const EMPTY: Values = { name: '', email: '', phone: '', quotation_description: '' };

/** One submit attempt's key: a retry of the same attempt cannot make a second quotation. */
const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

function QuantityControl({ item }: { item: QuoteItem }) {
  const dispatch = useAppDispatch();
  // What the user is typing; the slice holds the last valid quantity.
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    dispatch(quantityChanged({ id: item.id, quantity: Number(typed) }));
    setTyped(null);
  };
  return (
    <div className="qty">
      <button
        type="button"
        aria-label={`Decrease quantity of ${item.name}`}
        disabled={item.quantity <= 1}
        onClick={() => dispatch(quantityChanged({ id: item.id, quantity: item.quantity - 1 }))}
      >
        −
      </button>
      <input
        type="number"
        min={1}
        inputMode="numeric"
        aria-label={`Quantity of ${item.name}`}
        value={typed ?? String(item.quantity)}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      <button type="button" aria-label={`Increase quantity of ${item.name}`} onClick={() => dispatch(quantityChanged({ id: item.id, quantity: item.quantity + 1 }))}>
        +
      </button>
    </div>
  );
}

function QuoteLines({ items, showPrice }: { items: QuoteItem[]; showPrice: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <div className="table-wrap">
      <table className="table quote-lines">
        <caption className="sr-only">Products in your quote list</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            {showPrice ? <th scope="col">Price</th> : null}
            <th scope="col">Quantity</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className={item.customRate !== null ? 'quote-line quote-line--rated' : 'quote-line'}>
              <td className="quote-line__name" data-label="Product">
                {item.name}
                {item.customRate !== null ? <span className="status status--green quote-line__rate">Price-list rate</span> : null}
              </td>
              {showPrice ? (
                <td data-label="Price">
                  {item.customRate !== null ? (
                    <>
                      <span className="quote-line__price">{formatRupees(item.customRate)}</span>
                      {item.price !== null ? <del className="muted">{formatRupees(item.price)}</del> : null}
                    </>
                  ) : item.price !== null ? (
                    <span className="quote-line__price">{formatRupees(item.price)}</span>
                  ) : (
                    <span className="muted">—</span>
                  )}
                </td>
              ) : null}
              <td data-label="Quantity">
                <QuantityControl item={item} />
              </td>
              <td className="quote-line__actions">
                <button type="button" className="btn btn--ghost btn--small" aria-label={`Remove ${item.name}`} onClick={() => dispatch(itemRemoved(item.id))}>
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function QuoteRequestPage() {
  // Asking for a quotation and its PDF are a buying role's (the server refuses a Viewer).
  const mayBuy = useMayBuy();
  usePageMeta({ title: 'Quote Request List', private: true });
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const approved = useAppSelector(selectIsApproved);
  const customer = useAppSelector(selectCustomer);
  const items = useAppSelector(selectQuoteItems);
  const hasCustomRate = useAppSelector(selectHasCustomRate);
  const [requestQuotation] = useRequestQuotationMutation();
  const [quotationPdf, { isLoading: generating }] = useQuotationPdfMutation();
  const [submitted, setSubmitted] = useState<{ id: string; number: string } | null>(null);
  // The key of the last attempt and what it sent: the same request again (a retry after a lost
  // answer) keeps the key, so the server makes one quotation; anything changed is a new request.
  const attempt = useRef<{ key: string; sent: string } | null>(null);

  const crumbs = [{ label: 'Home', to: '/' }, { label: 'Quote Request List' }];
  const initialValues: Values = {
    name: customer?.primary_contact_name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    quotation_description: '',
  };

  const download = () =>
    void openGeneratedPdf(() => quotationPdf({ productIds: items.map((i) => i.id), quantities: items.map((i) => i.quantity) }).unwrap());

  const onSubmit = async (values: Values, { setErrors, setStatus, resetForm }: FormikHelpers<Values>) => {
    setStatus(null);
    const body = {
      product_id: items.map((i) => i.id),
      quantity: items.map((i) => i.quantity),
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      quotation_description: values.quotation_description.trim(),
    };
    const sent = JSON.stringify(body);
    if (attempt.current?.sent !== sent) attempt.current = { key: newKey(), sent };
    try {
      const res = await requestQuotation({ ...body, idempotency_key: attempt.current.key }).unwrap();
      // Spec 7: a message in the response means success.
      if (!res.message) {
        notify.error(SUBMISSION_ERROR);
        return;
      }
      attempt.current = null;
      notify.success(SUBMITTED);
      setSubmitted({ id: res.data.id, number: res.data.quotation_number });
      dispatch(listCleared());
      resetForm({ values: EMPTY });
    } catch (err) {
      const { fields } = readFailure(err, SUBMIT_FAILED);
      const formFields = Object.fromEntries(Object.entries(fields).filter(([k]) => k in EMPTY));
      setErrors(formFields);
      // Errors about the lines (a product gone from the catalogue, a price-list rate) have no field here.
      const lineErrors = Object.entries(fields).filter(([k]) => !(k in EMPTY));
      if (lineErrors.length) setStatus([...new Set(lineErrors.map(([, m]) => m))].join(' '));
      notify.error(SUBMIT_FAILED);
    }
  };

  if (items.length === 0) {
    return (
      <div className="container quote-request">
        <Breadcrumb items={crumbs} />
        <h1 className="page-title">Quote Request List</h1>
        {submitted ? (
          <div className="form-success" role="status">
            <p className="form-success__title">Quotation {submitted.number} submitted.</p>
            <p>
              The store will answer it here: <Link to={`/quotation-details/${submitted.id}`}>view quotation {submitted.number}</Link> or see{' '}
              <Link to="/quotationlist">all your quotations</Link>.
            </p>
          </div>
        ) : null}
        <EmptyState title="Your quote list is empty">
          <p className="muted">Add products with ‘Add to Quote List’ on the shop or a product page, then ask us for a quotation.</p>
          <p>
            <Link className="btn btn--primary" to="/shop">
              Continue Shopping
            </Link>
          </p>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="container quote-request">
      <Breadcrumb items={crumbs} />
      <h1 className="page-title">Quote Request List</h1>
      {signedIn ? <ApprovalNotice /> : null}
      <div className="quote-request__layout">
        <section className="panel quote-request__lines" aria-labelledby="quote-lines-title">
          <h2 id="quote-lines-title" className="quote-request__subtitle">
            Products ({items.length})
          </h2>
          <QuoteLines items={items} showPrice={approved} />
          {approved ? <p className="muted small quote-request__hint">Prices shown are today’s; the store answers with its quotation.</p> : null}
        </section>

        <section className="panel quote-request__form" aria-labelledby="quote-form-title">
          <h2 id="quote-form-title" className="quote-request__subtitle">
            Your details
          </h2>
          {!signedIn ? (
            <div className="login-prompt">
              <p>Please sign in to request a quotation.</p>
              <Link className="btn btn--primary" to="/signin">
                Sign In
              </Link>
            </div>
          ) : (
            <Formik initialValues={initialValues} validationSchema={quoteFormSchema} onSubmit={onSubmit}>
              {({ isSubmitting, status, submitCount, errors }) => (
                <Form className="form" noValidate>
                  <FocusFirstError submitCount={submitCount} errorCount={Object.keys(errors).length} />
                  <FormAlert message={status as string | null} />
                  <TextField name="name" label="Name" required autoComplete="name" />
                  <TextField name="email" label="Email" type="email" required autoComplete="email" />
                  <PhoneField name="phone" label="Phone" required />
                  <TextAreaField name="quotation_description" label="Description" hint="Quantities per delivery, timelines, anything we should know." />
                  {hasCustomRate ? (
                    <p className="notice quote-request__note" id="quote-rate-note">
                      {CUSTOM_RATE_NOTE}
                    </p>
                  ) : null}
                  {mayBuy ? null : <p className="muted">{VIEWER_READ_ONLY}</p>}
                  <div className="form__actions">
                    <button type="button" className="btn btn--secondary" onClick={download} disabled={!approved || !mayBuy || generating}>
                      {generating ? 'Generating...' : 'Download Quotation'}
                    </button>
                    <button
                      type="submit"
                      className="btn btn--primary"
                      disabled={!approved || !mayBuy || hasCustomRate || isSubmitting}
                      aria-describedby={hasCustomRate ? 'quote-rate-note' : undefined}
                    >
                      {isSubmitting ? 'Submitting...' : 'Submit'}
                    </button>
                  </div>
                </Form>
              )}
            </Formik>
          )}
        </section>
      </div>
    </div>
  );
}
