// A page for some roles only: any other role is told so where it landed (which roles the screen is
// for, what its own role is) with a way back, instead of being moved somewhere else without a word.
// The server refuses that role's calls anyway (403); this only keeps the page from pretending.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { STAFF_ROLE_LABELS, type StaffRole } from '@contracts/staffRules';
import { useAdminSelector } from '../store';

/** "Admin", "Admin or Sales", "Admin, Sales or Finance". */
const rolesText = (roles: readonly StaffRole[]) => {
  const names = roles.map((r) => STAFF_ROLE_LABELS[r]);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
};

export function ForRoles({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const role = useAdminSelector((s) => s.session.staff?.role);
  if (role && roles.includes(role)) return children;
  return (
    <section className="a-card" aria-labelledby="for-roles-title">
      <h1 id="for-roles-title" className="admin-title">
        Not open to your role
      </h1>
      <p>
        This screen is for {rolesText(roles)}. Your role is {role ? STAFF_ROLE_LABELS[role] : 'not known'}.
      </p>
      <p>If your work needs it, ask an Admin to change your role.</p>
      <p>
        <Link to="/admin">Back to your Inbox</Link>
      </p>
    </section>
  );
}
