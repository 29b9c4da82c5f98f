import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { approvedCustomer, makeProduct, unpriced } from '@/test/fixtures';
import { renderWithProviders, signedInAs } from '@/test/utils';
import ShopPage from './ShopPage';

function listResponse(products = [makeProduct({ id: 1 }), makeProduct({ id: 2, custom_rates: { custom_rate: 65000 } })], extra = {}) {
  return {
    status: true,
    data: { data: products, current_page: 1, last_page: 3, per_page: 9, total: 21 },
    min_price: 50000,
    max_price: 90000,
    brands: [
      { id: 1, brand_name: 'Dell', slug: 'dell', count: 15 },
      { id: 2, brand_name: 'HP', slug: 'hp', count: 6 },
    ],
    ...extra,
  };
}

describe('ShopPage', () => {
  it('shows a visitor the count, cards without prices, and no price slider', async () => {
    server.use(http.get('*/api/product-list', () => HttpResponse.json(listResponse([unpriced(makeProduct({ id: 1 }))]))));
    renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop' });
    expect(await screen.findByText('21 Products found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Dell Latitude 5410/ })).toBeInTheDocument();
    expect(screen.queryByText(/₹/)).toBeNull();
    expect(screen.queryByLabelText('Minimum price')).toBeNull();
  });

  it('shows an approved customer prices, the custom rate and the slider', async () => {
    server.use(http.get('*/api/product-list', () => HttpResponse.json(listResponse())));
    renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop', preloadedState: signedInAs(approvedCustomer) });
    expect(await screen.findByText('Price: ₹65,000.00')).toBeInTheDocument();
    expect(screen.getAllByText('(This Price Only for you By Price List)')).toHaveLength(1);
    expect(screen.getByLabelText('Minimum price')).toHaveValue('50000');
    expect(screen.getByLabelText('Maximum price')).toHaveValue('90000');
  });

  it('marks each card price of an approved customer as before GST, and says nothing of GST to a visitor', async () => {
    server.use(http.get('*/api/product-list', () => HttpResponse.json(listResponse())));
    const { unmount } = renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop', preloadedState: signedInAs(approvedCustomer) });
    const card = (await screen.findByRole('heading', { name: /Dell Latitude 5410/ })).closest('article') as HTMLElement;
    expect(within(card).getByText('excl. GST')).toBeInTheDocument();
    expect(screen.getAllByText('excl. GST')).toHaveLength(2);
    unmount();

    server.use(http.get('*/api/product-list', () => HttpResponse.json(listResponse([unpriced(makeProduct({ id: 1 }))]))));
    renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop' });
    await screen.findByText('21 Products found');
    expect(screen.queryByText('excl. GST')).toBeNull();
  });

  it("keeps a product in the chosen price range at the buyer's own rate", async () => {
    // List prices 72,000 each; the buyer's rate for the second is 65,000.
    server.use(http.get('*/api/product-list', () => HttpResponse.json(listResponse())));
    renderWithProviders(<ShopPage />, { route: '/shop?min_price=0&max_price=70000', path: '/shop', preloadedState: signedInAs(approvedCustomer) });
    expect(await screen.findByRole('heading', { name: /Dell Latitude 5420/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Dell Latitude 5410/ })).toBeNull();
  });

  it('sends the filters of the URL to the server and puts a brand choice back in the URL', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/api/product-list', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json(listResponse());
      }),
    );
    const { user, router } = renderWithProviders(<ShopPage />, { route: '/shop?category=laptops&brands=dell&page=2', path: '/shop' });
    await screen.findByText('21 Products found');
    expect(seen[0].get('category')).toBe('laptops');
    expect(seen[0].get('brands')).toBe('dell');
    expect(seen[0].get('page')).toBe('2');
    expect(seen[0].get('itemsPerPage')).toBe('9');

    await user.click(screen.getByRole('checkbox', { name: /HP/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=laptops&brands=dell%2Chp'));
  });

  it('sends the sort and the rating threshold to the server and writes both to the URL', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/api/product-list', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json(listResponse());
      }),
    );
    const { user, router } = renderWithProviders(<ShopPage />, {
      route: '/shop?brands=hp&sort=price_desc&page=2',
      path: '/shop',
      preloadedState: signedInAs(approvedCustomer),
    });
    await screen.findByText('21 Products found');
    expect(seen[0].get('sort')).toBe('price_desc');
    expect(seen[0].get('rating')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /4 stars and up/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?brands=hp&rating=4&sort=price_desc'));
    await waitFor(() => expect(seen.at(-1)?.get('rating')).toBe('4'));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'name_asc');
    await waitFor(() => expect(router.state.location.search).toBe('?brands=hp&rating=4&sort=name_asc'));
    await waitFor(() => expect(seen.at(-1)?.get('sort')).toBe('name_asc'));
  });

  it('marks the words a search matched in the names, as text', async () => {
    const product = { ...makeProduct({ id: 1, product_name: 'Lenovo ThinkPad <b>E14</b>' }), highlight: { product_name: [[7, 15]] } };
    server.use(http.get('*/api/product-list', () => HttpResponse.json(listResponse([product]))));
    renderWithProviders(<ShopPage />, { route: '/shop?search=thnkpad', path: '/shop' });
    const heading = await screen.findByRole('heading', { name: /ThinkPad/ });
    expect(within(heading).getByText('ThinkPad').tagName).toBe('MARK');
    expect(heading.textContent).toBe('Lenovo ThinkPad <b>E14</b>');
  });

  it('asks for 10 per page during a search and lays the grid out in 2 columns', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/api/product-list', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json(listResponse());
      }),
    );
    const { container } = renderWithProviders(<ShopPage />, { route: '/shop?search=latitude', path: '/shop' });
    await screen.findByText('21 Products found');
    expect(seen[0].get('itemsPerPage')).toBe('10');
    expect(seen[0].get('search')).toBe('latitude');
    expect(container.querySelector('.grid')).toHaveClass('grid--2');
  });

  it('pages with Next and resets to page 1 when the page size changes', async () => {
    server.use(http.get('*/api/product-list', () => HttpResponse.json(listResponse())));
    const { user, router } = renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop' });
    await screen.findByText('21 Products found');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    await user.selectOptions(await screen.findByLabelText('Show'), '20');
    expect(router.state.location.search).toBe('?size=20');
  });

  it('shows Compare Selected once a product is ticked for comparison', async () => {
    server.use(http.get('*/api/product-list', () => HttpResponse.json(listResponse())));
    const { user, store } = renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop' });
    await screen.findByText('21 Products found');
    expect(screen.queryByRole('link', { name: /Compare Selected/ })).toBeNull();
    const card = screen.getByRole('article', { name: /Dell Latitude 5410/ });
    await user.click(within(card).getByRole('checkbox', { name: 'Compare' }));
    expect(screen.getByRole('link', { name: /Compare Selected/ })).toHaveAttribute('href', '/comparison');
    expect(store.getState().compare.items.map((p) => p.id)).toEqual([1]);
  });

  it('says 0 Products found for an empty result and disables Add at stock 0', async () => {
    server.use(http.get('*/api/product-list', () => HttpResponse.json(listResponse([makeProduct({ id: 3, stock_quantity: 0 })], { data: { data: [makeProduct({ id: 3, stock_quantity: 0 })], current_page: 1, last_page: 1, per_page: 9, total: 1 } }))));
    renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop', preloadedState: signedInAs(approvedCustomer) });
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Dell Latitude 5430/ })).toBeDisabled();
  });

  it('shows the star badge only at an average rating of 3 or more', async () => {
    server.use(http.get('*/api/product-list', () => HttpResponse.json(listResponse([makeProduct({ id: 1, average_rating: 2.9 }), makeProduct({ id: 2, average_rating: 3 })]))));
    renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop' });
    await screen.findByText('21 Products found');
    expect(screen.queryByLabelText('Rated 2.9 out of 5')).toBeNull();
    expect(screen.getByLabelText('Rated 3.0 out of 5')).toBeInTheDocument();
  });
  it('shows an account awaiting approval the approval hint on every card instead of an Add button that would fail', async () => {
    server.use(http.get('*/api/product-list', () => HttpResponse.json(listResponse([unpriced(makeProduct({ id: 1 })), unpriced(makeProduct({ id: 2 }))]))));
    renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop', preloadedState: signedInAs({ ...approvedCustomer, status: 'pending' }) });
    await screen.findByText('21 Products found');
    for (const card of screen.getAllByRole('article')) {
      expect(within(card).getByText('Prices and ordering open once your account is approved.')).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /^Add / })).toBeNull();
    }
  });
});

