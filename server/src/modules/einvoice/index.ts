// What the e-invoice area offers other areas: registering a committed document, its rows, cancelling, the QR.
export { B2C_REFUSAL, type EInvoiceSource, type SourceLine } from './document';
export { CANCEL_REASONS } from './types';
export { auditRetry, cancelEInvoice, cancellableUntil, eInvoicesOf, eInvoicesOfOrder, EINVOICE_MESSAGES, registerDocument, type DocumentRef, type EInvoiceRow } from './service';
