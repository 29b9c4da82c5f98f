// /my-account/shopping-lists/:listId, one shopping list, priced by the server with the
// company's prices today: quantities to change, items to remove, the totals, 'Add all to cart' (what
// could not be added is listed) and the list as a CSV file.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { STOCK_STATE_LABELS } from '@contracts/shoppingListRules';
import type { ListToCartResponse, ShoppingListItem } from '@contracts/shoppingLists';
import { formatRupees } from '@contracts/format';
import { AccountLayout } from '@/shared/ui/AccountLayout';
import { readFailure } from '@/shared/api/failure';
import { saveObjectUrl } from '@/shared/lib/download';
import { notify } from '@/shared/lib/notify';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { LoadError, isNotFound } from '@/shared/ui/LoadError';
import { Totals } from '@/shared/ui/Totals';
import {
  useAddShoppingListToCartMutation,
  useDownloadShoppingListMutation,
  useGetShoppingListQuery,
  useRemoveFromShoppingListMutation,
  useSetShoppingListQuantityMutation,
} from '../api';
import { VIEWER_READ_ONLY, useMayBuy } from '@/features/auth';
import '../lists.css';

const STATE_TONE: Record<ShoppingListItem['stock_state'], string> = {
  in_stock: 'status status--green',
  low_stock: 'status status--waiting',
  out_of_stock: 'status status--red',
  not_sold: 'status status--red',
};

/** The quantity box: saved when it loses focus or on Enter, if it changed and is a whole number of at least 1. */
function QuantityInput({ listId, item }: { listId: string; item: ShoppingListItem }) {
  const [value, setValue] = useState(String(item.quantity));
  const [setQuantity, { isLoading }] = useSetShoppingListQuantityMutation();
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const quantity = Number(value);
    if (quantity === item.quantity) return;
    try {
      await setQuantity({ id: listId, productId: item.product_id, quantity }).unwrap();
      setError(null);
    } catch (err) {
      const failure = readFailure(err, 'Could not change the quantity.');
      setError(failure.fields.quantity ?? failure.message);
    }
  };
  const id = `qty-${item.product_id}`;
  return (
    <div className="list-qty">
      <label htmlFor={id} className="sr-only">
        Quantity of {item.name}
      </label>
      <input
        id={id}
        type="number"
        min={1}
        inputMode="numeric"
        value={value}
        disabled={isLoading}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
        }}
      />
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

