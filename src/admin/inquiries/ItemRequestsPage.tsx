// /admin/item-requests (Sales, Admin): products visitors asked the store to stock, unanswered
// first, with the one opened beside the list and "Mark answered".
import type { AdminItemRequest } from '@contracts/adminInquiries';
import { useAdminItemRequestsQuery, useAnswerItemRequestMutation } from './api';
import { VisitorFormsPage, useVisitorFormQuery } from './VisitorFormsPage';

const itemsText = (r: AdminItemRequest) =>
  r.products.length === 0 ? '—' : r.products.map((p) => `${p.product_name} × ${p.quantity}`).join(', ');

export function ItemRequestsPage() {
  const query = useVisitorFormQuery();
  const list = useAdminItemRequestsQuery(query);
  const [answer] = useAnswerItemRequestMutation();
  return (
    <VisitorFormsPage<AdminItemRequest>
      view={{
        title: 'Item requests',
        noun: 'item request',
        plural: 'item requests',
        searchHint: 'Name, email, phone, product or REQ-…',
        emptyText: 'Item requests arrive from the storefront’s “Request an item” form.',
        list: { data: list.data?.item_requests, isLoading: list.isLoading, isFetching: list.isFetching, error: list.error, refetch: () => void list.refetch() },
        columns: [
          { header: 'From', cell: (r) => <span className="vf-strong">{r.name}</span> },
          {
            header: 'Contact',
            more: true,
            cell: (r) => (
              <>
                <span className="vf-sub vf-wrap">{r.email}</span>
                <span className="vf-sub">{r.phone}</span>
              </>
            ),
          },
          { header: 'Items', more: true, cell: (r) => <span className="vf-excerpt">{itemsText(r)}</span> },
        ],
        details: (r) => (
          <>
            <dl className="vf-facts">
              <dt>Name</dt>
              <dd>{r.name}</dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${r.email}`}>{r.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${r.phone}`}>{r.phone}</a>
              </dd>
            </dl>
            <h3>Items asked for</h3>
            {r.products.length === 0 ? (
              <p className="vf-muted">No items listed.</p>
            ) : (
              <table className="a-table vf-items">
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col" className="vf-num">
                      Quantity
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.products.map((p, i) => (
                    <tr key={i}>
                      <td>{p.product_name}</td>
                      <td className="vf-num">{p.quantity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {r.other_details && (
              <>
                <h3>Other details</h3>
                <p className="vf-message">{r.other_details}</p>
              </>
            )}
          </>
        ),
        answer: async (id, note) => (await answer({ id, note }).unwrap()).item_request,
      }}
    />
  );
}
