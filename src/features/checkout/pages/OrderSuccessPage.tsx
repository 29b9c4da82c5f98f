// /order-success/:orderNumber (spec 2): the thank-you page after an order.
import { Link, useParams } from 'react-router-dom';
import { formatINR } from '@/shared/lib/money';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { useGetOrderQuery } from '../api';
import { paymentLabel } from '../components/paymentLabel';
import '../checkout.css';

export default function OrderSuccessPage() {
  const { orderNumber = '' } = useParams();
  // The total and payment are a courtesy: the page thanks the customer even if they do not load.
  const { data } = useGetOrderQuery(orderNumber, { skip: !orderNumber });
  const order = data?.order;
  const details = `/order-details/${encodeURIComponent(orderNumber)}`;
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
          Your order number is <strong>{orderNumber}</strong>
        </p>
        {order ? (
          <p className="muted">
            {formatINR(order.total_amount)} · {paymentLabel(order.payments[0]?.payment_method)}. We will let you know when it ships.
          </p>
        ) : (
          <p className="muted">We will let you know when it ships.</p>
        )}
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
