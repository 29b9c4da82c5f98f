// /WalletHistory (spec 2, "Wallet history"): the credit limit and its transactions, paged in the
// browser with a page size of 5, 10, 15, 20, all, or a custom number.
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { WalletTransaction } from '@contracts/checkout';
import { AVAILABLE_CREDIT_HELP, CREDIT_LIMIT_CHANGE_PREFIX, isCreditLimitChange } from '@contracts/walletLabels';
import { selectIsApproved } from '@/features/auth';
import { DEFAULT_WALLET_PAGE_SIZE, WALLET_PAGE_SIZES } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { formatDateTime, formatRupees } from '@contracts/format';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { PagedTable, type PagedColumn } from '@/shared/ui/PagedTable';
import { useGetWalletHistoryQuery } from '../api';
import { AccountLayout } from '@/shared/ui/AccountLayout';
import '../account.css';

type SizeChoice = `${(typeof WALLET_PAGE_SIZES)[number]}` | 'all' | 'custom';
const INVALID_SIZE = 'Please enter a valid number.';

/** A custom page size: a whole number above 0 (spec 5). */
export function parsePageSize(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * The store changing the limit is not money paid or returned: no amount in the Credit or Debit
 * column, a 'Credit limit changed' label and the old and new limits instead.
 */
function limitChangeDetail(t: WalletTransaction): string {
  return t.description.startsWith(`${CREDIT_LIMIT_CHANGE_PREFIX}:`)
    ? t.description.slice(CREDIT_LIMIT_CHANGE_PREFIX.length + 1).trim()
    : `${t.type === 'c' ? 'Raised' : 'Lowered'} by ${formatRupees(t.amount)}`;
}

const noAmount = <span className="muted">—</span>;

const columns: PagedColumn<WalletTransaction>[] = [
  { header: 'Date', cellClassName: 'wallet-table__date', cell: (t) => formatDateTime(t.datetime) },
  {
    header: 'Order Number',
    cellClassName: 'wallet-table__order',
    cell: (t) =>
      !isCreditLimitChange(t) && t.order_number ? (
        <Link to={`/order-details/${encodeURIComponent(t.order_number)}`}>{t.order_number}</Link>
      ) : (
        '—'
      ),
  },
  {
    header: 'Description',
    cell: (t) =>
      isCreditLimitChange(t) ? (
        <>
          <span className="wallet-table__kind">Credit limit changed</span> {limitChangeDetail(t)}
        </>
      ) : (
        t.description
      ),
  },
  {
    header: 'Credit Amount',
    className: 'num',
    cell: (t) =>
      t.type === 'c' && !isCreditLimitChange(t) ? <span className="wallet-table__credit">{formatRupees(t.amount)}</span> : noAmount,
  },
  {
    header: 'Debit Amount',
    className: 'num',
    cell: (t) =>
      t.type === 'd' && !isCreditLimitChange(t) ? <span className="wallet-table__debit">{formatRupees(t.amount)}</span> : noAmount,
  },
];

export default function WalletHistoryPage() {
  usePageMeta({ title: 'Wallet History', private: true });
  const approved = useAppSelector(selectIsApproved);
  const { data, isLoading, isError, error } = useGetWalletHistoryQuery(undefined, { skip: !approved });
  const [choice, setChoice] = useState<SizeChoice>(`${DEFAULT_WALLET_PAGE_SIZE}` as SizeChoice);
  /** The page size in force; null shows everything. */
  const [size, setSize] = useState<number | null>(DEFAULT_WALLET_PAGE_SIZE);
  const [customText, setCustomText] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const [page, setPage] = useState(1);

  // Spec 8: a failing wallet call is logged, not announced.
  useEffect(() => {
    if (isError) console.error('Wallet history failed to load', error);
  }, [isError, error]);

  const transactions = data?.transactions ?? [];
  const perPage = size ?? Math.max(1, transactions.length);
  const lastPage = Math.max(1, Math.ceil(transactions.length / perPage));
  const current = Math.min(page, lastPage);
  const rows = transactions.slice((current - 1) * perPage, current * perPage);

  const changeSize = (next: number | null) => {
    setSize(next);
    setPage(1);
  };

  const onChoice = (value: SizeChoice) => {
    setChoice(value);
    setCustomError(null);
    if (value === 'all') changeSize(null);
    else if (value !== 'custom') changeSize(Number(value));
  };

  const onCustom = (e: FormEvent) => {
    e.preventDefault();
    const n = parsePageSize(customText);
    if (n === null) {
      setCustomError(INVALID_SIZE);
      return;
    }
    setCustomError(null);
    changeSize(n);
  };

  const go = (p: number) => {
    if (p >= 1 && p <= lastPage) setPage(p);
  };

  let body;
  if (!approved) body = null;
  else
    body = (
      <PagedTable
        columns={columns}
        rows={rows}
        rowKey={(t) => t.id}
        rowClassName={(t) => (isCreditLimitChange(t) ? 'wallet-table__limit' : undefined)}
        className="wallet-table"
        caption="Wallet transactions"
        loading={isLoading}
        loadingLabel="Loading wallet history..."
        error={isError ? <p className="muted">Wallet history is not available right now.</p> : null}
        emptyRow="No wallet transactions yet."
        before={
          <div className="wallet__toolbar">
            <div className="wallet__size">
              <label htmlFor="wallet-size">Show</label>
              <select id="wallet-size" value={choice} onChange={(e) => onChoice(e.target.value as SizeChoice)}>
                {WALLET_PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
                <option value="all">All</option>
                <option value="custom">Custom</option>
              </select>
              <span className="muted">per page</span>
            </div>
            {choice === 'custom' ? (
              <form className="wallet__custom" onSubmit={onCustom} noValidate>
                <label htmlFor="wallet-custom" className="sr-only">
                  Custom page size
                </label>
                <input
                  id="wallet-custom"
                  inputMode="numeric"
                  placeholder="Rows per page"
                  value={customText}
                  onChange={(e) => setCustomText(e.target.value)}
                  aria-invalid={customError ? true : undefined}
                  aria-describedby={customError ? 'wallet-custom-error' : undefined}
                />
                <button type="submit" className="btn btn--secondary btn--small">
                  Apply
                </button>
                {customError ? (
                  <p className="field-error wallet__custom-error" id="wallet-custom-error" role="alert">
                    {customError}
                  </p>
                ) : null}
              </form>
            ) : null}
          </div>
        }
        after={
          <nav className="wallet__pager" aria-label="Wallet transaction pages">
            <button type="button" className="pagination__btn" disabled={current <= 1} onClick={() => go(current - 1)}>
              Previous
            </button>
            <span aria-live="polite">
              Page {current} of {lastPage}
            </span>
            <button type="button" className="pagination__btn" disabled={current >= lastPage} onClick={() => go(current + 1)}>
              Next
            </button>
          </nav>
        }
      />
    );

  return (
    <AccountLayout title="Wallet Transaction History">
      {approved && !isLoading ? (
        <>
          <p className="wallet__limit" title={AVAILABLE_CREDIT_HELP}>
            Current Limit ({formatRupees(data?.credit_limit ?? 0)})
          </p>
          <p className="muted wallet__limit-help">{AVAILABLE_CREDIT_HELP}</p>
        </>
      ) : null}
      {/* A newly approved account starts at ₹0 until the store sets a limit: say what that means. */}
      {approved && data && data.credit_limit <= 0 ? (
        <p className="notice wallet__no-credit" role="note">
          Your credit limit is {formatRupees(data.credit_limit)}, so cash on delivery is not available yet. <Link to="/contact-us">Contact us</Link>{' '}
          to request credit.
        </p>
      ) : null}
      {body ? <div className="panel account-card">{body}</div> : null}
    </AccountLayout>
  );
}
