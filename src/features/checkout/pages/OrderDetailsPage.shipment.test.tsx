// The shipment on the order details page (issue 22): once the store ships, the customer sees the
// courier and the tracking number; before, nothing about it.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Order } from '@contracts/checkout';
import { approvedCustomer } from '@/test/fixtures';
import { makeOrder } from '@/test/handlers/checkout';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import OrderDetailsPage from './OrderDetailsPage';

async function renderWith(order: Order) {
  server.use(http.get('*/api/order-detail/:n', () => HttpResponse.json({ status: true, data: { order, free_product: null } })));
  renderWithProviders(<OrderDetailsPage />, {
    route: '/order-details/ITW-2025-00005',
    path: '/order-details/:orderNumber',
    preloadedState: signedInAs(approvedCustomer),
  });
  await screen.findByRole('heading', { name: 'Order ITW-2025-00005' });
}

describe('OrderDetailsPage: shipment', () => {
  it('shows the courier and tracking number of a shipped order', async () => {
    await renderWith(makeOrder({ status: { status_title: 'shipped' }, shipment: { courier: 'BlueDart', tracking_number: 'BD 1234-56' } }));
    const label = screen.getByText('Shipment');
    const value = label.nextElementSibling as HTMLElement;
    expect(value).toHaveTextContent('BlueDart');
    expect(value).toHaveTextContent('Tracking number BD 1234-56');
  });

  it('says nothing of a shipment before the order ships', async () => {
    await renderWith(makeOrder({ status: { status_title: 'approved' }, shipment: null }));
    expect(screen.queryByText('Shipment')).toBeNull();
  });
});
