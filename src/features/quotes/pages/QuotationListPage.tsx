// /quotationlist (spec 2): the customer's quotations, paged by the server, with a link to each.
// A failure to load is logged only (spec 8) and reads as an empty list.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AccountLayout } from '@/features/account';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { usePageParam } from '@/shared/lib/usePageParam';
import { Pagination } from '@/shared/ui/Pagination';
import { Spinner } from '@/shared/ui/feedback';
import { useGetQuotationsQuery } from '../api';
import { QuotationStatusBadge } from '../components/QuotationStatusBadge';
import '../quotes.css';

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
  let body;
  if (isLoading) body = <Spinner label="Loading quotations..." />;
  else if (!data || rows.length === 0) body = <p className="quotations__empty">No quotations found.</p>;
  else
    body = (
      <>
        <div className={`table-wrap${isFetching ? ' is-stale' : ''}`}>
          <table className="table quotations-table">
            <caption className="sr-only">Your quotations</caption>
            <thead>
              <tr>
                <th scope="col">Quotation Number</th>
                <th scope="col">Customer Name</th>
                <th scope="col">Description</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="sr-only">View</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((q) => (
                <tr key={q.id}>
                  <td data-label="Quotation Number" className="quotations-table__number">
                    {q.quotation_number}
                  </td>
                  <td data-label="Customer Name">{q.customer?.primary_contact_name || 'N/A'}</td>
                  <td data-label="Description" className="quotations-table__description">
                    {q.quotation_description || <span className="muted">—</span>}
                  </td>
                  <td data-label="Status">
                    <QuotationStatusBadge status={q.status} />
                  </td>
                  <td className="quotations-table__view">
                    <Link className="btn btn--ghost btn--small" to={`/quotation-details/${q.id}`} aria-label={`View quotation ${q.quotation_number}`}>
                      View
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="list-footer">
          <p className="muted">
            Showing {rows.length} of {data.total} quotations
          </p>
          <Pagination page={data.current_page} lastPage={data.last_page} onChange={goTo} label="Quotation pages" />
        </div>
      </>
    );

  return (
    <AccountLayout title="Quotations">
      <div className="panel account-card">{body}</div>
    </AccountLayout>
  );
}
