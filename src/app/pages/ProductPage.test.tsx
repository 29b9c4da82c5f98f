import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Customer } from '@contracts/account';
import { approvedCustomer, makeProductDetail } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import ProductPage from './ProductPage';

const pending: Customer = { ...approvedCustomer, status: 'pending' };
const route = { route: '/product/dell-latitude-5410', path: '/product/:slug' };

describe('ProductPage for an account awaiting approval', () => {
  it('shows the approval hint instead of a quantity and Add to Cart, and no Add on related items', async () => {
    renderWithProviders(<ProductPage />, { ...route, preloadedState: signedInAs(pending) });
    const info = await screen.findByRole('heading', { level: 1 });
    const top = info.closest('.product__info') as HTMLElement;
    expect(within(top).getByText('Prices and ordering open once your account is approved.')).toBeInTheDocument();
    expect(within(top).queryByRole('button', { name: /to cart/i })).toBeNull();
    expect(within(top).queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();

    const related = await screen.findByRole('region', { name: 'Related Items' });
    expect(await within(related).findAllByText('Prices and ordering open once your account is approved.')).toHaveLength(2);
    expect(within(related).queryByRole('button', { name: /^Add / })).toBeNull();
  });

  it('a rejected account is told ordering is not available to it', async () => {
    renderWithProviders(<ProductPage />, { ...route, preloadedState: signedInAs({ ...approvedCustomer, status: 'rejected' }) });
    expect(await screen.findAllByText('Prices and ordering are not available to this account.')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /to cart/i })).toBeNull();
  });

  it('an approved customer still gets the quantity and Add to Cart', async () => {
    renderWithProviders(<ProductPage />, { ...route, preloadedState: signedInAs(approvedCustomer) });
    expect(await screen.findByRole('button', { name: /^Add .* to cart$/ })).toBeEnabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(screen.queryByText('Prices and ordering open once your account is approved.')).toBeNull();
  });

  it("marks an approved customer's price as before GST", async () => {
    renderWithProviders(<ProductPage />, { ...route, preloadedState: signedInAs(approvedCustomer) });
    const info = (await screen.findByRole('heading', { level: 1 })).closest('.product__info') as HTMLElement;
    expect(await within(info).findByText('excl. GST')).toBeInTheDocument();
    expect(within(info).getByText('₹72,000.00')).toBeInTheDocument();
  });

  it('a visitor sees the log-in prompts, not the approval hint', async () => {
    renderWithProviders(<ProductPage />, route);
    expect(await screen.findByText('Please log in to view details and add to cart.')).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: 'Please log in to see price.' })).toHaveLength(2);
    expect(screen.queryByText('Prices and ordering open once your account is approved.')).toBeNull();
    expect(screen.queryByText('excl. GST')).toBeNull();
  });
});

