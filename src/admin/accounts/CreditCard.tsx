// The account's credit for Finance and Admin: limit, available, outstanding, overdue, terms and the
// open dues, with the forms that record an offline payment or TDS, set the limit and the terms.
// The server refuses all of it to other roles; the page shows the card only to these two.
import { formatRupees, formatShortDate } from '@contracts/format';
import { readFailure } from '@/shared/api/failure';
import { TableScroll } from '../kit';
import { useAccountCreditQuery } from './api';
import { CreditLimitForm } from './CreditLimitForm';
import { CreditPaymentForm } from './CreditPaymentForm';
import { PaymentTermsForm } from './PaymentTermsForm';
import './CreditCard.css';

export function CreditCard({ id, onDone }: { id: number; onDone: (message: string) => void }) {
  const { data, error, isLoading, refetch } = useAccountCreditQuery(id);
  if (isLoading) return <p className="acc-muted">Loading the credit…</p>;
  if (error || !data) {
    return (
      <div role="alert">
        <p>{readFailure(error, 'The credit could not be loaded.').message}</p>
        <button type="button" className="a-btn" onClick={() => refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const c = data.credit;
  const open = c.dues.filter((d) => d.state === 'open');
  const figures: [string, string, string?][] = [
    ['Credit limit', formatRupees(c.credit_limit)],
    ['Available', formatRupees(c.available)],
    ['Outstanding', formatRupees(c.outstanding)],
    ['Overdue', formatRupees(c.overdue), c.overdue > 0 ? 'cc-figure--bad' : undefined],
    ['Payment terms', `${c.payment_terms_days} days`],
  ];
  return (
    <div className="cc">
      <dl className="cc-figures">
        {figures.map(([label, value, tone]) => (
          <div key={label} className={`cc-figure ${tone ?? ''}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <h3 className="acc-subhead">Open dues ({open.length})</h3>
      {open.length === 0 ? (
        <p className="acc-muted">No open dues.</p>
      ) : (
        <TableScroll label="Open dues">
          <table className="acc-table">
            <caption className="a-visually-hidden">Open dues, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Invoice</th>
                <th scope="col">Due date</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col" className="num">
                  Outstanding
                </th>
              </tr>
            </thead>
            <tbody>
              {open.map((d) => (
                <tr key={d.id}>
                  <td>{d.order_number}</td>
                  <td>{d.invoice_number ?? <span className="acc-muted">Not invoiced</span>}</td>
                  <td>
                    {d.due_date ? formatShortDate(`${d.due_date}T00:00:00+05:30`) : '—'}
                    {d.days_overdue > 0 && <span className="cc-late"> · {d.days_overdue} days overdue</span>}
                  </td>
                  <td className="num">{formatRupees(d.amount)}</td>
                  <td className="num">{formatRupees(d.outstanding)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}

      <div className="cc-forms">
        {open.length > 0 && <CreditPaymentForm id={id} dues={open} outstanding={c.outstanding} onDone={onDone} />}
        <div className="cc-forms__side">
          <CreditLimitForm id={id} current={c.credit_limit} onDone={onDone} />
          <PaymentTermsForm id={id} current={c.payment_terms_days} onDone={onDone} />
        </div>
      </div>
    </div>
  );
}
