// The back office's e-invoice wire (/api/admin/orders/:ref/einvoices): each GST document of an order
// (tax invoice, credit notes) with the state of its e-invoice at the invoice registration portal,
// Retry of a failed registration and Cancel within 24 hours (Admin and Finance), and the words the
// screen and the server share.
import { Type, type Static } from 'typebox';
import { Nullable, OneOf, Timestamp } from './common';
import { EINVOICE_STATES } from './adminOrderRules';

export { EINVOICE_ACTION_ROLES, EINVOICE_CANCEL_REASONS, EINVOICE_REMARK_MAX, EINVOICE_STATES, EINVOICE_TEXT } from './adminOrderRules';

export const AdminEInvoice = Type.Object({
  document_type: OneOf(['INV', 'CRN'] as const, { description: 'INV: tax invoice; CRN: credit note.' }),
  document_number: Type.String(),
  state: OneOf(EINVOICE_STATES),
  irn: Nullable(Type.String()),
  ack_no: Nullable(Type.String()),
  ack_date: Nullable(Timestamp),
  error: Nullable(Type.String({ description: 'Why the last registration failed.' })),
  attempts: Type.Integer(),
  cancellable_until: Nullable(Timestamp),
  can_cancel: Type.Boolean({ description: 'Registered, still within 24 hours of its acknowledgement, and (an invoice) no registered credit note refers to it.' }),
  cancel_blocked_by: Nullable(Type.String({ description: "Why a registered invoice's e-invoice cannot be cancelled now: the credit notes registered against it, to be cancelled first." })),
  cancelled_at: Nullable(Timestamp),
  cancel_remark: Nullable(Type.String()),
});
export type AdminEInvoice = Static<typeof AdminEInvoice>;

export const AdminEInvoicesResponse = Type.Object({
  status: Type.Boolean(),
  enabled: Type.Boolean({ description: 'Whether the store registers e-invoices (EINVOICE_ENABLED).' }),
  einvoices: Type.Array(AdminEInvoice),
});
export type AdminEInvoicesResponse = Static<typeof AdminEInvoicesResponse>;

export const AdminEInvoiceRetryBody = Type.Object({
  document: Type.String({ minLength: 1, maxLength: 16, description: 'The document number, e.g. INV/26-27/00001.' }),
});
export type AdminEInvoiceRetryBody = Static<typeof AdminEInvoiceRetryBody>;

export const AdminEInvoiceCancelBody = Type.Object({
  document: Type.String({ minLength: 1, maxLength: 16 }),
  reason: Type.String({ maxLength: 2, description: 'The portal’s reason code: 1 duplicate, 2 data entry mistake, 3 order cancelled, 4 other.' }),
  remark: Type.String({ maxLength: 500 }),
});
export type AdminEInvoiceCancelBody = Static<typeof AdminEInvoiceCancelBody>;