describe('ShopPage when the listing fails', () => {
  it('shows the failure with a Retry, not the previous results nor an empty result, and Retry loads them', async () => {
    let fail = false;
    server.use(
      http.get('*/api/product-list', () =>
        fail ? HttpResponse.json({ status: false }, { status: 500 }) : HttpResponse.json(listResponse([makeProduct({ id: 1 })])),
      ),
    );
    const { user } = renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop' });
    expect(await screen.findByRole('heading', { name: /Dell Latitude 5410/ })).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('checkbox', { name: /HP/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the products.');
    expect(screen.queryByRole('heading', { name: /Dell Latitude 5410/ })).toBeNull();
    expect(screen.queryByText('No products match these filters.')).toBeNull();
    expect(screen.queryByText(/Products found/)).toBeNull();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Dell Latitude 5410/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('21 Products found')).toBeInTheDocument();
  });

  it('treats a network failure the same way', async () => {
    server.use(http.get('*/api/product-list', () => HttpResponse.error()));
    renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the products.');
    expect(screen.queryByText('No products match these filters.')).toBeNull();
  });
});

describe('ShopPage paging and loading', () => {
  it('never says 0 Products found while the first answer is on its way', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.get('*/api/product-list', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(listResponse());
      }),
    );
    renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop' });
    expect(await screen.findByText('Loading products...')).toBeInTheDocument();
    expect(screen.queryByText(/0 Products found/)).toBeNull();
    expect(screen.queryByText('No products match these filters.')).toBeNull();
    answer();
    expect(await screen.findByText('21 Products found')).toBeInTheDocument();
  });

  it('marks the page the server answered (the last) when the URL asks for one beyond it, and pages from there', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/product-list', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        asked.push(String(page));
        const current = Math.min(page, 3);
        return HttpResponse.json(listResponse([makeProduct({ id: current })], { data: { data: [makeProduct({ id: current })], current_page: current, last_page: 3, per_page: 9, total: 21 } }));
      }),
    );
    const { user, router } = renderWithProviders(<ShopPage />, { route: '/shop?page=99', path: '/shop' });
    await screen.findByText('21 Products found');
    const pager = screen.getByRole('navigation', { name: 'Product pages' });
    expect(within(pager).getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('button', { name: '99' })).toBeNull();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByText('No products match these filters.')).toBeNull();

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(within(pager).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page'));
    expect(asked).toEqual(['99', '2']);
  });
});

describe('ShopPage price slider from the keyboard', () => {
  it('keeps every arrow step, even when the answer to the previous step arrives while the next key is down', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/product-list', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('max_price'));
        return HttpResponse.json(listResponse());
      }),
    );
    const { router } = renderWithProviders(<ShopPage />, { route: '/shop', path: '/shop', preloadedState: signedInAs(approvedCustomer) });
    const max = await screen.findByLabelText('Maximum price');
    await waitFor(() => expect(max).toHaveValue('90000'));
    // What a browser does for each ArrowLeft: keydown moves the thumb one step (a change), keyup follows.
    const step = (to: string) => {
      fireEvent.keyDown(max, { key: 'ArrowLeft' });
      fireEvent.change(max, { target: { value: to } });
    };
    step('89900');
    fireEvent.keyUp(max, { key: 'ArrowLeft' });
    step('89800');
    // The answer for 89,900 comes in while the second key is still down.
    await waitFor(() => expect(asked).toContain('89900'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(max).toHaveValue('89800');
    fireEvent.keyUp(max, { key: 'ArrowLeft' });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('max_price')).toBe('89800'));
    expect(max).toHaveValue('89800');
  });
});
