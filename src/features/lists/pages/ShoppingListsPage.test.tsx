// The company's shopping lists by role: every user reads them, the buying roles change them.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { shoppingListHandlers } from '@/test/handlers/shoppingLists';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import ShoppingListsPage from './ShoppingListsPage';

const asRole = (role: string) =>
  server.use(
    http.get('*/api/company-users/me', () =>
      HttpResponse.json({ status: true, data: { id: 'me', email: approvedCustomer.email, name: 'Vani', role, order_limit: null, monthly_limit: null, copy_company_mails: false } }),
    ),
  );

function renderLists(role: string) {
  server.use(...shoppingListHandlers([{ id: 'list-a-000000000000000', name: 'Monthly office', item_count: 4 }]).handlers);
  asRole(role);
  renderWithProviders(<ShoppingListsPage />, { route: '/my-account/shopping-lists', path: '/my-account/shopping-lists', preloadedState: signedInAs(approvedCustomer) });
}

describe('ShoppingListsPage by role', () => {
  it('a Viewer reads the lists with no new list, rename or delete, and is told why', async () => {
    renderLists('viewer');
    expect(await screen.findByRole('link', { name: 'Monthly office' })).toBeInTheDocument();
    expect(await screen.findByText("Your role (Viewer) can read this but not change it. Ask your company's admin.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Monthly office' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Monthly office' })).not.toBeInTheDocument();
  });

  it.each(['buyer', 'approver', 'admin'])('a %s creates, renames and deletes', async (role) => {
    renderLists(role);
    expect(await screen.findByRole('button', { name: 'Rename Monthly office' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Monthly office' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create list' })).toBeInTheDocument();
  });
});
