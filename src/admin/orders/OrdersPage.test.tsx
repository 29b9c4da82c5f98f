// Order statuses read in the back office's one case (sentence case, the store's "Cancelled"), in the
// tabs and in every row, never as the lower-case codes the API carries.
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { server } from '@/test/server';
import { signedInStore } from '../testSupport';
import { OrdersPage } from './OrdersPage';

const order = (id: number, status: string) => ({
  id,
  order_number: `ORD-${1000 + id}`,
  order_date: '2026-11-01T10:00:00.000Z',
  customer_name: 'Ravi',
  customer_company: 'Acme Traders',
  customer_email: 'ravi@acme.example',
  payment_method: 'razorpay',
  total_amount: '1180.00',
  status,
});

it('writes every status in sentence case, in the tabs and the rows', async () => {
  server.use(
    http.get('*/api/admin/orders', () =>
      HttpResponse.json({ status: true, orders: { data: [order(1, 'pending'), order(2, 'canceled'), order(3, 'shipped')], current_page: 1, last_page: 1, per_page: 25, total: 3 } }),
    ),
  );
  render(
    <Provider store={signedInStore()}>
      <MemoryRouter initialEntries={['/admin/orders']}>
        <OrdersPage />
      </MemoryRouter>
    </Provider>,
  );
  const rows = await screen.findAllByRole('row', { name: /ORD-100/ });
  expect(rows.map((r) => within(r).getByText(/^(Pending|Cancelled|Shipped|pending|cancelled|canceled|shipped)$/).textContent)).toEqual(['Pending', 'Cancelled', 'Shipped']);
  const tabs = within(screen.getByRole('navigation', { name: 'Order status' })).getAllByRole('button');
  expect(tabs.map((t) => t.textContent)).toEqual(['All', 'Pending', 'Approved', 'Shipped', 'Delivered', 'Cancelled']);
});
