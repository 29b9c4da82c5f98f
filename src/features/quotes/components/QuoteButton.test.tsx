import { screen } from '@testing-library/react';
import { approvedCustomer, makeProduct } from '@/test/fixtures';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import { QuoteButton } from './QuoteButton';

const product = makeProduct({ id: 3, product_name: 'Dell Latitude 5430', discount_price: 72000, custom_rates: { custom_rate: 65000 } });
const withToasts = (ui: React.ReactElement) => (
  <>
    {ui}
    <Toasts />
  </>
);

describe('QuoteButton', () => {
  it('is not offered to visitors', () => {
    renderWithProviders(<QuoteButton product={product} />);
    expect(screen.queryByRole('button', { name: /quote list/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /quote list/i })).not.toBeInTheDocument();
  });

  it('adds the product with its prices and becomes View Quote List', async () => {
    const { user, store } = renderWithProviders(withToasts(<QuoteButton product={product} quantity={4} />), { preloadedState: signedInAs(approvedCustomer) });
    await user.click(screen.getByRole('button', { name: 'Dell Latitude 5430: Add to Quote List' }));
    expect(await screen.findByText('Successfully added to quote list')).toBeInTheDocument();
    expect(store.getState().quotes.items).toEqual([{ id: 3, name: 'Dell Latitude 5430', quantity: 4, price: 72000, customRate: 65000 }]);
    const view = screen.getByRole('link', { name: 'Dell Latitude 5430: View Quote List' });
    expect(view).toHaveTextContent('View Quote List');
    expect(view).toHaveAttribute('href', '/quote-request');
  });
});
