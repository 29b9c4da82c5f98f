// Checkout's messages to the customer, shared by the page, the card order and placing the order.
import { formatPaise } from '@contracts/format';

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Add products to your cart before placing an order.';
export const NO_SHIPPING_MESSAGE = 'No shipping address added. Please choose an address.';
export const NO_BILLING_MESSAGE = 'No billing address added. Please choose an address.';
export const ORDER_PLACED_MESSAGE = 'Order placed successfully';
export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed. No order was created.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const CART_CHANGED_WHILE_PLACING = 'Your cart changed while the order was being placed. Please review it and try again.';

export const cartChangedMessage = (grandPaise: number) =>
  `Your cart has changed: the total is now ${formatPaise(grandPaise)}. Please review your order before paying.`;
export const paidAmountMismatchMessage = (paidPaise: number, grandPaise: number) =>
  `Your cart changed after the payment of ${formatPaise(paidPaise)}: the order now comes to ${formatPaise(grandPaise)}.`;
export const creditRefusedMessage = (grandPaise: number, creditPaise: number) =>
  `The order total of ${formatPaise(grandPaise)} is more than your available credit of ${formatPaise(creditPaise)}. ` +
  'Pay by card, or remove some products from your cart.';
