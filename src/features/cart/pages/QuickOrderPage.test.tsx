import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { QuickOrderRequest } from '@contracts/quickOrder';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import QuickOrderPage from './QuickOrderPage';

function renderPage(customer = approvedCustomer) {
  return renderWithProviders(
    <>
      <QuickOrderPage />
      <Toasts />
    </>,
    { route: '/quick-order', preloadedState: signedInAs(customer) },
  );
}

/** Records the bodies the page posts to one quick-order URL. */
function spyOn(path: 'check' | 'add') {
  const bodies: QuickOrderRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(`/api/quick-order/${path}`)) bodies.push((await request.clone().json()) as QuickOrderRequest);
  });
  return bodies;
}

const list = () => screen.getByRole('textbox', { name: 'SKU, quantity' });

describe('QuickOrderPage', () => {
  afterEach(() => server.events.removeAllListeners());

  it('checks a pasted list and shows every row with its own message, then adds only the valid rows in one call', async () => {
    const checks = spyOn('check');
    const adds = spyOn('add');
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Quick Order' })).toBeInTheDocument();
    await user.type(list(), 'itw-lap-00001, 2{enter}NOPE-1;1{enter}ITW-MON-00004\t9{enter}ITW-MON-00004,x{enter}ITW-MON-00004,1');
    await user.click(screen.getByRole('button', { name: 'Check list' }));

    const result = await screen.findByRole('region', { name: '2 of 5 rows can go to the cart' });
    expect(checks[0].rows).toEqual([
      { line: 1, sku: 'itw-lap-00001', quantity: '2' },
      { line: 2, sku: 'NOPE-1', quantity: '1' },
      { line: 3, sku: 'ITW-MON-00004', quantity: '9' },
      { line: 4, sku: 'ITW-MON-00004', quantity: 'x' },
      { line: 5, sku: 'ITW-MON-00004', quantity: '1' },
    ]);
    const rows = within(result).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Dell Latitude 5410 Business Laptop');
    expect(rows[0]).toHaveTextContent('₹1,44,000.00');
    expect(within(rows[0]).getByText('excl. GST')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('OK Ready to add.');
    expect(rows[1]).toHaveTextContent('Error No product has this SKU.');
    expect(rows[2]).toHaveTextContent('Only 3 in stock.');
    expect(rows[3]).toHaveTextContent('Quantity must be a whole number of at least 1.');
    expect(result).toHaveTextContent('3 rows have an error and will be left out');
    expect(result).toHaveTextContent('Subtotal before GST: ₹1,53,000.00');

    await user.click(within(result).getByRole('button', { name: 'Add 2 rows to cart' }));
    expect(await screen.findByText('2 products added to your cart.', { selector: '.form-success__title' })).toBeInTheDocument();
    expect(adds).toHaveLength(1);
    expect(adds[0].rows).toEqual([
      { line: 1, sku: 'itw-lap-00001', quantity: '2' },
      { line: 5, sku: 'ITW-MON-00004', quantity: '1' },
    ]);
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    expect(list()).toHaveValue('');
  });

  it('drops the checked rows as soon as the list is edited, so stale answers are never added', async () => {
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'SKU, quantity' }), 'ITW-LAP-00001,1');
    await user.click(screen.getByRole('button', { name: 'Check list' }));
    await screen.findByRole('button', { name: 'Add 1 row to cart' });
    await user.type(list(), '0');
    expect(screen.queryByRole('button', { name: /Add \d+ rows? to cart/ })).toBeNull();
  });

  it('shows the rows that failed when the server refuses the add, and adds nothing', async () => {
    server.use(
      http.post('*/api/quick-order/add', () =>
        HttpResponse.json({ status: false, message: 'Nothing was added: 1 row needs attention.', errors: { 'rows.2': ['Only 1 in stock.'] } }, { status: 422 }),
      ),
    );
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'SKU, quantity' }), 'ITW-LAP-00001,1{enter}ITW-MON-00004,2');
    await user.click(screen.getByRole('button', { name: 'Check list' }));
    await user.click(await screen.findByRole('button', { name: 'Add 2 rows to cart' }));
    expect(await screen.findByText('Nothing was added: 1 row needs attention.', { selector: '.form-alert' })).toBeInTheDocument();
    const result = screen.getByRole('region', { name: '1 of 2 rows can go to the cart' });
    expect(within(result).getAllByRole('row')[2]).toHaveTextContent('Error Only 1 in stock.');
    expect(screen.queryByText(/added to your cart/, { selector: '.form-success__title' })).toBeNull();
  });

  it("asks for a list before calling the server, and shows the server's row cap on the list", async () => {
    const checks = spyOn('check');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Check list' }));
    expect(await screen.findByText('Paste at least one line of SKU, quantity, or choose a CSV file.')).toBeInTheDocument();
    expect(checks).toHaveLength(0);

    const cap = 'A quick order takes up to 500 rows; this list has 501. Split it into smaller lists.';
    server.use(http.post('*/api/quick-order/check', () => HttpResponse.json({ status: false, message: cap, errors: { rows: [cap] } }, { status: 422 })));
    fireEvent.change(list(), { target: { value: Array.from({ length: 501 }, (_, i) => `ITW-LAP-00001,${i + 1}`).join('\n') } });
    await user.click(screen.getByRole('button', { name: 'Check list' }));
    expect(await screen.findByText(cap)).toBeInTheDocument();
    expect(list()).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads a chosen CSV file into the list and offers a sample CSV', async () => {
    const { user } = renderPage();
    const sample = await screen.findByRole('link', { name: 'Download a sample CSV' });
    expect(sample).toHaveAttribute('download', 'quick-order-sample.csv');
    expect(decodeURIComponent(sample.getAttribute('href')!)).toMatch(/^data:text\/csv;charset=utf-8,sku,quantity\nITW-/);

    const file = new File(['sku,quantity\nITW-MON-00004,2\n'], 'order.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Choose CSV file'), file);
    await waitFor(() => expect(list()).toHaveValue('sku,quantity\nITW-MON-00004,2\n'));
    expect(screen.getByText('Loaded order.csv: 1 line. Check the list to continue.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check list' }));
    expect(await screen.findByRole('region', { name: '1 of 1 rows can go to the cart' })).toHaveTextContent('LG 24MP400 Monitor');
  });

  it('tells an account awaiting approval that the cart is not open yet', async () => {
    renderPage({ ...approvedCustomer, status: 'pending' });
    expect(await screen.findByText(/Your account is awaiting approval/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
