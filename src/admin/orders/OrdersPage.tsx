// /admin/orders (Admin, Sales, Finance, Dispatch): orders newest first, by status tab, India-time
// days, customer and payment method; the filters live in the address (a search can be shared).
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminOrderListQuery } from '@contracts/adminOrders';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@contracts/adminOrderRules';
import { formatDateTime, formatRupees } from '@contracts/format';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@contracts/statuses';
import { readFailure } from '@/shared/api/failure';
import { AdminPager } from '../layout/AdminPager';
import { useAdminOrdersQuery } from './api';
import './orders.css';

const TABS = [{ value: '', label: 'All' }, ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))];

export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const query = {
    status: params.get('status') ?? '',
    payment_method: params.get('payment_method') ?? '',
    q: params.get('q') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number(params.get('page') ?? '1') || 1,
  } as AdminOrderListQuery;
  const { data, isFetching, error } = useAdminOrdersQuery(query);
  const failure = error ? readFailure(error, 'The orders could not be loaded.', { joinFields: true }) : null;
  const list = data?.orders;
  const setParam = (name: string, value: string) =>
    setParams((p) => {
      if (value) p.set(name, value);
      else p.delete(name);
      p.delete('page');
      return p;
    });

  return (
    <>
      <h1 className="admin-title">Orders</h1>
      <nav className="orders-tabs" aria-label="Order status">
        {TABS.map((tab) => (
          <button
            key={tab.value || 'all'}
            type="button"
            className={`orders-tab${(query.status ?? '') === tab.value ? ' orders-tab--on' : ''}`}
            aria-pressed={(query.status ?? '') === tab.value}
            onClick={() => setParam('status', tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </nav>
      <form
        className="a-card orders-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const next = new URLSearchParams();
          if (query.status) next.set('status', query.status);
          for (const name of ['q', 'payment_method', 'from', 'to']) {
            const value = String(form.get(name) ?? '').trim();
            if (value) next.set(name, value);
          }
          setParams(next);
        }}
      >
        <label className="a-field orders-filters__q">
          Customer, GSTIN, order, PO or invoice number
          <input name="q" type="search" defaultValue={query.q} />
        </label>
        <label className="a-field">
          Payment
          <select name="payment_method" defaultValue={query.payment_method ?? ''}>
            <option value="">Any</option>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
        <label className="a-field">
          From (day)
          <input name="from" type="date" defaultValue={query.from} />
        </label>
        <label className="a-field">
          To (day)
          <input name="to" type="date" defaultValue={query.to} />
        </label>
        <div className="orders-filters__actions">
          <button type="submit" className="a-btn">
            Search
          </button>
          <button type="reset" className="a-btn a-btn--ghost" onClick={() => setParams(new URLSearchParams())}>
            Clear
          </button>
        </div>
      </form>
      {failure && (
        <p className="a-alert" role="alert">
          {Object.values(failure.fields)[0] ?? failure.message}
        </p>
      )}
      <section className="a-card orders-list" aria-busy={isFetching}>
        <table className="a-table">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date (India time)</th>
              <th scope="col">Customer</th>
              <th scope="col">Payment</th>
              <th scope="col" className="orders-num">
                Total
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list?.data.map((o) => (
              <tr key={o.id}>
                <td data-label="Order">
                  <Link to={`/admin/orders/${o.order_number}`}>{o.order_number}</Link>
                </td>
                <td data-label="Date">{formatDateTime(o.order_date)}</td>
                <td data-label="Customer">
                  {o.customer_company ?? o.customer_name}
                  <span className="orders-sub">{o.customer_email}</span>
                </td>
                <td data-label="Payment">{PAYMENT_METHOD_LABELS[o.payment_method]}</td>
                <td data-label="Total" className="orders-num">
                  {formatRupees(o.total_amount)}
                </td>
                <td data-label="Status">
                  <span className={`a-badge orders-status--${o.status}`}>{ORDER_STATUS_LABELS[o.status]}</span>
                </td>
              </tr>
            ))}
            {list && list.data.length === 0 && (
              <tr>
                <td colSpan={6} className="a-empty">
                  {query.status || query.payment_method || query.q || query.from || query.to ? 'No orders match these filters.' : 'No orders yet: customers place them in the storefront.'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {list && <AdminPager page={list.current_page} lastPage={list.last_page} total={list.total} noun="order" label="Order pages" onPage={(n) => setParams((p) => (p.set('page', String(n)), p))} />}
      </section>
    </>
  );
}
