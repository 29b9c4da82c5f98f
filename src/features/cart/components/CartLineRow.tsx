// One cart line: image, name, price, optimistic quantity control, remove (after a confirmation).
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { notify } from '@/shared/lib/notify';
import { formatRupees } from '@contracts/format';
import { ExclGst, PriceTag } from '@/shared/ui/PriceTag';
import { mediaUrl } from '@/shared/lib/media';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useRemoveCartLineMutation, useUpdateCartQuantityMutation } from '../api';
import { readFailure } from '@/shared/api/failure';
import type { CartLine } from '@contracts/cart';

const validQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= 1;

export function CartLineRow({ line }: { line: CartLine }) {
  const [update] = useUpdateCartQuantityMutation();
  const [remove, { isLoading: removing }] = useRemoveCartLineMutation();
  // What the user is typing; the cache holds the confirmed (or optimistic) quantity.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const errorId = useId();
  const { product } = line;
  const max = Math.max(1, product.quantity);

  const change = async (quantity: number) => {
    if (!validQuantity(quantity)) {
      // The refused number stays in the box beside its error, until it is corrected.
      setError('Quantity must be at least 1');
      return;
    }
    setTyped(null);
    setError(null);
    if (quantity === line.quantity) return;
    try {
      await update({ cart_id: line.id, product_id: line.product_id, quantity }).unwrap();
      notify.success('Cart updated');
    } catch (err) {
      notify.error(readFailure(err, 'Failed to update cart').message);
    }
  };

  const onRemove = async () => {
    setConfirming(false);
    try {
      await remove({ cart_id: line.id, product_id: line.product_id }).unwrap();
      notify.success('Item removed from cart');
    } catch {
      notify.error('Failed to remove item from cart');
    }
  };

  return (
    <tr className="cart-line">
      <td>
        <Link to={`/product/${product.slug}`} className="cart-line__product">
          <img src={mediaUrl(product.image)} alt="" width={72} height={54} />
          <span>{product.name}</span>
        </Link>
        <span className="muted cart-line__gst">GST {product.gst}%</span>
      </td>
      <td>
        {product.customRates !== null ? (
          <>
            <span className="cart-line__price">{formatRupees(product.customRates)}</span>
            <del className="muted">{formatRupees(product.price)}</del> <ExclGst />
            <span className="price__note">Price-list rate</span>
          </>
        ) : (
          <PriceTag amount={product.price} className="cart-line__price" />
        )}
      </td>
      <td>
        <div className="qty">
          <button type="button" aria-label={`Decrease quantity of ${product.name}`} disabled={line.quantity <= 1} onClick={() => change(line.quantity - 1)}>
            −
          </button>
          <input
            type="number"
            min={1}
            max={max}
            aria-label={`Quantity of ${product.name}`}
            value={typed ?? String(line.quantity)}
            onChange={(e) => {
              setTyped(e.target.value);
              // The error is about the number in the box: once that is a quantity again, it goes.
              if (validQuantity(Number(e.target.value)) && e.target.value !== '') setError(null);
            }}
            onBlur={() => typed !== null && change(Number(typed))}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && typed !== null) void change(Number(typed));
              if (e.key === 'Escape') {
                setTyped(null);
                setError(null);
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="button" aria-label={`Increase quantity of ${product.name}`} disabled={line.quantity >= max} onClick={() => change(line.quantity + 1)}>
            +
          </button>
        </div>
        {error ? (
          <p className="field-error" id={errorId}>
            {error}
          </p>
        ) : null}
      </td>
      <td className="num">{formatRupees(line.line_total)}</td>
      <td>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setConfirming(true)} disabled={removing} aria-label={`Remove ${product.name}`}>
          Remove
        </button>
        {confirming ? (
          <ConfirmDialog title="Remove this item?" confirmLabel="Remove" onConfirm={() => void onRemove()} onCancel={() => setConfirming(false)}>
            <p>
              {product.name} ({line.quantity} × {formatRupees(product.customRates ?? product.price)}) will be taken out of your cart.
            </p>
          </ConfirmDialog>
        ) : null}
      </td>
    </tr>
  );
}
