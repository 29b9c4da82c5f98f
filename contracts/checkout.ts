// The wire of checkout, card payments, orders and the wallet (spec sections 3 and 7, "Checkout and
// orders"). Amounts are rupees with 2 decimals on the wire, computed on the server from paise.
import { Type, type Static } from 'typebox';
import { BillingAddressFields, Id, Money, Nullable, OneOf, Paged, PageQuery, PublicId, ShippingAddressFields, StatusMessage } from './common';
import { EwayBill } from './ewayBill';
import { ORDER_STATUSES, PAYMENT_METHODS, WALLET_TRANSACTION_TYPES } from './statuses';

/* ---------- GET /checkout ---------- */

export const CheckoutBillingAddress = Type.Object({ id: PublicId, ...BillingAddressFields.properties });
export type CheckoutBillingAddress = Static<typeof CheckoutBillingAddress>;

export const CheckoutShippingAddress = Type.Object({ id: PublicId, ...ShippingAddressFields.properties });
export type CheckoutShippingAddress = Static<typeof CheckoutShippingAddress>;

/** One cart line as checkout shows it, priced for the token's customer and taxed for the shipping state. */
export const CheckoutLine = Type.Object({
  /** The cart line's public id (the cart's cart_id). */
  id: PublicId,
  quantity: Type.Integer(),
  unit_price: Money,
  line_total: Money,
  gst_rate: Type.Number({ description: 'GST rate in percent.' }),
  cgst: Money,
  sgst: Money,
  igst: Money,
  product: Type.Object({
    id: Id,
    product_name: Type.String(),
    product_slug: Type.String(),
    primary_image: Type.String(),
    stock_quantity: Type.Integer(),
  }),
});
export type CheckoutLine = Static<typeof CheckoutLine>;

export const FreeProductLine = Type.Object({
  id: Id,
  product_name: Type.String(),
  primary_image: Type.String(),
});
export type FreeProductLine = Static<typeof FreeProductLine>;

export const CheckoutData = Type.Object({
  default_billing_address: Nullable(CheckoutBillingAddress),
  default_shipping_address: Nullable(CheckoutShippingAddress),
  carts: Type.Array(CheckoutLine),
  free_product: Nullable(FreeProductLine),
  /** True when the shipping address is in the store's state: CGST + SGST, else IGST. */
  same_state: Type.Boolean(),
  sub_total: Money,
  cgst_amount: Money,
  sgst_amount: Money,
  igst_amount: Money,
  grand_total: Money,
  /** The customer's available credit: cash on delivery must fit in it. */
  credit_limit: Money,
  /** Which card provider the storefront talks to ('sandbox' offline, or 'razorpay'). */
  payment_provider: Type.Union([Type.Literal('sandbox'), Type.Literal('razorpay')]),
  /** Where the provider's browser script is loaded from. */
  payment_script_url: Type.String(),
  /** Why cash on delivery is refused now (a due overdue), or null. Additive. */
  cod_blocked: Type.Optional(Nullable(Type.String())),
});
export type CheckoutData = Static<typeof CheckoutData>;

/** Optional: price for another of the customer's shipping addresses than the default (added by the server side; the page need not send it). */
export const CheckoutQuery = Type.Object({ shipping_address_id: Type.Optional(PublicId) });
export type CheckoutQuery = Static<typeof CheckoutQuery>;

export const CheckoutResponse = Type.Object({ status: Type.Boolean(), data: CheckoutData });
export type CheckoutResponse = Static<typeof CheckoutResponse>;

/* ---------- POST /create-razorpay-order ---------- */

export const PaymentMethod = OneOf(PAYMENT_METHODS);
export type PaymentMethod = Static<typeof PaymentMethod>;

/** What the order will be placed with; echoed back as order_data and sent again to /order-store. */
export const OrderData = Type.Object({
  /** Public ids of the customer's own addresses (the ids the address books and checkout give). */
  billing_address_id: PublicId,
  shipping_address_id: PublicId,
  delivery_instructions: Type.Optional(Type.String({ maxLength: 1000 })),
  purchase_order_number: Type.Optional(Type.String({ maxLength: 100 })),
});
export type OrderData = Static<typeof OrderData>;

