// What the orders area offers other areas: an order's public id, its numbers, the order-placed mail.
export { ORDER_NOT_FOUND } from './messages';
export { orderPublicId } from './read';
export { withFreshOrderNumber } from './numbers';
export { sendOrderPlacedMail, type PlacedOrderMail } from './mails';
export type { InvoiceLine } from './invoice';
