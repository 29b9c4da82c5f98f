// The header's bell. A visitor's leads to signing in and asks the server nothing; a signed-in
// user's (count and panel) is a small chunk loaded after the shell, keeping the first visit's
// JavaScript as it was. Until it arrives the bell is drawn in its place, so nothing moves.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { selectIsAuthenticated } from '@/features/auth';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { BellIcon } from './BellIcon';

const SignedInBell = lazy(() => import(/* webpackChunkName: "notifications-bell" */ './SignedInBell'));

export function NotificationBell() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  if (signedIn) {
    return (
      <Suspense
        fallback={
          <span className="icon-btn">
            <BellIcon />
          </span>
        }
      >
        <SignedInBell />
      </Suspense>
    );
  }
  return (
    <Link to="/signin" className="icon-btn" aria-label="Notifications: sign in to see yours">
      <BellIcon />
    </Link>
  );
}
