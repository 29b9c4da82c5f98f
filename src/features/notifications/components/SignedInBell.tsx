// The signed-in user's bell: the unread count, read on each navigation and every few minutes while
// the tab is in view; pressing it opens the panel, whose code is fetched only then. The badge sits
// over the icon, so a count arriving never moves the header. A chunk of its own, so a visitor's
// first visit carries none of it.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetUnreadCountQuery } from '../countApi';
import { BellIcon } from './BellIcon';

const NotificationPanel = lazy(() => import(/* webpackChunkName: "notifications-panel" */ './NotificationPanel'));

const POLL_MS = 3 * 60 * 1000;

/** "Notifications, 3 unread": what the bell says to a screen reader. */
const bellLabel = (unread: number) => `Notifications, ${unread === 0 ? 'none' : unread} unread`;

export default function SignedInBell() {
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

