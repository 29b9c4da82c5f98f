import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Customer } from '@contracts/account';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { AccountLayout } from './AccountLayout';

const pending: Customer = { ...approvedCustomer, status: 'pending' };
const profileIs = (customer: Customer) =>
  server.use(http.get('*/api/customer-profile', () => HttpResponse.json({ status: true, customer })));

function renderLayout(customer: Customer) {
  return renderWithProviders(
    <AccountLayout title="Account Setting">
      <p>Page body</p>
    </AccountLayout>,
    { route: '/setting', path: '/setting', preloadedState: signedInAs(customer) },
  );
}

describe('AccountLayout', () => {
  it('tells a pending account that it awaits approval and what opens once approved', async () => {
    profileIs(pending);
    renderLayout(pending);
    expect(screen.getByText('Your account is awaiting approval.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Prices, the cart, quotations and ordering open as soon as the account is approved/);
    expect(screen.getByText('Page body')).toBeInTheDocument();
  });

  it('shows no notice to an approved customer', async () => {
    renderLayout(approvedCustomer);
    expect(await screen.findByText('Page body')).toBeInTheDocument();
    expect(screen.queryByText('Your account is awaiting approval.')).toBeNull();
  });

  it('refreshes the stored customer on mount, so an approval shows without signing in again', async () => {
    profileIs({ ...approvedCustomer, credit_limit: 250000 });
    const { store } = renderLayout(pending);
    expect(screen.getByText('Your account is awaiting approval.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Your account is awaiting approval.')).toBeNull());
    expect(store.getState().auth.customer).toMatchObject({ status: 'approved', credit_limit: 250000 });
  });

  it('tells a rejected account that it was not approved', async () => {
    const rejected: Customer = { ...approvedCustomer, status: 'rejected' };
    profileIs(rejected);
    renderLayout(rejected);
    expect(screen.getByText('Your account application was not approved.')).toBeInTheDocument();
  });
});
