// The shipment on the order details page: once the store ships, the customer sees the
// courier, the tracking number and the e-way bill; before, nothing about it.
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

  it('shows the e-way bill the consignment travels under: number, date, validity, vehicle, transporter', async () => {
    const eway_bill = {
      number: '341012345678',
      date: '2026-11-26',
      transporter_name: 'Safe Roadways',
      transporter_id: null,
      vehicle_number: 'KA01AB1234',
      distance_km: 420,
      valid_days: 3,
      last_valid_day: '2026-11-29',
      valid_until: '2026-11-29T18:30:00.000Z',
      version: 1,
    };
    await renderWith(makeOrder({ status: { status_title: 'shipped' }, shipment: { courier: 'BlueDart', tracking_number: 'BD1' }, eway_bill }));
    const value = screen.getByText('E-way Bill').nextElementSibling as HTMLElement;
    expect(value).toHaveTextContent('341012345678');
    expect(value).toHaveTextContent('Dated 26 Nov 2026 · valid until midnight ending 29 Nov 2026');
    expect(value).toHaveTextContent('Vehicle KA01AB1234 · Safe Roadways');
  });

  it('says nothing of a shipment before the order ships', async () => {
    await renderWith(makeOrder({ status: { status_title: 'approved' }, shipment: null }));
    expect(screen.queryByText('Shipment')).toBeNull();
    expect(screen.queryByText('E-way Bill')).toBeNull();
  });
});
