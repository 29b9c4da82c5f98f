// /cart (spec 2, "Cart"). Where the order goes (the account's default shipping address) comes in
// through the deliverTo slot, filled by the route table: the cart does not read the address book.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VIEWER_HINT, selectIsApproved, useMayBuy } from '@/features/auth';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { EmptyState, Spinner } from '@/shared/ui/feedback';
import { Totals } from '@/shared/ui/Totals';
import { readFailure } from '@/shared/api/failure';
import { useCart } from '../hooks';
import { CartLineRow } from '../components/CartLineRow';
import { FreeProductBlock } from '../components/FreeProductBlock';
import '../cart.css';
import { usePageMeta } from '@/shared/lib/pageMeta';

export default function CartPage({ deliverTo }: { deliverTo?: ReactNode }) {
  usePageMeta({ title: 'Cart', private: true });
  const approved = useAppSelector(selectIsApproved);
  const mayBuy = useMayBuy();
  const { data, isLoading, isError, error } = useCart();

  const crumbs = [{ label: 'Home', to: '/' }, { label: 'Cart' }];
  if (!approved) {
    return (
      <div className="container">
        <Breadcrumb items={crumbs} />
        <h1 className="page-title">Cart</h1>
        <p className="notice">Your account is awaiting approval. The cart opens once the store approves your company account.</p>
      </div>
    );
  }
  if (isLoading) return <Spinner />;
  if (isError || !data) {
    return (
      <div className="container">
        <Breadcrumb items={crumbs} />
        <h1 className="page-title">Cart</h1>
        <p className="error-text" role="alert">
          Failed to load cart items ({readFailure(error, 'unknown error').message})
        </p>
      </div>
    );
  }
  const { carts, summary } = data;
  return (
    <div className="container cart">
      <Breadcrumb items={crumbs} />
      <div className="cart__head">
        <h1 className="page-title">Cart</h1>
        <Link to="/quick-order" className="btn btn--ghost btn--small">
          Quick Order
        </Link>
      </div>
      {carts.length === 0 ? (
        <EmptyState title="Your cart is empty">
          <p>
            <Link className="btn btn--primary" to="/shop">
              Continue shopping
            </Link>
          </p>
        </EmptyState>
      ) : (
        <div className="cart__layout">
          <div className="cart__lines">
            <table className="table cart__table">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Price</th>
                  <th scope="col">Quantity</th>
                  <th scope="col" className="num">
                    Total
                  </th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {carts.map((line) => (
                  <CartLineRow key={line.id} line={line} />
                ))}
              </tbody>
            </table>
          </div>
          <aside className="panel cart__summary" aria-labelledby="summary-title">
            <h2 id="summary-title">Order summary</h2>
            {deliverTo}
            <Totals
              subtotalLabel={`Subtotal (${summary.item_count} items)`}
              subTotal={summary.sub_total}
              cgst={summary.cgst_amount}
              sgst={summary.sgst_amount}
              igst={summary.igst_amount}
              grandTotal={summary.grand_total}
            />
            {mayBuy ? (
              <Link to="/checkout" className="btn btn--primary cart__checkout">
                Go to Checkout
              </Link>
            ) : (
              <p className="muted">{VIEWER_HINT}</p>
            )}
            <p className="muted small">
              By placing an order you agree to our <Link to="/terms-conditions">Terms and Conditions</Link>.
            </p>
          </aside>
          {/* The offer answers after the cart: placed below the lines on a wide screen and after the
              summary on a phone, so its arrival moves nothing already shown. */}
          <div className="cart__free">
            <FreeProductBlock />
          </div>
        </div>
      )}
    </div>
  );
}