function CartResult({ result }: { result: ListToCartResponse }) {
  const left = result.data.lines.filter((l) => l.outcome !== 'added');
  return (
    <div className="list-cart-result" role="status">
      <p>
        <strong>{result.message}</strong> <Link to="/cart">View Cart</Link>
      </p>
      {left.length > 0 ? (
        <ul>
          {left.map((l) => (
            <li key={l.product_id}>
              {l.product_name}: {l.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default function ShoppingListPage() {
  // A Viewer reads the company's lists; the buying roles change them and fill the cart from them.
  const mayBuy = useMayBuy();
  const { listId = '' } = useParams();
  const { data: list, error, refetch, isFetching, isLoading } = useGetShoppingListQuery(listId);
  usePageMeta({ title: list?.name ?? 'Shopping List', private: true });
  const [remove] = useRemoveFromShoppingListMutation();
  const [addToCart, { isLoading: adding }] = useAddShoppingListToCartMutation();
  const [download, { isLoading: downloading }] = useDownloadShoppingListMutation();
  const [result, setResult] = useState<ListToCartResponse | null>(null);

  const onAddAll = async () => {
    try {
      const answer = await addToCart(listId).unwrap();
      setResult(answer);
      if (answer.data.added_count > 0) notify.success(answer.message);
      else notify.error(answer.message);
    } catch (err) {
      notify.error(readFailure(err, 'Could not add the list to your cart.').message);
    }
  };
  const onDownload = async () => {
    try {
      const file = await download(listId).unwrap();
      saveObjectUrl(file.url, file.fileName);
    } catch (err) {
      notify.error(readFailure(err, 'Could not download the list.').message);
    }
  };
  const onRemove = async (item: ShoppingListItem) => {
    try {
      await remove({ id: listId, productId: item.product_id }).unwrap();
      notify.success(`Removed ${item.name}.`);
    } catch (err) {
      notify.error(readFailure(err, 'Could not remove the product.').message);
    }
  };

  let body;
  if (isLoading) body = <p role="status">Loading the list...</p>;
  else if (error && isNotFound(error))
    body = (
      <p>
        This shopping list does not exist or was deleted. <Link to="/my-account/shopping-lists">Back to your lists</Link>
      </p>
    );
  else if (error || !list) body = <LoadError title="The list could not be loaded." onRetry={() => void refetch()} retrying={isFetching} />;
  else
    body = (
      <>
        <div className="list-head">
          <p className="muted">
            {list.items.length} {list.items.length === 1 ? 'product' : 'products'} · prices are yours today, before GST per unit
            {list.note ? ` · ${list.note}` : ''}
          </p>
          <div className="list-head__actions">
            {mayBuy ? (
              <button type="button" className="btn btn--primary" onClick={() => void onAddAll()} disabled={adding || list.items.length === 0}>
                {adding ? 'Adding...' : 'Add all to cart'}
              </button>
            ) : null}
            <button type="button" className="btn btn--ghost" onClick={() => void onDownload()} disabled={downloading || list.items.length === 0}>
              Download CSV
            </button>
          </div>
        </div>
        {mayBuy ? null : <p className="muted">{VIEWER_READ_ONLY}</p>}
        {result ? <CartResult result={result} /> : null}
        {list.items.length === 0 ? (
          <div className="lists-empty">
            <h2>This list is empty</h2>
            <p className="muted">
              Add products from a product page (<strong>Add to list</strong>) or from <Link to="/quick-order">quick order</Link>.
            </p>
          </div>
        ) : (
          <>
            <table className="list-items">
              <caption className="sr-only">Products on {list.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Unit price</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Total</th>
                  <th scope="col">Stock</th>
                  <th scope="col">
                    <span className="sr-only">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((item) => (
                  <tr key={item.product_id}>
                    <td data-label="Product">
                      <div>
                        <Link to={`/product/${item.slug}`}>{item.name}</Link>
                        <span className="muted list-items__sku">SKU {item.sku}</span>
                      </div>
                    </td>
                    <td data-label="Unit price" className="num">
                      {formatRupees(item.unit_price)}
                      {item.custom_rate !== null && item.custom_rate < item.list_price ? <span className="muted list-items__was"> {formatRupees(item.list_price)}</span> : null}
                    </td>
                    <td data-label="Quantity">
                      {mayBuy ? <QuantityInput key={item.quantity} listId={list.id} item={item} /> : item.quantity}
                    </td>
                    <td data-label="Total" className="num">
                      {formatRupees(item.line_total)}
                    </td>
                    <td data-label="Stock">
                      <span className={STATE_TONE[item.stock_state]}>{STOCK_STATE_LABELS[item.stock_state]}</span>
                    </td>
                    <td className="list-items__remove">
                      {mayBuy ? (
                        <button type="button" className="btn btn--ghost btn--small" onClick={() => void onRemove(item)} aria-label={`Remove ${item.name}`}>
                          Remove
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Totals
              className="list-totals"
              label="List totals"
              subTotal={list.totals.sub_total}
              cgst={list.totals.cgst_amount}
              sgst={list.totals.sgst_amount}
              igst={list.totals.igst_amount}
              grandTotal={list.totals.grand_total}
              grandLabel="Total with GST"
            />
          </>
        )}
      </>
    );

  return (
    <AccountLayout title={list?.name ?? 'Shopping List'} actions={<Link to="/my-account/shopping-lists">All lists</Link>}>
      <div className="panel account-card">{body}</div>
    </AccountLayout>
  );
}
