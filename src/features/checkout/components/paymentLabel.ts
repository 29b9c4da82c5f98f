import type { PaymentMethod } from '@contracts/checkout';

/** How a payment method reads on the order pages. */
export const paymentLabel = (method: PaymentMethod | string | undefined): string =>
  method === 'cash_on_delivery' ? 'Cash on Delivery' : method === 'razorpay' ? 'Online payment' : (method ?? '');