describe('ProductPage reviews', () => {
  const review = (id: number, title: string, created_at: string, is_mine: boolean) => ({
    id,
    rating: 4,
    review_title: title,
    review_description: `${title} text`,
    created_at,
    customer: { primary_contact_name: is_mine ? 'Asha Verma' : 'Ravi Sharma' },
    is_mine,
  });

  it("dates each review and offers the customer's own review as an edit", async () => {
    server.use(
      http.get('*/api/product-detail/:slug', () =>
        HttpResponse.json({
          status: true,
          data: makeProductDetail({ id: 1 }, [
            review(2, 'Good value', '2025-03-01T10:00:00.000Z', false),
            review(1, 'Solid build', '2025-01-31T20:00:00.000Z', true),
          ]),
        }),
      ),
    );
    const { user } = renderWithProviders(<ProductPage />, { ...route, preloadedState: signedInAs(approvedCustomer) });
    await user.click(await screen.findByRole('tab', { name: 'REVIEWS' }));
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('review'));
    expect(items[0]).toHaveTextContent('Reviewed in India on 1 March 2025');
    // 20:00 UTC on 31 January is 1 February in India.
    expect(items[1]).toHaveTextContent('Reviewed in India on 1 February 2025');
    expect(items[1]).toHaveTextContent('Your review');
    expect(items[0]).not.toHaveTextContent('Your review');
    await user.click(screen.getByRole('button', { name: 'Update your review' }));
    expect(screen.getByLabelText(/Title/)).toHaveValue('Solid build');
  });

  it("summarises the product's own ratings and refreshes the summary after the buyer's review", async () => {
    const ratings = [review(2, 'Good value', '2025-03-01T10:00:00.000Z', false), { ...review(3, 'Flimsy', '2025-02-01T10:00:00.000Z', false), rating: 2 }];
    let posted: unknown = null;
    server.use(
      http.get('*/api/product-detail/:slug', () => HttpResponse.json({ status: true, data: makeProductDetail({ id: 1 }, ratings) })),
      http.post('*/api/review-store', async ({ request }) => {
        posted = await request.json();
        const mine = { ...review(9, 'Great screen', '2025-04-01T10:00:00.000Z', true), rating: 5 };
        ratings.unshift(mine);
        return HttpResponse.json({ status: true, message: 'Review submitted successfully!', data: mine });
      }),
    );
    const { user } = renderWithProviders(<ProductPage />, { ...route, preloadedState: signedInAs(approvedCustomer) });
    await user.click(await screen.findByRole('tab', { name: 'REVIEWS' }));
    expect(screen.getByText('3.0')).toBeInTheDocument();
    expect(screen.getByText('2 ratings')).toBeInTheDocument();
    expect(screen.queryByText('11,130 ratings')).toBeNull();
    const bars = within(screen.getByRole('list', { name: 'Ratings by star' })).getAllByRole('listitem');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      '5 star: 0 ratings, 0%',
      '4 star: 1 rating, 50%',
      '3 star: 0 ratings, 0%',
      '2 star: 1 rating, 50%',
      '1 star: 0 ratings, 0%',
    ]);

    await user.click(screen.getByRole('button', { name: 'Write the Review' }));
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText(/Title/), 'Great screen');
    await user.type(screen.getByLabelText(/^Review/), 'Bright and sharp.');
    await user.click(screen.getByRole('button', { name: /submit/i }));
    expect(posted).toMatchObject({ product_id: 1, rating: 5 });
    expect(await screen.findByText('3 ratings')).toBeInTheDocument();
    expect(screen.getByText('3.7')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '5 star: 1 rating, 33%' })).toBeInTheDocument();
  });

  it('says there are no ratings yet instead of a summary when the product has none', async () => {
    const { user } = renderWithProviders(<ProductPage />, { ...route, preloadedState: signedInAs(approvedCustomer) });
    await user.click(await screen.findByRole('tab', { name: 'REVIEWS' }));
    expect(screen.getByText('No ratings yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ratings by star' })).toBeNull();
    expect(screen.queryByText(/out of 5/)).toBeNull();
  });

  it('offers a new review to a customer who has not written one', async () => {
    const { user } = renderWithProviders(<ProductPage />, { ...route, preloadedState: signedInAs(approvedCustomer) });
    await user.click(await screen.findByRole('tab', { name: 'REVIEWS' }));
    expect(screen.getByRole('button', { name: 'Write the Review' })).toBeInTheDocument();
  });
});

describe('ProductPage when the server fails', () => {
  it('shows the failure with a Retry (not "Product not found"), and Retry loads the product', async () => {
    let fail = true;
    server.use(
      http.get('*/api/product-detail/:slug', () =>
        fail ? HttpResponse.json({ status: false, message: 'Internal Server Error' }, { status: 503 }) : HttpResponse.json({ status: true, data: makeProductDetail({ id: 1 }) }),
      ),
    );
    const { user } = renderWithProviders(<ProductPage />, route);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this product.');
    expect(screen.queryByText('Product not found')).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Dell Latitude 5410/ })).toBeInTheDocument();
  });

  it('still says "Product not found" for a 404', async () => {
    server.use(http.get('*/api/product-detail/:slug', () => HttpResponse.json({ status: false, data: null, message: 'Product not found' }, { status: 404 })));
    renderWithProviders(<ProductPage />, route);
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
