// 'Download Invoice' on the order details page: offered once the store has approved the
// order, fetched with the customer's token and saved under the server's file name.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Order, OrderStatus } from '@contracts/checkout';
import { approvedCustomer } from '@/test/fixtures';
import { makeOrder } from '@/test/handlers/checkout';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import OrderDetailsPage from './OrderDetailsPage';

const orderIs = (order: Order) =>
  server.use(http.get('*/api/order-detail/:n', () => HttpResponse.json({ status: true, data: { order, free_product: null } })));

async function renderDetails(status: OrderStatus) {
  orderIs(makeOrder({ status: { status_title: status } }));
  const view = renderWithProviders(
    <>
      <OrderDetailsPage />
      <Toasts />
    </>,
    { route: '/order-details/ITW-2025-00005', path: '/order-details/:orderNumber', preloadedState: signedInAs(approvedCustomer) },
  );
  await screen.findByRole('heading', { name: 'Order ITW-2025-00005' });
  return view;
}

describe('OrderDetailsPage: Download Invoice', () => {
  const created: Blob[] = [];
  let clicked: { href: string; download: string }[] = [];
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  const realClick = HTMLAnchorElement.prototype.click;

  beforeEach(() => {
    created.length = 0;
    clicked = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    };
    URL.revokeObjectURL = () => {};
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    };
  });
  afterEach(() => {
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
    HTMLAnchorElement.prototype.click = realClick;
  });

  it.each(['pending', 'canceled'] as const)('is not offered for a %s order', async (status) => {
    await renderDetails(status);
    expect(screen.queryByRole('button', { name: 'Download Invoice' })).toBeNull();
  });

  it.each(['approved', 'shipped', 'delivered'] as const)('downloads the invoice of a %s order with the token', async (status) => {
    let auth: string | null = null;
    let url = '';
    server.use(
      http.get('*/api/order-invoice/:n', ({ request }) => {
        auth = request.headers.get('authorization');
        url = request.url;
        return HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.3 invoice').buffer, {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="INV-25-26-00007.pdf"' },
        });
      }),
    );
    const { user } = await renderDetails(status);
    await user.click(screen.getByRole('button', { name: 'Download Invoice' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:test/1', download: 'INV-25-26-00007.pdf' }]));
    expect(auth).toBe('Bearer test-token');
    expect(new URL(url).pathname).toBe('/api/order-invoice/ITW-2025-00005');
    expect(await created[0].text()).toBe('%PDF-1.3 invoice');
  });

  it("shows the server's reason when there is no invoice", async () => {
    const message = 'The tax invoice for order ITW-2025-00005 is issued once the store approves the order.';
    server.use(http.get('*/api/order-invoice/:n', () => HttpResponse.json({ status: false, message }, { status: 409 })));
    const { user } = await renderDetails('approved');
    await user.click(screen.getByRole('button', { name: 'Download Invoice' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });
});
