import { screen, waitFor, within } from '@testing-library/react';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { shoppingListHandlers } from '@/test/handlers/shoppingLists';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import AddToListButton from './AddToListButton';

const items = [{ product_id: 7, quantity: 3 }];
const ui = (
  <>
    <AddToListButton items={items} what="Dell Latitude 5440" />
    <Toasts />
  </>
);

describe('Add to list', () => {
  it('is not offered to visitors', () => {
    renderWithProviders(ui);
    expect(screen.queryByRole('button', { name: 'Add to list' })).not.toBeInTheDocument();
  });

  it("adds the product with its quantity to the list chosen, then closes and says so", async () => {
    const api = shoppingListHandlers([
      { id: 'list-a-000000000000000', name: 'Monthly office', item_count: 4 },
      { id: 'list-b-000000000000000', name: 'Pune branch', item_count: 1 },
    ]);
    server.use(...api.handlers);
    const { user } = renderWithProviders(ui, { preloadedState: signedInAs(approvedCustomer) });
    const opener = screen.getByRole('button', { name: 'Add to list' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add to shopping list' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(await screen.findByRole('radio', { name: /Monthly office/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Pune branch/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    expect(await screen.findByText('Added Dell Latitude 5440 to "Pune branch".')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests).toEqual([{ method: 'POST', path: '/api/shopping-lists/list-b-000000000000000/items', body: { items } }]);
  });

  it('creates a new list by name, showing the rules and the server refusals on the field', async () => {
    const api = shoppingListHandlers([{ id: 'list-a-000000000000000', name: 'Monthly office', item_count: 4 }]);
    server.use(...api.handlers);
    const { user } = renderWithProviders(ui, { preloadedState: signedInAs(approvedCustomer) });
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to shopping list' });
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    await user.click(await screen.findByRole('radio', { name: 'A new list' }));
    await submit();
    expect(await screen.findByText('Give the list a name.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/New list name/), 'monthly OFFICE');
    await submit();
    expect(await screen.findByText('You already have a list with this name.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/New list name/));
    await user.type(screen.getByLabelText(/New list name/), 'Server room');
    await submit();
    expect(await screen.findByText('Added Dell Latitude 5440 to "Server room".')).toBeInTheDocument();
    expect(api.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/shopping-lists', { name: 'monthly OFFICE' }],
      ['POST', '/api/shopping-lists', { name: 'Server room' }],
      ['POST', '/api/shopping-lists/list-2-0000000000000/items', { items }],
    ]);
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    server.use(...shoppingListHandlers().handlers);
    const { user } = renderWithProviders(ui, { preloadedState: signedInAs(approvedCustomer) });
    const opener = screen.getByRole('button', { name: 'Add to list' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Add to shopping list' });
    // No lists yet: a new one is the only choice.
    expect(await screen.findByRole('radio', { name: 'A new list' })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
