// The back office's order wire (/api/admin/orders...): the filtered list, the detail with its
// lines, GST, payment, refunds and history, and the status changes that carry the version seen.
import { Type, type Static } from 'typebox';
import { ORDER_STATUSES, PAYMENT_METHODS } from './statuses';
import { Money, Nullable, OneOf, Paged, PublicId, Timestamp, type PagedOf } from './common';
import { Order, OrderShipment, OrderStatus, PaymentMethod } from './checkout';
import { AuditEntry } from './staff';
import { ADMIN_ORDER_ACTIONS, orderCancelRules, orderShipRules } from './adminOrderRules';

export * from './adminOrderRules';

export const AdminOrderListQuery = Type.Object({
  status: Type.Optional(OneOf(ORDER_STATUSES)),
  payment_method: Type.Optional(OneOf(PAYMENT_METHODS)),
  q: Type.Optional(Type.String({ maxLength: 100, description: "Part of the customer's name, email or company, or of the order number." })),
  from: Type.Optional(Type.String({ format: 'date', description: 'First order day (India time), YYYY-MM-DD.' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'Last order day (India time), YYYY-MM-DD.' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
});
export type AdminOrderListQuery = Static<typeof AdminOrderListQuery>;

export const AdminOrderSummary = Type.Object({
  id: PublicId,
  order_number: Type.String(),
  order_date: Timestamp,
  customer_name: Type.String(),
  customer_email: Type.String(),
  customer_company: Nullable(Type.String()),
  total_amount: Money,
  payment_method: PaymentMethod,
  item_count: Type.Integer(),
  status: OrderStatus,
  version: Type.Integer(),
});
export type AdminOrderSummary = Static<typeof AdminOrderSummary>;

export const AdminOrderListResponse = Type.Object({ status: Type.Boolean(), orders: Paged(AdminOrderSummary) });
export type AdminOrderListResponse = { status: boolean; orders: PagedOf<AdminOrderSummary> };

export const AdminOrderParams = Type.Object({
  ref: Type.String({ minLength: 1, maxLength: 64, description: 'The order number (ORD-...) or its public id.' }),
});

export const AdminOrderActionSchema = OneOf(ADMIN_ORDER_ACTIONS);

export const AdminOrderDetail = Type.Object({
  order: Order,
  free_product: Nullable(Type.Object({ id: Type.Integer(), product_name: Type.String() })),
  version: Type.Integer(),
  customer: Type.Object({ id: Type.Integer(), company: Nullable(Type.String()), name: Type.String(), email: Type.String(), phone: Type.String() }),
  shipment: Nullable(OrderShipment),
  cancel_reason: Nullable(Type.String()),
  /** Payment state (null for Dispatch, who does not see money matters beyond the invoice). */
  payment: Nullable(
    Type.Object({
      method: PaymentMethod,
      state: Type.String({ description: 'Card: the provider order\'s state (paid, refund_pending, refunded...); cash on delivery: on_credit or credit_returned.' }),
      provider_order_id: Nullable(Type.String()),
      payment_id: Nullable(Type.String()),
    }),
  ),
  invoice_url: Nullable(Type.String({ description: 'The staff download of the tax invoice (PDF), once approved.' })),
  /** What the signed-in staff member may do now (the server checks again). */
  actions: Type.Array(AdminOrderActionSchema),
  history: Type.Array(AuditEntry),
});
export type AdminOrderDetail = Static<typeof AdminOrderDetail>;

export const AdminOrderDetailResponse = Type.Object({ status: Type.Boolean(), data: AdminOrderDetail });
export type AdminOrderDetailResponse = Static<typeof AdminOrderDetailResponse>;

const Version = Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The version of the order the staff member saw.' }));

export const AdminOrderVersionBody = Type.Object({ version: Version });
export type AdminOrderVersionBody = Static<typeof AdminOrderVersionBody>;
export const AdminOrderShipBody = Type.Object({
  version: Version,
  courier: Type.Optional(Type.String({ description: `Required. At most ${orderShipRules.courier.max} characters.` })),
  tracking_number: Type.Optional(Type.String({ description: `Required. At most ${orderShipRules.tracking_number.max} characters.` })),
});
export type AdminOrderShipBody = Static<typeof AdminOrderShipBody>;
export const AdminOrderCancelBody = Type.Object({
  version: Version,
  reason: Type.Optional(Type.String({ description: `Required. At most ${orderCancelRules.reason.max} characters.` })),
});
export type AdminOrderCancelBody = Static<typeof AdminOrderCancelBody>;

export const AdminOrderRefundParams = Type.Object({
  ref: AdminOrderParams.properties.ref,
  /** The refund's public id, as the order's refunds[].id gives it. */
  refundId: PublicId,
});

/** A change's answer: the message and the order as it is now. */
export const AdminOrderChangeResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), data: AdminOrderDetail });
export type AdminOrderChangeResponse = Static<typeof AdminOrderChangeResponse>;
