// /admin/orders/:ref: one order as staff work from it: lines, totals with the GST split, payment
// and refunds (not for Dispatch), shipment and its e-way bill, history, the invoice, and the actions the role may take
// now. Each action sends the version shown; if someone else changed the order first, the 409 is
// shown with a reload button.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, useParams } from 'react-router-dom';
import type { AdminOrderDetail } from '@contracts/adminOrders';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATE_LABELS, REFUND_RETRY_ROLES, REFUND_STATE_LABELS, orderCancelRules, stateWords } from '@contracts/adminOrderRules';
import { addressLines, formatDateTime, formatRupees } from '@contracts/format';
import { readFailure } from '@/shared/api/failure';
import { SaveNotice, saveForm } from '../kit';
import { rulesSchema } from '@/shared/lib/yupRules';
import { Totals } from '@/shared/ui/Totals';
import { AuditHistory } from '../layout/AuditHistory';
import { useAdminSelector } from '../store';
import { useAdminOrderQuery, useChangeOrderMutation, useRetryRefundMutation } from './api';
import { EwayBillCard, EwayBillFields, ewayInitialValues, shipSchemaFor } from './EwayBill';
import { TextInput } from './TextInput';
import { EInvoices } from './EInvoices';
import './order.css';

const cancelSchema = rulesSchema(orderCancelRules);

