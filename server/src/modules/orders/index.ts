// What the orders area offers other areas: an order's public id, its numbers, the order-placed mail.
export { orderPublicId } from './read';
export { withFreshOrderNumber } from './numbers';
export { queueOrderPlacedMail, type PlacedOrderMail } from './mails';
export { noticeOrderPlaced } from './notices';
