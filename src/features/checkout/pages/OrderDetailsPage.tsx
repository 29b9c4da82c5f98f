// /order-details/:orderNumber (spec 2, "Orders"): the order, its addresses and lines, the summary,
// the shipment and its e-way bill, its refunds and credit notes, Continue Shopping, and Cancel Order while the store still allows it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Order } from '@contracts/checkout';
import { REDIRECT_DELAY } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { formatDateTime, formatRupees, formatShortDate } from '@contracts/format';
import { mediaUrl } from '@/shared/lib/media';
import { notify } from '@/shared/lib/notify';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { Spinner } from '@/shared/ui/feedback';
import { AddressLines } from '@/shared/ui/AddressLines';
import { Totals } from '@/shared/ui/Totals';
import { useCancelOrderMutation, useGetOrderQuery } from '../api';
import { OrderAgain } from '../components/OrderAgain';
import { AfterSale } from '../components/AfterSale';
import { InvoiceButton } from '../components/InvoiceButton';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { paymentLabel } from '../components/paymentLabel';
import '../checkout.css';

const LOAD_FAILED = 'Failed to load order details';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="order-info__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function OrderInfo({ order }: { order: Order }) {
  const payment = order.payments[0];
  return (
    <section className="panel order-card" aria-labelledby="order-info-title">
      <h2 id="order-info-title" className="order-card__title">
        Order information
      </h2>
      <dl className="order-info">
        <Info label="Order Number">{order.order_number}</Info>
        <Info label="Order Date">{formatDateTime(order.order_date || order.created_at)}</Info>
        <Info label="Total">{formatRupees(order.total_amount)}</Info>
        <Info label="Status">
          <OrderStatusBadge status={order.status.status_title} />
        </Info>
        {order.shipment ? (
          <Info label="Shipment">
            {order.shipment.courier}
            <span className="muted small order-info__txn">Tracking number {order.shipment.tracking_number}</span>
          </Info>
        ) : null}
        {order.eway_bill ? (
          <Info label="E-way Bill">
            {order.eway_bill.number}
            <span className="muted small order-info__txn">
              Dated {formatShortDate(order.eway_bill.date)} · valid until midnight ending {formatShortDate(order.eway_bill.last_valid_day)}
            </span>
            <span className="muted small order-info__txn">
              Vehicle {order.eway_bill.vehicle_number} · {order.eway_bill.transporter_name}
            </span>
          </Info>
        ) : null}
        {order.placed_by ? <Info label="Placed By">{order.placed_by.name}</Info> : null}
        <Info label="Customer Name">{order.customer_name}</Info>
        <Info label="Phone">{order.customer_phone}</Info>
        <Info label="Email">{order.customer_email}</Info>
        {order.customer.gst ? <Info label="GST Number">{order.customer.gst}</Info> : null}
        {payment ? (
          <Info label="Payment">
            {paymentLabel(payment.payment_method)}
            {payment.txn_id ? <span className="muted small order-info__txn">Transaction {payment.txn_id}</span> : null}
          </Info>
        ) : null}
        {order.purchase_order_number ? <Info label="Purchase Order Number">{order.purchase_order_number}</Info> : null}
        {order.delivery_instructions ? <Info label="Delivery Instructions">{order.delivery_instructions}</Info> : null}
      </dl>
    </section>
  );
}

