// Each Inbox item is a real link to what it is about, so it opens with a click or in a new tab.
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { server } from '@/test/server';
import { signedInStore } from '../testSupport';
import { InboxPage } from './InboxPage';

const item = (label: string, link: string | null) => ({ label, text: 'Acme Traders', extra: null, at: null, link });

it('shows each item as a link to its page, and an item without a page as text', async () => {
  server.use(
    http.get('*/api/admin/inbox', () =>
      HttpResponse.json({
        status: true,
        cards: [
          { key: 'orders_pending', title: 'Orders to approve', description: 'Placed orders.', count: 1, link: '/admin/orders?status=pending', items: [item('ORD-1001', '/admin/orders/ORD-1001')] },
          { key: 'low_stock', title: 'Low stock', description: 'Few left.', count: 1, link: null, items: [item('ITW-LAP-00005', '/admin/products/5')] },
          { key: 'refunds_failed', title: 'Failed refunds', description: 'Refused.', count: 1, link: null, items: [item('Refund 9', null)] },
        ],
      }),
    ),
  );
  render(
    <Provider store={signedInStore()}>
      <MemoryRouter initialEntries={['/admin']}>
        <InboxPage />
      </MemoryRouter>
    </Provider>,
  );
  const orders = await screen.findByRole('region', { name: 'Orders to approve' });
  expect(within(orders).getByRole('link', { name: 'ORD-1001' })).toHaveAttribute('href', '/admin/orders/ORD-1001');
  const stock = screen.getByRole('region', { name: 'Low stock' });
  expect(within(stock).getByRole('link', { name: 'ITW-LAP-00005' })).toHaveAttribute('href', '/admin/products/5');
  const refunds = screen.getByRole('region', { name: 'Failed refunds' });
  expect(within(refunds).queryByRole('link')).not.toBeInTheDocument();
  expect(within(refunds).getByText('Refund 9')).toBeInTheDocument();
});
