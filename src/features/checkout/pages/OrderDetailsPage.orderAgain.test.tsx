// 'Order again' on the order details.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CartLine } from '@contracts/cart';
import { useCartCount } from '@/features/cart';
import { approvedCustomer } from '@/test/fixtures';
import { makeOrder, orderPublicId } from '@/test/handlers/checkout';
import { makeReorderLine, makeReorderResponse } from '@/test/handlers/quickOrder';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import OrderDetailsPage from './OrderDetailsPage';

/** Stands in for the header's cart badge. */
function CartBadge() {
  return <output aria-label="Cart items">{useCartCount()}</output>;
}

const cartLine = (n: number) => ({ id: `line${n}`, product_id: 100 + n }) as CartLine;

function renderDetails() {
  server.use(http.get('*/api/order-detail/:n', () => HttpResponse.json({ status: true, data: { order: makeOrder(), free_product: null } })));
  return renderWithProviders(
    <>
      <CartBadge />
      <OrderDetailsPage />
      <Toasts />
    </>,
    { route: '/order-details/ITW-2025-00005', path: '/order-details/:orderNumber', preloadedState: signedInAs(approvedCustomer) },
  );
}

describe('OrderDetailsPage: Order again', () => {
  it("adds the order to the cart in one call, shows what was added and why the rest was not, and refreshes the cart badge", async () => {
    const bodies: unknown[] = [];
    let cart: CartLine[] = [];
    server.use(
      http.get('*/api/cart-list', () =>
        HttpResponse.json({ status: true, carts: cart, summary: { item_count: cart.length, sub_total: 0, cgst_amount: 0, sgst_amount: 0, igst_amount: 0, grand_total: 0 }, free_product: null }),
      ),
      http.post('*/api/reorder', async ({ request }) => {
        bodies.push(await request.json());
        cart = [cartLine(1), cartLine(2)];
        return HttpResponse.json(
          makeReorderResponse([
            makeReorderLine(),
            makeReorderLine({ product_id: 102, product_name: 'Cat6 Cable Box', product_slug: 'cat6', ordered_qty: 5, added_qty: 3, cart_qty: 3, outcome: 'partial', reason: 'stock_limited', message: 'Only 3 in stock: added 3 of 5.' }),
            makeReorderLine({ product_id: 103, product_name: 'Old Switch', product_slug: 'old-switch', added_qty: 0, cart_qty: 0, unit_price: null, outcome: 'skipped', reason: 'not_sold', message: 'This product is no longer sold.' }),
          ]),
        );
      }),
    );
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Order again' }));

    const result = await screen.findByRole('region', { name: '2 of 3 products added to your cart.' });
    expect(bodies).toEqual([{ order_id: orderPublicId(5) }]);
    const lines = within(result).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('TP-Link Archer C1 RouterAddedAdded 2. Today: ₹1,050.00 each.');
    expect(lines[1]).toHaveTextContent('Cat6 Cable BoxPartly addedOnly 3 in stock: added 3 of 5.');
    expect(lines[2]).toHaveTextContent('Old SwitchNot addedThis product is no longer sold.');
    expect(within(result).getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    // The heading and the toast.
    await waitFor(() => expect(screen.getAllByText('2 of 3 products added to your cart.')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Cart items' })).toHaveTextContent('2'));
  });

  it('says so when nothing could be added, without a way to the cart', async () => {
    server.use(
      http.post('*/api/reorder', () =>
        HttpResponse.json(makeReorderResponse([makeReorderLine({ added_qty: 0, cart_qty: 0, outcome: 'skipped', reason: 'out_of_stock', message: 'This product is out of stock.' })])),
      ),
    );
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    const result = await screen.findByRole('region', { name: "None of this order's products could be added to your cart." });
    expect(result).toHaveTextContent('Not addedThis product is out of stock.');
    expect(within(result).queryByRole('link', { name: 'Go to Cart' })).toBeNull();
  });

  it("shows the server's refusal", async () => {
    server.use(http.post('*/api/reorder', () => HttpResponse.json({ status: false, message: 'Order not found' }, { status: 404 })));
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(await screen.findByText('Order not found', { selector: '.error-text' })).toBeInTheDocument();
  });
});
