// What the e-invoice area offers other areas: registering a committed document, its rows, Retry's audit and cancelling.
export { B2C_REFUSAL, type EInvoiceSource } from './document';
export { auditRetry, cancelEInvoice, cancellableUntil, eInvoicesOf, eInvoicesOfOrder, EINVOICE_MESSAGES, registerDocument, type DocumentRef, type EInvoiceRow } from './service';
