import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrderStatus } from '@contracts/checkout';
import { approvedCustomer } from '@/test/fixtures';
import { makeOrderSummary } from '@/test/handlers/checkout';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import OrdersPage from './OrdersPage';

const STATUSES: OrderStatus[] = ['pending', 'approved', 'canceled', 'shipped', 'delivered'];

/** 23 orders, 10 a page, newest (highest number) first. */
function serveOrders(total = 23, placedBy: (string | null)[] = []) {
  const pages: number[] = [];
  server.use(
    http.get('*/api/order-list', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page')) || 1;
      pages.push(page);
      placedBy.push(new URL(request.url).searchParams.get('placed_by'));
      const last = Math.max(1, Math.ceil(total / 10));
      const numbers = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * 10, page * 10);
      const data = numbers.map((n) => makeOrderSummary(n, { status: { status_title: STATUSES[n % STATUSES.length] } }));
      return HttpResponse.json({ status: true, data: { orders: { data, current_page: page, last_page: last, per_page: 10, total } } });
    }),
  );
  return pages;
}

const renderOrders = (route = '/myorder') =>
  renderWithProviders(<OrdersPage />, { route, path: '/myorder', preloadedState: signedInAs(approvedCustomer) });

describe('OrdersPage', () => {
  it('lists a page of orders with number, date, total, status and a link to the details', async () => {
    serveOrders();
    renderOrders();
    const row = await screen.findByRole('row', { name: /ITW-2025-00023/ });
    expect(row).toHaveTextContent('12 Mar 2025');
    expect(row).toHaveTextContent('₹23,000.50');
    expect(within(row).getByText('Shipped')).toHaveClass('status', 'status--progress'); // 23 % 5 = 3
    expect(within(row).getByRole('link', { name: 'ITW-2025-00023' })).toHaveAttribute('href', '/order-details/ITW-2025-00023');
    const badgeOf = (n: number, label: string) => within(screen.getByRole('row', { name: new RegExp(`ITW-2025-000${n}`) })).getByText(label);
    expect(badgeOf(21, 'Approved')).toHaveClass('status--positive');
    expect(badgeOf(22, 'Canceled')).toHaveClass('status--negative');
    expect(badgeOf(20, 'Pending')).toHaveClass('status--waiting');
    expect(badgeOf(19, 'Delivered')).toHaveClass('status--complete');
    // Each of the five states has a look of its own: delivered is not shipped, shipped not pending.
    const looks = [badgeOf(20, 'Pending'), badgeOf(21, 'Approved'), badgeOf(22, 'Canceled'), badgeOf(23, 'Shipped'), badgeOf(19, 'Delivered')].map(
      (b) => b.className,
    );
    expect(new Set(looks).size).toBe(5);
    expect(screen.getAllByRole('row')).toHaveLength(11); // header + 10
    expect(screen.getByText('Showing 10 of 23 orders')).toBeInTheDocument();
  });

  it('pages through the server with Previous, numbered pages and Next', async () => {
    const pages = serveOrders();
    const { user } = renderOrders();
    await screen.findByRole('row', { name: /ITW-2025-00023/ });
    const nav = screen.getByRole('navigation', { name: 'My Orders pages' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /ITW-2025-00013/ })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: '3' }));
    expect(await screen.findByRole('row', { name: /ITW-2025-00001/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 23 orders')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pages).toEqual([1, 2, 3]);
  });

  it('opens at the page of the address bar', async () => {
    serveOrders();
    renderOrders('/myorder?page=2');
    expect(await screen.findByRole('row', { name: /ITW-2025-00013/ })).toBeInTheDocument();
  });

  it('tells a customer without orders where to start', async () => {
    serveOrders(0);
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('offers no "Placed by" filter to a company with one user', async () => {
    serveOrders();
    renderOrders();
    await screen.findByRole('row', { name: /ITW-2025-00023/ });
    expect(screen.queryByLabelText('Placed by')).not.toBeInTheDocument();
  });

  it('filters by the user who placed the orders when the company has several, from page 1', async () => {
    const asked: (string | null)[] = [];
    serveOrders(23, asked);
    server.use(
      http.get('*/api/order-placed-by', () =>
        HttpResponse.json({
          status: true,
          data: [
            { id: 'user-asha-0000000000001', name: 'Asha Rao', email: 'asha@example.com' },
            { id: 'user-ravi-0000000000002', name: 'Ravi Kumar', email: 'ravi@example.com' },
          ],
        }),
      ),
    );
    const { user } = renderOrders('/myorder?page=2');
    await screen.findByRole('row', { name: /ITW-2025-00013/ });
    const filter = await screen.findByLabelText('Placed by');
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['Everyone in the company', 'Asha Rao', 'Ravi Kumar']);

    await user.selectOptions(filter, 'Ravi Kumar');
    await screen.findByRole('row', { name: /ITW-2025-00023/ });
    expect(asked.at(-1)).toBe('user-ravi-0000000000002');
    await user.selectOptions(screen.getByLabelText('Placed by'), 'Everyone in the company');
    await screen.findByRole('row', { name: /ITW-2025-00023/ });
    expect(asked.at(-1)).toBeNull();
  });

  it('says when the chosen user placed no orders', async () => {
    serveOrders(0);
    renderOrders('/myorder?placed_by=user-ravi-0000000000002');
    expect(await screen.findByRole('heading', { name: 'No orders placed by this user' })).toBeInTheDocument();
  });
});
