// /my-account/credit (the credit ledger): the company's limit, available credit, what is
// outstanding, overdue and paid, the ageing of overdue dues, every due, and the statement of
// account for a chosen period (on screen, and as PDF or CSV); open dues are paid online here.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { CreditDue, CreditSummaryResponse, StatementEntry } from '@contracts/credit';
import { formatDateTime, formatRupees, formatShortDate, indiaDay } from '@contracts/format';
import { AVAILABLE_CREDIT_HELP } from '@contracts/walletLabels';
import { selectIsApproved } from '@/features/auth';
import { readFailure } from '@/shared/api/failure';
import { saveObjectUrl } from '@/shared/lib/download';
import { notify } from '@/shared/lib/notify';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { PagedTable, type PagedColumn } from '@/shared/ui/PagedTable';
import { useDownloadStatementMutation, useGetCreditQuery, useGetStatementQuery } from '../api';
import { AccountLayout } from '@/shared/ui/AccountLayout';
import { PayDues } from '../components/PayDues';
import './CreditPage.css';

/** The ageing columns, by days past the due date. */
const AGEING_BUCKETS: { key: keyof CreditSummaryResponse['data']['ageing']; label: string }[] = [
  { key: 'days_0_30', label: '0–30 days' },
  { key: 'days_31_60', label: '31–60 days' },
  { key: 'days_61_90', label: '61–90 days' },
  { key: 'days_90_plus', label: 'Over 90 days' },
];

const day = (iso: string | null) => (iso ? formatShortDate(`${iso}T00:00:00+05:30`) : 'On invoice');

function dueState(d: CreditDue) {
  if (d.state === 'canceled') return <span className="credit-tag credit-tag--canceled">Cancelled, credited</span>;
  if (d.state === 'paid') return <span className="credit-tag credit-tag--paid">Paid</span>;
  if (d.days_overdue > 0) return <span className="credit-tag credit-tag--overdue">Overdue {d.days_overdue} {d.days_overdue === 1 ? 'day' : 'days'}</span>;
  return <span className="credit-tag">{d.due_date ? 'Open' : 'Not yet invoiced'}</span>;
}

const dueColumns: PagedColumn<CreditDue>[] = [
  { header: 'Order', cell: (d) => <Link to={`/order-details/${encodeURIComponent(d.order_number)}`}>{d.order_number}</Link> },
  { header: 'Invoice', cell: (d) => (d.invoice_number ? `${d.invoice_number} · ${formatShortDate(d.invoice_date)}` : '—') },
  { header: 'Due date', cell: (d) => day(d.due_date) },
  { header: 'Amount', className: 'num', cell: (d) => formatRupees(d.amount) },
  { header: 'Paid', className: 'num', cell: (d) => formatRupees(d.paid) },
  { header: 'Outstanding', className: 'num', cell: (d) => formatRupees(d.outstanding) },
  { header: 'Status', cell: dueState },
];

const entryColumns: PagedColumn<StatementEntry>[] = [
  { header: 'Date', cell: (e) => formatDateTime(e.at) },
  { header: 'Description', cell: (e) => e.description },
  { header: 'Debit', className: 'num', cell: (e) => (e.debit ? formatRupees(e.debit) : '—') },
  { header: 'Credit', className: 'num', cell: (e) => (e.credit ? formatRupees(e.credit) : '—') },
  { header: 'Balance', className: 'num', cell: (e) => formatRupees(e.balance) },
];

/** The first day of this month and today, in India. */
function thisMonth(): { from: string; to: string } {
  const to = indiaDay(new Date());
  return { from: `${to.slice(0, 8)}01`, to };
}