function Actions({ detail, onStale, onReload }: { detail: AdminOrderDetail; onStale: (message: string) => void; onReload: () => void }) {
  const [change, state] = useChangeOrderMutation();
  const [open, setOpen] = useState<'ship' | 'cancel' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const ref = detail.order.order_number;
  const version = detail.version;
  const run = async (action: 'approve' | 'deliver') => {
    setDone(null);
    try {
      setDone((await change({ ref, action, body: { version } }).unwrap()).message);
    } catch (err) {
      onStale(readFailure(err, 'The order could not be changed. Please try again.').message);
    }
  };
  if (detail.actions.length === 0) return done ? <p role="status" className="a-note">{done}</p> : null;
  return (
    <section className="a-card order-actions" aria-labelledby="order-actions-title">
      <h2 id="order-actions-title">Actions</h2>
      <div className="order-actions__buttons">
        {detail.actions.includes('approve') && (
          <button type="button" className="a-btn" disabled={state.isLoading} onClick={() => run('approve')}>
            Approve
          </button>
        )}
        {detail.actions.includes('ship') && (
          <button type="button" className="a-btn" aria-expanded={open === 'ship'} onClick={() => setOpen(open === 'ship' ? null : 'ship')}>
            Ship…
          </button>
        )}
        {detail.actions.includes('deliver') && (
          <button type="button" className="a-btn" disabled={state.isLoading} onClick={() => run('deliver')}>
            Mark delivered
          </button>
        )}
        {detail.actions.includes('cancel') && (
          <button type="button" className="a-btn a-btn--danger" aria-expanded={open === 'cancel'} onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}>
            Cancel order…
          </button>
        )}
      </div>
      {done && (
        <p role="status" className="a-note">
          {done}
        </p>
      )}
      {open && (
        <Formik
          key={open}
          initialValues={open === 'ship' ? { courier: '', tracking_number: '', ...ewayInitialValues } : { reason: '' }}
          validationSchema={open === 'ship' ? shipSchemaFor(detail.order.total_amount) : cancelSchema}
          onSubmit={async (values, form) => {
            const answer = await saveForm(values, form, () => change({ ref, action: open, body: { version, ...values } } as Parameters<typeof change>[0]).unwrap(), {
              fallback: 'The order could not be changed. Please try again.',
            });
            if (!answer) return;
            setOpen(null);
            setDone(answer.message);
          }}
        >
          {({ isSubmitting }) => (
            <Form className="order-form" noValidate aria-label={open === 'ship' ? 'Ship the order' : 'Cancel the order'}>
              <SaveNotice onReload={onReload} />
              {open === 'ship' ? (
                <>
                  <TextInput name="courier" label="Courier" />
                  <TextInput name="tracking_number" label="Tracking number" />
                  <EwayBillFields total={detail.order.total_amount} />
                </>
              ) : (
                <>
                  <p className="a-note">Stock goes back, cash-on-delivery credit is returned, a card payment is refunded, and the customer is mailed the reason.</p>
                  <TextInput name="reason" label="Reason for cancelling" multiline />
                </>
              )}
              <div className="order-form__actions">
                <button type="submit" className={`a-btn${open === 'cancel' ? ' a-btn--danger' : ''}`} disabled={isSubmitting}>
                  {open === 'ship' ? 'Ship order' : 'Cancel order'}
                </button>
                <button type="button" className="a-btn a-btn--ghost" onClick={() => setOpen(null)}>
                  Close
                </button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}

function Money({ detail }: { detail: AdminOrderDetail }) {
  const role = useAdminSelector((s) => s.session.staff?.role);
  const [retry, retrying] = useRetryRefundMutation();
  const [note, setNote] = useState<string | null>(null);
  if (!detail.payment) return null;
  const refunds = detail.order.refunds ?? [];
  return (
    <section className="a-card" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title">Payment and refunds</h2>
      <dl className="order-facts">
        <dt>Method</dt>
        <dd>{PAYMENT_METHOD_LABELS[detail.payment.method]}</dd>
        <dt>State</dt>
        <dd>{stateWords(PAYMENT_STATE_LABELS, detail.payment.state)}</dd>
        {detail.payment.payment_id && (
          <>
            <dt>Payment id</dt>
            <dd>{detail.payment.payment_id}</dd>
          </>
        )}
      </dl>
      {refunds.length > 0 && (
        <table className="a-table">
          <caption className="a-visually-hidden">Refunds</caption>
          <thead>
            <tr>
              <th scope="col">Refund</th>
              <th scope="col">Amount</th>
              <th scope="col">State</th>
              <th scope="col">Reason</th>
              <th scope="col">
                <span className="a-visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {refunds.map((r) => (
              <tr key={r.id}>
                <td>#{r.id}</td>
                <td>{formatRupees(r.amount)}</td>
                <td>
                  {stateWords(REFUND_STATE_LABELS, r.state)}
                  {r.failure_reason && <span className="order-sub">{r.failure_reason}</span>}
                </td>
                <td>{r.reason}</td>
                <td>
                  {r.state !== 'processed' && role && REFUND_RETRY_ROLES.includes(role) && (
                    <button
                      type="button"
                      className="a-btn a-btn--small"
                      disabled={retrying.isLoading}
                      onClick={async () => {
                        try {
                          setNote((await retry({ ref: detail.order.order_number, refundId: r.id }).unwrap()).message);
                        } catch (err) {
                          setNote(readFailure(err, 'The refund could not be sent again.').message);
                        }
                      }}
                    >
                      {r.state === 'failed' ? 'Retry refund' : 'Ask again'}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {note && (
        <p role="status" className="a-note">
          {note}
        </p>
      )}
    </section>
  );
}

export function OrderPage() {
  const { ref = '' } = useParams();
  const { data, error, isLoading, refetch, isFetching } = useAdminOrderQuery(ref);
  const [stale, setStale] = useState<string | null>(null);
  if (isLoading) return <p className="a-note" role="status">Loading the order…</p>;
  if (error || !data) {
    const notFound = (error as { status?: number } | undefined)?.status === 404;
    return (
      <>
        <h1 className="admin-title">{notFound ? 'Order not found' : 'Order'}</h1>
        <p className="a-alert" role="alert">
          {readFailure(error, 'The order could not be loaded.').message}
        </p>
        <Link to="/admin/orders">Back to orders</Link>
      </>
    );
  }
  const d = data.data;
  const o = d.order;
  const status = o.status.status_title;
  // The documents are fetched with the session cookie and handed to the browser as a file.
  const download = async (from: string, document: string) => {
    const res = await fetch(from, { credentials: 'same-origin' });
    if (!res.ok) return setStale(readFailure({ status: res.status, data: await res.json().catch(() => null) }, `${document} could not be downloaded.`).message);
    const url = URL.createObjectURL(await res.blob());
    const a = window.document.createElement('a');
    a.href = url;
    a.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${document.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`;
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="order-page">
      <p className="order-back">
        <Link to="/admin/orders">← Orders</Link>
      </p>
      <div className="order-head">
        <h1 className="admin-title">Order {o.order_number}</h1>
        <span className={`a-badge orders-status--${status}`}>{ORDER_STATUS_LABELS[status]}</span>
        {d.invoice_url && (
          <button type="button" className="a-btn a-btn--ghost" onClick={() => void download(d.invoice_url as string, `Invoice ${o.invoice_number}`)}>
            Download invoice {o.invoice_number}
          </button>
        )}
        {d.credit_note_urls.map((n) => (
          <button key={n.note_number} type="button" className="a-btn a-btn--ghost" onClick={() => void download(n.url, `Credit note ${n.note_number}`)}>
            Download credit note {n.note_number}
          </button>
        ))}
      </div>
      {stale && (
        <div className="a-alert order-stale" role="alert">
          <span>{stale}</span>
          <button
            type="button"
            className="a-btn a-btn--small"
            disabled={isFetching}
            onClick={() => {
              setStale(null);
              refetch();
            }}
          >
            Reload
          </button>
        </div>
      )}
      <Actions detail={d} onStale={setStale} onReload={() => void refetch()} />
      <div className="order-grid">
        <section className="a-card" aria-labelledby="order-customer-title">
          <h2 id="order-customer-title">Customer</h2>
          <dl className="order-facts">
            <dt>Company</dt>
            <dd>{d.customer.company ?? '—'}</dd>
            <dt>Contact</dt>
            <dd>
              {d.customer.name}
              <span className="order-sub">
                {d.customer.email} · {d.customer.phone}
              </span>
            </dd>
            <dt>GSTIN</dt>
            <dd>{o.customer.gst ?? '—'}</dd>
            <dt>Placed</dt>
            <dd>{formatDateTime(o.order_date)}</dd>
            {o.placed_by && (
              <>
                <dt>Placed by</dt>
                <dd>
                  {o.placed_by.name}
                  <span className="order-sub">{o.placed_by.email}</span>
                </dd>
              </>
            )}
            {o.purchase_order_number && (
              <>
                <dt>PO number</dt>
                <dd>{o.purchase_order_number}</dd>
              </>
            )}
            {d.shipment && (
              <>
                <dt>Shipment</dt>
                <dd>
                  {d.shipment.courier}
                  <span className="order-sub">Tracking number {d.shipment.tracking_number}</span>
                </dd>
              </>
            )}
            {d.cancel_reason && (
              <>
                <dt>Cancel reason</dt>
                <dd>{d.cancel_reason}</dd>
              </>
            )}
          </dl>
        </section>
        <section className="a-card" aria-labelledby="order-ship-title">
          <h2 id="order-ship-title">Ship to</h2>
          <address className="order-address">
            {addressLines({ line1: o.s_address_line1, line2: o.s_address_line2, city: o.s_city, state: o.s_state, pincode: o.s_pincode, country: o.s_country, phone: o.s_contact }).map((l) => (
              <span key={l}>{l}</span>
            ))}
          </address>
          <h2>Bill to</h2>
          <address className="order-address">
            {addressLines({ line1: o.b_address_line1, line2: o.b_address_line2, city: o.b_city, state: o.b_state, pincode: o.b_pincode, country: o.b_country, phone: o.b_contact }).map((l) => (
              <span key={l}>{l}</span>
            ))}
          </address>
          {o.delivery_instructions && <p className="a-note">Delivery: {o.delivery_instructions}</p>}
        </section>
      </div>
      {/* The lines scroll inside their card on a phone (five columns were 582 px wide at 390); focusable so a keyboard can scroll them. */}
      <section className="a-card order-lines" aria-labelledby="order-lines-title" tabIndex={0}>
        <h2 id="order-lines-title">Lines</h2>
        <table className="a-table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="orders-num">Unit price</th>
              <th scope="col" className="orders-num">Quantity</th>
              <th scope="col" className="orders-num">GST</th>
              <th scope="col" className="orders-num">Line total</th>
            </tr>
          </thead>
          <tbody>
            {o.order_items.map((i) => (
              <tr key={i.id}>
                <td>{i.product.product_name}</td>
                <td className="orders-num">{formatRupees(i.unit_price)}</td>
                <td className="orders-num">{i.product_qty}</td>
                <td className="orders-num">
                  {formatRupees(i.tax_amount)} <span className="order-sub">{i.gst_rate}%</span>
                </td>
                <td className="orders-num">{formatRupees(i.line_total)}</td>
              </tr>
            ))}
            {d.free_product && (
              <tr>
                <td colSpan={5}>Free product: {d.free_product.product_name}</td>
              </tr>
            )}
          </tbody>
        </table>
        <Totals subTotal={o.sub_total} cgst={o.cgst} sgst={o.sgst} igst={o.igst} grandTotal={o.total_amount} sameState={o.igst === 0} className="order-totals" label="Order totals" />
      </section>
      {o.eway_bill && <EwayBillCard detail={d} onReload={() => void refetch()} />}
      <Money detail={d} />
      {o.invoice_number && <EInvoices orderRef={o.order_number} />}
      <section className="a-card" aria-labelledby="order-history-title">
        <h2 id="order-history-title">History</h2>
        <AuditHistory entries={d.history} />
      </section>
    </div>
  );
}
