// The storefront root: the store (persisted under the spec's keys) and the router with the one route table.
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { makePersistedStore } from './store';
import { routes } from './routes';
import { offerStoreTools } from './webmcp';
import './styles.css';

const { store, persistor } = makePersistedStore();
offerStoreTools(store);

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
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
