// What the quotations area offers other areas: a quotation's status as of now (expiry read from the clock).
export { effectiveStatus } from './status';
// Approving a quotation's approval request orders the quotation at its quoted prices.
export { approveQuotationRequest } from './order';
