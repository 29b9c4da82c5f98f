// The wire of quotations (spec sections 3 and 7, "Reviews, quotes, requests, inquiry"): the
// request, its PDF, the list and the detail, and the generated file's download. Amounts are rupees
// with 2 decimals on the wire, computed on the server from paise; the browser never sends a price.
import { Type, type Static } from 'typebox';
import { OrderData } from './checkout';
import { BillingAddressFields, Id, Money, Nullable, OneOf, Paged, PageQuery, PublicId, ShippingAddressFields } from './common';
import { QUOTATION_STATUSES } from './statuses';

/** At most this many lines in one quotation (a quote list is a shopping list, not a catalogue). */
export const QUOTATION_MAX_LINES = 100;
/** The most units of one product a quotation may ask for. */
export const QUOTATION_MAX_QUANTITY = 100000;

/* ---------- POST /request-quotation ---------- */

export const RequestQuotationBody = Type.Object({
  /** The products of the quote list, in its order. */
  product_id: Type.Array(Id, { minItems: 1, maxItems: QUOTATION_MAX_LINES }),
  /** One quantity per product, same order; each at least 1 (checked by the server with the storefront's message). */
  quantity: Type.Array(Type.Integer({ maximum: QUOTATION_MAX_QUANTITY }), { minItems: 1, maxItems: QUOTATION_MAX_LINES }),
  quotation_description: Type.Optional(Type.String({ maxLength: 2000 })),
  /** The quote form (spec 3): who to answer. Left out (spec 7 sends none), the profile's name, email and phone are used. */
  name: Type.Optional(Type.String({ maxLength: 201 })),
  email: Type.Optional(Type.String({ maxLength: 191 })),
  phone: Type.Optional(Type.String({ maxLength: 15 })),
  /** Optional, one per submit (or the Idempotency-Key header): a repeated submit with the same key and body answers the same quotation. */
  idempotency_key: Type.Optional(Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
});
export type RequestQuotationBody = Static<typeof RequestQuotationBody>;

export const RequestQuotationResponse = Type.Object({
  status: Type.Boolean(),
  /** Present on success (spec 7: "a message in the response means success"). */
  message: Type.String(),
  data: Type.Object({ id: PublicId, quotation_number: Type.String() }),
});
export type RequestQuotationResponse = Static<typeof RequestQuotationResponse>;

/* ---------- POST /quotation-pdf and POST /quotation-pdf/{id} ---------- */

const CommaJoinedIds = Type.String({ minLength: 1, maxLength: 1200, pattern: '^[0-9]+(,[0-9]+)*$' });

/** Form encoded (spec 7): productId and quantity as comma-joined lists, same order. */
export const QuotationPdfBody = Type.Object({
  productId: CommaJoinedIds,
  quantity: CommaJoinedIds,
});
export type QuotationPdfBody = Static<typeof QuotationPdfBody>;

export const QuotationParams = Type.Object({ id: PublicId });
export type QuotationParams = Static<typeof QuotationParams>;

export const QuotationPdfResponse = Type.Object({
  status: Type.Boolean(),
  /** Root-relative link to the PDF (GET /api/files/{name}); anyone holding it may open it until it expires. */
  fileUrl: Type.String(),
  expires_at: Type.String({ description: 'ISO 8601' }),
});
export type QuotationPdfResponse = Static<typeof QuotationPdfResponse>;

/* ---------- GET /files/{name} ---------- */

export const FileParams = Type.Object({ name: Type.String({ maxLength: 100 }) });
export type FileParams = Static<typeof FileParams>;

/* ---------- quotations ---------- */

/**
 * The flow, enforced by the server: pending -> quoted (the store prices every line) -> accepted or
 * rejected (the buyer); accepted -> ordered; quoted or accepted -> expired past valid_until.
 */
export const QuotationStatusCode = OneOf(QUOTATION_STATUSES);
export type QuotationStatusCode = Static<typeof QuotationStatusCode>;

/** Spec 3: status (status_title), the title as the badge shows it ('Pending', 'Quoted', ...). */
export const QuotationStatus = Type.Object({ status: QuotationStatusCode, status_title: Type.String() });
export type QuotationStatus = Static<typeof QuotationStatus>;

export const QuotationCustomer = Type.Object({
  /** The name the request was made in (the quote form's name, else the account's contact). */
  primary_contact_name: Type.String(),
  company_name: Type.String(),
});

export const QuotationSummary = Type.Object({
  id: PublicId,
  quotation_number: Type.String(),
  quotation_description: Nullable(Type.String()),
  customer: Nullable(QuotationCustomer),
  status: QuotationStatus,
  item_count: Type.Integer(),
  created_at: Type.String({ description: 'ISO 8601' }),
  /** Until when the quoted prices hold (ISO 8601); null until the store has priced it. */
  valid_until: Nullable(Type.String()),
});
export type QuotationSummary = Static<typeof QuotationSummary>;

export const QuotationListQuery = PageQuery;
export type QuotationListQuery = Static<typeof QuotationListQuery>;

export const QuotationListResponse = Type.Object({ status: Type.Boolean(), data: Paged(QuotationSummary) });
export type QuotationListResponse = Static<typeof QuotationListResponse>;

/** The default addresses as they were when the quotation was requested (same fields as the address books). */
export const QuotationShippingAddress = ShippingAddressFields;
export type QuotationShippingAddress = Static<typeof QuotationShippingAddress>;

export const QuotationBillingAddress = BillingAddressFields;
export type QuotationBillingAddress = Static<typeof QuotationBillingAddress>;

export const QuotationItem = Type.Object({
  /** The line's random public id (the back office prices lines by their serial item_id). */
  id: PublicId,
  product_qty: Type.Integer(),
  /** The store's answer per unit (before GST), once it has priced the quotation. */
  quoted_price: Nullable(Money),
  /**
   * Today's price per unit for this customer (before GST) by the one rule of the store: price-list
   * rate, else discount price, else base price; the same price the quote list and draft PDF show.
   */
  unit_price: Money,
  product: Type.Object({
    id: Id,
    sku: Type.String(),
    product_name: Type.String(),
    product_slug: Type.String(),
    primary_image: Type.String(),
    base_price: Money,
    discount_price: Nullable(Money),
    custom_rates: Nullable(Type.Object({ custom_rate: Money })),
    gst_rate: Type.Number({ description: 'GST rate in percent.' }),
  }),
});
export type QuotationItem = Static<typeof QuotationItem>;

/** Totals of the store's answer, taxed for the quotation's shipping state. */
export const QuotedTotals = Type.Object({
  sub_total: Money,
  cgst_amount: Money,
  sgst_amount: Money,
  igst_amount: Money,
  grand_total: Money,
});
export type QuotedTotals = Static<typeof QuotedTotals>;

export const Quotation = Type.Object({
  id: PublicId,
  quotation_number: Type.String(),
  quotation_description: Nullable(Type.String()),
  customer: Nullable(QuotationCustomer),
  contact: Type.Object({ name: Nullable(Type.String()), email: Nullable(Type.String()), phone: Nullable(Type.String()) }),
  status: QuotationStatus,
  created_at: Type.String({ description: 'ISO 8601' }),
  shipping_address: Nullable(QuotationShippingAddress),
  billing_address: Nullable(QuotationBillingAddress),
  quotation_items: Type.Array(QuotationItem),
  /** True once every line has a quoted price: the answer (and its PDF) can be shown. */
  is_priced: Type.Boolean(),
  quoted_totals: Nullable(QuotedTotals),
  /** Until when the quoted prices hold (ISO 8601); past it the quotation reads as expired. */
  valid_until: Nullable(Type.String()),
  /** What the buyer may do now: accept and order (quoted or accepted, within validity), reject (quoted). */
  can_order: Type.Boolean(),
  can_reject: Type.Boolean(),
  /** Accepted by a Buyer above the company's approval threshold: its order waits for an approver (can_order is false meanwhile). */
  awaiting_approval: Type.Boolean(),
  rejection_reason: Nullable(Type.String()),
  /** The order placed from it, once ordered. */
  order: Nullable(Type.Object({ id: PublicId, order_number: Type.String() })),
});
export type Quotation = Static<typeof Quotation>;

export const QuotationViewResponse = Type.Object({ status: Type.Boolean(), data: Type.Object({ quotation: Quotation }) });
export type QuotationViewResponse = Static<typeof QuotationViewResponse>;

/* ---------- POST /quotation-accept/{id}: accept and order at the quoted prices ---------- */

/**
 * Accepts a quoted quotation (or orders an accepted one) and places its order in one step: the
 * chosen addresses, cash on delivery against credit, at the quoted unit prices and quantities.
 * The same idempotency key answers the same order; a second key finds the quotation ordered (409).
 */
export const QuotationAcceptBody = Type.Intersect([
  OrderData,
  Type.Object({
    payment_method: Type.Literal('cash_on_delivery', { description: 'Card payment of a quotation is not offered yet.' }),
    idempotency_key: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  }),
]);
export type QuotationAcceptBody = Static<typeof QuotationAcceptBody>;

export const QuotationAcceptResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: Type.Union([
    Type.Object({ order_id: PublicId, order_number: Type.String(), quotation: Quotation }),
    // A Buyer's quotation above the company's approval threshold: not ordered but sent for approval
    // at its quoted prices (as order-store answers a cart sent so); no order number yet.
    Type.Object({ approval_request_id: PublicId, approval_status: Type.Literal('pending'), quotation: Quotation }),
  ]),
});
export type QuotationAcceptResponse = Static<typeof QuotationAcceptResponse>;

