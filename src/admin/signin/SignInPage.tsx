// /admin/signin: the back office's door. A signed-in member goes on to the address they opened
// (or the Inbox); a session that ended by itself is explained.
import { Navigate, useLocation } from 'react-router-dom';
import { timeoutMinutes } from '../session';
import { useAdminSelector } from '../store';
import { SessionCheck } from './SessionCheck';
import { SignInForm } from './SignInForm';
import './signin.css';

/** Only back-office addresses are followed after sign-in. */
const safeFrom = (from: unknown) => (typeof from === 'string' && /^\/admin(\/|$|\?)/.test(from) && !from.startsWith('/admin/signin') ? from : '/admin');

export function SignInPage() {
  const { staff, expired, timeout, checked } = useAdminSelector((s) => s.session);
  const location = useLocation();
  if (!checked) return <SessionCheck />;
  if (staff) return <Navigate to={safeFrom((location.state as { from?: unknown } | null)?.from)} replace />;
  return (
    <main className="signin-page">
      <section className="signin-card a-card" aria-labelledby="signin-title">
        <p className="signin-brand">IT Wholesale · Back office</p>
        <h1 id="signin-title">Staff sign-in</h1>
        {expired && (
          <p className="a-note" role="status">
            Your session ended after {timeoutMinutes(timeout)} minutes without activity. Please sign in again.
          </p>
        )}
        <SignInForm />
        <p className="signin-foot">For the store&apos;s staff only. Customers sign in at the store.</p>
      </section>
    </main>
  );
}
