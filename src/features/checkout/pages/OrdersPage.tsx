// /myorder (spec 2, "Orders"): the customer's orders, paged by the server, newest first.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AccountLayout } from '@/features/account';
import { selectIsApproved } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { formatRupees, formatShortDate } from '@contracts/format';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { usePageParam } from '@/shared/lib/usePageParam';
import { EmptyState, Spinner } from '@/shared/ui/feedback';
import { Pagination } from '@/shared/ui/Pagination';
import { useGetOrdersQuery } from '../api';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { paymentLabel } from '../components/paymentLabel';
import '../checkout.css';

export default function OrdersPage() {
  usePageMeta({ title: 'My Orders', private: true });
  const approved = useAppSelector(selectIsApproved);
  const [page, goTo] = usePageParam();
  const { data, isLoading, isFetching, isError } = useGetOrdersQuery(page, { skip: !approved });


  // A page past the last (an old link) shows the last page.
  useEffect(() => {
    if (data && data.last_page >= 1 && page > data.last_page) goTo(data.last_page);
  }, [data, page, goTo]);

  let body;
  if (!approved) body = null;
  else if (isLoading) body = <Spinner label="Loading orders..." />;
  else if (isError || !data) body = <p className="error-text" role="alert">Failed to load your orders</p>;
  else if (data.total === 0)
    body = (
      <EmptyState title="No orders yet">
        <p className="muted">Orders you place appear here.</p>
        <p>
          <Link className="btn btn--primary" to="/shop">
            Continue Shopping
          </Link>
        </p>
      </EmptyState>
    );
  else
    body = (
      <>
        <div className={`table-wrap${isFetching ? ' is-stale' : ''}`}>
          <table className="table orders-table">
            <caption className="sr-only">My Orders</caption>
            <thead>
              <tr>
                <th scope="col">Order Number</th>
                <th scope="col">Date</th>
                <th scope="col" className="num">
                  Items
                </th>
                <th scope="col" className="num">
                  Total
                </th>
                <th scope="col">Payment</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((order) => (
                <tr key={order.id}>
                  <td data-label="Order Number">
                    <Link to={`/order-details/${encodeURIComponent(order.order_number)}`} className="orders-table__number">
                      {order.order_number}
                    </Link>
                  </td>
                  <td data-label="Date">{formatShortDate(order.order_date || order.created_at)}</td>
                  <td data-label="Items" className="num">
                    {order.item_count}
                  </td>
                  <td data-label="Total" className="num">
                    {formatRupees(order.total_amount)}
                  </td>
                  <td data-label="Payment">{paymentLabel(order.payment_method)}</td>
                  <td data-label="Status">
                    <OrderStatusBadge status={order.status.status_title} />
                  </td>
                  <td className="orders-table__action">
                    <Link
                      to={`/order-details/${encodeURIComponent(order.order_number)}`}
                      className="btn btn--ghost btn--small"
                      aria-label={`View order ${order.order_number}`}
                    >
                      View
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="list-footer">
          <p className="muted">
            Showing {data.data.length} of {data.total} orders
          </p>
          <Pagination page={data.current_page} lastPage={data.last_page} onChange={goTo} label="My Orders pages" />
        </div>
      </>
    );

  return (
    <AccountLayout title="My Orders">
      {body ? <div className="panel account-card">{body}</div> : null}
    </AccountLayout>
  );
}
