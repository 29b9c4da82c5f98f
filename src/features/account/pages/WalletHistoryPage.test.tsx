import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { makeTransaction } from '@/test/handlers/checkout';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import WalletHistoryPage, { parsePageSize } from './WalletHistoryPage';

/** 23 transactions, newest first; every third a credit back. */
function serveWallet(count = 23, credit_limit: number | null = 491149.4) {
  const transactions = Array.from({ length: count }, (_, i) => count - i).map((id) =>
    makeTransaction(id, id % 3 === 0 ? { type: 'c', description: `Order ITW-2025-${String(id).padStart(5, '0')} cancelled` } : {}),
  );
  server.use(http.get('*/api/customer-wallet-history', () => HttpResponse.json({ status: true, data: { transactions, credit_limit } })));
}

const renderWallet = () =>
  renderWithProviders(<WalletHistoryPage />, { route: '/WalletHistory', path: '/WalletHistory', preloadedState: signedInAs(approvedCustomer) });

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const pager = () => screen.getByRole('navigation', { name: 'Wallet transaction pages' });

describe('WalletHistoryPage', () => {
  it('shows the limit and the transactions with credit and debit columns, 10 a page', async () => {
    serveWallet();
    renderWallet();
    expect(await screen.findByRole('heading', { name: 'Wallet Transaction History' })).toBeInTheDocument();
    expect(await screen.findByText('Current Limit (₹4,91,149.40)')).toBeInTheDocument();
    // The spec's "Current Limit" is the header's Wallet and the credit page's Available: it says so.
    expect(screen.getByText(/^Your available credit: .*Wallet \(in the header\), Current Limit \(Wallet History\) and Available \(Credit and Dues\) are this same figure\.$/)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Order Number', 'Description', 'Credit Amount', 'Debit Amount']);
    expect(bodyRows()).toHaveLength(10);
    const debit = screen.getByRole('row', { name: /ITW-2025-00023/ });
    expect(within(debit).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^24 Mar 2025/),
      'ITW-2025-00023',
      'Order ITW-2025-00023 (cash on delivery)',
      '—',
      '₹2,300.00',
    ]);
    expect(within(debit).getByRole('link', { name: 'ITW-2025-00023' })).toHaveAttribute('href', '/order-details/ITW-2025-00023');
    const credit = screen.getByRole('row', { name: /ITW-2025-00021 cancelled/ });
    expect(within(credit).getAllByRole('cell').slice(3).map((c) => c.textContent)).toEqual(['₹2,100.00', '—']);
    expect(pager()).toHaveTextContent('Page 1 of 3');
  });

  it('shows a credit-limit change as a limit change with old and new limit, never as a credit or debit of money', async () => {
    const transactions = [
      makeTransaction(3, { order_number: null, type: 'd', amount: 29999.5, description: 'Credit limit changed: ₹50,000.00 → ₹20,000.50' }),
      makeTransaction(2, { order_number: null, type: 'c', amount: 50000, description: 'Credit limit set by the store' }),
      makeTransaction(1),
    ];
    server.use(http.get('*/api/customer-wallet-history', () => HttpResponse.json({ status: true, data: { transactions, credit_limit: 20000.5 } })));
    renderWallet();
    const lowered = await screen.findByRole('row', { name: /₹50,000.00 → ₹20,000.50/ });
    expect(within(lowered).getAllByRole('cell').slice(1).map((c) => c.textContent)).toEqual(['—', 'Credit limit changed ₹50,000.00 → ₹20,000.50', '—', '—']);
    // A row written before the change said only 'Credit limit set by the store'.
    const older = screen.getByRole('row', { name: /Raised by/ });
    expect(within(older).getAllByRole('cell').slice(1).map((c) => c.textContent)).toEqual(['—', 'Credit limit changed Raised by ₹50,000.00', '—', '—']);
    // An order's debit stays a debit.
    expect(within(screen.getByRole('row', { name: /ITW-2025-00001/ })).getAllByRole('cell')[4]).toHaveTextContent('₹100.00');
  });

  it('tells a customer with ₹0 credit that cash on delivery needs credit, and where to ask', async () => {
    serveWallet(0, 0);
    renderWallet();
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('Your credit limit is ₹0.00, so cash on delivery is not available yet. Contact us to request credit.');
    expect(within(notice).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('shows no credit notice once the store has set a limit', async () => {
    serveWallet();
    renderWallet();
    await screen.findByText('Current Limit (₹4,91,149.40)');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('pages with Previous and Next, and a new page size returns to page 1', async () => {
    serveWallet();
    const { user } = renderWallet();
    await screen.findByText('Page 1 of 3');
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(pager()).toHaveTextContent('Page 2 of 3');
    expect(screen.getByRole('row', { name: /ITW-2025-00013/ })).toBeInTheDocument();
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(pager()).toHaveTextContent('Page 3 of 3');
    expect(bodyRows()).toHaveLength(3);
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Show'), '5');
    expect(pager()).toHaveTextContent('Page 1 of 5');
    expect(bodyRows()).toHaveLength(5);
    await user.selectOptions(screen.getByLabelText('Show'), 'All');
    expect(pager()).toHaveTextContent('Page 1 of 1');
    expect(bodyRows()).toHaveLength(23);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '15', '20', 'All', 'Custom']);
  });

  it("takes a custom size only as a whole number above 0, else says 'Please enter a valid number.'", async () => {
    serveWallet();
    const { user } = renderWallet();
    await screen.findByText('Page 1 of 3');
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByLabelText('Show'), 'Custom');
    const input = screen.getByLabelText('Custom page size');
    for (const bad of ['abc', '0', '2.5', '-3']) {
      await user.clear(input);
      await user.type(input, bad);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid number.');
      expect(pager()).toHaveTextContent('Page 2 of 3'); // unchanged
    }
    await user.clear(input);
    await user.type(input, '7{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pager()).toHaveTextContent('Page 1 of 4');
    expect(bodyRows()).toHaveLength(7);
  });

  it('shows a limit of 0 when the server sends none, and an empty history', async () => {
    serveWallet(0, null);
    renderWallet();
    expect(await screen.findByText('Current Limit (₹0.00)')).toBeInTheDocument();
    expect(screen.getByText('No wallet transactions yet.')).toBeInTheDocument();
    expect(pager()).toHaveTextContent('Page 1 of 1');
  });

  it('parses custom sizes', () => {
    expect(parsePageSize(' 12 ')).toBe(12);
    expect(parsePageSize('1e3')).toBeNull();
    expect(parsePageSize('')).toBeNull();
    expect(parsePageSize('99999999999999999999')).toBeNull();
  });
});
