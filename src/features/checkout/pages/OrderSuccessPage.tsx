// /order-success/:orderNumber (spec 2): the thank-you page after an order. It loads the order (the
// server answers only for the signed-in customer's own), so a made-up number shows "not found"
// instead of thanking the buyer for an order that does not exist.
import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { formatRupees } from '@contracts/format';
import { AddressLines } from '@/shared/ui/AddressLines';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { isNotFound, LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { Spinner } from '@/shared/ui/feedback';
import { useGetOrderQuery } from '../api';
import { paymentLabel } from '../components/paymentLabel';
import '../checkout.css';

export const ORDER_NOT_FOUND = 'Order not found';

export default function OrderSuccessPage() {
  const { orderNumber = '' } = useParams();
  usePageMeta({ title: 'Order placed', private: true });
  const { data, error, isLoading, isFetching, refetch } = useGetOrderQuery(orderNumber, { skip: !orderNumber });
  const order = data?.order;

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

  const details = `/order-details/${encodeURIComponent(order.order_number)}`;
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
          Your order number is <strong>{order.order_number}</strong>
        </p>
        <p className="muted">
          {formatRupees(order.total_amount)} · {paymentLabel(order.payments[0]?.payment_method)}. We will let you know when it ships.
        </p>
        <div className="order-success__ship">
          <h2 className="order-success__ship-title">Shipping to</h2>
          <AddressLines prefix="s" address={order} phoneField="contact" />
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
