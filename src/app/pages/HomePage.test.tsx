// The home page shows the real catalogue: categories, new arrivals and best rated from the server,
// and a quick view of a real product with its own quantity and Add to Cart for approved customers.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Customer } from '@contracts/account';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import HomePage from './HomePage';

beforeEach(() => {
  server.use(
    http.get('*/api/banner-list', () => HttpResponse.json({ status: true, data: { banners: [] } })),
    http.get('*/api/partner-list', () => HttpResponse.json({ status: true, data: { partners: [] } })),
    http.get('*/api/faqs', () => HttpResponse.json({ status: true, data: [] })),
  );
});

describe('HomePage catalogue', () => {
  it('shows the categories and the rails from the catalogue, and tells a visitor how to see prices', async () => {
    renderWithProviders(<HomePage />);
    const categories = await screen.findByRole('region', { name: 'Shop by category' });
    expect(within(categories).getByRole('link', { name: /Laptops/ })).toHaveAttribute('href', '/laptops');
    expect(within(categories).getByRole('link', { name: /Monitors/ })).toHaveAttribute('href', '/monitors');

    const arrivals = await screen.findByRole('region', { name: 'New arrivals' });
    expect(within(arrivals).getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['p1-name', 'p2-name']);
    expect(within(arrivals).getByRole('link', { name: 'Dell Latitude 5410 Business Laptop' })).toHaveAttribute('href', '/product/dell-latitude-5410');
    expect(within(arrivals).getAllByRole('link', { name: 'Sign in to see prices' })[0]).toHaveAttribute('href', '/signin');
    const best = screen.getByRole('region', { name: 'Best rated' });
    expect(within(best).getByText('Dell Latitude 5430 Business Laptop')).toBeInTheDocument();
  });

  it("opens a real product's quick view; a visitor gets the sign-in link, no quantity", async () => {
    const { user } = renderWithProviders(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Quick view of Dell Latitude 5410 Business Laptop' }));
    const dialog = screen.getByRole('dialog', { name: 'Dell Latitude 5410 Business Laptop' });
    expect(within(dialog).getByText('A 14-inch business laptop.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign in to see prices' })).toHaveAttribute('href', '/signin');
    expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute('href', '/product/dell-latitude-5410');
    expect(within(dialog).queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets an approved customer choose a quantity (at most 10, at most the stock) and add it to the cart', async () => {
    const added: unknown[] = [];
    server.use(
      http.post('*/api/add-to-cart', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ status: true, message: 'Product added to cart successfully', data: {} });
      }),
    );
    const { user } = renderWithProviders(<HomePage />, { preloadedState: signedInAs(approvedCustomer) });
    await user.click(await screen.findByRole('button', { name: 'Quick view of Dell Latitude 5410 Business Laptop' }));
    let dialog = screen.getByRole('dialog', { name: 'Dell Latitude 5410 Business Laptop' });
    expect(within(dialog).getByText('₹72,000.00')).toBeInTheDocument();
    const more = within(dialog).getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 12; i += 1) await user.click(more);
    // Stock 25: the quick view's own limit of 10 applies.
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(10);
    await user.click(within(dialog).getByRole('button', { name: 'Add Dell Latitude 5410 Business Laptop to cart' }));
    await screen.findAllByText('Product added to cart successfully').catch(() => null);
    expect(added).toEqual([{ product_id: 1, quantity: 10 }]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // Stock 4: no more than the stock.
    await user.click(screen.getByRole('button', { name: 'Quick view of Dell Latitude 5420 Business Laptop' }));
    dialog = screen.getByRole('dialog', { name: 'Dell Latitude 5420 Business Laptop' });
    for (let i = 0; i < 6; i += 1) await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(4);
  });

  it('gives an account awaiting approval the approval hint, not prices or a quantity', async () => {
    const pending: Customer = { ...approvedCustomer, status: 'pending' };
    const { user } = renderWithProviders(<HomePage />, { preloadedState: signedInAs(pending) });
    await user.click(await screen.findByRole('button', { name: 'Quick view of Dell Latitude 5410 Business Laptop' }));
    const dialog = screen.getByRole('dialog', { name: 'Dell Latitude 5410 Business Laptop' });
    expect(within(dialog).getByText('Prices and ordering open once your account is approved.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
    expect(within(dialog).queryByText('₹72,000.00')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in to see prices' })).toBeNull();
  });
});
