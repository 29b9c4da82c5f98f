// The storefront root: the store (persisted under the spec's keys) and the router with the one route table.
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { makePersistedStore, type AppStore } from './store';
import { routes } from './routes';
import { devToolsRequested } from './devtools/flag';
import { offerStoreTools } from './webmcp';
import './styles.css';

/**
 * The app's one store. The DevTools settings are a chunk of their own, fetched first only when this
 * tab asked for DevTools; otherwise the store is made at once, with no DevTools code loaded.
 */
export async function startStore(): Promise<{ store: AppStore; persistor: Persistor }> {
  let devTools: DevToolsEnhancerOptions | false = false;
  if (devToolsRequested()) {
    // A failed chunk (e.g. a deploy in between) costs the debugging session its DevTools, not the store.
    devTools = await import(/* webpackChunkName: "devtools" */ './devtools/options').then((m) => m.devToolsOptions).catch(() => false as const);
  }
  const made = makePersistedStore(devTools);
  offerStoreTools(made.store);
  return made;
}

function AppRoutes() {
  return useRoutes(routes);
}

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PersistGate>
    </Provider>
  );
}
