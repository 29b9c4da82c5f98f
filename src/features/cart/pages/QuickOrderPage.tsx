// /quick-order: paste lines of SKU and quantity or load a CSV file; the server checks
// every row and the page shows each with its message; then the valid rows go to the cart in one
// step (the server checks them again and adds all or none).
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as Yup from 'yup';
import type { QuickOrderCheckResponse, QuickOrderRow, QuickOrderRowInput } from '@contracts/quickOrder';
import { selectIsApproved } from '@/features/auth';
import { readFailure } from '@/shared/api/failure';
import { formatRupees } from '@contracts/format';
import { PriceTag } from '@/shared/ui/PriceTag';
import { notify } from '@/shared/lib/notify';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { FocusFirstError, FormAlert, TextAreaField } from '@/shared/ui/form';
import { useAddQuickOrderMutation, useCheckQuickOrderMutation } from '../api';
import { SAMPLE_CSV, parseQuickOrder } from '../quickOrderList';
import '../cart.css';
import '../quickOrder.css';

const EMPTY_MESSAGE = 'Paste at least one line of SKU, quantity, or choose a CSV file.';
const CHECK_FAILED = 'Failed to check the list.';
const ADD_FAILED = 'Failed to add the list to your cart.';
/** A CSV of the row cap is a few kilobytes; anything this big is not an order list. */
const MAX_FILE_BYTES = 1024 * 1024;

const schema = Yup.object({
  lines: Yup.string().test('has-rows', EMPTY_MESSAGE, (v) => parseQuickOrder(v ?? '').length > 0),
});

interface Values {
  lines: string;
}

/** The server's verdict on one version of the list (shown while the text is unchanged). */
interface Checked {
  text: string;
  input: QuickOrderRowInput[];
  data: QuickOrderCheckResponse['data'];
}

const STATUS_BADGE: Record<QuickOrderRow['status'], { label: string; tone: string }> = {
  ok: { label: 'OK', tone: 'status status--green' },
  merged: { label: 'Merged', tone: 'status status--green' },
  error: { label: 'Error', tone: 'status status--red' },
};

/** FileReader rather than Blob.text(): the same path in every browser the store supports and in jsdom. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

const sampleHref = `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE_CSV)}`;

function RowsTable({ rows }: { rows: QuickOrderRow[] }) {
  return (
    <div className="table-wrap">
      <table className="table quick-order__table">
        <caption className="sr-only">Checked rows</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">SKU</th>
            <th scope="col">Product</th>
            <th scope="col" className="num">
              Quantity
            </th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const badge = STATUS_BADGE[row.status];
            return (
              <tr key={row.line} className={row.status === 'error' ? 'quick-order__row--error' : undefined}>
                <td data-label="Line">{row.line}</td>
                <td data-label="SKU" className="quick-order__sku">
                  {row.sku || <span className="muted">(none)</span>}
                </td>
                <td data-label="Product">
                  {row.product ? <Link to={`/product/${row.product.product_slug}`}>{row.product.product_name}</Link> : <span className="muted">-</span>}
                </td>
                <td data-label="Quantity" className="num">
                  {row.quantity ?? <span className="muted">-</span>}
                </td>
                <td data-label="Price" className="num">
                  {row.product ? <PriceTag amount={row.product.unit_price} /> : '-'}
                </td>
                <td data-label="Total" className="num">
                  {row.line_total !== null ? formatRupees(row.line_total) : '-'}
                </td>
                <td data-label="Status" className="quick-order__status">
                  <span className={badge.tone}>{badge.label}</span> <span className="quick-order__message">{row.message}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The rows again, with the failures the add call reported (`rows.<line>`) marked as errors. */
function withAddErrors(data: Checked['data'], fields: Record<string, string>): Checked['data'] {
  const rows = data.rows.map((row): QuickOrderRow => {
    const message = fields[`rows.${row.line}`];
    return message ? { ...row, status: 'error', message } : row;
  });
  const errorCount = rows.filter((r) => r.status === 'error').length;
  return { ...data, rows, error_count: errorCount, valid_count: rows.length - errorCount };
}

interface Props {
  /** A slot for another feature's control taking the checked rows elsewhere (the app puts 'Add to list' here). */
  listAction?: (items: { product_id: number; quantity: number }[]) => ReactNode;
}

