// The store as Redux DevTools sees it, through a stand-in extension: cart changes named cart/...
// with their product, secrets masked, and jumping through the history showing the cart and the
// quote list as they were.
import '@/test/withFakeDevTools';
import { Suspense } from 'react';
import { screen, waitFor, within, act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse, delay } from 'msw';
import type { CartLine, CartResponse } from '@contracts/cart';
import { CartPage } from '@/features/cart';
import { QuoteRequestPage, type QuoteItem } from '@/features/quotes';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { signedInAs } from '@/test/utils';
import { makeStore } from '../store';
import { devToolsOptions } from './options';
import { MASKED } from './sanitize';

const TOKEN = 'bearer-7f3a9c-secret';

function line(quantity: number): CartLine {
  return {
    id: 'cL41xq7ZkP2mNwT9vRb3Ya',
    product_id: 1,
    quantity,
    unit_price: 1000,
    line_total: 1000 * quantity,
    product: { id: 1, name: 'TP-Link Archer C6 Router', slug: 'tp-link-archer-c6', image: 'img/r.svg', price: 1000, customRates: null, quantity: 10, gst: 18, cgst: 90 * quantity, sgst: 90 * quantity, igst: 0 },
  };
}

function cart(quantity: number): CartResponse {
  const sub = 1000 * quantity;
  return {
    status: true,
    carts: [line(quantity)],
    summary: { item_count: 1, sub_total: sub, cgst_amount: sub * 0.09, sgst_amount: sub * 0.09, igst_amount: 0, grand_total: sub * 1.18 },
    free_product: null,
  };
}

const switchItem: QuoteItem = { id: 5, name: 'Cisco CBS110 Switch', quantity: 2, price: 2499, customRate: null };
const laptop: QuoteItem = { id: 9, name: 'Dell Latitude 5440', quantity: 1, price: 72000, customRate: null };

function renderPages() {
  const store = makeStore({ ...signedInAs(approvedCustomer, TOKEN), quotes: { items: [switchItem, laptop] } }, { devTools: devToolsOptions });
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <CartPage />
          <QuoteRequestPage />
        </Suspense>
      </MemoryRouter>
    </Provider>,
  );
  return { store, user };
}

const devTools = () => window.__fakeDevTools!;
const types = () => devTools().actions().map((a) => a.type);
const indexOf = (type: string) => {
  const i = types().indexOf(type);
  if (i < 0) throw new Error(`${type} was not sent; sent: ${types().join(', ')}`);
  return i;
};
const jumpTo = (actionId: number) => act(() => devTools().send({ type: 'DISPATCH', payload: { type: 'JUMP_TO_ACTION', actionId } }));
const cartRow = () => screen.getByRole('row', { name: /TP-Link Archer C6 Router/ });

describe('Redux DevTools', () => {
  beforeEach(() => {
    let quantity = 2;
    server.use(
      http.get('*/api/free-products-list', () => HttpResponse.json({ status: true, data: { products: [] }, free_product: null })),
      http.get('*/api/cart-list', () => HttpResponse.json(cart(quantity))),
      http.post('*/api/update-cart', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        await delay(50);
        quantity = Number(body.get('quantity'));
        return HttpResponse.json({ status: true, message: 'Cart updated', data: line(quantity), summary: cart(quantity).summary });
      }),
    );
  });

  it('is given the sanitizers and names cart changes cart/... with the product', async () => {
    const { user } = renderPages();
    expect(devTools().connections.at(-1)).toEqual(expect.objectContaining({ name: 'IT Wholesale storefront', hasActionSanitizer: true, hasStateSanitizer: true }));
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of TP-Link Archer C6 Router' }, { timeout: 5000 }));
    await waitFor(() => expect(within(cartRow()).getByText('₹3,000.00')).toBeInTheDocument());
    await waitFor(() => expect(types()).toContain('cart/updateCartQuantity/fulfilled (product 1 × 3)'));

    const sent = types();
    // In the order they happened: the request, the optimistic line in the cache, the answer.
    const pending = sent.indexOf('cart/updateCartQuantity/pending (product 1 × 3)');
    const patched = sent.indexOf('cart/getCart/patched (product 1 × 3)');
    expect(pending).toBeGreaterThan(0);
    expect(patched).toBeGreaterThan(pending);
    expect(sent.indexOf('cart/updateCartQuantity/fulfilled (product 1 × 3)')).toBeGreaterThan(patched);
    expect(sent).toContain('cart/getCart/fulfilled');
    // No cart change is left as a bare RTK Query action.
    const cartActions = devTools().actions().filter((a) => a.endpoint === 'updateCartQuantity' || a.endpoint === 'getCart');
    expect(cartActions.every((a) => a.type.startsWith('cart/'))).toBe(true);
    expect(devTools().actions()[pending]).toMatchObject({ rtkType: 'api/executeMutation/pending', endpoint: 'updateCartQuantity', product_id: 1, quantity: 3 });
  });

  it('masks the bearer token in every action and state it is sent', async () => {
    const { user, store } = renderPages();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of TP-Link Archer C6 Router' }, { timeout: 5000 }));
    await waitFor(() => expect(types()).toContain('cart/updateCartQuantity/fulfilled (product 1 × 3)'));
    // The store keeps the real token; DevTools sees none of it.
    expect(store.getState().auth.token).toBe(TOKEN);
    const sent = devTools().actions();
    expect(JSON.stringify(sent)).not.toContain(TOKEN);
    sent.forEach((_a, i) => expect(JSON.stringify(devTools().sentState(i))).not.toContain(TOKEN));
    expect(devTools().sentState(sent.length - 1)).toMatchObject({ auth: { token: MASKED } });
  });

  it('jumps back and forth through cart and quote history, the pages showing each state', async () => {
    const { user, store } = renderPages();
    await user.click(await screen.findByRole('button', { name: 'Remove Dell Latitude 5440' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of TP-Link Archer C6 Router' }));
    await waitFor(() => expect(within(cartRow()).getByText('₹3,000.00')).toBeInTheDocument());
    await waitFor(() => expect(types()).toContain('cart/updateCartQuantity/fulfilled (product 1 × 3)'));
    const qty = () => screen.getByRole('spinbutton', { name: 'Quantity of TP-Link Archer C6 Router' });

    // Before the laptop left the quote list: both quote lines, the cart at 2.
    jumpTo(indexOf('quotes/itemRemoved') - 1);
    expect(screen.getByText('Dell Latitude 5440')).toBeInTheDocument();
    expect(qty()).toHaveValue(2);
    expect(within(cartRow()).getByText('₹2,000.00')).toBeInTheDocument();

    // After it: the laptop gone, the cart still at 2.
    jumpTo(indexOf('quotes/itemRemoved'));
    expect(screen.queryByText('Dell Latitude 5440')).not.toBeInTheDocument();
    expect(qty()).toHaveValue(2);

    // The optimistic change, before the server answered.
    jumpTo(indexOf('cart/getCart/patched (product 1 × 3)'));
    expect(qty()).toHaveValue(3);
    expect(within(cartRow()).getByText('₹3,000.00')).toBeInTheDocument();

    // And back to now.
    jumpTo(devTools().actions().length - 1);
    expect(qty()).toHaveValue(3);
    expect(store.getState().quotes.items.map((i) => i.id)).toEqual([5]);
  });
});
