// /admin: who is signed in, with what role, and the screens that role opens.
import { Link } from 'react-router-dom';
import { STAFF_ROLE_LABELS } from '@contracts/staffRules';
import { formatDateTime } from '@contracts/format';
import { useAdminSelector } from '../store';
import { navFor } from './nav';

export function HomePage() {
  const staff = useAdminSelector((s) => s.session.staff);
  if (!staff) return null;
  const items = navFor(staff.role).filter((item) => item.to !== '/admin');
  return (
    <>
      <h1 className="admin-title">Welcome, {staff.name}</h1>
      <section className="a-card home-card">
        <p>
          You are signed in as <strong>{STAFF_ROLE_LABELS[staff.role]}</strong> ({staff.email}).
          {staff.last_sign_in_at && <> Signed in {formatDateTime(staff.last_sign_in_at)} (India time).</>}
        </p>
        {items.length > 0 ? (
          <ul className="home-links">
            {items.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="home-muted">Your role&apos;s screens are not in the back office yet; until they are, the command-line tool does that work.</p>
        )}
        <p className="home-muted">For your security the back office signs you out after 15 minutes without activity.</p>
      </section>
    </>
  );
}
