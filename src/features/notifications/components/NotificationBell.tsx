// The header's bell: the signed-in user's unread count, read on each navigation and every few
// minutes while the tab is in view (visitors ask nothing); pressing it opens the panel, whose code
// is fetched only then. The badge sits over the icon, so a count arriving never moves the header.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { selectIsAuthenticated } from '@/features/auth';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { useGetUnreadCountQuery } from '../api';

const NotificationPanel = lazy(() => import(/* webpackChunkName: "notifications-panel" */ './NotificationPanel'));

const POLL_MS = 3 * 60 * 1000;

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
    </svg>
  );
}

/** "Notifications, 3 unread": what the bell says to a screen reader. */
export const bellLabel = (unread: number) => `Notifications, ${unread === 0 ? 'none' : unread} unread`;

function SignedInBell() {
  const { data: unread = 0, refetch } = useGetUnreadCountQuery(undefined, { pollingInterval: POLL_MS, skipPollingIfUnfocused: true });
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const seenPath = useRef(pathname);
  useEffect(() => {
    // A new page: the count again (an order just placed, a page that acted). Not on the first render: the query has just asked.
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);
  const close = useCallback((focusBell: boolean) => {
    setOpen(false);
    if (focusBell) buttonRef.current?.focus();
  }, []);
  return (
    <div className="notif">
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? 'notifications-panel' : undefined}
        onClick={() => setOpen((o) => !o)}
        data-notifications-bell=""
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="badge" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense
          fallback={
            <span className="sr-only" role="status">
              Loading notifications
            </span>
          }
        >
          <NotificationPanel onClose={close} bell={buttonRef} />
        </Suspense>
      ) : null}
    </div>
  );
}

export function NotificationBell() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  if (signedIn) return <SignedInBell />;
  // A visitor has no notifications: the bell leads to signing in, and asks the server nothing.
  return (
    <Link to="/signin" className="icon-btn" aria-label="Notifications: sign in to see yours">
      <BellIcon />
    </Link>
  );
}
