import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { server } from '@/test/server';
import { approvedCustomer } from '@/test/fixtures';
import { renderWithProviders, signedInAs } from '@/test/utils';
import type { CartLine, CartResponse } from '@contracts/cart';
import CartPage from './CartPage';

function line(over: Partial<CartLine> = {}): CartLine {
  return {
    id: 'cL41xq7ZkP2mNwT9vRb3Ya',
    product_id: 1,
    quantity: 2,
    unit_price: 1000,
    line_total: 2000,
    product: { id: 1, name: 'TP-Link Archer C6 Router', slug: 'tp-link-archer-c6', image: 'img/product/tp-link-archer-c6-1.svg', price: 1000, customRates: null, quantity: 10, gst: 18, cgst: 180, sgst: 180, igst: 0 },
    ...over,
  };
}

function cart(lines: CartLine[]): CartResponse {
  const sub = lines.reduce((s, l) => s + l.line_total, 0);
  return {
    status: true,
    carts: lines,
    summary: { item_count: lines.length, sub_total: sub, cgst_amount: sub * 0.09, sgst_amount: sub * 0.09, igst_amount: 0, grand_total: sub * 1.18 },
    free_product: null,
  };
}

const freeNone = () => HttpResponse.json({ status: true, data: { products: [] }, free_product: null });

