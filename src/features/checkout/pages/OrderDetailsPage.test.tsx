import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Order } from '@contracts/checkout';
import { approvedCustomer } from '@/test/fixtures';
import { makeOrder, orderPublicId } from '@/test/handlers/checkout';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import OrderDetailsPage from './OrderDetailsPage';

const orderIs = (order: Order, free: { id: number; product: { id: number; product_name: string; primary_image: string } } | null = null) =>
  server.use(http.get('*/api/order-detail/:n', () => HttpResponse.json({ status: true, data: { order, free_product: free } })));

function renderDetails(number = 'ITW-2025-00005') {
  return renderWithProviders(
    <>
      <OrderDetailsPage />
      <Toasts />
    </>,
    {
      route: `/order-details/${number}`,
      path: '/order-details/:orderNumber',
      preloadedState: signedInAs(approvedCustomer),
      routes: [{ path: '/myorder', element: <p>My orders page</p> }],
    },
  );
}

/** Cancel Order, then the same in the confirmation dialog. */
async function cancelAndConfirm(user: ReturnType<typeof renderDetails>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
  await user.click(within(screen.getByRole('alertdialog', { name: 'Cancel order ITW-2025-00005?' })).getByRole('button', { name: 'Cancel Order' }));
}

const badge = () => within(screen.getByRole('heading', { level: 1 }).parentElement!).getByText(/^(Pending|Approved|Canceled|Shipped|Delivered)$/);

