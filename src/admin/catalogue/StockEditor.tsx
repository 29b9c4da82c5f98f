// The stock of one product, set on its own (inline on the products list and on the product form):
// the figure, Save, and the server's answer; it names the version the staff member saw, so a
// product changed meanwhile is refused with the reason instead of overwritten.
import { useId, useState } from 'react';
import { Field, Form, Formik } from 'formik';
import { stockRules } from '@contracts/catalogueRules';
import { ruleError } from '@contracts/fields';
import { SaveNotice, saveForm } from '../kit';
import { useSetStockMutation } from './api';
import './StockEditor.css';

interface Props {
  id: number;
  sku: string;
  stock: number;
  version: number;
  lowStock: number;
}

export function StockEditor({ id, sku, stock, version, lowStock }: Props) {
  const [done, setDone] = useState<string | null>(null);
  const [save] = useSetStockMutation();
  const inputId = useId();
  const low = stock <= lowStock;
  return (
    <Formik
      initialValues={{ stock_quantity: String(stock) }}
      // A new figure from the server (another save, a refetch) replaces what the field shows.
      enableReinitialize
      validate={(values) => {
        const problem = ruleError(stockRules.stock_quantity, values.stock_quantity.trim());
        return problem ? { stock_quantity: problem } : {};
      }}
      onSubmit={async (values, form) => {
        setDone(null);
        const res = await saveForm(values, form, () => save({ id, stock_quantity: values.stock_quantity.trim(), version }).unwrap(), {
          fallback: 'The stock could not be saved. Try again.',
        });
        if (res) setDone(res.message);
      }}
    >
      {({ values, errors, touched, isSubmitting }) => {
        const error = touched.stock_quantity ? errors.stock_quantity : undefined;
        return (
          <Form noValidate className="stock-editor" aria-label={`Stock of ${sku}`}>
            <SaveNotice className="stock-editor__notice" />
            <label htmlFor={inputId} className="a-visually-hidden">
              Stock of {sku}
            </label>
            <Field
              id={inputId}
              name="stock_quantity"
              className={`stock-editor__input${low ? ' is-low' : ''}`}
              inputMode="numeric"
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? `${inputId}-error` : done ? `${inputId}-done` : undefined}
            />
            <button type="submit" className="a-btn a-btn--ghost a-btn--small" disabled={isSubmitting || values.stock_quantity.trim() === String(stock)}>
              Save
            </button>
            {error && (
              <span id={`${inputId}-error`} className="stock-editor__error">
                {error}
              </span>
            )}
            {done && !error && (
              <span id={`${inputId}-done`} className="stock-editor__done" role="status">
                {done}
              </span>
            )}
          </Form>
        );
      }}
    </Formik>
  );
}
