// The operator API's order calls (`npm run store -- orders | order | order-status`): the store's
// side of orders, behind the operator secret. Not used by the storefront.
import { Type, type Static } from 'typebox';
import { Id, Money, Nullable } from './common';
import { FreeProductLine, Order, OrderItem, OrderStatus, PaymentMethod } from './checkout';

/** `?status=`: checked by the service, which answers a clear 422 for an unknown status. */
export const OperatorOrdersQuery = Type.Object({ status: Type.Optional(Type.String({ maxLength: 16 })) });

export const OperatorOrderSummary = Type.Object({
  id: Id,
  order_number: Type.String(),
  created_at: Type.String(),
  customer_email: Type.String(),
  customer_name: Type.String(),
  total_amount: Money,
  payment_method: PaymentMethod,
  item_count: Type.Integer(),
  status: OrderStatus,
});
export type OperatorOrderSummary = Static<typeof OperatorOrderSummary>;

export const OperatorOrderListResponse = Type.Object({
  status: Type.Boolean(),
  /** The newest orders (at most 100) with the status, or of any status. */
  orders: Type.Array(OperatorOrderSummary),
  /** How many orders have the status in all. */
  total: Type.Integer(),
});
export type OperatorOrderListResponse = Static<typeof OperatorOrderListResponse>;

export const OperatorOrderParams = Type.Object({ orderNumber: Type.String({ minLength: 1, maxLength: 32 }) });

export const CardPayment = Type.Object({
  provider: Type.String(),
  provider_order_id: Type.String(),
  payment_id: Nullable(Type.String()),
  /** created, paid, refund_pending or refunded. */
  status: Type.String(),
  refund_id: Nullable(Type.String()),
});

/** An order line as the store sees it: also its serial id, which the refund command names lines by. */
export const OperatorOrderItem = Type.Object({ ...OrderItem.properties, item_id: Id });
export const OperatorOrder = Type.Object({ ...Order.properties, order_items: Type.Array(OperatorOrderItem) });

export const OperatorOrderResponse = Type.Object({
  status: Type.Boolean(),
  order: OperatorOrder,
  free_product: Nullable(Type.Object({ id: Id, product: FreeProductLine })),
  card_payment: Nullable(CardPayment),
});
export type OperatorOrderResponse = Static<typeof OperatorOrderResponse>;

/** The new status: approved, shipped, delivered or canceled (checked by the service). */
export const OperatorOrderStatusBody = Type.Object({ status: Type.String({ maxLength: 16 }) });

export const OperatorOrderStatusResponse = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  order_number: Type.String(),
  previous: OrderStatus,
  order_status: OrderStatus,
  /** False when the order already had that status (nothing was done). */
  changed: Type.Boolean(),
});
export type OperatorOrderStatusResponse = Static<typeof OperatorOrderStatusResponse>;

/* ---------- refunds (`npm run store -- refunds | refund`) ---------- */

export const OperatorRefundsQuery = Type.Object({ state: Type.Optional(Type.String({ maxLength: 16 })) });

export const OperatorRefund = Type.Object({
  id: Id,
  amount: Money,
  state: Type.Union([Type.Literal('pending'), Type.Literal('processed'), Type.Literal('failed')]),
  reason: Type.String(),
  created_at: Type.String(),
  processed_at: Nullable(Type.String()),
  failure_reason: Nullable(Type.String()),
  /** Null for a payment that could not become an order. */
  order_number: Nullable(Type.String()),
  customer_email: Type.String(),
  provider_order_id: Type.String(),
  payment_id: Nullable(Type.String()),
  provider_refund_id: Nullable(Type.String()),
  attempt: Type.Integer(),
});
export type OperatorRefund = Static<typeof OperatorRefund>;

export const OperatorRefundListResponse = Type.Object({ status: Type.Boolean(), refunds: Type.Array(OperatorRefund) });
export type OperatorRefundListResponse = Static<typeof OperatorRefundListResponse>;

export const OperatorRefundParams = Type.Object({ id: Id });
export const OperatorRefundResponse = Type.Object({ status: Type.Boolean(), refund: OperatorRefund });
export type OperatorRefundResponse = Static<typeof OperatorRefundResponse>;

/** A partial refund: lines returned (required once invoiced) or, before the invoice, an amount in rupees. */
export const OperatorOrderRefundBody = Type.Object({
  amount: Type.Optional(Type.String({ maxLength: 16 })),
  lines: Type.Optional(Type.Array(Type.Object({ item_id: Id, quantity: Type.Integer({ minimum: 1 }) }), { minItems: 1, maxItems: 100 })),
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});
export type OperatorOrderRefundBody = Static<typeof OperatorOrderRefundBody>;

export const OperatorOrderRefundResponse = Type.Object({
  status: Type.Boolean(),
  order_number: Type.String(),
  refund: Nullable(
    Type.Object({
      id: Id,
      amount: Money,
      state: Type.String(),
      reason: Type.String(),
      created_at: Type.String(),
      processed_at: Nullable(Type.String()),
      failure_reason: Nullable(Type.String()),
    }),
  ),
  credit_note: Nullable(Type.String()),
  /** Rupees returned to a cash-on-delivery customer's available credit. */
  credit_returned: Money,
});
export type OperatorOrderRefundResponse = Static<typeof OperatorOrderRefundResponse>;
