// /order-success/:orderNumber (spec 2): the thank-you page after an order. Right after placing it,
// the tab already knows the order (/order-store's number, the attempt's total, payment and address)
// and asks nothing more. Opened any other way it loads the order (the server answers only for the
// signed-in customer's own), so a made-up number shows "not found" instead of thanking anyone.
import { Link, useParams } from 'react-router-dom';
import type { PaymentMethod } from '@contracts/checkout';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { formatRupees } from '@contracts/format';
import { AddressLines } from '@/shared/ui/AddressLines';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { isNotFound, LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { Spinner } from '@/shared/ui/feedback';
import { useGetOrderQuery } from '../api';
import { selectReceipt } from '../checkoutSlice';
import { paymentLabel } from '../components/paymentLabel';
import '../checkout.css';

export const ORDER_NOT_FOUND = 'Order not found';

interface Shown {
  orderNumber: string;
  total: number;
  method: PaymentMethod | undefined;
  /** An object with s_* fields: the checkout's shipping address (s_phone) or the order (s_contact). */
  address: object;
  phoneField: 'phone' | 'contact';
}

export default function OrderSuccessPage() {
  const { orderNumber = '' } = useParams();
  usePageMeta({ title: 'Order placed', private: true });
  const receipt = useAppSelector(selectReceipt);
  const placedHere = receipt?.orderNumber === orderNumber ? receipt : null;
  const { data, error, isLoading, isFetching, refetch } = useGetOrderQuery(orderNumber, { skip: !orderNumber || placedHere !== null });
  const order = data?.order;

  if (placedHere) {
    return <Thanks shown={{ orderNumber, total: placedHere.total, method: placedHere.method, address: placedHere.shipping, phoneField: 'phone' }} />;
  }
  if (isLoading) return <Spinner label="Loading order..." />;
  if (!orderNumber || isNotFound(error)) {
    return <NotFound title={ORDER_NOT_FOUND} message={`There is no order ${orderNumber} in your account. Your orders are listed under My Orders.`} />;
  }
  if (!order) {
    return (
      <div className="container">
        <LoadError title="Failed to load the order" onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }

  return (
    <Thanks
      shown={{ orderNumber: order.order_number, total: order.total_amount, method: order.payments[0]?.payment_method, address: order, phoneField: 'contact' }}
    />
  );
}

function Thanks({ shown }: { shown: Shown }) {
  const details = `/order-details/${encodeURIComponent(shown.orderNumber)}`;
  return (
    <div className="container">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Order placed' }]} />
      <section className="panel order-success" aria-labelledby="order-success-title">
        <span className="order-success__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="40" height="40">
            <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
          </svg>
        </span>
        <h1 id="order-success-title" className="page-title">
          Thank you for your order!
        </h1>
        <p className="order-success__number">
          Your order number is <strong>{shown.orderNumber}</strong>
        </p>
        <p className="muted">
          {formatRupees(shown.total)} · {paymentLabel(shown.method)}. We will let you know when it ships.
        </p>
        <div className="order-success__ship">
          <h2 className="order-success__ship-title">Shipping to</h2>
          <AddressLines prefix="s" address={shown.address} phoneField={shown.phoneField} />
        </div>
        <div className="order-success__actions">
          <Link to={details} className="btn btn--primary">
            View Order Details
          </Link>
          <Link to="/shop" className="btn btn--ghost">
            Continue Shopping
          </Link>
        </div>
      </section>
    </div>
  );
}
