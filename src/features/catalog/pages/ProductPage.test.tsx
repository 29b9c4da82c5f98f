import { screen, within } from '@testing-library/react';
import type { Customer } from '@/shared/api/types';
import { approvedCustomer } from '@/test/fixtures';
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

  it('a visitor sees the log-in prompts, not the approval hint', async () => {
    renderWithProviders(<ProductPage />, route);
    expect(await screen.findByText('Please log in to view details and add to cart.')).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: 'Please log in to see price.' })).toHaveLength(2);
    expect(screen.queryByText('Prices and ordering open once your account is approved.')).toBeNull();
  });
});
