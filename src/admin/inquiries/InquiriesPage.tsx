// /admin/inquiries (Sales, Admin): the contact form's inquiries, unanswered first, with the one
// opened beside the list and "Mark answered".
import type { AdminInquiry } from '@contracts/adminInquiries';
import { useAnswerInquiryMutation, useAdminInquiriesQuery } from './api';
import { VisitorFormsPage, useVisitorFormQuery } from './VisitorFormsPage';

export function InquiriesPage() {
  const query = useVisitorFormQuery();
  const list = useAdminInquiriesQuery(query);
  const [answer] = useAnswerInquiryMutation();
  return (
    <VisitorFormsPage<AdminInquiry>
      view={{
        title: 'Inquiries',
        noun: 'inquiry',
        plural: 'inquiries',
        searchHint: 'Name, company, email, phone, message or INQ-…',
        emptyText: 'Inquiries arrive from the storefront’s contact form.',
        list: { data: list.data?.inquiries, isLoading: list.isLoading, isFetching: list.isFetching, error: list.error, refetch: () => void list.refetch() },
        columns: [
          {
            header: 'From',
            cell: (r) => (
              <>
                <span className="vf-strong">
                  {r.first_name} {r.last_name}
                </span>
                <span className="vf-sub">{r.company_name}</span>
              </>
            ),
          },
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
          { header: 'Message', more: true, cell: (r) => <span className="vf-excerpt">{r.description || '—'}</span> },
        ],
        details: (r) => (
          <>
            <dl className="vf-facts">
              <dt>Name</dt>
              <dd>
                {r.first_name} {r.last_name}
              </dd>
              <dt>Company</dt>
              <dd>{r.company_name}</dd>
              <dt>Designation</dt>
              <dd>{r.employee_designation}</dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${r.email}`}>{r.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${r.phone}`}>{r.phone}</a>
              </dd>
            </dl>
            <h3>Message</h3>
            <p className="vf-message">{r.description || 'No message: the visitor left only their details.'}</p>
          </>
        ),
        answer: async (id, note) => (await answer({ id, note }).unwrap()).inquiry,
      }}
    />
  );
}
