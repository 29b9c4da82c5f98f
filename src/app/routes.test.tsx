// The server answers statuses from contracts/routes.ts; the storefront must declare the same
// pages with the same guards, or a page would be a 404 on one side and a page on the other. And
// the table reaches the order and wallet pages, under both spellings of the wallet link.
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { STORE_ROUTES, type RouteAccess } from '@contracts/routes';
import { GuestOnly, RequireAuth } from './guards';
import { routes } from './routes';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { addressPage, makeShippingAddress } from '@/test/handlers/account';
import { server } from '@/test/server';
import { signedInAs } from '@/test/utils';
import { makeStore } from './store';

function accessOf(route: RouteObject): RouteAccess {
  const el = route.element;
  if (isValidElement(el) && el.type === RequireAuth) return 'signed-in';
  if (isValidElement(el) && el.type === GuestOnly) return 'signed-out';
  return 'all';
}

/** Path (lower-cased: both sides match case-insensitively) -> access, for every page route. */
function pages(list: RouteObject[], prefix = ''): Map<string, RouteAccess> {
  const out = new Map<string, RouteAccess>();
  for (const r of list) {
    const path = r.index ? prefix : [prefix, r.path].filter(Boolean).join('/');
    if (r.children) for (const [p, a] of pages(r.children, path)) out.set(p, a);
    else if (r.path !== '*') out.set(path.toLowerCase(), accessOf(r));
  }
  return out;
}

it('declares exactly the routes of the shared route table, with the same guards', () => {
  const declared = pages(routes);
  const shared = new Map(STORE_ROUTES.map((r) => [r.path.toLowerCase(), r.access]));
  expect(Object.fromEntries([...declared].sort())).toEqual(Object.fromEntries([...shared].sort()));
});

it('ends with the not-found page for every other path', () => {
  expect(routes[0].children?.at(-1)?.path).toBe('*');
});

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

describe('the cart page', () => {
  const line = {
    id: 41,
    product_id: 1,
    quantity: 1,
    unit_price: 1000,
    line_total: 1000,
    product: { id: 1, name: 'TP-Link Archer C6 Router', slug: 'tp-link-archer-c6', image: 'img/p.svg', price: 1000, customRates: null, quantity: 10, gst: 18, cgst: 90, sgst: 90, igst: 0 },
  };
  const summary = { item_count: 1, sub_total: 1000, cgst_amount: 90, sgst_amount: 90, igst_amount: 0, grand_total: 1180 };
  beforeEach(() =>
    server.use(
      http.get('*/api/cart-list', () => HttpResponse.json({ status: true, carts: [line], summary, free_product: null })),
      http.get('*/api/free-products-list', () => HttpResponse.json({ status: true, data: { products: [] }, free_product: null })),
    ),
  );

  it("delivers to the default shipping address's pincode", async () => {
    server.use(
      http.get('*/api/shipping-address-list', () =>
        HttpResponse.json({
          status: true,
          shipping_addresses: addressPage((id) => makeShippingAddress(id, { s_pincode: id === 1 ? '700016' : '110001' }), 1, 2),
        }),
      ),
    );
    renderApp('/cart');
    const summaryBox = await screen.findByRole('complementary', { name: 'Order summary' }, { timeout: 5000 });
    expect(await within(summaryBox).findByText('700016')).toBeInTheDocument();
    expect(summaryBox).toHaveTextContent('Deliver to pincode 700016 (Kolkata, West Bengal)');
    expect(summaryBox).not.toHaveTextContent('400001');
  });

  it('says there is no shipping address yet, with a link to add one', async () => {
    server.use(http.get('*/api/shipping-address-list', () => HttpResponse.json({ status: true, shipping_addresses: addressPage(makeShippingAddress, 1, 0) })));
    renderApp('/cart');
    const summaryBox = await screen.findByRole('complementary', { name: 'Order summary' }, { timeout: 5000 });
    expect(await within(summaryBox).findByRole('link', { name: 'Add a shipping address' })).toHaveAttribute('href', '/shipping-address');
    expect(summaryBox).toHaveTextContent('No default shipping address yet.');
  });
});
