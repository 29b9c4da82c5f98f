// An account approved while signed in sees prices after a reload, without signing out.
import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ProfileSync } from '@/features/account';
import ShopPage from '@/app/pages/ShopPage';
import type { Customer } from '@contracts/account';
import { approvedCustomer, makeProduct, unpriced } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';

const pending: Customer = { ...approvedCustomer, status: 'pending' };

it('reloads the customer on load and then shows the prices the server now sends', async () => {
  // The store approved the account after this browser stored it as pending.
  let approved = false;
  server.use(
    http.get('*/api/customer-profile', () => {
      approved = true;
      return HttpResponse.json({ status: true, customer: approvedCustomer });
    }),
    http.get('*/api/product-list', () => {
      const product = makeProduct({ id: 1 });
      return HttpResponse.json({
        status: true,
        data: { data: [approved ? product : unpriced(product)], current_page: 1, last_page: 1, per_page: 9, total: 1 },
        min_price: approved ? 72000 : null,
        max_price: approved ? 72000 : null,
        brands: [],
      });
    }),
  );
  renderWithProviders(
    <Suspense fallback={null}>
      <ProfileSync />
      <ShopPage />
    </Suspense>,
    { route: '/shop', path: '/shop', preloadedState: signedInAs(pending) },
  );
  expect(await screen.findByText('₹72,000.00', { selector: '.price__now' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Add .* to cart/ })).toBeEnabled();
});
