// The free product offer: at most one; Add, or Remove after confirmation (spec 4, 8).
import { useState } from 'react';
import { notify } from '@/shared/lib/notify';
import { mediaUrl } from '@/shared/lib/media';
import { useAddFreeProductMutation, useGetFreeProductsQuery, useRemoveFreeProductMutation } from '../api';
import { readFailure } from '@/shared/api/failure';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';

export function FreeProductBlock() {
  const { data, isError, isLoading } = useGetFreeProductsQuery();
  const [add, { isLoading: adding }] = useAddFreeProductMutation();
  const [remove, { isLoading: removing }] = useRemoveFreeProductMutation();
  const [confirming, setConfirming] = useState(false);
  if (isLoading) return null;
  if (isError) return <p className="error-text">Failed to load free products</p>;
  const selected = data?.free_product ?? null;
  // The chosen product stays listed (with Remove) even if it is no longer on offer or in stock.
  const offers = data?.data.products ?? [];
  const products = selected && !offers.some((p) => p.id === selected.id) ? [selected, ...offers] : offers;
  if (!products.length) return null;

  const onAdd = async (id: number) => {
    try {
      await add(id).unwrap();
      notify.success('Free product added to cart');
    } catch (err) {
      notify.error(readFailure(err, 'Failed to add free product to cart').message);
    }
  };
  const onRemove = async (id: number) => {
    setConfirming(false);
    try {
      await remove(id).unwrap();
      notify.success('Free product removed from cart');
    } catch {
      notify.error('Failed to remove free product from cart');
    }
  };

  return (
    <section className="panel free" aria-labelledby="free-title">
      <h2 id="free-title" className="free__title">
        Choose one free product with this order
      </h2>
      <ul className="free__list">
        {products.map((p) => {
          const isSelected = selected?.id === p.id;
          return (
            <li key={p.id} className={`free__item${isSelected ? ' is-selected' : ''}`}>
              <img src={mediaUrl(p.primary_image)} alt="" width={64} height={48} />
              <span className="free__name">{p.product_name}</span>
              {isSelected ? (
                <button type="button" className="btn btn--ghost btn--small" disabled={removing} onClick={() => setConfirming(true)}>
                  Remove
                </button>
              ) : (
                <button type="button" className="btn btn--secondary btn--small" disabled={adding || selected !== null} onClick={() => onAdd(p.id)}>
                  Add
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {selected ? <p className="muted">You have chosen {selected.product_name}. Remove it to choose another.</p> : null}
      {selected && confirming ? (
        <ConfirmDialog title="Remove the free product?" confirmLabel="Remove" onConfirm={() => void onRemove(selected.id)} onCancel={() => setConfirming(false)}>
          <p>Are you sure for remove this free product from the cart?</p>
          <p>{selected.product_name}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
