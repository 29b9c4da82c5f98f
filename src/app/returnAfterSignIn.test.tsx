// Signing in again returns the buyer to the page they were on: after a guard sent them to /signin,
// and after their session timed out. Never to another site.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { sessionEnded } from '@/shared/api/baseApi';
import { approvedCustomer } from '@/test/fixtures';
import { signedInAs } from '@/test/utils';
import { routes } from './routes';
import { makeStore } from './store';

jest.setTimeout(30000);

function renderApp(entry: string | { pathname: string; state: unknown }, preloaded = {}) {
  const store = makeStore(preloaded);
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }, { timeout: 8000 }), 'demo@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('returning after sign-in', () => {
  it('brings a visitor sent to /signin from a protected page back to it', async () => {
    const { router, user } = renderApp('/myorder?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    await signIn(user);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/myorder?page=2'), { timeout: 6000 });
  });

  it('brings a buyer whose session timed out back to the page they were on', async () => {
    const { router, store, user } = renderApp('/order-details/ITW-2025-00005', signedInAs(approvedCustomer));
    expect(await screen.findByRole('heading', { name: 'Order ITW-2025-00005' }, { timeout: 8000 })).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionEnded());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-details/ITW-2025-00005'), { timeout: 6000 });
  });

  it('goes home, not to another site, when the return address is not a path of this site', async () => {
    const { router, user } = renderApp({ pathname: '/signin', state: { from: '//evil.example/phish' } });
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 6000 });
  });
});