function Statement() {
  const [period, setPeriod] = useState(thisMonth);
  const [draft, setDraft] = useState(period);
  const [error, setError] = useState<string | null>(null);
  const { data, isFetching, isError } = useGetStatementQuery(period);
  const [download, { isLoading: downloading }] = useDownloadStatementMutation();

  const onShow = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.from || !draft.to) return setError('Choose both dates.');
    if (draft.to < draft.from) return setError('The end date cannot be before the start date.');
    setError(null);
    setPeriod(draft);
  };
  const save = async (format: 'pdf' | 'csv') => {
    try {
      const file = await download({ ...period, format }).unwrap();
      saveObjectUrl(file.url, file.fileName);
    } catch (err) {
      notify.error(readFailure(err, 'Failed to download the statement').message);
    }
  };

  return (
    <section className="panel account-card credit-section credit-statement" aria-labelledby="statement-heading">
      <h2 id="statement-heading">Statement of account</h2>
      <form className="credit-statement__period" onSubmit={onShow} noValidate>
        <label>
          From
          <input type="date" value={draft.from} max={draft.to || undefined} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label>
          To
          <input type="date" value={draft.to} min={draft.from || undefined} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <button type="submit" className="btn btn--secondary btn--small">
          Show
        </button>
        <button type="button" className="btn btn--secondary btn--small" disabled={downloading} onClick={() => void save('pdf')}>
          Download PDF
        </button>
        <button type="button" className="btn btn--secondary btn--small" disabled={downloading} onClick={() => void save('csv')}>
          Download CSV
        </button>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {data ? (
        <p className="credit-statement__balances">
          Opening balance on {day(data.from)}: <strong>{formatRupees(data.opening)}</strong> · Closing balance on {day(data.to)}:{' '}
          <strong>{formatRupees(data.closing)}</strong>
        </p>
      ) : null}
      <div className="credit-scroll">
      <PagedTable
        columns={entryColumns}
        rows={data?.entries ?? []}
        rowKey={(e) => `${e.at}-${e.description}`}
        className="credit-table"
        caption="Statement entries"
        loading={isFetching && !data}
        loadingLabel="Loading the statement..."
        error={isError ? <p className="muted">The statement is not available right now.</p> : null}
        emptyRow="No entries in this period."
      />
      </div>
    </section>
  );
}

export default function CreditPage() {
  usePageMeta({ title: 'Credit and Dues', private: true });
  const approved = useAppSelector(selectIsApproved);
  const { data, isLoading, isError } = useGetCreditQuery(undefined, { skip: !approved });

  return (
    <AccountLayout title="Credit and Dues">
      {data ? (
        <>
          <dl className="credit-figures">
            <div>
              <dt>Credit limit</dt>
              <dd>{formatRupees(data.credit_limit)}</dd>
            </div>
            <div>
              <dt title={AVAILABLE_CREDIT_HELP}>Available</dt>
              <dd>{formatRupees(data.available)}</dd>
            </div>
            <div>
              <dt>Outstanding</dt>
              <dd>{formatRupees(data.outstanding)}</dd>
            </div>
            <div className={data.overdue > 0 ? 'credit-figures__overdue' : undefined}>
              <dt>Overdue</dt>
              <dd>{formatRupees(data.overdue)}</dd>
            </div>
            <div>
              <dt>Paid</dt>
              <dd>{formatRupees(data.paid)}</dd>
            </div>
          </dl>
          <p className="muted">{AVAILABLE_CREDIT_HELP}</p>
          <p className="muted">
            Payment terms: {data.payment_terms_days} days from the invoice date. Cash-on-delivery orders use your credit until they are paid.
          </p>
          <section className="panel account-card credit-section" aria-labelledby="ageing-heading">
            <h2 id="ageing-heading">Ageing</h2>
            <div className="credit-scroll">
            <table className="table credit-ageing">
              <caption className="sr-only">Overdue amounts by days past the due date</caption>
              <thead>
                <tr>
                  <th scope="col">Not yet due</th>
                  {AGEING_BUCKETS.map((b) => (
                    <th scope="col" key={b.key}>
                      {b.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td data-label="Not yet due">{formatRupees(data.ageing.not_due)}</td>
                  {AGEING_BUCKETS.map((b) => (
                    <td key={b.key} data-label={b.label}>
                      {formatRupees(data.ageing[b.key])}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
            </div>
          </section>
        </>
      ) : null}
      {data ? <PayDues dues={data.dues} outstanding={data.outstanding} /> : null}
      {approved ? (
        <section className="panel account-card credit-section" aria-labelledby="dues-heading">
          <h2 id="dues-heading">Dues</h2>
          <div className="credit-scroll">
          <PagedTable
            columns={dueColumns}
            rows={data?.dues ?? []}
            rowKey={(d) => d.id}
            className="credit-table"
            caption="Dues by order"
            loading={isLoading}
            loadingLabel="Loading your dues..."
            error={isError ? <p className="muted">Your dues are not available right now.</p> : null}
            emptyRow="No dues: cash-on-delivery orders appear here."
          />
          </div>
        </section>
      ) : null}
      {approved ? <Statement /> : null}
    </AccountLayout>
  );
}
