// The back office's quotation wire (/api/admin/quotations...): the paged list, one quotation with
// its line grid, totals, thread and history, and the store's two answers (send prices, reject),
// each naming the version the staff member saw. Amounts are rupees with 2 decimals, computed on
// the server from paise. The rules and messages are plain data in adminQuoteRules.ts.
import { Type, type Static } from 'typebox';
import { Id, Money, Nullable, OneOf, Paged, Timestamp, type PagedOf } from './common';
import { QuotationMessage, QuotationMessageBody, QuotationStatusCode } from './quotes';
import { AuditEntry } from './staff';
import { QUOTATION_NOTE_MAX, QUOTATION_REJECT_REASON_MAX } from './adminQuoteRules';

export {
  ADMIN_QUOTATION_PAGE_SIZE,
  ADMIN_QUOTE_MESSAGES,
  QUOTATION_ANSWER_ROLES,
  QUOTATION_MAX_VALIDITY_DAYS,
  QUOTATION_NOTE_MAX,
  QUOTATION_REJECT_REASON_MAX,
  QUOTATION_READ_ROLES,
  STALE_QUOTATION_MESSAGE,
  STORE_ANSWERABLE,
  quotePriceRules,
} from './adminQuoteRules';

const Day = (description: string) => Type.String({ format: 'date', description });