describe('OrderDetailsPage', () => {
  it('shows the order, its addresses, lines, the free product and the tax summary', async () => {
    orderIs(makeOrder({ igst: 12.5, placed_by: { id: 'user-ravi-0000000000002', name: 'Ravi Kumar', email: 'ravi@example.com' } }), {
      id: 3,
      product: { id: 90, product_name: 'USB Mouse M90', primary_image: 'img/m90.svg' },
    });
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Order ITW-2025-00005' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Order information' });
    expect(info).toHaveTextContent('Placed ByRavi Kumar');
    expect(info).toHaveTextContent('Order NumberITW-2025-00005');
    expect(info).toHaveTextContent('Order Date12 Mar 2025');
    expect(info).toHaveTextContent('Total₹8,850.60');
    expect(info).toHaveTextContent('Customer NameAsha Verma');
    expect(info).toHaveTextContent('Phone9876543210');
    expect(info).toHaveTextContent('Emaildemo@example.com');
    expect(info).toHaveTextContent('GST Number27AAPFU0939F1ZV');
    expect(info).toHaveTextContent('PaymentCash on Delivery');
    expect(info).toHaveTextContent('Purchase Order NumberPO-7781');
    expect(info).toHaveTextContent('Delivery InstructionsRing at gate 2');
    expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent('7 Dock Yard RoadMumbai, Maharashtra 400010IndiaPhone: 9123456780');
    expect(screen.getByRole('region', { name: 'Billing Address' })).toHaveTextContent('14 MG RoadCampPune, Maharashtra 411001');
    const row = screen.getByRole('row', { name: /TP-Link Archer C1 Router/ });
    expect(row).toHaveTextContent('₹1,000.00');
    expect(row).toHaveTextContent('₹2,000.00');
    const free = screen.getByRole('row', { name: /FREE PRODUCT/ });
    expect(free).toHaveTextContent('USB Mouse M90');
    expect(screen.getByLabelText('Order summary')).toHaveTextContent('Subtotal₹7,500.50CGST₹675.05SGST₹675.05IGST₹12.50Grand Total₹8,850.60');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it.each([
    ['approved', 'Approved', 'status--positive'],
    ['canceled', 'Canceled', 'status--negative'],
    ['pending', 'Pending', 'status--waiting'],
    ['shipped', 'Shipped', 'status--progress'],
    ['delivered', 'Delivered', 'status--complete'],
  ] as const)('gives a %s order the %s badge', async (status, label, tone) => {
    orderIs(makeOrder({ status: { status_title: status } }));
    renderDetails();
    await screen.findByRole('heading', { name: 'Order ITW-2025-00005' });
    const b = badge();
    expect(b).toHaveTextContent(label);
    expect(b.className).toBe(`status ${tone}`);
  });

  it('offers Cancel Order only while the store allows it', async () => {
    orderIs(makeOrder({ can_cancel: false, status: { status_title: 'shipped' } }));
    renderDetails();
    await screen.findByRole('heading', { name: 'Order ITW-2025-00005' });
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it("cancels: 'Canceling...' while busy, 'Order cancelled successfully', then My Orders after 2 seconds", async () => {
    let canceled = false;
    let cancelledId: string | null = null;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/order-detail/:n', () =>
        HttpResponse.json({
          status: true,
          data: { order: makeOrder(canceled ? { can_cancel: false, status: { status_title: 'canceled' } } : {}), free_product: null },
        }),
      ),
      http.get('*/api/order-cancel/:id', async ({ params }) => {
        await answered;
        cancelledId = String(params.id);
        canceled = true;
        return HttpResponse.json({ status: true, message: 'Order cancelled successfully', data: { order_number: 'ITW-2025-00005', status: { status_title: 'canceled' } } });
      }),
    );
    const { user } = renderDetails();
    await cancelAndConfirm(user);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Canceling...' })).toBeDisabled();
    // The page waits 2 seconds from the server's answer; timed from the answer, not from when the
    // test saw the message (on a loaded machine that can be a second later).
    const started = Date.now();
    answer();
    expect(await screen.findByText('Order cancelled successfully')).toBeInTheDocument();
    expect(cancelledId).toBe(orderPublicId(5)); // by the order's id (spec 7): its public id
    // The order is read again: now canceled (red), no longer cancellable.
    await waitFor(() => expect(badge()).toHaveTextContent('Canceled'));
    expect(screen.queryByRole('button', { name: /Cancel Order|Canceling/ })).toBeNull();
    expect(screen.queryByText('My orders page')).toBeNull();
    expect(await screen.findByText('My orders page', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThan(1500);
  });

  it('asks before cancelling: Keep Order, Escape and the backdrop change nothing, focus stays in the dialog', async () => {
    let cancels = 0;
    server.use(
      http.get('*/api/order-cancel/:id', () => {
        cancels += 1;
        return HttpResponse.json({ status: true, message: 'Order cancelled successfully', data: { order_number: 'ITW-2025-00005', status: { status_title: 'canceled' } } });
      }),
    );
    const { user } = renderDetails();
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
      return screen.getByRole('alertdialog', { name: 'Cancel order ITW-2025-00005?' });
    };
    let dialog = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/₹8,850\.60 will be cancelled/);
    // The harmless choice has focus; Tab cycles inside the dialog.
    const keep = within(dialog).getByRole('button', { name: 'Keep Order' });
    expect(keep).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel Order' })).toHaveFocus();
    await user.tab();
    expect(keep).toHaveFocus();
    await user.click(keep);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toHaveFocus();

    dialog = await open();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    expect(cancels).toBe(0);
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeEnabled();
    expect(screen.queryByText('Order cancelled successfully')).toBeNull();
  });

  it("says 'Failed to cancel the order' and lets the customer try again", async () => {
    server.use(http.get('*/api/order-cancel/:id', () => HttpResponse.json({ status: false, message: 'nope' }, { status: 422 })));
    const { user } = renderDetails();
    await cancelAndConfirm(user);
    expect(await screen.findByText('Failed to cancel the order')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeEnabled();
  });

  it("says 'Failed to load order details' for an order that cannot be read", async () => {
    server.use(http.get('*/api/order-detail/:n', () => HttpResponse.json({ status: false, message: 'Order not found' }, { status: 404 })));
    renderDetails('ITW-9999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load order details');
  });
});
