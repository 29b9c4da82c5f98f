import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import OrderSuccessPage from './OrderSuccessPage';

function renderSuccess(number: string) {
  return renderWithProviders(<OrderSuccessPage />, {
    route: `/order-success/${number}`,
    path: '/order-success/:orderNumber',
    preloadedState: signedInAs(approvedCustomer),
  });
}

describe('OrderSuccessPage', () => {
  it('thanks the buyer for their own order, with its total, payment and shipping address on separate lines', async () => {
    renderSuccess('ITW-2025-00005');
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('ITW-2025-00005')).toBeInTheDocument();
    expect(screen.getByText(/₹8,850\.60 · Cash on Delivery/)).toBeInTheDocument();
    const address = screen.getByText('Shipping to').parentElement!.querySelector('address')!;
    expect([...address.children].map((line) => line.textContent)).toEqual(['7 Dock Yard Road', 'Mumbai, Maharashtra 400010', 'India', 'Phone: 9123456780']);
    expect(screen.getByRole('link', { name: 'View Order Details' })).toHaveAttribute('href', '/order-details/ITW-2025-00005');
    expect(document.title).toBe('Order placed · IT Wholesale');
  });

  it('says the order was not found for a number that is not the customer\u2019s order, and thanks no one', async () => {
    server.use(http.get('*/api/order-detail/:n', () => HttpResponse.json({ status: false, message: 'Order not found' }, { status: 404 })));
    renderSuccess('MADE-UP-123');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your order!')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Order Details' })).not.toBeInTheDocument();
  });

  it('offers a retry, not a thank-you, when the store does not answer', async () => {
    server.use(http.get('*/api/order-detail/:n', () => HttpResponse.json({ status: false, message: 'boom' }, { status: 500 })));
    renderSuccess('ITW-2025-00005');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your order!')).not.toBeInTheDocument();
  });
});
