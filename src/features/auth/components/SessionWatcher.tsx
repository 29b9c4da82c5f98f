// Ends the session after the server's inactivity period (reset by mouse moves, key presses,
// clicks and scrolls), and sends the user to /signin whenever the session ends (time-out or 401).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@/shared/lib/notify';
import { sessionEnded } from '@/shared/api/baseApi';
import { useAppDispatch, useAppSelector } from '@/shared/lib/storeHooks';
import { authApi, useGetSessionTimeoutQuery } from '../api';
import { selectIsAuthenticated, selectSessionExpired } from '../authSlice';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll'] as const;

export function SessionWatcher() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const expired = useAppSelector(selectSessionExpired);
  const { data: timeoutSeconds } = useGetSessionTimeoutQuery(undefined, { skip: !signedIn });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const location = useLocation();
  // The page the session ended on, read when it ends (not a dependency: moving on must not re-run it).
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!signedIn || !timeoutSeconds) return;
    // The server measures idleness by requests; a reader on cached pages makes none. Activity
    // therefore also pings the server, at most every third of the time-out.
    let lastPing = Date.now();
    const restart = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => dispatch(sessionEnded()), timeoutSeconds * 1000);
      if (Date.now() - lastPing > (timeoutSeconds * 1000) / 3) {
        lastPing = Date.now();
        void dispatch(authApi.endpoints.getSessionTimeout.initiate(undefined, { forceRefetch: true, subscribe: false }));
      }
    };
    restart();
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, restart, { passive: true, capture: true });
    return () => {
      clearTimeout(timer.current);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, restart, { capture: true });
    };
  }, [signedIn, timeoutSeconds, dispatch]);

  useEffect(() => {
    if (!expired) return;
    notify.info('Your session has ended. Please sign in again.', { toastId: 'session-ended' });
    // Signing in again returns the buyer to the page they were on. On a protected page the guard
    // has already sent them to /signin with that page in hand.
    if (!here.current.startsWith('/signin')) navigate('/signin', { replace: true, state: { from: here.current } });
  }, [expired, dispatch, navigate]);

  return null;
}