export const AdminQuotationsQuery = Type.Object({
  status: Type.Optional(QuotationStatusCode),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the quotation number, company, contact name or email.' })),
  from: Type.Optional(Day('Requested on or after this day (India time), YYYY-MM-DD.')),
  to: Type.Optional(Day('Requested on or before this day (India time), YYYY-MM-DD.')),
  unread: Type.Optional(Type.Boolean({ description: 'true: only quotations with a buyer’s message no Sales or Admin member has read (the Inbox’s card).' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
});
export type AdminQuotationsQuery = Static<typeof AdminQuotationsQuery>;

export const AdminQuotationSummary = Type.Object({
  id: Id,
  quotation_number: Type.String(),
  status: QuotationStatusCode,
  status_title: Type.String(),
  company_name: Type.String(),
  customer_email: Type.String(),
  contact_name: Type.String(),
  item_count: Type.Integer(),
  priced_count: Type.Integer(),
  /** The buyer's messages no Sales or Admin member has read yet. */
  unread_count: Type.Integer({ minimum: 0 }),
  created_at: Timestamp,
  valid_until: Nullable(Timestamp),
});
export type AdminQuotationSummary = Static<typeof AdminQuotationSummary>;

export const AdminQuotationListResponse = Type.Object({ status: Type.Boolean(), quotations: Paged(AdminQuotationSummary) });
export type AdminQuotationListResponse = { status: boolean; quotations: PagedOf<AdminQuotationSummary> };

export const AdminQuotationParams = Type.Object({
  ref: Type.String({ minLength: 1, maxLength: 32, description: 'The quotation number (QT-...) or its numeric id.' }),
});

export const AdminQuotationLine = Type.Object({
  item_id: Id,
  product_id: Id,
  sku: Type.String(),
  product_name: Type.String(),
  quantity: Type.Integer(),
  /** The catalogue's price (discount price, else base price). */
  list_price: Money,
  /** The account's price-list rate for the product, if it has one. */
  custom_rate: Nullable(Money),
  quoted_price: Nullable(Money),
  gst_rate: Type.Number(),
  /** Quoted price times quantity, before GST, once priced. */
  line_total: Nullable(Money),
});
export type AdminQuotationLine = Static<typeof AdminQuotationLine>;

export const AdminQuotationTotals = Type.Object({
  sub_total: Money,
  cgst_amount: Money,
  sgst_amount: Money,
  igst_amount: Money,
  grand_total: Money,
});

/** A thread message as staff see it: a buyer's message is unread until a Sales or Admin member opens the quotation or answers. */
export const AdminQuotationMessage = Type.Object({
  ...QuotationMessage.properties,
  unread: Type.Boolean({ description: 'A buyer’s message no Sales or Admin member had read before this answer (store messages: false).' }),
  read_at: Nullable(Timestamp),
  read_by: Nullable(Type.String({ description: 'The staff member who read it first.' })),
});
export type AdminQuotationMessage = Static<typeof AdminQuotationMessage>;

export const PRICE_WARNING_KINDS = ['above_list', 'below_price'] as const;

/** A quoted price that looks wrong: a warning next to its line, never a refusal. */
export const AdminQuotePriceWarning = Type.Object({
  item_id: Id,
  kind: OneOf(PRICE_WARNING_KINDS, { description: 'above_list: more than the Settings’ per cent above the list price; below_price: more than its per cent below the buyer’s own price.' }),
  message: Type.String(),
});
export type AdminQuotePriceWarning = Static<typeof AdminQuotePriceWarning>;

export const AdminQuotationDetail = Type.Object({
  id: Id,
  quotation_number: Type.String(),
  /** Send it back with a change; a stale one is refused (409). */
  version: Type.Integer(),
  status: QuotationStatusCode,
  status_title: Type.String(),
  customer: Type.Object({
    id: Id,
    company_name: Type.String(),
    email: Type.String(),
    name: Type.String(),
    phone: Type.String(),
    gstin: Type.String(),
  }),
  contact: Type.Object({ name: Nullable(Type.String()), email: Nullable(Type.String()), phone: Nullable(Type.String()) }),
  description: Nullable(Type.String()),
  created_at: Timestamp,
  quoted_at: Nullable(Timestamp),
  valid_until: Nullable(Timestamp),
  /** The validity a new answer gets by default (today + QUOTATION_VALIDITY_DAYS), India day. */
  default_valid_until: Type.String({ format: 'date' }),
  rejection_reason: Nullable(Type.String()),
  order_number: Nullable(Type.String()),
  shipping_state: Nullable(Type.String()),
  /** Ships within the store's state: CGST + SGST; otherwise IGST. */
  same_state: Type.Boolean(),
  lines: Type.Array(AdminQuotationLine),
  /** Of the quoted prices, once every line is priced. */
  totals: Nullable(AdminQuotationTotals),
  /** The store may send prices or reject now (pending or quoted). */
  answerable: Type.Boolean(),
  messages: Type.Array(AdminQuotationMessage),
  /** Buyer's messages unread before this answer. */
  unread_count: Type.Integer({ minimum: 0 }),
  /** Staff changes to it, newest first. */
  history: Type.Array(AuditEntry),
});
export type AdminQuotationDetail = Static<typeof AdminQuotationDetail>;

export const AdminQuotationResponse = Type.Object({ status: Type.Boolean(), quotation: AdminQuotationDetail });
export type AdminQuotationResponse = Static<typeof AdminQuotationResponse>;

export const AdminQuotationChangedResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  quotation: AdminQuotationDetail,
  /** Sending prices: the sent prices' warnings (they were sent all the same). */
  warnings: Type.Optional(Type.Array(AdminQuotePriceWarning)),
});
export type AdminQuotationChangedResponse = Static<typeof AdminQuotationChangedResponse>;

export const AdminQuotationSendRequest = Type.Object({
  version: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  lines: Type.Array(
    Type.Object({
      item_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
      unit_price: Type.Union([Type.String({ maxLength: 20 }), Type.Number()], { description: 'Rupees before GST, above 0, at most 2 decimals.' }),
    }),
    { maxItems: 100 },
  ),
  valid_until: Type.String({ maxLength: 10, description: 'Last day the prices hold (India time), YYYY-MM-DD.' }),
  note: Type.Optional(Type.String({ maxLength: QUOTATION_NOTE_MAX + 1000, description: 'Posted to the buyer in the quotation thread and in the mail.' })),
});
export type AdminQuotationSendRequest = Static<typeof AdminQuotationSendRequest>;

export const AdminQuotationPriceCheckRequest = Type.Object({
  lines: Type.Array(
    Type.Object({
      item_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
      unit_price: Type.Union([Type.String({ maxLength: 20 }), Type.Number()], { description: 'Rupees before GST as typed; a line that is not a valid price yet is skipped.' }),
    }),
    { maxItems: 100 },
  ),
});
export type AdminQuotationPriceCheckRequest = Static<typeof AdminQuotationPriceCheckRequest>;

export const AdminQuotationPriceCheckResponse = Type.Object({
  status: Type.Boolean(),
  warnings: Type.Array(AdminQuotePriceWarning),
  thresholds: Type.Object({ quote_warn_above_pct: Type.Integer(), quote_warn_below_pct: Type.Integer() }),
});
export type AdminQuotationPriceCheckResponse = Static<typeof AdminQuotationPriceCheckResponse>;

/** The store's answer in the thread (mailed to the buyer); the validity and prices are left as they are. */
export const AdminQuotationReplyRequest = QuotationMessageBody;
export type AdminQuotationReplyRequest = Static<typeof AdminQuotationReplyRequest>;

export const AdminQuotationRejectRequest = Type.Object({
  version: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  reason: Type.String({ maxLength: QUOTATION_REJECT_REASON_MAX + 1000 }),
});
export type AdminQuotationRejectRequest = Static<typeof AdminQuotationRejectRequest>;
