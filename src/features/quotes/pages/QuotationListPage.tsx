// /quotationlist (spec 2): the customer's quotations, paged by the server, with a link to each.
// A failure to load is logged only (spec 8) and reads as an empty list.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { QuotationSummary } from '@contracts/quotes';
import { AccountLayout } from '@/shared/ui/AccountLayout';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { usePageParam } from '@/shared/lib/usePageParam';
import { PagedTable, type PagedColumn } from '@/shared/ui/PagedTable';
import { useGetQuotationsQuery } from '../api';
import { QuotationStatusBadge } from '../components/QuotationStatusBadge';
import '../quotes.css';

const columns: PagedColumn<QuotationSummary>[] = [
  { header: 'Quotation Number', cellClassName: 'quotations-table__number', cell: (q) => q.quotation_number },
  { header: 'Customer Name', cell: (q) => q.customer?.primary_contact_name || 'N/A' },
  {
    header: 'Description',
    cellClassName: 'quotations-table__description',
    cell: (q) => q.quotation_description || <span className="muted">—</span>,
  },
  { header: 'Status', cell: (q) => <QuotationStatusBadge status={q.status} /> },
  {
    header: 'View',
    hideHeader: true,
    noLabel: true,
    cellClassName: 'quotations-table__view',
    cell: (q) => (
      <Link className="btn btn--ghost btn--small" to={`/quotation-details/${q.id}`} aria-label={`View quotation ${q.quotation_number}`}>
        View
      </Link>
    ),
  },
];

export default function QuotationListPage() {
  usePageMeta({ title: 'Quotations', private: true });
  const [page, goTo] = usePageParam();
  const { data, currentData, isLoading, isFetching, error } = useGetQuotationsQuery(page);

  useEffect(() => {
    if (error) console.error('Failed to load quotations', error);
  }, [error]);

  // The server answers a page past the last with the last one: keep the address bar in step.
  // (currentData: `data` still holds the previous page while the next one loads.)
  useEffect(() => {
    if (currentData && currentData.current_page !== page) goTo(currentData.current_page);
  }, [currentData, page, goTo]);

  const rows = data?.data ?? [];
  const body = (
    <PagedTable
      columns={columns}
      rows={rows}
      rowKey={(q) => q.id}
      className="quotations-table"
      caption="Your quotations"
      loading={isLoading}
      loadingLabel="Loading quotations..."
      isEmpty={!data || rows.length === 0}
      empty={<p className="quotations__empty">No quotations found.</p>}
      stale={isFetching}
      summary={data ? `Showing ${rows.length} of ${data.total} quotations` : null}
      page={data ? { current: data.current_page, last: data.last_page, onChange: goTo, label: 'Quotation pages' } : undefined}
    />
  );

  return (
    <AccountLayout title="Quotations">
      <div className="panel account-card">{body}</div>
    </AccountLayout>
  );
}
