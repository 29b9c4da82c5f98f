import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
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
