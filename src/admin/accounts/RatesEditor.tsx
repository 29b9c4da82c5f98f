// The account's price-list rates (its own price per SKU): the list, and for Sales, Catalogue and
// Admin a form that adds or changes one rate and a button that removes one. The server refuses a
// rate above the product's price.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { accountRateRules } from '@contracts/accountRules';
import type { AdminAccountDetail } from '@contracts/adminAccounts';
import { formatRupees } from '@contracts/format';
import { readFailure, showInForm } from '@/shared/api/failure';
import { rulesSchema } from '@/shared/lib/yupRules';
import { useRemoveAccountRateMutation, useSetAccountRateMutation } from './api';
import { AccountField } from './AccountField';

const schema = rulesSchema(accountRateRules);

interface Props {
  id: number;
  rates: AdminAccountDetail['rates'];
  canEdit: boolean;
  onDone: (message: string) => void;
}

export function RatesEditor({ id, rates, canEdit, onDone }: Props) {
  const [setRate] = useSetAccountRateMutation();
  const [removeRate] = useRemoveAccountRateMutation();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      {rates.length === 0 ? (
        <p className="acc-muted">No price-list rates: this account pays the catalogue prices.</p>
      ) : (
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
                <td className="num acc-strong">{formatRupees(r.custom_rate)}</td>
                {canEdit && (
                  <td className="num">
                    <button
                      type="button"
                      className="a-btn a-btn--ghost a-btn--small"
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
            form.setStatus(null);
            try {
              const res = await setRate({ id, ...values }).unwrap();
              form.resetForm();
              onDone(res.message);
            } catch (err) {
              showInForm(readFailure(err, 'The rate could not be saved. Try again.'), form);
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form noValidate className="acc-rate-form" aria-label="Add or change a rate">
              <AccountField name="sku" label="SKU" placeholder="e.g. ITW-NET-00020" />
              <AccountField name="rate" label="Rate (₹, before GST)" inputMode="decimal" />
              <button type="submit" className="a-btn" disabled={isSubmitting}>
                Save rate
              </button>
              {status && (
                <p className="a-alert" role="alert">
                  {status}
                </p>
              )}
            </Form>
          )}
        </Formik>
      )}
    </>
  );
}
