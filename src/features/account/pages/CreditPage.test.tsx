import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import CreditPage from './CreditPage';

const due = (order: string, extra: Record<string, unknown>) => ({
  id: `due-${order}`,
  order_number: order,
  invoice_number: null,
  invoice_date: null,
  due_date: null,
  amount: 1180,
  paid: 0,
  outstanding: 1180,
  state: 'open',
  days_overdue: 0,
  ...extra,
});

function serveCredit() {
  server.use(
    http.get('*/api/credit', () =>
      HttpResponse.json({
        status: true,
        data: {
          credit_limit: 100000,
          available: 98702,
          outstanding: 1298,
          overdue: 1180,
          paid: 354,
          payment_terms_days: 30,
          ageing: { not_due: 118, days_0_30: 0, days_31_60: 0, days_61_90: 0, days_90_plus: 1180 },
          dues: [
            due('ORD-OLD', { invoice_number: 'INV/26-27/00001', invoice_date: '2026-07-01T06:00:00Z', due_date: '2026-07-31', days_overdue: 118 }),
            due('ORD-NEW', { amount: 118, outstanding: 118 }),
            due('ORD-PAID', { amount: 354, paid: 354, outstanding: 0, state: 'paid', due_date: '2026-12-01' }),
            due('ORD-CANCELLED', { amount: 0, outstanding: 0, state: 'canceled' }),
          ],
        },
      }),
    ),
    http.get('*/api/credit/statement', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json({
        status: true,
        data: { from: url.searchParams.get('from'), to: url.searchParams.get('to'), opening: 1180, closing: 1298, entries: [{ at: '2026-11-20T06:00:00Z', description: 'Order ORD-NEW (cash on delivery)', reference: 'ORD-NEW', debit: 118, credit: 0, balance: 1298 }] },
      });
    }),
  );
}

describe('CreditPage', () => {
  it('shows the figures, the ageing, each due with its status, and the statement with its balances', async () => {
    serveCredit();
    renderWithProviders(<CreditPage />, { route: '/my-account/credit', path: '/my-account/credit', preloadedState: signedInAs(approvedCustomer) });
    expect(await screen.findByRole('heading', { name: 'Credit and Dues' })).toBeInTheDocument();
    expect(await screen.findByText('₹98,702.00')).toBeInTheDocument();
    expect(screen.getByText('Available')).toHaveAttribute('title', expect.stringMatching(/^Your available credit: .*are this same figure\.$/));
    expect(screen.getByText(/Wallet \(in the header\), Current Limit \(Wallet History\) and Available \(Credit and Dues\) are this same figure/)).toBeInTheDocument();
    const ageing = screen.getByRole('table', { name: 'Overdue amounts by days past the due date' });
    expect(within(ageing).getAllByRole('cell').map((c) => c.textContent)).toEqual(['₹118.00', '₹0.00', '₹0.00', '₹0.00', '₹1,180.00']);
    const dues = screen.getByRole('table', { name: 'Dues by order' });
    expect(within(dues).getByRole('row', { name: /ORD-OLD/ })).toHaveTextContent('Overdue 118 days');
    expect(within(dues).getByRole('row', { name: /ORD-NEW/ })).toHaveTextContent('Not yet invoiced');
    expect(within(dues).getByRole('row', { name: /ORD-PAID/ })).toHaveTextContent('Paid');
    // A cancelled order's due was settled by the credit given back, not by a payment.
    expect(within(dues).getByRole('row', { name: /ORD-CANCELLED/ })).toHaveTextContent('Cancelled, credited');
    expect(await screen.findByText(/Opening balance on/)).toHaveTextContent('₹1,180.00');
    expect(screen.getByText(/Opening balance on/)).toHaveTextContent('Closing balance on');
    expect(within(screen.getByRole('table', { name: 'Statement entries' })).getByRole('row', { name: /ORD-NEW/ })).toHaveTextContent('₹1,298.00');
  });
});
