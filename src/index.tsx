import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startStore } from './app/App';

void startStore().then(({ store, persistor }) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} persistor={persistor} />
    </StrictMode>,
  ),
);
