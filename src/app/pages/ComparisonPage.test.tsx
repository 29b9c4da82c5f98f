// The comparison table lines specifications up by title across products and has a price row:
// current prices for approved customers, a sign-in link for visitors.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer, makeProduct, makeProductDetail } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import ComparisonPage from './ComparisonPage';

const laptop = makeProduct({ id: 1 });
const monitor = makeProduct({
  id: 2,
  product_name: 'LG 27UL500 Monitor',
  product_slug: 'lg-27ul500',
  specification: [
    { id: 901, title: 'Display', description: '27" 4K IPS' },
    { id: 902, title: 'Ports', description: 'HDMI, DisplayPort' },
  ],
});
const stored = (p: typeof laptop) => ({
  id: p.id,
  product_name: p.product_name,
  product_slug: p.product_slug,
  primary_image: p.primary_image,
  short_description: p.short_description,
  long_description: p.long_description,
  specification: p.specification,
});
const compare = { compare: { items: [stored(laptop), stored(monitor)] } };

const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;
const cells = (title: string) => within(rowOf(title)).getAllByRole('cell').map((c) => c.textContent);

describe('ComparisonPage', () => {
  it('has one row per specification title, blank where a product lacks it', () => {
    renderWithProviders(<ComparisonPage />, { preloadedState: compare });
    expect(screen.getByRole('columnheader', { name: 'Specifications' })).toBeInTheDocument();
    expect(cells('Processor')).toEqual(['Intel Core i5-1345U', '']);
    expect(cells('Memory')).toEqual(['16 GB DDR5', '']);
    expect(cells('Display')).toEqual(['14" FHD IPS', '27" 4K IPS']);
    expect(cells('Ports')).toEqual(['', 'HDMI, DisplayPort']);
    // The titles in the order they first appear.
    const titles = screen.getAllByRole('rowheader').map((h) => h.textContent);
    expect(titles.slice(titles.indexOf('Processor'))).toEqual(['Processor', 'Memory', 'Storage', 'Display', 'Ports']);
  });

  it('highlights the rows whose values differ when asked, and only those', async () => {
    const { user } = renderWithProviders(<ComparisonPage />, { preloadedState: compare });
    expect(screen.queryByText('differs')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Highlight differences' }));
    const marked = screen.getAllByRole('rowheader').filter((h) => within(h).queryByText('differs'));
    expect(marked.map((h) => h.firstChild?.textContent)).toEqual(['Processor', 'Memory', 'Storage', 'Display', 'Ports']);
    // The same short description on both is not marked.
    expect(screen.getByRole('rowheader', { name: 'Short Description' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Highlight differences' }));
    expect(screen.queryByText('differs')).toBeNull();
  });

  it('lets the keyboard scroll the table sideways (a focusable region)', () => {
    renderWithProviders(<ComparisonPage />, { preloadedState: compare });
    const region = screen.getByRole('region', { name: 'Comparison table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it("shows an approved customer each product's current price", async () => {
    server.use(
      http.get('*/api/product-detail/:slug', ({ params }) =>
        HttpResponse.json({
          status: true,
          data:
            params.slug === 'lg-27ul500'
              ? makeProductDetail({ ...monitor, base_price: 21000, discount_price: null })
              : makeProductDetail({ ...laptop, custom_rates: { custom_rate: 70500 } }),
        }),
      ),
    );
    renderWithProviders(<ComparisonPage />, { preloadedState: { ...compare, ...signedInAs(approvedCustomer) } });
    const price = rowOf('Price');
    expect(await within(price).findByText('₹21,000.00')).toBeInTheDocument();
    expect(await within(price).findByText('Price: ₹70,500.00')).toBeInTheDocument();
  });

  it('tells a visitor how to see prices, and shows no price row while awaiting approval', () => {
    const { unmount } = renderWithProviders(<ComparisonPage />, { preloadedState: compare });
    expect(within(rowOf('Price')).getAllByRole('link', { name: 'Sign in to see prices' })).toHaveLength(2);
    unmount();
    renderWithProviders(<ComparisonPage />, { preloadedState: { ...compare, ...signedInAs({ ...approvedCustomer, status: 'pending' }) } });
    expect(screen.queryByRole('rowheader', { name: 'Price' })).toBeNull();
  });
});
