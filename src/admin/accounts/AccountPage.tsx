// /admin/accounts/:id: one company account: its status and the decision (Sales, Admin), company
// data, addresses, its users (read only), recent orders and quotations, wallet, credit and dues with
// the payment, TDS, limit and terms forms (Finance, Admin),
// price-list rates (Sales, Catalogue, Admin) and its history. Actions a role may not take are
// not shown; the server refuses them anyway.
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { mayOnAccounts } from '@contracts/accountRules';
import type { AdminAccountDetail } from '@contracts/adminAccounts';
import { addressLines, formatDateTime, formatRupees, formatShortDate } from '@contracts/format';
import { isCreditLimitChange } from '@contracts/walletLabels';
import { readFailure } from '@/shared/api/failure';
import { TableScroll } from '../kit';
import { AuditHistory } from '../layout/AuditHistory';
import { useAdminSelector } from '../store';
import { useAccountQuery } from './api';
import { AccountStatus } from './AccountStatus';
import { CompanyUsers } from './CompanyUsers';
import { CreditCard } from './CreditCard';
import { DecisionDialog } from './DecisionDialog';
import { RatesEditor } from './RatesEditor';
import './account.css';


const humanStatus = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Section({ title, children, className = '', aside }: { title: string; children: ReactNode; className?: string; aside?: ReactNode }) {
  const id = `acc-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className={`a-card acc-section ${className}`} aria-labelledby={id}>
      <div className="acc-section__head">
        <h2 id={id}>{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function CompanyCard({ a }: { a: AdminAccountDetail['account'] }) {
  const rows: [string, string | null][] = [
    ['GSTIN', a.gstno],
    ['PAN', a.pan_number],
    ['TAN', a.tan_number],
    ['MSME (Udyam)', a.msme_number],
    ['Incorporation no.', a.incorporation_number],
    ['MOA no.', a.moa_number],
    ['Type of company', a.type_of_company],
    ['Employees', a.no_of_employee],
    ['Website domain', a.company_domain],
    ['Contact', a.primary_contact_name],
    ['Email', a.email],
    ['Phone', a.phone],
    ['Fax', a.fax],
  ];
  return (
    <dl className="acc-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={value ? undefined : 'acc-muted'}>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AccountPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const role = useAdminSelector((s) => s.session.staff?.role);
  const { data, isLoading, error, refetch } = useAccountQuery(id, { skip: !valid });
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const notFound = !valid || (error && 'status' in error && error.status === 404);
  if (notFound) {
    return (
      <div className="acc-state">
        <h1 className="admin-title">Account not found</h1>
        <p>There is no account with this number. It may have been typed wrong.</p>
        <Link to="/admin/accounts">Back to accounts</Link>
      </div>
    );
  }
  if (isLoading) return <p className="acc-state">Loading the account…</p>;
  if (error || !data) {
    return (
      <div className="acc-state" role="alert">
        <p>{readFailure(error, 'The account could not be loaded.').message}</p>
        <button type="button" className="a-btn" onClick={() => refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const { account: a, addresses, orders, quotations, wallet, rates, history } = data.account;
  const can = (what: 'decide' | 'credit' | 'rates') => Boolean(role && mayOnAccounts(role, what));
  const done = (message: string) => {
    setDecision(null);
    setNotice(message);
  };

  return (
    <div className="acc">
      <nav aria-label="Breadcrumb" className="acc-crumbs">
        <Link to="/admin/accounts">Accounts</Link> <span aria-hidden="true">›</span> <span>{a.company_name}</span>
      </nav>
      <header className="acc-head">
        <div>
          <h1 className="admin-title acc-head__title">
            {a.company_name} <AccountStatus status={a.status} />
          </h1>
          <p className="acc-muted">
            Account #{a.id} · registered {formatDateTime(a.created_at)} · {a.email}
          </p>
        </div>
        {can('decide') && (
          <div className="acc-head__actions">
            {a.status !== 'approved' && (
              <button type="button" className="a-btn" onClick={() => setDecision('approve')}>
                Approve
              </button>
            )}
            {a.status !== 'rejected' && (
              <button type="button" className="a-btn a-btn--danger" onClick={() => setDecision('reject')}>
                Reject
              </button>
            )}
          </div>
        )}
      </header>

      <div aria-live="polite">
        {notice && (
          <p className="acc-notice" role="status">
            {notice}
          </p>
        )}
      </div>
      {a.status === 'rejected' && (
        <p className="acc-rejected">
          <strong>Rejected.</strong> {a.rejection_reason ? `Reason given to the customer: ${a.rejection_reason}` : 'No reason was recorded.'}
        </p>
      )}

      <div className="acc-grid">
        <Section title="Company" className="acc-grid__company">
          <CompanyCard a={a} />
        </Section>

        <Section title="Wallet and credit" className="acc-grid__wallet">
          <p className="acc-credit">
            <span className="acc-muted">Available credit</span>
            <strong>{formatRupees(wallet.credit_limit)}</strong>
          </p>
          <h3 className="acc-subhead">Last transactions{wallet.transactions_total > wallet.recent.length ? ` (${wallet.recent.length} of ${wallet.transactions_total})` : ''}</h3>
          {wallet.recent.length === 0 ? (
            <p className="acc-muted">No wallet transactions yet.</p>
          ) : (
            <ul className="acc-ledger">
              {wallet.recent.map((t) => (
                <li key={t.id}>
                  <span>
                    {t.description}
                    <span className="acc-muted acc-ledger__when">{formatDateTime(t.datetime)}</span>
                  </span>
                  {!isCreditLimitChange(t) && (
                    <span className={t.type === 'c' ? 'acc-credit-in' : 'acc-credit-out'}>
                      {t.type === 'c' ? '+' : '−'}
                      {formatRupees(t.amount)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Section>

        {can('credit') && (
          <Section title="Credit and dues" className="acc-grid__wide">
            <CreditCard id={a.id} onDone={done} />
          </Section>
        )}

        <Section title="Addresses" className="acc-grid__wide">
          {addresses.length === 0 ? (
            <p className="acc-muted">No addresses saved yet.</p>
          ) : (
            <ul className="acc-addresses">
              {addresses.map((ad) => (
                <li key={`${ad.kind}-${ad.id}`}>
                  <span className="acc-addresses__kind">
                    {ad.kind === 'billing' ? 'Billing' : 'Shipping'}
                    {ad.is_default && ' · default'}
                  </span>
                  {addressLines({ line1: ad.address_line1, line2: ad.address_line2, city: ad.city, state: ad.state, pincode: ad.pincode, country: ad.country, phone: ad.phone }).map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Users" className="acc-grid__wide">
          <CompanyUsers id={a.id} />
        </Section>

        <Section title="Orders" aside={<span className="acc-muted">{orders.total} in all</span>}>
          {orders.recent.length === 0 ? (
            <p className="acc-muted">No orders yet.</p>
          ) : (
            <TableScroll label="Recent orders">
              <table className="acc-table">
                <caption className="a-visually-hidden">Recent orders</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Date</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="num">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {orders.recent.map((o) => (
                    <tr key={o.id}>
                      <td>
                        <Link to={`/admin/orders/${o.order_number}`}>{o.order_number}</Link>
                      </td>
                      <td>{formatShortDate(o.order_date)}</td>
                      <td>{humanStatus(o.status)}</td>
                      <td className="num">{formatRupees(o.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </Section>

        <Section title="Quotations" aside={<span className="acc-muted">{quotations.total} in all</span>}>
          {quotations.recent.length === 0 ? (
            <p className="acc-muted">No quotation requests yet.</p>
          ) : (
            <TableScroll label="Recent quotations">
              <table className="acc-table">
                <caption className="a-visually-hidden">Recent quotations</caption>
                <thead>
                  <tr>
                    <th scope="col">Quotation</th>
                    <th scope="col">Requested</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {quotations.recent.map((q) => (
                    <tr key={q.id}>
                      <td>
                        <Link to={`/admin/quotations/${q.id}`}>{q.quotation_number}</Link>
                      </td>
                      <td>{formatShortDate(q.created_at)}</td>
                      <td>{humanStatus(q.status)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </Section>

        <Section title="Price-list rates" className="acc-grid__wide">
          <RatesEditor id={a.id} rates={rates} canEdit={can('rates')} onDone={done} />
        </Section>

        <Section title="History" className="acc-grid__wide">
          <AuditHistory entries={history} />
        </Section>
      </div>

      {decision && <DecisionDialog id={a.id} company={a.company_name} decision={decision} onDone={done} onCancel={() => setDecision(null)} />}
    </div>
  );
}
