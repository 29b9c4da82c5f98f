// The back office's tabs kept in step: a tab opening asks the server who is signed in (the cookie
// is shared, the answer gives this tab its CSRF token); a sign-in, a sign-out or an ended session
// in one tab reaches the others at once, and every answered call moves the shared idle clock.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { adminApi } from './api';
import { activityElsewhere, endedElsewhere, noSession, sessionFound } from './session';
import type { AdminStore } from './store';
import { ACTIVITY_KEY, EVENT_KEY, clearSharedActivity, readNews, readSharedActivity } from './tabs';

/** Asks the server whether this browser is signed in, and who is. */
export async function checkSession(store: AdminStore): Promise<void> {
  const hadSession = readSharedActivity() !== null;
  const result = await store.dispatch(adminApi.endpoints.session.initiate(undefined, { subscribe: false, forceRefetch: true }));
  if (result.data) {
    store.dispatch(sessionFound({ staff: result.data.staff, csrfToken: result.data.csrf_token, timeout: result.data.timeout }));
    return;
  }
  const refused = (result.error as FetchBaseQueryError | undefined)?.status === 401;
  // Refused while the tabs still had a session on their clock: it ended by itself (the time-out).
  store.dispatch(noSession({ expired: refused && hadSession }));
  if (refused) clearSharedActivity();
}

/** Follows what the other tabs of this browser do; returns the function that stops it. */
export function syncWithOtherTabs(store: AdminStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACTIVITY_KEY) {
      const at = Number(event.newValue);
      if (Number.isFinite(at) && at > 0) store.dispatch(activityElsewhere(at));
      return;
    }
    if (event.key !== EVENT_KEY) return;
    const news = readNews(event.newValue);
    if (news === 'signedIn') void checkSession(store);
    else if (news === 'signedOut') store.dispatch(endedElsewhere({ expired: false }));
    else if (news === 'ended') store.dispatch(endedElsewhere({ expired: true }));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
