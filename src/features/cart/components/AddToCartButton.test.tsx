import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import { AddToCartButton } from './AddToCartButton';

const product = { id: 7, stock_quantity: 5, product_name: 'Dell Latitude 5440' };
const me = (role: string) =>
  http.get('*/api/company-users/me', () => HttpResponse.json({ status: true, data: { id: 'me', email: 'x@acme.example', name: 'X', role, order_limit: null, monthly_limit: null } }));

describe('AddToCartButton and the company role', () => {
  it('offers a Viewer no Add button but says why, once the server has named the role', async () => {
    server.use(me('viewer'));
    renderWithProviders(<AddToCartButton product={product} variant="detail" />, { preloadedState: signedInAs(approvedCustomer) });
    expect(await screen.findByText("Your role (Viewer) can see prices but not order. Ask your company's admin.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Dell Latitude 5440 to cart' })).not.toBeInTheDocument();
  });

  it('offers a Buyer the button', async () => {
    server.use(me('buyer'));
    renderWithProviders(<AddToCartButton product={product} variant="detail" />, { preloadedState: signedInAs(approvedCustomer) });
    expect(await screen.findByRole('button', { name: 'Add Dell Latitude 5440 to cart' })).toBeEnabled();
  });
});

describe('AddToCartButton and the stock', () => {
  it('says how many went in when the stock allowed fewer than asked, in the server\'s words', async () => {
    server.use(
      me('buyer'),
      http.post('*/api/add-to-cart', () =>
        HttpResponse.json({ status: true, message: 'Only 3 in stock: 3 added to your cart.', data: { id: 'line', product_id: 7, quantity: 3 } }),
      ),
    );
    const { user } = renderWithProviders(
      <>
        <AddToCartButton product={{ ...product, stock_quantity: 12 }} quantity={10} variant="detail" />
        <Toasts />
      </>,
      { preloadedState: signedInAs(approvedCustomer) },
    );
    await user.click(await screen.findByRole('button', { name: 'Add Dell Latitude 5440 to cart' }));
    expect(await screen.findByText('Only 3 in stock: 3 added to your cart.')).toBeInTheDocument();
    expect(screen.queryByText('Product added to cart successfully')).toBeNull();
  });
});
