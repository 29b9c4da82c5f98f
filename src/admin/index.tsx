// The back office's entry (/admin): built by a webpack compilation of its own (webpack.config.ts),
// so nothing here can change what the storefront loads.
// The base sheet first: the screens' own sheets, loaded after it, override its element rules.
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { makeAdminRouter } from './routes';
import { uncheckedSession } from './session';
import { checkSession, syncWithOtherTabs } from './sessionSync';
import { makeAdminStore } from './store';

// The tab starts knowing nothing: the server says whether this browser is signed in (its cookie).
const store = makeAdminStore(uncheckedSession());
syncWithOtherTabs(store);
void checkSession(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={makeAdminRouter()} />
    </Provider>
  </StrictMode>,
);
