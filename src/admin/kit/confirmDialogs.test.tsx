// Deleting a brand and removing a free-product offer ask in the kit's dialog first: Escape or the
// keep button sends nothing, the dialog's action button sends the change once.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import type { AdminFreeProduct } from '@contracts/adminContent';
import { server } from '@/test/server';
import { signedInStore } from '../testSupport';
import { BrandsPage } from '../catalogue/BrandsPage';
import { FreeProductsTab } from '../content/FreeProductsTab';

it('deletes a brand only after the dialog is confirmed', async () => {
  let deleted = 0;
  server.use(
    http.get('*/api/admin/brands', () => HttpResponse.json({ status: true, brands: [{ id: 2, brand_name: 'Acme', is_active: true, products: 0, version: 1 }] })),
    http.delete('*/api/admin/brands/2', () => {
      deleted += 1;
      return HttpResponse.json({ status: true, message: 'Brand deleted.' });
    }),
  );
  const user = userEvent.setup();
  render(
    <Provider store={signedInStore()}>
      <BrandsPage />
    </Provider>,
  );
  await user.click(await screen.findByRole('button', { name: 'Delete Acme' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete the brand Acme?' });
  expect(dialog).toHaveTextContent('This cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(deleted).toBe(0);

  await user.click(screen.getByRole('button', { name: 'Delete Acme' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete brand' }));
  await waitFor(() => expect(deleted).toBe(1));
});

it('removes a free-product offer only after the dialog is confirmed', async () => {
  let removed = 0;
  server.use(
    http.delete('*/api/admin/content/free-products/4', () => {
      removed += 1;
      return HttpResponse.json({ status: true, message: 'Offer removed.' });
    }),
  );
  const offer = { id: 4, version: 'v1', product_id: 5, sku: 'ITW-LAP-00005', product_name: 'Ultrabook 14', is_active: true, product_active: true, stock_quantity: 3 } as unknown as AdminFreeProduct;
  const notices: string[] = [];
  const user = userEvent.setup();
  render(
    <Provider store={signedInStore()}>
      <FreeProductsTab offers={[offer]} onNotice={(text) => notices.push(text)} />
    </Provider>,
  );
  await user.click(screen.getByRole('button', { name: 'Remove the offer of Ultrabook 14' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Stop offering Ultrabook 14 free?' });
  expect(within(dialog).getByRole('button', { name: 'Keep the offer' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(removed).toBe(0);

  await user.click(screen.getByRole('button', { name: 'Remove the offer of Ultrabook 14' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove offer' }));
  await waitFor(() => expect(notices).toEqual(['Offer removed.']));
  expect(removed).toBe(1);
});
