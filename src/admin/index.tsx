// The back office's entry (/admin): built by a webpack compilation of its own (webpack.config.ts),
// so nothing here can change what the storefront loads.
// The base sheet first: the screens' own sheets, loaded after it, override its element rules.
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { makeAdminRouter } from './routes';
import { loadSession } from './session';
import { makeAdminStore } from './store';

const store = makeAdminStore(loadSession());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={makeAdminRouter()} />
    </Provider>
  </StrictMode>,
);
