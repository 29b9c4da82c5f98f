// /myorder (spec 2, "Orders"): the customer's orders, paged by the server, newest first; with
// several company users, filtered by who placed them (`?placed_by=`).
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderSummary } from '@contracts/checkout';
import { AccountLayout } from '@/shared/ui/AccountLayout';
import { selectIsApproved } from '@/features/auth';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { formatRupees, formatShortDate } from '@contracts/format';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { usePageParam } from '@/shared/lib/usePageParam';
import { EmptyState } from '@/shared/ui/feedback';
import { PagedTable, type PagedColumn } from '@/shared/ui/PagedTable';
import { useGetOrderPlacersQuery, useGetOrdersQuery } from '../api';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { paymentLabel } from '../components/paymentLabel';
import '../checkout.css';

const orderLink = (order: OrderSummary) => `/order-details/${encodeURIComponent(order.order_number)}`;

const columns: PagedColumn<OrderSummary>[] = [
  {
    header: 'Order Number',
    cell: (order) => (
      <Link to={orderLink(order)} className="orders-table__number">
        {order.order_number}
      </Link>
    ),
  },
  { header: 'Date', cell: (order) => formatShortDate(order.order_date || order.created_at) },
  { header: 'Items', className: 'num', cell: (order) => order.item_count },
  { header: 'Total', className: 'num', cell: (order) => formatRupees(order.total_amount) },
  { header: 'Payment', cell: (order) => paymentLabel(order.payment_method) },
  { header: 'Status', cell: (order) => <OrderStatusBadge status={order.status.status_title} /> },
  {
    header: 'Actions',
    hideHeader: true,
    noLabel: true,
    cellClassName: 'orders-table__action',
    cell: (order) => (
      <Link to={orderLink(order)} className="btn btn--ghost btn--small" aria-label={`View order ${order.order_number}`}>
        View
      </Link>
    ),
  },
];

/** "Placed by": shown only when the company has more than one user. Choosing one starts at page 1. */
function PlacedByFilter({ value, onChange }: { value: string; onChange: (userId: string) => void }) {
  const { data: placers } = useGetOrderPlacersQuery();
  if (!placers || placers.length < 2) return null;
  return (
    <div className="orders-filter">
      <label htmlFor="orders-placed-by">Placed by</label>
      <select id="orders-placed-by" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Everyone in the company</option>
        {placers.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function OrdersPage() {
  usePageMeta({ title: 'My Orders', private: true });
  const approved = useAppSelector(selectIsApproved);
  const [page, goTo] = usePageParam();
  const [params, setParams] = useSearchParams();
  const placedBy = params.get('placed_by') ?? '';
  const choosePlacer = (userId: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('page');
      if (userId) next.set('placed_by', userId);
      else next.delete('placed_by');
      return next;
    });
  const { data, isLoading, isFetching, isError } = useGetOrdersQuery({ page, placedBy: placedBy || undefined }, { skip: !approved });

  // A page past the last (an old link) shows the last page.
  useEffect(() => {
    if (data && data.last_page >= 1 && page > data.last_page) goTo(data.last_page);
  }, [data, page, goTo]);

  let body;
  if (!approved) body = null;
  else
    body = (
      <PagedTable
        columns={columns}
        rows={data?.data ?? []}
        rowKey={(order) => order.id}
        className="orders-table"
        caption="My Orders"
        loading={isLoading}
        loadingLabel="Loading orders..."
        error={
          isError || !data ? (
            <p className="error-text" role="alert">
              Failed to load your orders
            </p>
          ) : null
        }
        isEmpty={data?.total === 0}
        empty={
          placedBy ? (
            <EmptyState title="No orders placed by this user">
              <p className="muted">Choose another user, or everyone in the company.</p>
            </EmptyState>
          ) : (
            <EmptyState title="No orders yet">
              <p className="muted">Orders you place appear here.</p>
              <p>
                <Link className="btn btn--primary" to="/shop">
                  Continue Shopping
                </Link>
              </p>
            </EmptyState>
          )
        }
        stale={isFetching}
        summary={data ? `Showing ${data.data.length} of ${data.total} orders` : null}
        page={data ? { current: data.current_page, last: data.last_page, onChange: goTo, label: 'My Orders pages' } : undefined}
      />
    );

  return (
    <AccountLayout title="My Orders">
      {body ? (
        <div className="panel account-card">
          <p className="orders-register">
            <Link to="/my-account/purchase-register">Purchase register</Link> — your invoices and credit notes by month, for GSTR-2B (CSV, PDF)
          </p>
          <PlacedByFilter value={placedBy} onChange={choosePlacer} />
          {body}
        </div>
      ) : null}
    </AccountLayout>
  );
}
