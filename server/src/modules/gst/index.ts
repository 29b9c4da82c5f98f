// What the GST documents area offers other areas: issuing an order's tax invoice number and credit
// notes, its e-way bill, queueing their e-invoices' registration in the transaction that issues them and the back office's e-invoice
// actions, and the invoice PDF. It imports neither orders nor refunds: they call it.
export { nextInvoiceNumber } from './invoiceNumbers';
export { invoiceDocument, invoiceFileName } from './invoice';
export { renderInvoicePdf } from './invoicePdf';
export { creditLines, creditNoteDocument, creditNoteNumberOf, creditNotesOf, issueCreditNote, linesTotal } from './creditNotes';
export { renderCreditNotePdf } from './creditNotePdf';
export { changeEwayVehicle, checkEwayBill, ewayAuditState, ewayBillOf, recordEwayBill, type EwayBillInput, type EwayVehicleChange } from './ewayBill';
export { cancelOrderEInvoice, orderEInvoices, queueCreditNoteRegistration, queueInvoiceRegistration, registerEInvoiceJobs, retryOrderEInvoice } from './eInvoices';
export { B2C_REFUSAL } from './einvoice/document';
