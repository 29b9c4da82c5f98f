// What the checkout area offers other areas: the steps of placing an order (addresses, snapshot, item rows, stock) that a quotation's order reuses.
export { chosenAddresses, normalizeOrderData, orderItemRows, orderSnapshot, quantitiesByProduct, takeStock } from './orderParts';
// Approving an approval request places its order with order-store's steps.
export { approveRequest, createRequestPayment } from './approvedOrder';
