// The orders area's shared message, in a file of its own so the invoice and credit-note code can use
// it without importing the service that imports them (no cycle).
export const ORDER_NOT_FOUND = 'Order not found';
