// The Inbox shows the buyers' unread messages card like every other: each quotation by number,
// linking to it, with the company and the message's first words.
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { InboxCard } from '@contracts/adminInbox';
import { server } from '@/test/server';
import { signedInStore, staffMember } from '../testSupport';
import { InboxPage } from './InboxPage';

const CARD: InboxCard = {
  key: 'quotation_messages_unread',
  title: 'Buyers’ messages to read',
  description: 'Quotations with a message from the buyer that no Sales or Admin member has read yet; opening the quotation marks it read.',
  count: 1,
  link: '/admin/quotations?unread=true',
  items: [{ label: 'QT-2026-0007', text: 'Orbit Systems: “Can you do better on the switch?”', extra: '2 unread', at: '2026-11-28T09:00:00.000Z', link: '/admin/quotations/QT-2026-0007' }],
};

afterEach(() => sessionStorage.clear());

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
