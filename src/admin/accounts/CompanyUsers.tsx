// The account page's "Users" card: the people who sign in for the company, with role,
// status, spending limits and when they joined. Read only: the company's admin manages them on the
// storefront's Team page, and their changes are in the account's history below.
import { COMPANY_ROLE_LABELS } from '@contracts/companyUserRules';
import { formatDateTime, formatRupees, formatShortDate } from '@contracts/format';
import { readFailure } from '@/shared/api/failure';
import { TableScroll } from '../kit';
import { useAccountUsersQuery } from './api';

const STATUS = { active: 'Active', invited: 'Invited', disabled: 'Disabled' } as const;
const limit = (rupees: number | null) => (rupees === null ? 'No limit' : formatRupees(rupees));

export function CompanyUsers({ id }: { id: number }) {
  const { data, error, isLoading } = useAccountUsersQuery(id);
  if (isLoading) return <p className="acc-muted">Loading users...</p>;
  if (error || !data) return <p role="alert">{readFailure(error, 'The users could not be loaded.').message}</p>;
  return (
    <TableScroll label="Users of the company">
      <table className="acc-table">
        <caption className="a-visually-hidden">Users of the company</caption>
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Order limit
            </th>
            <th scope="col" className="num">
              Monthly limit
            </th>
            <th scope="col">Created</th>
            <th scope="col">Last sign-in</th>
          </tr>
        </thead>
        <tbody>
          {data.users.map((u) => (
            <tr key={u.email}>
              <td>
                {u.name}
                <br />
                <span className="acc-muted">{u.email}</span>
              </td>
              <td>{COMPANY_ROLE_LABELS[u.role]}</td>
              <td>{STATUS[u.status]}</td>
              <td className="num">{limit(u.order_limit)}</td>
              <td className="num">{limit(u.monthly_limit)}</td>
              <td>{formatShortDate(u.created_at)}</td>
              <td>{u.last_sign_in_at ? formatDateTime(u.last_sign_in_at) : 'Never'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