export default function OrderDetailsPage() {
  const { orderNumber = '' } = useParams();
  usePageMeta({ title: orderNumber ? `Order ${orderNumber}` : 'Order details', private: true });
  const navigate = useNavigate();
  const { data, isLoading, isError } = useGetOrderQuery(orderNumber, { skip: !orderNumber });
  const [cancelOrder] = useCancelOrderMutation();
  // Busy from the click until the page leaves for /myorder, so the order cannot be cancelled twice.
  const [canceling, setCanceling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const leave = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leave.current), []);

  useEffect(() => {
    if (isError) notify.error(LOAD_FAILED, { toastId: 'order-detail-load' });
  }, [isError]);

  const crumbs = [{ label: 'Home', to: '/' }, { label: 'My Orders', to: '/myorder' }, { label: orderNumber }];

  if (isLoading) return <Spinner label="Loading order..." />;
  if (isError || !data) {
    return (
      <div className="container order-details">
        <Breadcrumb items={crumbs} />
        <h1 className="page-title">Order details</h1>
        <p className="error-text" role="alert">
          {LOAD_FAILED}
        </p>
        <Link to="/myorder" className="btn btn--ghost">
          Back to My Orders
        </Link>
      </div>
    );
  }

  const { order, free_product: free } = data;

  const onCancel = async () => {
    setConfirming(false);
    setCanceling(true);
    try {
      await cancelOrder({ id: order.id, orderNumber: order.order_number }).unwrap();
      notify.success('Order cancelled successfully');
      leave.current = setTimeout(() => navigate('/myorder'), REDIRECT_DELAY.afterOrderCancel);
    } catch {
      notify.error('Failed to cancel the order');
      setCanceling(false);
    }
  };

  return (
    <div className="container order-details">
      <Breadcrumb items={crumbs} />
      <div className="order-details__head">
        <h1 className="page-title">Order {order.order_number}</h1>
        <OrderStatusBadge status={order.status.status_title} />
      </div>

      <div className="order-details__grid">
        <OrderInfo order={order} />
        <section className="panel order-card" aria-labelledby="order-ship-title">
          <h2 id="order-ship-title" className="order-card__title">
            Shipping Address
          </h2>
          <AddressLines prefix="s" address={order} phoneField="contact" />
        </section>
        <section className="panel order-card" aria-labelledby="order-bill-title">
          <h2 id="order-bill-title" className="order-card__title">
            Billing Address
          </h2>
          <AddressLines prefix="b" address={order} phoneField="contact" />
        </section>
      </div>

      <section className="panel order-card order-lines" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title" className="order-card__title">
          Products
        </h2>
        <div className="table-wrap">
          <table className="table order-lines__table">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className="num">
                  Price
                </th>
                <th scope="col" className="num">
                  Quantity
                </th>
                <th scope="col" className="num">
                  GST
                </th>
                <th scope="col" className="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {order.order_items.map((item) => (
                <tr key={item.id}>
                  <td data-label="Product">
                    <Link to={`/product/${item.product.product_slug}`} className="order-line__product">
                      <img src={mediaUrl(item.product.primary_image)} alt="" width={56} height={56} />
                      <span>{item.product.product_name}</span>
                    </Link>
                  </td>
                  <td data-label="Price" className="num">
                    {formatRupees(item.unit_price)}
                  </td>
                  <td data-label="Quantity" className="num">
                    {item.product_qty}
                  </td>
                  <td data-label="GST" className="num">
                    <span>
                      {formatRupees(item.tax_amount)}
                      <span className="muted small order-line__rate">{item.gst_rate}%</span>
                    </span>
                  </td>
                  <td data-label="Total" className="num">
                    {formatRupees(item.line_total)}
                  </td>
                </tr>
              ))}
              {free ? (
                <tr className="order-line--free">
                  <td data-label="Product">
                    <span className="order-line__product">
                      <img src={mediaUrl(free.product.primary_image)} alt="" width={56} height={56} />
                      <span>
                        <span className="free-tag">FREE PRODUCT</span> {free.product.product_name}
                      </span>
                    </span>
                  </td>
                  <td data-label="Price" className="num">
                    {formatRupees(0)}
                  </td>
                  <td data-label="Quantity" className="num">
                    1
                  </td>
                  <td data-label="GST" className="num">
                    {formatRupees(0)}
                  </td>
                  <td data-label="Total" className="num">
                    {formatRupees(0)}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        <Totals
          className="order-lines__totals"
          label="Order summary"
          subTotal={order.sub_total}
          cgst={order.cgst}
          sgst={order.sgst}
          igst={order.igst}
          grandTotal={order.total_amount}
          grandLabel="Grand Total"
        />
      </section>

      <AfterSale order={order} />

      <div className="order-details__actions">
        <Link to="/shop" className="btn btn--primary">
          Continue Shopping
        </Link>
        <InvoiceButton orderNumber={order.order_number} status={order.status.status_title} invoiceNumber={order.invoice_number} />
        {order.can_cancel ? (
          <button type="button" className="btn btn--danger" disabled={canceling} onClick={() => setConfirming(true)}>
            {canceling ? 'Canceling...' : 'Cancel Order'}
          </button>
        ) : null}
        {confirming ? (
          <ConfirmDialog
            title={`Cancel order ${order.order_number}?`}
            confirmLabel="Cancel Order"
            cancelLabel="Keep Order"
            onConfirm={() => void onCancel()}
            onCancel={() => setConfirming(false)}
          >
            <p>The order of {formatRupees(order.total_amount)} will be cancelled. This cannot be undone.</p>
          </ConfirmDialog>
        ) : null}
        <OrderAgain orderId={order.id} />
      </div>
    </div>
  );
}
