// makeAdminStore(): the back office's store (its API cache and the staff session). A session
// change empties the API cache, so one member never sees another's answers; the session's news
// and its idle clock are shared with the browser's other tabs (tabs.ts).
import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
// eslint-disable-next-line no-restricted-imports -- the back office's typed hooks are made here
import { useDispatch, useSelector } from 'react-redux';
import { adminApi } from './api';
import { endedElsewhere, noSession, sessionFound, sessionSlice, signedIn, signedOut, staffActive, staffSessionEnded, type AdminSessionState } from './session';
import { announce, clearSharedActivity, writeSharedActivity } from './tabs';

const reducer = combineSlices(adminApi, { session: sessionSlice.reducer });
export type AdminState = ReturnType<typeof reducer>;

export function makeAdminStore(session?: AdminSessionState) {
  const listener = createListenerMiddleware();
  const sessionNow = (api: { getState: () => unknown }) => (api.getState() as AdminState).session;
  listener.startListening({
    matcher: isAnyOf(signedIn, sessionFound, noSession, signedOut, staffSessionEnded, endedElsewhere),
    effect: (_action, api) => {
      api.dispatch(adminApi.util.resetApiState());
    },
  });
  listener.startListening({
    matcher: isAnyOf(signedIn, sessionFound, staffActive),
    effect: (_action, api) => {
      const s = sessionNow(api);
      if (s.staff) writeSharedActivity(s.lastActiveAt);
    },
  });
  listener.startListening({ actionCreator: signedIn, effect: () => announce('signedIn') });
  listener.startListening({
    matcher: isAnyOf(signedOut, staffSessionEnded),
    effect: (action, api) => {
      // Only a tab that was signed in has news: a refusal seen signed out says nothing of the others.
      if (!(api.getOriginalState() as AdminState).session.staff) return;
      clearSharedActivity();
      announce(signedOut.match(action) ? 'signedOut' : 'ended');
    },
  });
  return configureStore({
    reducer,
    preloadedState: session ? { session } : undefined,
    middleware: (gDM) => gDM().prepend(listener.middleware).concat(adminApi.middleware),
  });
}

export type AdminStore = ReturnType<typeof makeAdminStore>;
export const useAdminDispatch = useDispatch.withTypes<AdminStore['dispatch']>();
export const useAdminSelector = useSelector.withTypes<AdminState>();
