// makeAdminStore(): the back office's store (its API cache and the staff session). A session
// change empties the API cache, so one member never sees another's answers.
import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
// eslint-disable-next-line no-restricted-imports -- the back office's typed hooks are made here
import { useDispatch, useSelector } from 'react-redux';
import { adminApi } from './api';
import { STORAGE_KEY, sessionSlice, signedIn, signedOut, staffActive, staffSessionEnded, type AdminSessionState } from './session';

const reducer = combineSlices(adminApi, { session: sessionSlice.reducer });
export type AdminState = ReturnType<typeof reducer>;

function saveSession({ token, staff, timeout, lastActiveAt }: AdminSessionState) {
  if (token) globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify({ token, staff, timeout, lastActiveAt }));
  else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
}

export function makeAdminStore(session?: AdminSessionState) {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(signedIn, signedOut, staffSessionEnded),
    effect: (_action, api) => {
      api.dispatch(adminApi.util.resetApiState());
      saveSession((api.getState() as AdminState).session);
    },
  });
  listener.startListening({ actionCreator: staffActive, effect: (_action, api) => saveSession((api.getState() as AdminState).session) });
  return configureStore({
    reducer,
    preloadedState: session ? { session } : undefined,
    middleware: (gDM) => gDM().prepend(listener.middleware).concat(adminApi.middleware),
  });
}

export type AdminStore = ReturnType<typeof makeAdminStore>;
export const useAdminDispatch = useDispatch.withTypes<AdminStore['dispatch']>();
export const useAdminSelector = useSelector.withTypes<AdminState>();
