// The route table reaches the order and wallet pages, under both spellings of the wallet link.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { approvedCustomer } from '@/test/fixtures';
import { signedInAs } from '@/test/utils';
import { routes } from './routes';
import { makeStore } from './store';

function renderApp(path: string) {
  const store = makeStore(signedInAs(approvedCustomer));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, user: userEvent.setup() };
}

describe('routes', () => {
  it.each(['/WalletHistory', '/walletHistory'])('%s opens the wallet history', async (path) => {
    renderApp(path);
    // The first visit compiles the lazy page chunk: give it time.
    expect(await screen.findByRole('heading', { name: 'Wallet Transaction History' }, { timeout: 5000 })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(within(menu).getByRole('link', { name: 'Wallet History' })).toHaveClass('active');
  });

  it('opens the checkout, my orders and an order', async () => {
    const { router } = renderApp('/checkout');
    expect(await screen.findByRole('button', { name: 'Place Order' }, { timeout: 5000 })).toBeInTheDocument();
    await router.navigate('/myorder');
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    await router.navigate('/order-details/ITW-2025-00005');
    expect(await screen.findByRole('heading', { name: 'Order ITW-2025-00005' })).toBeInTheDocument();
    await router.navigate('/order-success/ITW-2025-00005');
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Order Details' })).toHaveAttribute('href', '/order-details/ITW-2025-00005');
  });

  it('lists the wallet history in the header account menu once', async () => {
    const { user } = renderApp('/myorder');
    await user.click(await screen.findByRole('button', { name: /Asha Verma/ }));
    expect(screen.getAllByRole('menuitem', { name: 'Wallet History' })).toHaveLength(1);
  });
});
