// The address books by role: every user reads them (checkout uses them), only the Admin changes them.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import BillingAddressPage from './BillingAddressPage';
import ShippingAddressPage from './ShippingAddressPage';

const asRole = (role: string) =>
  server.use(
    http.get('*/api/company-users/me', () =>
      HttpResponse.json({ status: true, data: { id: 'me', email: approvedCustomer.email, name: 'Asha', role, order_limit: null, monthly_limit: null, copy_company_mails: false } }),
    ),
  );

const pages = [
  ['billing', BillingAddressPage, '/address', 'Showing 10 of 12 addresses'],
  ['shipping', ShippingAddressPage, '/shipping-address', 'Showing 3 of 3 addresses'],
] as const;

describe.each(pages)('the %s book', (_name, Page, route, showing) => {
  it.each(['buyer', 'approver', 'viewer'])('a %s reads it without add, edit, delete or make default, and is told whose it is', async (role) => {
    asRole(role);
    renderWithProviders(<Page />, { route, path: route, preloadedState: signedInAs(approvedCustomer) });
    expect(await screen.findByText("Only your company's Admin can add or change addresses.")).toBeInTheDocument();
    expect(await screen.findByText(showing)).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[1]).getByText('Default')).toBeInTheDocument();
    for (const name of [/^Add Address$/, /^Edit address/, /^Delete address/, /^Make address/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('the Admin has every control', async () => {
    renderWithProviders(<Page />, { route, path: route, preloadedState: signedInAs(approvedCustomer) });
    expect(await screen.findByText(showing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Address' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit address/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText("Only your company's Admin can add or change addresses.")).not.toBeInTheDocument();
  });
});
