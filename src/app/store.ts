// makeStore(preloadedState?): the app makes one persisted store; each test makes its own plain one.
import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  isAnyOf,
  type DevToolsEnhancerOptions,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import { baseApi, sessionEnded, signedOut } from '@/shared/api/baseApi';
import { authSlice, credentialsReceived } from '@/features/auth';
import { catalogSlice } from '@/features/catalog';
import { checkoutSlice } from '@/features/checkout';
import { compareSlice } from '@/features/compare';
import { quotesSlice } from '@/features/quotes';
import { createSpecKeyStorage } from './persistStorage';

export const rootReducer = combineSlices(baseApi, authSlice, catalogSlice, quotesSlice, compareSlice, checkoutSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** Whoever signs in or out, the cached server data (prices, cart, profile) belonged to the last session. */
function sessionCacheReset() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(credentialsReceived, signedOut, sessionEnded),
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  return listener.middleware;
}

export interface StoreOptions {
  /** Mirror the spec's keys to localStorage (the app's store; tests build plain ones). */
  persist?: boolean;
  /** Redux DevTools settings when this tab talks to DevTools (see devtools/flag.ts), else false. */
  devTools?: DevToolsEnhancerOptions | false;
}

export function makeStore(preloadedState?: Partial<RootState>, { persist = false, devTools = false }: StoreOptions = {}) {
  const reducer = persist
    ? persistReducer(
        { key: 'root', keyPrefix: '', storage: createSpecKeyStorage(), whitelist: ['auth', 'quotes', 'compare'] },
        rootReducer,
      )
    : rootReducer;
  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState,
    devTools,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionCacheReset())
        .concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
// Written out rather than read off the store, so that pages (typed through storeHooks) and the
// store do not depend on each other's inferred types.
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;

export function makePersistedStore(devTools: DevToolsEnhancerOptions | false = false) {
  const store = makeStore(undefined, { persist: true, devTools });
  const persistor = persistStore(store);
  // redux-persist writes a change a few ticks later; a tab closed or reloaded right after a change
  // (the comparison list cleared, a quote item added) would lose it. Leaving the page writes what
  // is pending now (the spec-key storage writes localStorage synchronously).
  window.addEventListener('pagehide', () => void persistor.flush());
  return { store, persistor };
}

declare module '@/shared/lib/storeHooks' {
  interface StoreTypes {
    state: RootState;
  }
}
