// The wire of the operator API behind `npm run store` (not part of the storefront).
import { Type, type Static } from 'typebox';
import { CustomerStatus } from './account';
import { Id, Nullable, Timestamp } from './common';
import { QuotationMessage, QuotationStatusCode } from './quotes';

export const OperatorCustomer = Type.Object({
  id: Id,
  email: Type.String(),
  company_name: Type.String(),
  primary_contact_name: Type.String(),
  phone: Type.String(),
  gstno: Type.String(),
  status: CustomerStatus,
  credit_limit: Type.Number({ description: 'Available credit in rupees.' }),
  created_at: Timestamp,
});
export type OperatorCustomer = Static<typeof OperatorCustomer>;

export const OperatorCustomersQuery = Type.Object({ status: Type.Optional(CustomerStatus) });
export type OperatorCustomersQuery = Static<typeof OperatorCustomersQuery>;
export const OperatorCustomersResponse = Type.Object({ status: Type.Boolean(), customers: Type.Array(OperatorCustomer) });
export type OperatorCustomersResponse = Static<typeof OperatorCustomersResponse>;

export const OperatorEmailRequest = Type.Object({ email: Type.String({ minLength: 1 }) });
export const OperatorStatusResponse = Type.Object({
  status: Type.Boolean(),
  changed: Type.Boolean({ description: 'False when the account already had that status.' }),
  message: Type.String(),
  customer: OperatorCustomer,
});
export type OperatorStatusResponse = Static<typeof OperatorStatusResponse>;

export const OperatorCreditRequest = Type.Object({
  email: Type.String({ minLength: 1 }),
  amount: Type.Union([Type.String(), Type.Number()], { description: 'Rupees, at most 2 decimals.' }),
});
export const OperatorCreditResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  previous: Type.Number({ description: 'The credit limit before, in rupees.' }),
  limit: Type.Number({ description: 'The credit limit now, in rupees (customer.credit_limit is what is available of it: the limit less the outstanding dues).' }),
  customer: OperatorCustomer,
});
export type OperatorCreditResponse = Static<typeof OperatorCreditResponse>;

/* ---------- visitor forms the store received (GET /operator/inquiries, /operator/item-requests) ---------- */

export const OperatorInquiry = Type.Object({
  id: Id,
  reference: Type.String({ description: 'INQ- and 10 random hex digits (INQ-3F9A0C71B2); INQ-000042 for forms received before migration 0033' }),
  first_name: Type.String(),
  last_name: Type.String(),
  company_name: Type.String(),
  employee_designation: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  description: Nullable(Type.String()),
  created_at: Timestamp,
});
export type OperatorInquiry = Static<typeof OperatorInquiry>;
export const OperatorInquiriesResponse = Type.Object({ status: Type.Boolean(), inquiries: Type.Array(OperatorInquiry) });

export const OperatorItemRequest = Type.Object({
  id: Id,
  reference: Type.String({ description: 'REQ- and 10 random hex digits; REQ-000007 for forms received before migration 0033' }),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  products: Type.Array(Type.Object({ product_name: Type.String(), quantity: Type.Integer() })),
  other_details: Nullable(Type.String()),
  created_at: Timestamp,
});
export type OperatorItemRequest = Static<typeof OperatorItemRequest>;
export const OperatorItemRequestsResponse = Type.Object({ status: Type.Boolean(), item_requests: Type.Array(OperatorItemRequest) });

/* ---------- quotations (GET /operator/quotations[/{number}], POST .../price, .../status) ---------- */

export const OperatorQuotationsQuery = Type.Object({ status: Type.Optional(Type.String({ maxLength: 16 })) });
export const OperatorQuotationParams = Type.Object({ number: Type.String({ minLength: 1, maxLength: 32 }) });
export type OperatorQuotationParams = Static<typeof OperatorQuotationParams>;
export const OperatorPriceRequest = Type.Object({
  prices: Type.Record(Type.String(), Type.Unknown(), { description: 'Quoted unit price (rupees) by SKU.' }),
});
export const OperatorQuotationStatusRequest = Type.Object({ status: Type.String() });

export const OperatorQuotation = Type.Object({
  id: Id,
  quotation_number: Type.String(),
  status: QuotationStatusCode,
  status_title: Type.String(),
  customer_email: Type.String(),
  company_name: Type.String(),
  contact_name: Type.String(),
  description: Nullable(Type.String()),
  item_count: Type.Integer(),
  priced_count: Type.Integer(),
  created_at: Timestamp,
  quoted_at: Nullable(Timestamp),
});
export type OperatorQuotation = Static<typeof OperatorQuotation>;

export const OperatorQuotationLine = Type.Object({
  sku: Type.String(),
  product_name: Type.String(),
  quantity: Type.Integer(),
  /** The customer's price today: price-list rate, else list price (rupees). */
  current_price: Type.Number(),
  list_price: Type.Number(),
  custom_rate: Nullable(Type.Number()),
  quoted_price: Nullable(Type.Number()),
  gst_rate: Type.Number(),
});
export type OperatorQuotationLine = Static<typeof OperatorQuotationLine>;

export const OperatorQuotationDetail = Type.Object({
  ...OperatorQuotation.properties,
  contact_email: Nullable(Type.String()),
  contact_phone: Nullable(Type.String()),
  shipping_state: Nullable(Type.String()),
  /** Until when the quoted prices hold. */
  valid_until: Nullable(Timestamp),
  rejection_reason: Nullable(Type.String()),
  /** The order placed from it, once ordered. */
  order_number: Nullable(Type.String()),
  /** The thread with the buyer, oldest first. */
  messages: Type.Array(QuotationMessage),
  lines: Type.Array(OperatorQuotationLine),
  /** Of the store's answer, once every line is priced (rupees). */
  totals: Nullable(
    Type.Object({ sub_total: Type.Number(), cgst: Type.Number(), sgst: Type.Number(), igst: Type.Number(), grand_total: Type.Number() }),
  ),
});
export type OperatorQuotationDetail = Static<typeof OperatorQuotationDetail>;

export const OperatorQuotationsResponse = Type.Object({ status: Type.Boolean(), quotations: Type.Array(OperatorQuotation) });
export const OperatorQuotationResponse = Type.Object({ status: Type.Boolean(), quotation: OperatorQuotationDetail });
export const OperatorPricingResponse = Type.Object({
  status: Type.Boolean(),
  quotation: OperatorQuotationDetail,
  /** Every line has a quoted price now (status quoted). */
  complete: Type.Boolean(),
  mailed: Type.Boolean(),
});
/** The store's answer in a quotation's thread (quote-reply). */
export const OperatorQuotationReplyRequest = Type.Object({ message: Type.String({ maxLength: 3000 }) });
export const OperatorQuotationReplyResponse = Type.Object({
  status: Type.Boolean(),
  quotation: OperatorQuotationDetail,
  message: QuotationMessage,
  mailed: Type.Boolean(),
});
export const OperatorQuotationStatusResponse = Type.Object({
  status: Type.Boolean(),
  quotation: OperatorQuotationDetail,
  changed: Type.Boolean(),
  mailed: Type.Boolean(),
});