export default function QuickOrderPage({ listAction }: Props) {
  usePageMeta({ title: 'Quick Order', private: true });
  const approved = useAppSelector(selectIsApproved);
  const [checkList, { isLoading: checking }] = useCheckQuickOrderMutation();
  const [addList, { isLoading: adding }] = useAddQuickOrderMutation();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [addedMessage, setAddedMessage] = useState<string | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);

  const crumbs = [{ label: 'Home', to: '/' }, { label: 'Cart', to: '/cart' }, { label: 'Quick Order' }];
  if (!approved) {
    return (
      <div className="container">
        <Breadcrumb items={crumbs} />
        <h1 className="page-title">Quick Order</h1>
        <p className="notice">Your account is awaiting approval. The cart opens once the store approves your company account.</p>
      </div>
    );
  }

  const onCheck = async (values: Values, form: FormikHelpers<Values>) => {
    form.setStatus(undefined);
    setAddedMessage(null);
    const input = parseQuickOrder(values.lines);
    try {
      const data = await checkList({ rows: input }).unwrap();
      setChecked({ text: values.lines, input, data });
    } catch (err) {
      setChecked(null);
      const failure = readFailure(err, CHECK_FAILED);
      // The list as a whole (empty, too many rows) is the text area's error.
      if (failure.fields.rows) form.setErrors({ lines: failure.fields.rows });
      else form.setStatus(failure.message);
    }
  };

  const onAdd = async (form: Pick<FormikHelpers<Values>, 'setStatus' | 'resetForm'>) => {
    if (!checked) return;
    form.setStatus(undefined);
    const valid = new Set(checked.data.rows.filter((r) => r.status !== 'error').map((r) => r.line));
    try {
      const res = await addList({ rows: checked.input.filter((r) => valid.has(r.line)) }).unwrap();
      notify.success(res.message);
      setAddedMessage(res.message);
      setChecked(null);
      setFileNote(null);
      form.resetForm();
    } catch (err) {
      const failure = readFailure(err, ADD_FAILED);
      // Stock or the catalogue changed since the check: nothing was added; show the rows that failed now.
      if (Object.keys(failure.fields).some((k) => k.startsWith('rows.'))) setChecked({ ...checked, data: withAddErrors(checked.data, failure.fields) });
      form.setStatus(failure.message);
      notify.error(failure.message);
    }
  };

  return (
    <div className="container quick-order">
      <Breadcrumb items={crumbs} />
      <h1 className="page-title">Quick Order</h1>
      <p className="quick-order__intro">
        Know what you need? Paste one product a line as <strong>SKU, quantity</strong> (a comma, semicolon or tab between them), or choose a CSV
        file with those two columns. Up to 500 lines; the same SKU twice is added together.
      </p>

      {addedMessage ? (
        <div className="form-success quick-order__done" role="status">
          <p className="form-success__title">{addedMessage}</p>
          <p>
            <Link to="/cart" className="btn btn--primary">
              Go to Cart
            </Link>
          </p>
        </div>
      ) : null}

      <Formik<Values> initialValues={{ lines: '' }} validationSchema={schema} onSubmit={onCheck}>
        {(formik) => {
          const current = checked && checked.text === formik.values.lines ? checked : null;
          const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            if (file.size > MAX_FILE_BYTES) {
              setFileNote(null);
              void formik.setFieldTouched('lines', true, false);
              formik.setFieldError('lines', `${file.name} is too large for a quick order (1 MB at most).`);
              return;
            }
            let text: string;
            try {
              text = await readText(file);
            } catch {
              formik.setFieldError('lines', `${file.name} could not be read.`);
              return;
            }
            await formik.setFieldValue('lines', text, true);
            const n = parseQuickOrder(text).length;
            setFileNote(`Loaded ${file.name}: ${n} ${n === 1 ? 'line' : 'lines'}. Check the list to continue.`);
          };
          return (
            <>
              <Form className="panel form quick-order__form" noValidate>
                <FocusFirstError submitCount={formik.submitCount} errorCount={Object.keys(formik.errors).length} />
                <TextAreaField
                  name="lines"
                  label="SKU, quantity"
                  rows={10}
                  spellCheck={false}
                  placeholder={SAMPLE_CSV.split('\n').slice(1).join('\n')}
                  className="quick-order__lines"
                />
                <div className="quick-order__file">
                  <label htmlFor="quick-order-file" className="btn btn--ghost">
                    Choose CSV file
                  </label>
                  <input id="quick-order-file" type="file" accept=".csv,.txt,text/csv,text/plain" className="sr-only" onChange={(e) => void onFile(e)} />
                  <a href={sampleHref} download="quick-order-sample.csv">
                    Download a sample CSV
                  </a>
                  {fileNote ? (
                    <span className="muted small" role="status">
                      {fileNote}
                    </span>
                  ) : null}
                </div>
                <FormAlert message={formik.status as string | undefined} />
                <div className="form__actions">
                  <button type="submit" className="btn btn--primary" disabled={checking || adding}>
                    {checking ? 'Checking...' : 'Check list'}
                  </button>
                </div>
              </Form>

              {current ? (
                <section className="panel quick-order__result" aria-labelledby="quick-order-result-title">
                  <div className="quick-order__summary">
                    <h2 id="quick-order-result-title">
                      {current.data.valid_count} of {current.data.rows.length} rows can go to the cart
                    </h2>
                    <p className="muted">
                      {current.data.error_count > 0
                        ? `${current.data.error_count} ${current.data.error_count === 1 ? 'row has' : 'rows have'} an error and will be left out; fix ${current.data.error_count === 1 ? 'it' : 'them'} in the list and check again to include ${current.data.error_count === 1 ? 'it' : 'them'}.`
                        : 'Every row is ready.'}{' '}
                      Subtotal before GST: <strong>{formatRupees(current.data.sub_total)}</strong>
                    </p>
                  </div>
                  <RowsTable rows={current.data.rows} />
                  <div className="form__actions">
                    <button
                      type="button"
                      className="btn btn--primary"
                      disabled={adding || checking || current.data.valid_count === 0}
                      onClick={() => void onAdd(formik)}
                    >
                      {adding ? 'Adding...' : `Add ${current.data.valid_count} ${current.data.valid_count === 1 ? 'row' : 'rows'} to cart`}
                    </button>
                    {listAction?.(
                      current.data.rows.flatMap((r) => (r.status !== 'error' && r.product && r.quantity !== null ? [{ product_id: r.product.id, quantity: r.quantity }] : [])),
                    )}
                    <Link to="/cart" className="btn btn--ghost">
                      View Cart
                    </Link>
                  </div>
                </section>
              ) : null}
            </>
          );
        }}
      </Formik>
    </div>
  );
}
