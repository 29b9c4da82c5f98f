// Keeps the signed-in customer in step with the server on every page: the stored copy
// (userDetails) is reloaded when the store opens and when the window gets focus again, so an
// account approved (or rejected) while signed in shows its prices after a reload or a tab switch.
import { useEffect, useRef } from 'react';
import { selectIsAuthenticated } from '@/features/auth';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { useGetProfileQuery } from '../api';

/** Focus comes often (every tab or window switch); the profile is asked for at most this often. */
export const FOCUS_REFRESH_MS = 30_000;

export function ProfileSync() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { refetch, startedTimeStamp } = useGetProfileQuery(undefined, { skip: !signedIn, refetchOnMountOrArgChange: true });
  const lastAsked = useRef(0);
  useEffect(() => {
    if (startedTimeStamp) lastAsked.current = startedTimeStamp;
  }, [startedTimeStamp]);

  useEffect(() => {
    if (!signedIn) return;
    const onFocus = () => {
      if (document.visibilityState === 'hidden' || Date.now() - lastAsked.current < FOCUS_REFRESH_MS) return;
      lastAsked.current = Date.now();
      void refetch();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [signedIn, refetch]);
  return null;
}