describe('CartPage', () => {
  beforeEach(() => server.use(http.get('*/api/free-products-list', freeNone)));

  it('lists lines with the price-list rate and the server totals', async () => {
    server.use(
      http.get('*/api/cart-list', () =>
        HttpResponse.json(cart([line(), line({ id: 'cL42hG5sJd8fUe1oQa6Wcx', product_id: 2, unit_price: 900, line_total: 900, quantity: 1, product: { ...line().product, id: 2, name: 'Logitech MK270', slug: 'mk270', customRates: 900 } })])),
      ),
    );
    renderWithProviders(<CartPage />, { preloadedState: signedInAs(approvedCustomer) });
    expect(await screen.findByText('TP-Link Archer C6 Router')).toBeInTheDocument();
    expect(screen.getByText('Price-list rate')).toBeInTheDocument();
    // Each line's price is before GST; the summary shows the tax on its own lines.
    expect(screen.getAllByText('excl. GST')).toHaveLength(2);
    expect(screen.getByText('₹2,900.00')).toBeInTheDocument(); // subtotal
    expect(screen.getByText('₹3,422.00')).toBeInTheDocument(); // grand total
    expect(screen.getByRole('link', { name: 'Go to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-conditions');
  });

  it('changes the quantity at once, then shows the server answer without reading the cart again', async () => {
    let cartReads = 0;
    server.use(
      http.get('*/api/cart-list', () => {
        cartReads += 1;
        return HttpResponse.json(cart([line()]));
      }),
      http.post('*/api/update-cart', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        expect(body.get('cart_id')).toBe('cL41xq7ZkP2mNwT9vRb3Ya');
        await delay(400);
        // The server's own pricing, a paisa away from what the page estimates, so the test sees whose figures show.
        const confirmed = line({ quantity: Number(body.get('quantity')), line_total: 3000, product: { ...line().product, cgst: 270.01, sgst: 270 } });
        return HttpResponse.json({
          status: true,
          message: 'Cart updated',
          data: confirmed,
          summary: { item_count: 1, sub_total: 3000, cgst_amount: 270.01, sgst_amount: 270, igst_amount: 0, grand_total: 3540.01 },
        });
      }),
    );
    const { user } = renderWithProviders(<CartPage />, { preloadedState: signedInAs(approvedCustomer) });
    const qty = await screen.findByLabelText('Quantity of TP-Link Archer C6 Router');
    const summary = () => screen.getByRole('complementary', { name: 'Order summary' });
    await user.click(screen.getByRole('button', { name: 'Increase quantity of TP-Link Archer C6 Router' }));
    // Before the server answered: the new quantity, and a summary that adds up (₹3,000 + 9% + 9%).
    await waitFor(() => expect(qty).toHaveValue(3), { timeout: 350 });
    expect(within(summary()).getAllByText('₹270.00')).toHaveLength(2);
    expect(within(summary()).getByText('₹3,540.00')).toBeInTheDocument();
    // The answer's figures replace the estimate.
    expect(await within(summary()).findByText('₹3,540.01')).toBeInTheDocument();
    expect(within(summary()).getByText('₹270.01')).toBeInTheDocument();
    expect(qty).toHaveValue(3);
    await new Promise((r) => setTimeout(r, 300));
    expect(cartReads).toBe(1);
  });

  it('restores the previous quantity when the server refuses', async () => {
    let loads = 0;
    server.use(
      http.get('*/api/cart-list', async () => {
        loads += 1;
        // The refetch after the failure never answers: only the rollback can restore the quantity.
        if (loads > 1) await delay('infinite');
        return HttpResponse.json(cart([line()]));
      }),
      http.post('*/api/update-cart', async () => {
        await delay(400);
        return HttpResponse.json({ status: false, message: 'Only 2 units of this product are in stock.' }, { status: 422 });
      }),
    );
    const { user, store } = renderWithProviders(<CartPage />, { preloadedState: signedInAs(approvedCustomer) });
    const qty = await screen.findByLabelText('Quantity of TP-Link Archer C6 Router');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of TP-Link Archer C6 Router' }));
    // The optimistic quantity shows while the server is still deciding (it answers after 400 ms).
    await waitFor(() => expect(qty).toHaveValue(3), { timeout: 350 });
    await waitFor(() => expect(qty).toHaveValue(2));
    const cached = store.getState().api.queries['getCart(undefined)']?.data as CartResponse;
    expect(cached.carts[0].quantity).toBe(2);
  });

  it('refuses a quantity below 1 without calling the server', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/cart-list', () => HttpResponse.json(cart([line()]))),
      http.post('*/api/update-cart', () => {
        calls += 1;
        return HttpResponse.json({ status: true });
      }),
    );
    const { user } = renderWithProviders(<CartPage />, { preloadedState: signedInAs(approvedCustomer) });
    const qty = await screen.findByLabelText('Quantity of TP-Link Archer C6 Router');
    await user.clear(qty);
    await user.type(qty, '0{Enter}');
    expect(await screen.findByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(qty).toHaveValue(0);
    expect(qty).toHaveAccessibleDescription('Quantity must be at least 1');
    expect(calls).toBe(0);
  });

  it('clears the quantity error as soon as the box holds a valid quantity again', async () => {
    server.use(
      http.get('*/api/cart-list', () => HttpResponse.json(cart([line()]))),
      http.post('*/api/update-cart', () => HttpResponse.json({ status: true })),
    );
    const { user } = renderWithProviders(<CartPage />, { preloadedState: signedInAs(approvedCustomer) });
    const qty = await screen.findByLabelText('Quantity of TP-Link Archer C6 Router');
    await user.clear(qty);
    await user.type(qty, '0{Enter}');
    expect(await screen.findByText('Quantity must be at least 1')).toBeInTheDocument();
    await user.clear(qty);
    await user.type(qty, '2');
    expect(screen.queryByText('Quantity must be at least 1')).toBeNull();
    expect(qty).not.toHaveAttribute('aria-invalid');
    // Escape puts the cart's own quantity back, without the error.
    await user.clear(qty);
    await user.type(qty, '0{Enter}');
    expect(await screen.findByText('Quantity must be at least 1')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Quantity must be at least 1')).toBeNull();
    expect(qty).toHaveValue(2);
  });

  it("shows the spec's message when the cart answer is not JSON", async () => {
    server.use(http.get('*/api/cart-list', () => new HttpResponse('<html>oops</html>', { headers: { 'content-type': 'text/html' } })));
    renderWithProviders(<CartPage />, { preloadedState: signedInAs(approvedCustomer) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load cart items (Response is not JSON)');
  });

  it('shows HTTP error! status: n for a failing cart call', async () => {
    server.use(http.get('*/api/cart-list', () => HttpResponse.json({ status: false }, { status: 500 })));
    renderWithProviders(<CartPage />, { preloadedState: signedInAs(approvedCustomer) });
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP error! status: 500');
  });

  it('tells an account awaiting approval that the cart is not open yet', async () => {
    renderWithProviders(<CartPage />, { preloadedState: signedInAs({ ...approvedCustomer, status: 'pending' }) });
    expect(screen.getByText(/awaiting approval/)).toBeInTheDocument();
  });

  it('removes a line only after the customer confirms: Keep it and Escape change nothing', async () => {
    let lines = [line()];
    const removed: string[] = [];
    server.use(
      http.get('*/api/cart-list', () => HttpResponse.json(cart(lines))),
      http.post('*/api/delete-cart', async ({ request }) => {
        removed.push(new URLSearchParams(await request.text()).get('cart_id') ?? '');
        lines = [];
        return HttpResponse.json({ status: true, message: 'Item removed from cart' });
      }),
    );
    const { user } = renderWithProviders(<CartPage />, { preloadedState: signedInAs(approvedCustomer) });
    const remove = await screen.findByRole('button', { name: 'Remove TP-Link Archer C6 Router' });

    await user.click(remove);
    let dialog = screen.getByRole('alertdialog', { name: 'Remove this item?' });
    expect(dialog).toHaveTextContent('TP-Link Archer C6 Router (2 × ₹1,000.00) will be taken out of your cart.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(remove);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(removed).toEqual([]);
    expect(screen.getByText('TP-Link Archer C6 Router')).toBeInTheDocument();

    await user.click(remove);
    dialog = screen.getByRole('alertdialog', { name: 'Remove this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual(['cL41xq7ZkP2mNwT9vRb3Ya']));
    await waitFor(() => expect(screen.queryByText('TP-Link Archer C6 Router')).toBeNull());
  });

  it('asks in the store\'s own dialog before removing the free product, and removes it only when confirmed', async () => {
    const removed: string[] = [];
    const chosen = { id: 9, product_name: 'USB Mouse', primary_image: 'img/product/usb-mouse.svg' };
    const native = jest.spyOn(window, 'confirm');
    server.use(
      http.get('*/api/cart-list', () => HttpResponse.json(cart([line()]))),
      http.get('*/api/free-products-list', () => HttpResponse.json({ status: true, data: { products: [chosen] }, free_product: removed.length ? null : chosen })),
      http.post('*/api/remove-free-product', async ({ request }) => {
        removed.push(String(((await request.json()) as { product_id: number }).product_id));
        return HttpResponse.json({ status: true, message: 'Free product removed from cart' });
      }),
    );
    const { user } = renderWithProviders(<CartPage />, { preloadedState: signedInAs(approvedCustomer) });
    const free = await screen.findByRole('region', { name: 'Choose one free product with this order' });
    await user.click(within(free).getByRole('button', { name: 'Remove' }));
    const ask = screen.getByRole('alertdialog', { name: 'Remove the free product?' });
    expect(ask).toHaveTextContent('Are you sure for remove this free product from the cart?');
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(removed).toEqual([]);
    await user.click(within(free).getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual(['9']));
    expect(native).not.toHaveBeenCalled();
    native.mockRestore();
  });
});
