// The signed-in frame: a side navigation with only the role's screens, the member and sign-out,
// and the idle time-out notice. Not signed in: off to the sign-in page, which brings the member
// back to the address they opened (after the tab has asked the server whether it is signed in);
// after Sign out in this tab, whoever signs in next starts at the Inbox.
import { NavLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import { STAFF_ROLE_LABELS } from '@contracts/staffRules';
import { useSignOutMutation } from '../api';
import { signedOut } from '../session';
import { SessionCheck } from '../signin/SessionCheck';
import { useAdminDispatch, useAdminSelector } from '../store';
import { IdleWatch } from './IdleWatch';
import { navFor } from './nav';
import './layout.css';

export function AdminLayout() {
  const { staff, checked, signedOutHere } = useAdminSelector((s) => s.session);
  const dispatch = useAdminDispatch();
  const location = useLocation();
  const [signOut, { isLoading }] = useSignOutMutation();
  if (!checked) return <SessionCheck />;
  if (!staff) return <Navigate to="/admin/signin" replace state={signedOutHere ? null : { from: `${location.pathname}${location.search}` }} />;
  return (
    <div className="admin-shell">
      <a className="admin-skip" href="#admin-content">
        Skip to content
      </a>
      <aside className="admin-side">
        <p className="admin-brand">
          IT Wholesale
          <span>Back office</span>
        </p>
        <nav aria-label="Back office">
          <ul>
            {navFor(staff.role).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="admin-main">
        <header className="admin-top">
          <span className="admin-who">
            <strong>{staff.name}</strong> · {STAFF_ROLE_LABELS[staff.role]}
          </span>
          <button
            type="button"
            className="a-btn a-btn--ghost a-btn--small"
            disabled={isLoading}
            onClick={async () => {
              // Signed out here (and in the browser's other tabs) whatever the server says: an ended session is just as gone.
              await signOut().unwrap().catch(() => undefined);
              dispatch(signedOut());
            }}
          >
            Sign out
          </button>
        </header>
        <IdleWatch />
        <main className="admin-content" id="admin-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