/**
 * Spec 7 sends the amount alone: the addresses default to the customer's default billing and
 * shipping addresses (the storefront sends the ones chosen at checkout).
 */
export const CreatePaymentOrderRequest = Type.Object({
  ...OrderData.properties,
  billing_address_id: Type.Optional(PublicId),
  shipping_address_id: Type.Optional(PublicId),
  /** Paise the browser expects to pay (grand_total x 100, rounded); the server recomputes and refuses a mismatch. */
  amount: Type.Integer({ minimum: 1, maximum: 100000000000 }),
});
export type CreatePaymentOrderRequest = Static<typeof CreatePaymentOrderRequest>;

export const CreatePaymentOrderResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({
    /** The provider's order id (order_...), passed to the popup as order_id. */
    rpo_number: Type.String(),
    /** Paise. */
    rpo_amount: Type.Integer(),
    /** Our random public id of the stored provider order (sent back to /order-store as rpo_id). */
    rpo_id: PublicId,
    currency: Type.Literal('INR'),
    /** The provider's public key for the popup. */
    key: Type.String(),
    customer_name: Type.String(),
    customer_email: Type.String(),
    customer_phone: Type.String(),
  }),
  order_data: OrderData,
});
export type CreatePaymentOrderResponse = Static<typeof CreatePaymentOrderResponse>;

/* ---------- POST /order-store ---------- */

export const OrderStoreRequest = Type.Intersect([
  OrderData,
  Type.Object({
    payment_method: PaymentMethod,
    /**
     * Optional, one per checkout attempt (the browser makes it; the Idempotency-Key header works
     * too): a retry with the same key and body returns the same order; the key with another body 422.
     */
    idempotency_key: Type.Optional(Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
    // Card path only: what the provider's popup handed to `handler`.
    razorpay_order_id: Type.Optional(Type.String({ maxLength: 64 })),
    razorpay_payment_id: Type.Optional(Type.String({ maxLength: 64 })),
    razorpay_signature: Type.Optional(Type.String({ maxLength: 256 })),
    /** The public id /create-razorpay-order answered; a serial or another customer's id is 'not found'. */
    rpo_id: Type.Optional(PublicId),
    payment_details: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  }),
]);
export type OrderStoreRequest = Static<typeof OrderStoreRequest>;

/** The order placed (spec 7's answer). */
export const PlacedOrderData = Type.Object({ order_number: Type.String(), id: PublicId });
/**
 * Not in spec 7: a Buyer's cash-on-delivery order above the company's approval threshold
 * is not placed but sent for approval; the answer names the approval request and carries no order number.
 */
export const SentForApprovalData = Type.Object({ approval_request_id: PublicId, approval_status: Type.Literal('pending') });
export type SentForApprovalData = Static<typeof SentForApprovalData>;

export const OrderStoreResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: Type.Union([PlacedOrderData, SentForApprovalData]),
});
export type OrderStoreResponse = Static<typeof OrderStoreResponse>;

/* ---------- orders ---------- */

export const OrderStatus = OneOf(ORDER_STATUSES);
export type OrderStatus = Static<typeof OrderStatus>;

export const OrderItem = Type.Object({
  /** The line's random public id. */
  id: PublicId,
  product_qty: Type.Integer(),
  /** The price charged per unit (rupees, before tax), fixed when the order was placed. */
  unit_price: Money,
  gst_rate: Type.Number(),
  line_total: Money,
  tax_amount: Money,
  product: Type.Object({
    id: Id,
    product_name: Type.String(),
    product_slug: Type.String(),
    primary_image: Type.String(),
    discount_price: Nullable(Money),
    custom_rates: Nullable(Type.Object({ custom_rate: Money })),
  }),
});
export type OrderItem = Static<typeof OrderItem>;

