// Refunds and credit notes on the order details page: each refund with its state, each
// credit note downloadable with the customer's token under the server's file name.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Order } from '@contracts/checkout';
import { approvedCustomer } from '@/test/fixtures';
import { makeOrder } from '@/test/handlers/checkout';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import OrderDetailsPage from './OrderDetailsPage';

async function renderDetails(order: Order) {
  server.use(http.get('*/api/order-detail/:n', () => HttpResponse.json({ status: true, data: { order, free_product: null } })));
  const view = renderWithProviders(<OrderDetailsPage />, {
    route: '/order-details/ITW-2025-00005',
    path: '/order-details/:orderNumber',
    preloadedState: signedInAs(approvedCustomer),
  });
  await screen.findByRole('heading', { name: 'Order ITW-2025-00005' });
  return view;
}

const refund = (id: number, state: 'pending' | 'processed' | 'failed', amount: number) => ({
  id: `rfpub${id}`,
  amount,
  state,
  reason: 'Order cancelled by the customer',
  created_at: '2026-11-25T05:00:00.000Z',
  processed_at: state === 'processed' ? '2026-11-26T05:00:00.000Z' : null,
  failure_reason: state === 'failed' ? 'Declined' : null,
});

describe('OrderDetailsPage: refunds and credit notes', () => {
  it('shows nothing for an order without refunds', async () => {
    await renderDetails(makeOrder({ refunds: [], credit_notes: [] }));
    expect(screen.queryByRole('heading', { name: 'Refunds and credit notes' })).toBeNull();
  });

  it('shows each refund with its state and downloads a credit note', async () => {
    const realCreate = URL.createObjectURL;
    const realClick = HTMLAnchorElement.prototype.click;
    const clicked: string[] = [];
    URL.createObjectURL = () => 'blob:test/1';
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    let path = '';
    server.use(
      http.get('*/api/order-credit-note/:n', ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.3 note').buffer, {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="CN-26-27-00003.pdf"' },
        });
      }),
    );
    try {
      const { user } = await renderDetails(
        makeOrder({
          status: { status_title: 'canceled' },
          invoice_number: 'INV/26-27/00042',
          refunds: [refund(1, 'processed', 118), refund(2, 'pending', 2596), refund(3, 'failed', 10)],
          credit_notes: [{ note_number: 'CN/26-27/00003', note_date: '2026-11-25T05:00:00.000Z', invoice_number: 'INV/26-27/00042', reason: 'Order cancelled by the customer', total: 2714 }],
        }),
      );
      const refunds = screen.getByRole('list', { name: 'Refunds' });
      const items = within(refunds).getAllByRole('listitem');
      expect(items.map((li) => within(li).getByText(/^(Refunded|Being processed|Failed)$/).textContent)).toEqual(['Refunded', 'Being processed', 'Failed']);
      expect(items[0]).toHaveTextContent('Refund of ₹118.00');
      expect(items[2]).toHaveTextContent('We will retry it');
      // A cancelled order keeps its invoice.
      expect(screen.getByRole('button', { name: 'Download Invoice' })).toBeInTheDocument();
      const notes = screen.getByRole('list', { name: 'Credit notes' });
      expect(notes).toHaveTextContent('Credit note CN/26-27/00003');
      expect(notes).toHaveTextContent('against tax invoice INV/26-27/00042');
      await user.click(within(notes).getByRole('button', { name: 'Download Credit Note' }));
      await waitFor(() => expect(clicked).toEqual(['CN-26-27-00003.pdf']));
      expect(path).toBe('/api/order-credit-note/CN-26-27-00003');
    } finally {
      URL.createObjectURL = realCreate;
      HTMLAnchorElement.prototype.click = realClick;
    }
  });
});
