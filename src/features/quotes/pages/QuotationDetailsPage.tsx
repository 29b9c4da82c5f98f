// /quotation-details/:quotationId (spec 2, 3, 8): the number, the addresses, the lines (price:
// the server's unit_price, the store's one rule: price-list rate > discount price > base price, as
// the quote list and draft PDF show it), what the status means, Continue Shopping; once the store has priced it, its
// quoted prices, totals and a 'Download Quotation' PDF of the answer.
import { Link, useParams } from 'react-router-dom';
import type { Quotation } from '@contracts/quotes';
import { AccountLayout } from '@/shared/ui/AccountLayout';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { formatRupees, formatShortDate } from '@contracts/format';
import { mediaUrl } from '@/shared/lib/media';
import { AddressLines } from '@/shared/ui/AddressLines';
import { Spinner } from '@/shared/ui/feedback';
import { Totals } from '@/shared/ui/Totals';
import { useAnswerPdfMutation, useGetQuotationQuery } from '../api';
import { QuotationDecision } from '../components/QuotationDecision';
import { QuotationStatusBadge } from '../components/QuotationStatusBadge';
import { QuotationThread } from '../components/QuotationThread';
import { openGeneratedPdf } from '../openPdf';
import '../quotes.css';

export const LOAD_FAILED = 'Failed to load quotation details';

function AddressBlock({ title, prefix, address }: { title: string; prefix: 'b' | 's'; address: object | null }) {
  return (
    <section className="quotation-address" aria-label={title}>
      <h2 className="quotation-address__title">{title}</h2>
      {address ? <AddressLines prefix={prefix} address={address} /> : <p className="muted">No address on this quotation.</p>}
    </section>
  );
}

/** What the page says under the lines, by status: the store's answer or what happens next. */
function statusNote(q: Quotation): string {
  switch (q.status.status) {
    case 'accepted':
      return 'This quotation has been accepted. The store will be in touch about your order.';
    case 'rejected':
      return 'This quotation was rejected; its prices no longer apply. Request a new quotation if you still need these products.';
    case 'ordered':
      return 'This quotation was ordered at its quoted prices.';
    case 'expired':
      return 'This quotation has expired; its prices no longer apply. Request a new quotation if you still need these products.';
    default:
      return q.is_priced
        ? 'The store has priced this quotation. Prices are per unit, before GST.'
        : 'The store has not priced this quotation yet; you will get a mail when it does.';
  }
}

function QuotationView({ q }: { q: Quotation }) {
  const [answerPdf, { isLoading: generating }] = useAnswerPdfMutation();
  const totals = q.quoted_totals;
  return (
    <>
      <div className="panel quotation-head">
        <dl className="quotation-facts">
          <div>
            <dt>Quotation Number</dt>
            <dd className="quotation-facts__number">{q.quotation_number}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <QuotationStatusBadge status={q.status} />
            </dd>
          </div>
          <div>
            <dt>Requested on</dt>
            <dd>{formatShortDate(q.created_at)}</dd>
          </div>
          <div>
            <dt>Customer Name</dt>
            <dd>{q.customer?.primary_contact_name || 'N/A'}</dd>
          </div>
          {q.valid_until ? (
            <div>
              <dt>Valid until</dt>
              <dd>{formatShortDate(q.valid_until)}</dd>
            </div>
          ) : null}
        </dl>
        {q.quotation_description ? <p className="quotation-head__description">{q.quotation_description}</p> : null}
      </div>

      <div className="quotation-addresses">
        <AddressBlock title="Shipping Address" prefix="s" address={q.shipping_address} />
        <AddressBlock title="Billing Address" prefix="b" address={q.billing_address} />
      </div>

      <div className="panel quotation-lines-panel">
        <div className="table-wrap">
          <table className="table quotation-lines">
            <caption className="sr-only">Products in quotation {q.quotation_number}</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className="num">
                  Quantity
                </th>
                <th scope="col" className="num">
                  Price
                </th>
                {q.is_priced ? (
                  <>
                    <th scope="col" className="num">
                      Quoted price
                    </th>
                    <th scope="col" className="num">
                      Amount
                    </th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {q.quotation_items.map((item) => (
                <tr key={item.id}>
                  <td data-label="Product">
                    <Link to={`/product/${item.product.product_slug}`} className="quotation-line__product">
                      <img src={mediaUrl(item.product.primary_image)} alt="" width={64} height={48} loading="lazy" />
                      <span>{item.product.product_name}</span>
                    </Link>
                  </td>
                  <td data-label="Quantity" className="num">
                    {item.product_qty}
                  </td>
                  <td data-label="Price" className="num">
                    {formatRupees(item.unit_price)}
                    {item.product.custom_rates ? <span className="price__note quotation-line__note">Price-list rate</span> : null}
                  </td>
                  {q.is_priced ? (
                    <>
                      <td data-label="Quoted price" className="num quotation-line__quoted">
                        {formatRupees(item.quoted_price)}
                      </td>
                      <td data-label="Amount" className="num">
                        {formatRupees((item.quoted_price ?? 0) * item.product_qty)}
                      </td>
                    </>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        {q.is_priced && totals ? (
          <div className="quotation-answer">
            <p className="quotation-answer__note">
              {statusNote(q)}
              {q.status.status === 'pending' || q.status.status === 'quoted' ? null : ' Quoted prices are per unit, before GST.'}
            </p>
            <Totals
              className="quotation-answer__totals"
              label="Quoted totals"
              subTotal={totals.sub_total}
              cgst={totals.cgst_amount}
              sgst={totals.sgst_amount}
              igst={totals.igst_amount}
              grandTotal={totals.grand_total}
            />
          </div>
        ) : (
          <p className="muted quotation-waiting">{statusNote(q)}</p>
        )}
      </div>

      <QuotationDecision q={q} />
      <QuotationThread id={q.id} />

      <div className="form__actions quotation-actions">
        {q.is_priced ? (
          <button type="button" className="btn btn--primary" disabled={generating} onClick={() => void openGeneratedPdf(() => answerPdf(q.id).unwrap())}>
            {generating ? 'Generating...' : 'Download Quotation'}
          </button>
        ) : null}
        <Link to="/shop" className="btn btn--secondary">
          Continue Shopping
        </Link>
        <Link to="/quotationlist" className="btn btn--ghost">
          All quotations
        </Link>
      </div>
    </>
  );
}

export default function QuotationDetailsPage() {
  const { quotationId: id = '' } = useParams();
  // The quotation's public id, as the list links to it (a random 22-character id).
  const valid = /^[A-Za-z0-9_-]{1,64}$/.test(id);
  const { data, isLoading, isError } = useGetQuotationQuery(id, { skip: !valid });
  usePageMeta({ title: data ? `Quotation ${data.quotation_number}` : 'Quotation Details', private: true });

  let body;
  if (valid && isLoading) body = <Spinner label="Loading quotation..." />;
  else if (!valid || isError || !data)
    body = (
      <div className="panel">
        <p className="error-text" role="alert">
          {LOAD_FAILED}
        </p>
        <Link to="/shop" className="btn btn--secondary">
          Continue Shopping
        </Link>
      </div>
    );
  else body = <QuotationView q={data} />;

  return <AccountLayout title="Quotation Details">{body}</AccountLayout>;
}