export const OrderPayment = Type.Object({
  payment_method: PaymentMethod,
  txn_id: Nullable(Type.String()),
  amount: Money,
});

export const OrderSummary = Type.Object({
  id: PublicId,
  order_number: Type.String(),
  created_at: Type.String({ description: 'ISO 8601' }),
  order_date: Type.String({ description: 'ISO 8601' }),
  total_amount: Money,
  payment_method: PaymentMethod,
  item_count: Type.Integer(),
  status: Type.Object({ status_title: OrderStatus }),
});
export type OrderSummary = Static<typeof OrderSummary>;

export const RefundState = Type.Union([Type.Literal('pending'), Type.Literal('processed'), Type.Literal('failed')]);
export type RefundState = Static<typeof RefundState>;

/** A refund of the order's card payment: pending until the provider confirms it (processed) or it fails. */
export const OrderRefund = Type.Object({
  id: PublicId,
  amount: Money,
  state: RefundState,
  reason: Type.String(),
  created_at: Type.String({ description: 'ISO 8601' }),
  processed_at: Nullable(Type.String({ description: 'ISO 8601' })),
  failure_reason: Nullable(Type.String()),
});
export type OrderRefund = Static<typeof OrderRefund>;

/** A GST credit note correcting the order's tax invoice (GET /order-credit-note/:noteNumber, the number URL-encoded). */
export const OrderCreditNote = Type.Object({
  note_number: Type.String(),
  note_date: Type.String({ description: 'ISO 8601' }),
  invoice_number: Type.String(),
  reason: Type.String(),
  total: Money,
});
export type OrderCreditNote = Static<typeof OrderCreditNote>;

/** How the store shipped the order: the courier and its tracking number (set when it ships). */
export const OrderShipment = Type.Object({ courier: Type.String(), tracking_number: Type.String() });
export type OrderShipment = Static<typeof OrderShipment>;

/** Who placed an order: one of the company's users. */
export const OrderPlacedBy = Type.Object({ id: PublicId, name: Type.String(), email: Type.String() });
export type OrderPlacedBy = Static<typeof OrderPlacedBy>;

export const Order = Type.Object({
  id: PublicId,
  order_number: Type.String(),
  created_at: Type.String(),
  order_date: Type.String(),
  total_amount: Money,
  sub_total: Money,
  cgst: Money,
  sgst: Money,
  igst: Money,
  customer_name: Type.String(),
  customer_phone: Type.String(),
  customer_email: Type.String(),
  customer: Type.Object({ gst: Nullable(Type.String()) }),
  s_address_line1: Type.String(),
  s_address_line2: Nullable(Type.String()),
  s_city: Nullable(Type.String()),
  s_state: Nullable(Type.String()),
  s_country: Nullable(Type.String()),
  s_pincode: Nullable(Type.String()),
  s_contact: Nullable(Type.String()),
  b_address_line1: Type.String(),
  b_address_line2: Nullable(Type.String()),
  b_city: Nullable(Type.String()),
  b_state: Nullable(Type.String()),
  b_country: Nullable(Type.String()),
  b_pincode: Nullable(Type.String()),
  b_contact: Nullable(Type.String()),
  delivery_instructions: Nullable(Type.String()),
  purchase_order_number: Nullable(Type.String()),
  order_items: Type.Array(OrderItem),
  payments: Type.Array(OrderPayment),
  status: Type.Object({ status_title: OrderStatus }),
  /** Whether the customer may still cancel it (pending or approved). */
  can_cancel: Type.Boolean(),
  /** The GST tax invoice number, issued when the store approves the order (GET /order-invoice/:orderNumber). */
  invoice_number: Type.Optional(Nullable(Type.String())),
  /** Refunds of the card payment, oldest first. */
  refunds: Type.Optional(Type.Array(OrderRefund)),
  /** Credit notes issued against the tax invoice (a cancel or a refund of invoiced lines). */
  credit_notes: Type.Optional(Type.Array(OrderCreditNote)),
  /** The courier and tracking number once the store has shipped it (null before). */
  shipment: Type.Optional(Nullable(OrderShipment)),
  /** The e-way bill the shipment travels under (above ₹50,000 it always has one). */
  eway_bill: Type.Optional(Nullable(EwayBill)),
  /** The company user who placed it; null for an order whose user was since removed. */
  placed_by: Type.Optional(Nullable(OrderPlacedBy)),
});
export type Order = Static<typeof Order>;

