// Each Inbox item is a real link to what it is about, so it opens with a click or in a new tab; the
// buyers' unread messages card shows each quotation with the company and the message's first words.
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { InboxCard } from '@contracts/adminInbox';
import { server } from '@/test/server';
import { signedInStore, staffMember } from '../testSupport';
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

const CARD: InboxCard = {
  key: 'quotation_messages_unread',
  title: 'Buyers’ messages to read',
  description: 'Quotations with a message from the buyer that no Sales or Admin member has read yet; opening the quotation marks it read.',
  count: 1,
  link: '/admin/quotations?unread=true',
  items: [{ label: 'QT-2026-0007', text: 'Orbit Systems: “Can you do better on the switch?”', extra: '2 unread', at: '2026-11-28T09:00:00.000Z', link: '/admin/quotations/QT-2026-0007' }],
};


it("lists the buyer's unread message with its company and first words, linking to the quotation", async () => {
  server.use(http.get('*/api/admin/inbox', () => HttpResponse.json({ status: true, cards: [CARD] })));
  render(
    <Provider store={signedInStore(staffMember({ role: 'sales' }))}>
      <MemoryRouter initialEntries={['/admin']}>
        <InboxPage />
      </MemoryRouter>
    </Provider>,
  );
  const card = (await screen.findByRole('heading', { name: 'Buyers’ messages to read' })).closest('section')!;
  expect(within(card).getByRole('link', { name: 'QT-2026-0007' })).toHaveAttribute('href', '/admin/quotations/QT-2026-0007');
  expect(within(card).getByText('Orbit Systems: “Can you do better on the switch?”')).toBeInTheDocument();
  expect(within(card).getByText('2 unread')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Open the list' })).toHaveAttribute('href', '/admin/quotations?unread=true');
});
