import { screen } from '@testing-library/react';
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
