// The answer to an unknown order, shared by the orders area and the GST documents (an invoice of
// someone else's order answers like a missing one), so neither area imports the other for it.
export const ORDER_NOT_FOUND = 'Order not found';
