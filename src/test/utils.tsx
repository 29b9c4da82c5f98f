// renderWithProviders: a fresh real store (no persistence) and a memory router at `route`.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { makeStore, type RootState } from '@/app/store';
import { ACCOUNT_FRAME } from '@/app/shell/accountFrame';
import { AccountFrameProvider } from '@/shared/ui/AccountLayout';

interface Options {
  preloadedState?: Partial<RootState>;
  route?: string;
  /** The path pattern the element is mounted at (e.g. '/product/:slug'). */
  path?: string;
  /** Extra routes, e.g. a stub for where a redirect lands. */
  routes?: RouteObject[];
}

export function renderWithProviders(ui: ReactElement, { preloadedState, route = '/', path = '*', routes = [] }: Options = {}) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  const user = userEvent.setup();
  // The account pages' frame as the app's Layout provides it (its menu and approval notice).
  return {
    store,
    router,
    user,
    ...render(
      <Provider store={store}>
        <AccountFrameProvider value={ACCOUNT_FRAME}>
          <RouterProvider router={router} />
        </AccountFrameProvider>
      </Provider>,
    ),
  };
}

/** Preloaded auth state for a signed-in customer. */
export const signedInAs = (customer: RootState['auth']['customer'], token = 'test-token'): Partial<RootState> => ({
  auth: { token, customer, sessionExpired: false, resetEmail: null },
});
