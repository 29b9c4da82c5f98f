// The account's price-list rates (its own price per SKU) as a grid: price, rate, discount; for
// Sales, Catalogue and Admin the rate edited in its cell (Enter or leaving the cell saves it), a
// form that adds a SKU, a button that removes one, and the whole list as CSV both ways (download;
// upload checked first, then applied, all or nothing). The server refuses a rate above the price.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { accountRateRules, rateDiscountPercent } from '@contracts/accountRules';
import type { AdminAccountDetail } from '@contracts/adminAccounts';
import { formatRupees } from '@contracts/format';
import { readFailure } from '@/shared/api/failure';
import { SaveNotice, TableScroll, saveForm } from '../kit';
import { rulesSchema } from '@/shared/lib/yupRules';
import { useRemoveAccountRateMutation, useSetAccountRateMutation } from './api';
import { AccountField } from './AccountField';
import { ImportRunner } from '../imports/ImportRunner';
import { downloadFile } from '../imports/download';
import './RatesEditor.css';

const schema = rulesSchema(accountRateRules);

interface Props {
  id: number;
  rates: AdminAccountDetail['rates'];
  canEdit: boolean;
  onDone: (message: string) => void;
}

/** One rate, edited where it is shown: saved when it changed and the cell is left or Enter is pressed. */
function RateCell({ id, sku, rate, onDone, onProblem }: { id: number; sku: string; rate: number; onDone: Props['onDone']; onProblem: (m: string | null) => void }) {
  const [setRate, { isLoading }] = useSetAccountRateMutation();
  const [value, setValue] = useState(rate.toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (Number(value) === rate && value.trim() !== '') return;
    setError(null);
    onProblem(null);
    try {
      onDone((await setRate({ id, sku, rate: value.trim() }).unwrap()).message);
    } catch (err) {
      const failure = readFailure(err, 'The rate could not be saved. Try again.');
      setError(failure.fields.rate ?? failure.message);
    }
  };
  return (
    <span className="rates-cell">
      <input
        className="rates-cell__input"
        inputMode="decimal"
        value={value}
        disabled={isLoading}
        aria-label={`Rate for ${sku} (₹, before GST)`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `rate-error-${sku}` : undefined}
        onChange={(e) => setValue(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
          if (e.key === 'Escape') setValue(rate.toFixed(2));
        }}
      />
      {error && (
        <span id={`rate-error-${sku}`} className="a-error">
          {error}
        </span>
      )}
    </span>
  );
}

export function RatesEditor({ id, rates, canEdit, onDone }: Props) {
  const [setRate] = useSetAccountRateMutation();
  const [removeRate] = useRemoveAccountRateMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setProblem(null);
    try {
      await downloadFile(`/api/admin/accounts/${id}/price-list.csv`, `price-list-${id}.csv`);
    } catch (err) {
      setProblem(readFailure(err, 'The price list could not be downloaded. Try again.').message);
    }
  };
  return (
    <>
      <div className="rates-tools">
        <button type="button" className="a-btn a-btn--ghost a-btn--small" onClick={download}>
          Download CSV
        </button>
      </div>
      {rates.length === 0 ? (
        <p className="acc-muted">No price-list rates: this account pays the catalogue prices.</p>
      ) : (
        <TableScroll label="Price-list rates">
          <table className="acc-table">
            <caption className="a-visually-hidden">Price-list rates</caption>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Product</th>
                <th scope="col" className="num">
                  Price
                </th>
                <th scope="col" className="num">
                  Account rate
                </th>
                <th scope="col" className="num">
                  Discount
                </th>
                {canEdit && (
                  <th scope="col">
                    <span className="a-visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rates.map((r) => (
                <tr key={r.sku}>
                  <td className="mono">{r.sku}</td>
                  <td>
                    {r.product_name}
                    {!r.is_active && <span className="acc-muted"> (not listed)</span>}
                  </td>
                  <td className="num">{formatRupees(r.list_price)}</td>
                  <td className="num acc-strong">
                    {canEdit ? <RateCell key={r.custom_rate} id={id} sku={r.sku} rate={r.custom_rate} onDone={onDone} onProblem={setProblem} /> : formatRupees(r.custom_rate)}
                  </td>
                  <td className="num">{rateDiscountPercent(r.list_price, r.custom_rate).toFixed(1)}%</td>
                  {canEdit && (
                    <td className="num">
                      <button
                        type="button"
                        className="a-btn a-btn--danger a-btn--small"
                        aria-label={`Remove the rate for ${r.sku}`}
                        onClick={async () => {
                          setProblem(null);
                          try {
                            onDone((await removeRate({ id, sku: r.sku }).unwrap()).message);
                          } catch (err) {
                            setProblem(readFailure(err, 'The rate could not be removed. Try again.').message);
                          }
                        }}
                      >
                        Remove
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {problem && (
        <p className="a-alert" role="alert">
          {problem}
        </p>
      )}
      {canEdit && (
        <Formik
          initialValues={{ sku: '', rate: '' }}
          validationSchema={schema}
          onSubmit={async (values, form) => {
            const res = await saveForm(values, form, () => setRate({ id, ...values }).unwrap(), { fallback: 'The rate could not be saved. Try again.' });
            if (!res) return;
            form.resetForm();
            onDone(res.message);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="acc-rate-form" aria-label="Add or change a rate">
              <SaveNotice />
              <AccountField name="sku" label="SKU" placeholder="e.g. ITW-NET-00020" />
              <AccountField name="rate" label="Rate (₹, before GST)" inputMode="decimal" />
              <button type="submit" className="a-btn" disabled={isSubmitting}>
                Save rate
              </button>
            </Form>
          )}
        </Formik>
      )}
      {canEdit && (
        <details className="rates-upload">
          <summary>Upload a CSV of rates</summary>
          <ImportRunner
            base={`/accounts/${id}/price-list/imports`}
            what="price-list CSV"
            noun="rate"
            hint={
              <>
                Columns <code>sku,rate</code> (the download&apos;s other columns are ignored). A rate in rupees before GST, not above the
                product&apos;s price; an empty rate removes the SKU&apos;s rate. SKUs not in the file keep their rate.
              </>
            }
          />
        </details>
      )}
    </>
  );
}