/* ---------- POST /quotation-reject/{id} ---------- */

export const QUOTATION_REASON_MAX = 1000;
export const QuotationRejectBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: QUOTATION_REASON_MAX })),
});
export type QuotationRejectBody = Static<typeof QuotationRejectBody>;

export const QuotationRejectResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), data: Type.Object({ quotation: Quotation }) });
export type QuotationRejectResponse = Static<typeof QuotationRejectResponse>;

/* ---------- GET/POST /quotation-messages/{id} ---------- */

export const QUOTATION_MESSAGE_MAX = 2000;

export const QuotationMessage = Type.Object({
  /** The message's random public id. */
  id: PublicId,
  /** Who wrote it: the buyer (storefront) or the store (operator tool, back office). */
  author: Type.Union([Type.Literal('buyer'), Type.Literal('store')]),
  body: Type.String(),
  created_at: Type.String({ description: 'ISO 8601' }),
});
export type QuotationMessage = Static<typeof QuotationMessage>;

export const QuotationMessageBody = Type.Object({
  /** Checked by the server with the form's messages (blank, too long). */
  message: Type.String({ maxLength: QUOTATION_MESSAGE_MAX + 1000 }),
});
export type QuotationMessageBody = Static<typeof QuotationMessageBody>;

export const QuotationMessagesResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({ messages: Type.Array(QuotationMessage) }),
});
export type QuotationMessagesResponse = Static<typeof QuotationMessagesResponse>;