export const OrderListQuery = Type.Object({
  ...PageQuery.properties,
  placed_by: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "Only the orders this company user placed (their id from GET /order-placed-by); another company's user answers 422." })),
});
export type OrderListQuery = Static<typeof OrderListQuery>;
export const PLACED_BY_UNKNOWN = 'Choose one of your company\'s users.';
/** GET /order-placed-by: the company's users, for the order list's "Placed by" filter. */
export const OrderPlacedByResponse = Type.Object({ status: Type.Boolean(), data: Type.Array(OrderPlacedBy) });
export type OrderPlacedByResponse = Static<typeof OrderPlacedByResponse>;
export const OrderListResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({ orders: Paged(OrderSummary) }),
});
export type OrderListResponse = Static<typeof OrderListResponse>;

export const OrderNumberParams = Type.Object({ orderNumber: Type.String({ minLength: 1, maxLength: 32 }) });
/** GET /order-credit-note/{noteNumber}: 'CN-26-27-00001' (the file-name form) or 'CN/26-27/00001' URL-encoded. */
export const CreditNoteParams = Type.Object({ noteNumber: Type.String({ minLength: 1, maxLength: 16 }) });
export const OrderDetailResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({
    order: Order,
    free_product: Nullable(Type.Object({ id: Id, product: FreeProductLine })),
  }),
});
export type OrderDetailResponse = Static<typeof OrderDetailResponse>;

/** GET /order-cancel/{orderId}: the order's id as the order list and detail give it (its public id). */
export const OrderIdParams = Type.Object({ orderId: PublicId });
export const OrderCancelResponse = Type.Intersect([
  StatusMessage,
  Type.Object({ data: Type.Object({ order_number: Type.String(), status: Type.Object({ status_title: OrderStatus }) }) }),
]);
export type OrderCancelResponse = Static<typeof OrderCancelResponse>;

/* ---------- wallet ---------- */

export const WalletTransaction = Type.Object({
  /** The transaction's random public id. */
  id: PublicId,
  datetime: Type.String({ description: 'ISO 8601' }),
  order_number: Nullable(Type.String()),
  description: Type.String(),
  type: OneOf(WALLET_TRANSACTION_TYPES),
  amount: Money,
});
export type WalletTransaction = Static<typeof WalletTransaction>;

/** All of the customer's transactions, newest first (the page pages them in the browser, spec 2). */
export const WalletHistoryResponse = Type.Object({
  status: Type.Boolean(),
  data: Type.Object({ transactions: Type.Array(WalletTransaction), credit_limit: Money }),
});
export type WalletHistoryResponse = Static<typeof WalletHistoryResponse>;

/* ---------- sandbox provider (offline stand-in for Razorpay) ---------- */

/** What the sandbox popup asks the server to do with a provider order (it plays the provider). */
export const SandboxPayRequest = Type.Object({
  order_id: Type.String({ maxLength: 64 }),
  outcome: Type.Union([Type.Literal('success'), Type.Literal('failure')]),
});
export const SandboxPayResponse = Type.Object({
  status: Type.Boolean(),
  razorpay_order_id: Type.String(),
  razorpay_payment_id: Type.String(),
  razorpay_signature: Type.Optional(Type.String()),
  error: Type.Optional(
    Type.Object({
      code: Type.String(),
      description: Type.String(),
      // Razorpay's failure also names where it failed; the sandbox fills these in too.
      source: Type.Optional(Type.String()),
      step: Type.Optional(Type.String()),
      reason: Type.Optional(Type.String()),
    }),
  ),
});
export type SandboxPayResponse = Static<typeof SandboxPayResponse>;
