import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { approvedCustomer } from '@/test/fixtures';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Header } from './Header';

describe('Header account menu', () => {
  it('closes on Escape and puts focus back on the account button', async () => {
    const { user } = renderWithProviders(<Header />, { preloadedState: signedInAs(approvedCustomer) });
    const button = screen.getByRole('button', { name: /Asha Verma/ });
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('menuitem', { name: 'My Orders' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('offers Request An Item in the navigation menu too, for small screens where the header button is hidden', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(screen.getAllByRole('link', { name: 'Request An Item' }).at(-1)!);
  });
});

describe('Header search as a WebMCP form tool', () => {
  it('names and describes the form for agents, with a named search field', () => {
    renderWithProviders(<Header />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('toolname', 'open_search_results');
    expect(form.getAttribute('tooldescription')).toMatch(/^Open the shop's results page/);
    expect(form).toHaveAttribute('toolautosubmit', '');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveAttribute('name', 'search');
  });
});

describe('Header wallet', () => {
  it('explains the Wallet figure as the available credit, named like the wallet and credit pages', async () => {
    renderWithProviders(<Header />, { preloadedState: signedInAs(approvedCustomer) });
    const wallet = await screen.findByText('Wallet ₹5,00,000.00');
    expect(wallet).toHaveAttribute('title', expect.stringMatching(/^Your available credit: .*Wallet \(in the header\), Current Limit \(Wallet History\) and Available \(Credit and Dues\) are this same figure\.$/));
  });
});

describe('Header search box', () => {
  it('keeps focus in the box when clearing it returns to /shop, and searches what is typed next', async () => {
    server.use(http.get('*/api/search-suggestions', () => HttpResponse.json({ status: true, data: { products: [], categories: [], brands: [] } })));
    const { user, router } = renderWithProviders(<Header />, { route: '/shop?search=laptop' });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveValue('laptop');
    await user.clear(box);
    expect(router.state.location.pathname + router.state.location.search).toBe('/shop');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveFocus();
    // The form's own navigation is covered by the browser tests: React cannot build a FormData from
    // a jsdom form under Jest, so the submit is caught here with what it would search.
    const submitted: string[] = [];
    screen.getByRole('search').addEventListener('submit', (e) => {
      submitted.push((screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement).value);
      e.preventDefault();
      e.stopPropagation();
    });
    await user.keyboard('mouse{Enter}');
    expect(submitted).toEqual(['mouse']);
    // A search opened from elsewhere (a link, Back) still shows in the box.
    await act(() => router.navigate('/shop?search=ssd'));
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('ssd');
  });
});
