import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@/test/server';
import { approvedCustomer } from '@/test/fixtures';
import { notificationHandlers } from '@/test/handlers/notifications';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { NotificationBell } from './NotificationBell';

const ui = (
  <div>
    <NotificationBell />
    <button type="button">Elsewhere</button>
  </div>
);

function withNotifications() {
  const api = notificationHandlers([
    { title: 'Order ORD-2 shipped', body: 'Blue Dart, tracking number BD1.', link: '/order-details/ORD-2', kind: 'order_shipped' },
    { title: 'Order ORD-1 placed', link: '/order-details/ORD-1' },
    { title: 'Quotation Q-1 has prices', link: '/quotation-details/abc', read_at: '2026-11-25T07:00:00Z', kind: 'quotation_answered' },
  ]);
  server.use(...api.handlers);
  return api;
}

describe('NotificationBell', () => {
  it('asks a visitor nothing and leads them to sign in', async () => {
    const api = withNotifications();
    renderWithProviders(ui);
    expect(screen.getByRole('link', { name: 'Notifications: sign in to see yours' })).toHaveAttribute('href', '/signin');
    await new Promise((r) => setTimeout(r, 50));
    expect(api.requests).toEqual([]);
  });

  it('shows the unread count in its name and badge; the panel lists them and Escape closes it, focus back on the bell', async () => {
    withNotifications();
    const { user } = renderWithProviders(ui, { preloadedState: signedInAs(approvedCustomer) });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const links = await within(panel).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/order-details/ORD-2', '/order-details/ORD-1', '/quotation-details/abc']);
    expect(links[0]).toHaveAccessibleName(/^Unread: Order ORD-2 shipped Blue Dart, tracking number BD1\./);
    expect(links[2]).toHaveAccessibleName(/^Quotation Q-1 has prices/);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell).toHaveFocus();
  });

  it('opening a notification marks it read and follows its link; the count goes down', async () => {
    const api = withNotifications();
    const { user, router } = renderWithProviders(ui, { preloadedState: signedInAs(approvedCustomer) });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(panel).findByRole('link', { name: /Order ORD-1 placed/ }));
    expect(router.state.location.pathname).toBe('/order-details/ORD-1');
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(api.requests).toContain('POST /notifications/note-2-00000000000000/read');
    // An already read one is not marked again.
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await within(await screen.findByRole('dialog')).findByRole('link', { name: /Quotation Q-1/ }));
    expect(api.requests.filter((r) => r.startsWith('POST'))).toEqual(['POST /notifications/note-2-00000000000000/read']);
  });

  it('Mark all as read clears the count; a click outside closes the panel', async () => {
    withNotifications();
    const { user } = renderWithProviders(ui, { preloadedState: signedInAs(approvedCustomer) });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findAllByRole('link');
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('button', { name: 'Notifications, none unread' });
    expect(screen.queryByTestId('notification-count')).toBeNull();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(within(panel).queryByText('Unread:', { exact: false })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when there are none yet', async () => {
    server.use(...notificationHandlers([]).handlers);
    const { user } = renderWithProviders(ui, { preloadedState: signedInAs(approvedCustomer) });
    await user.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
  });
});
