// /admin/accounts: the company accounts, newest first: a search box (company, email, GSTIN,
// contact, phone), status tabs with their counts, a paged table and an empty state. The search
// lives in the address, so a list can be reloaded or shared.
import { Link, useSearchParams } from 'react-router-dom';
import type { CustomerStatus } from '@contracts/account';
import type { AccountStatusCounts, AdminAccountsQuery } from '@contracts/adminAccounts';
import { formatRupees, formatShortDate } from '@contracts/format';
import { readFailure } from '@/shared/api/failure';
import { AdminPager } from '../layout/AdminPager';
import { useAccountsQuery } from './api';
import { AccountStatus } from './AccountStatus';
import './accounts.css';

const TABS: { status: '' | CustomerStatus; label: string; count: keyof AccountStatusCounts }[] = [
  { status: 'pending', label: 'Pending approval', count: 'pending' },
  { status: 'approved', label: 'Approved', count: 'approved' },
  { status: 'rejected', label: 'Rejected', count: 'rejected' },
  { status: '', label: 'All', count: 'all' },
];

export function AccountsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  // The queue first: a fresh visit opens on the registrations waiting for a decision.
  const status = (statusParam === null ? 'pending' : statusParam) as NonNullable<AdminAccountsQuery['status']>;
  const page = Number(params.get('page') ?? '1') || 1;
  const { data, isLoading, isFetching, error } = useAccountsQuery({ q, status, page });
  const accounts = data?.accounts;

  const go = (next: { q?: string; status?: string; page?: number }) => {
    const p = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) p.set('q', nq);
    p.set('status', next.status ?? status);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <div className="accounts">
      <header className="accounts__head">
        <h1 className="admin-title">Accounts</h1>
        <form
          className="accounts__search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            go({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() });
          }}
        >
          <label htmlFor="accounts-q" className="accounts__search-label">
            Search accounts
          </label>
          <input id="accounts-q" name="q" type="search" defaultValue={q} key={q} placeholder="Company, email, GSTIN or phone" />
          <button type="submit" className="a-btn">
            Search
          </button>
        </form>
      </header>

      <nav className="accounts__tabs" aria-label="Account status">
        {TABS.map((tab) => (
          <button
            key={tab.count}
            type="button"
            className={`accounts__tab${tab.status === status ? ' is-current' : ''}`}
            aria-current={tab.status === status ? 'page' : undefined}
            onClick={() => go({ status: tab.status })}
          >
            {tab.label}
            <span className="accounts__count">{data ? data.counts[tab.count] : '…'}</span>
          </button>
        ))}
      </nav>

      <section className="a-card accounts__card" aria-busy={isFetching}>
        {isLoading && <p className="accounts__note">Loading accounts…</p>}
        {error && (
          <p className="a-alert" role="alert">
            {readFailure(error, 'The accounts could not be loaded. Try again.').message}
          </p>
        )}
        {accounts && accounts.data.length === 0 && (
          <div className="accounts__empty">
            <h2>{q ? 'No accounts match this search' : status === 'pending' ? 'No registrations are waiting' : 'No accounts here yet'}</h2>
            <p>{q ? 'Try part of the company name, the email, the GSTIN or the phone number, or look in another tab.' : 'New registrations appear here until Sales approves or rejects them.'}</p>
          </div>
        )}
        {accounts && accounts.data.length > 0 && (
          <>
            <table className={`accounts__table${isFetching ? ' is-stale' : ''}`}>
              <caption className="a-visually-hidden">Accounts, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Company</th>
                  <th scope="col">Contact</th>
                  <th scope="col">GSTIN</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">
                    Credit limit
                  </th>
                  <th scope="col">Registered</th>
                </tr>
              </thead>
              <tbody>
                {accounts.data.map((a) => (
                  <tr key={a.id}>
                    <td data-label="Company">
                      <Link to={`/admin/accounts/${a.id}`} className="accounts__company">
                        {a.company_name}
                      </Link>
                      <span className="accounts__sub">{a.email}</span>
                    </td>
                    <td data-label="Contact">
                      {a.primary_contact_name}
                      <span className="accounts__sub">{a.phone}</span>
                    </td>
                    <td data-label="GSTIN" className="mono">
                      {a.gstno}
                    </td>
                    <td data-label="Status">
                      <AccountStatus status={a.status} />
                    </td>
                    <td data-label="Credit limit" className="num">
                      {formatRupees(a.credit_limit)}
                    </td>
                    <td data-label="Registered">{formatShortDate(a.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <AdminPager page={accounts.current_page} lastPage={accounts.last_page} total={accounts.total} noun="account" label="Account pages" onPage={(n) => go({ page: n })} />
          </>
        )}
      </section>
    </div>
  );
}
