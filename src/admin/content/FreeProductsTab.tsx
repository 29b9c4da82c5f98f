// The Free products tab: the products a customer may take free with an order (the cart offers the
// active ones that are in stock). Add one by SKU, pause or resume an offer, remove it. Customers who
// already took a product keep it.
import { useId, useState } from 'react';
import { Field, Form, Formik } from 'formik';
import type { AdminFreeProduct } from '@contracts/adminContent';
import { readFailure } from '@/shared/api/failure';
import { ConfirmDialog, SaveNotice, saveForm } from '../kit';
import { useAddFreeProductMutation, useChangeFreeProductMutation, useDeleteFreeProductMutation } from './api';
import '../layout/confirmDialog.css';
import './ContentRows.css';

export function FreeProductsTab({ offers, onNotice }: { offers: AdminFreeProduct[]; onNotice: (text: string, error?: boolean) => void }) {
  const [add] = useAddFreeProductMutation();
  const [change] = useChangeFreeProductMutation();
  const [remove] = useDeleteFreeProductMutation();
  const id = useId();
  // The offer whose Remove waits for the confirmation.
  const [removing, setRemoving] = useState<AdminFreeProduct | null>(null);
  const run = async (work: () => Promise<{ message: string }>, fallback: string) => {
    try {
      onNotice((await work()).message);
    } catch (err) {
      onNotice(readFailure(err, fallback).message, true);
    }
  };
  return (
    <div className="crows">
      <p className="crows__intro">
        Approved customers may choose one of these products free with an order. The cart offers an active offer while its product is active and in stock.
      </p>
      <Formik
        initialValues={{ sku: '' }}
        onSubmit={async (values, form) => {
          const res = await saveForm(values, form, () => add({ sku: values.sku.trim() }).unwrap(), { fallback: 'The offer could not be added. Try again.' });
          if (!res) return;
          onNotice(res.message);
          form.resetForm();
        }}
      >
        {({ errors, touched }) => {
          const skuError = touched.sku ? errors.sku : undefined;
          return (
            <Form noValidate className="a-card crows__offer" aria-label="Offer a product free">
              <SaveNotice className="crows__notice" />
              <div className="a-field">
                <label htmlFor={id}>Product SKU</label>
                <Field id={id} name="sku" type="text" aria-invalid={Boolean(skuError) || undefined} aria-describedby={skuError ? `${id}-error` : undefined} />
                {skuError && (
                  <span id={`${id}-error`} className="a-error">
                    {skuError}
                  </span>
                )}
              </div>
              <button type="submit" className="a-btn">
                Offer free
              </button>
            </Form>
          );
        }}
      </Formik>
      {offers.length === 0 && <p className="a-empty">No free-product offers: the cart offers nothing free.</p>}
      {offers.length > 0 && (
        <ul className="crows__list">
          {offers.map((o) => {
            const shown = o.is_active && o.product_active && o.stock_quantity > 0;
            const why = !o.is_active ? 'Paused' : !o.product_active ? 'Product inactive' : o.stock_quantity <= 0 ? 'Out of stock' : 'Offered';
            return (
              <li key={o.id} className="a-card crows__row">
                <div className="crows__text">
                  <strong className="crows__title">{o.product_name}</strong>
                  <span className="crows__detail">
                    {o.sku} · {o.stock_quantity} in stock
                  </span>
                </div>
                <span className={`a-badge${shown ? '' : ' a-badge--off'}`}>{why}</span>
                <div className="crows__actions">
                  <button
                    type="button"
                    className="a-btn a-btn--ghost a-btn--small"
                    aria-label={`${o.is_active ? 'Pause' : 'Resume'} the offer of ${o.product_name}`}
                    onClick={() => run(() => change({ id: o.id, is_active: !o.is_active, version: o.version }).unwrap(), 'The offer could not be changed.')}
                  >
                    {o.is_active ? 'Pause' : 'Resume'}
                  </button>
                  <button
                    type="button"
                    className="a-btn a-btn--danger a-btn--small"
                    aria-label={`Remove the offer of ${o.product_name}`}
                    onClick={() => setRemoving(o)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={`Stop offering ${removing.product_name} free?`}
          confirmLabel="Remove offer"
          cancelLabel="Keep the offer"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const offer = removing;
            setRemoving(null);
            void run(() => remove(offer.id).unwrap(), 'The offer could not be removed.');
          }}
        >
          <p>The cart stops offering it. Customers who already took it keep it.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
