import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { initialCheckoutState, type OrderReceipt } from '../checkoutSlice';
import OrderSuccessPage from './OrderSuccessPage';

function renderSuccess(number: string, receipt: OrderReceipt | null = null) {
  return renderWithProviders(<OrderSuccessPage />, {
    route: `/order-success/${number}`,
    path: '/order-success/:orderNumber',
    preloadedState: { ...signedInAs(approvedCustomer), checkout: { ...initialCheckoutState, phase: 'done', orderNumber: receipt?.orderNumber ?? null, receipt } },
  });
}

const placed: OrderReceipt = {
  orderNumber: 'ITW-2025-00009',
  total: 12345.6,
  method: 'razorpay',
  shipping: { id: 's-address-000000000003', s_address_line1: '12 Hill Road', s_address_line2: null, s_city: 'Pune', s_state: 'Maharashtra', s_country: 'India', s_pincode: '411001', s_phone: '9876543210' },
};

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

  it('right after placing, shows the order this tab placed without asking the server again', async () => {
    let detailCalls = 0;
    server.use(
      http.get('*/api/order-detail/:n', () => {
        detailCalls += 1;
        return HttpResponse.json({ status: false, message: 'Order not found' }, { status: 404 });
      }),
    );
    renderSuccess('ITW-2025-00009', placed);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('ITW-2025-00009')).toBeInTheDocument();
    expect(screen.getByText(/₹12,345\.60 · Online payment/)).toBeInTheDocument();
    const address = screen.getByText('Shipping to').parentElement!.querySelector('address')!;
    expect([...address.children].map((line) => line.textContent)).toEqual(['12 Hill Road', 'Pune, Maharashtra 411001', 'India', 'Phone: 9876543210']);
    expect(detailCalls).toBe(0);
  });

  it('loads the order when the number is not the one this tab just placed', async () => {
    renderSuccess('ITW-2025-00005', placed);
    expect(await screen.findByText(/₹8,850\.60 · Cash on Delivery/)).toBeInTheDocument();
    expect(screen.getByText('ITW-2025-00005')).toBeInTheDocument();
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
