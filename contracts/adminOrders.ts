// The back office's order wire (/api/admin/orders...): the filtered list, the detail with its
// lines, GST, payment, refunds and history, and the status changes that carry the version seen.
import { Type, type Static } from 'typebox';
import { ORDER_STATUSES, PAYMENT_METHODS } from './statuses';
import { Money, Nullable, OneOf, Paged, PublicId, Timestamp, type PagedOf } from './common';
import { Order, OrderShipment, OrderStatus, PaymentMethod } from './checkout';
import { AuditEntry } from './staff';
import { EWAY_DISTANCE_MAX, EWAY_KM_PER_DAY, ewayVehicleRules } from './ewayBill';
import { ADMIN_ORDER_ACTIONS, orderCancelRules, orderShipRules } from './adminOrderRules';

export * from './adminOrderRules';

export const AdminOrderListQuery = Type.Object({
  status: Type.Optional(OneOf(ORDER_STATUSES)),
  payment_method: Type.Optional(OneOf(PAYMENT_METHODS)),
  q: Type.Optional(Type.String({ maxLength: 100, description: "Part of the customer's name, email, company or GSTIN, or of the order, PO or invoice number." })),
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
  /** The staff downloads of the order's credit notes (PDF), newest last; empty for Dispatch. */
  credit_note_urls: Type.Array(Type.Object({ note_number: Type.String(), url: Type.String() })),
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
  // The e-way bill (contracts/ewayBill.ts): all required when the order is worth more than ₹50,000, optional below.
  eway_bill_number: Type.Optional(Type.String({ maxLength: 40, description: 'The 12-digit e-way bill number.' })),
  eway_bill_date: Type.Optional(Type.String({ maxLength: 40, description: 'The day it was generated (YYYY-MM-DD, India time): not in the future, not before the order.' })),
  transporter_name: Type.Optional(Type.String({ maxLength: 200 })),
  transporter_id: Type.Optional(Type.String({ maxLength: 40, description: 'Optional: the transporter\'s GSTIN or transporter id (15 characters, check digit verified).' })),
  vehicle_number: Type.Optional(Type.String({ maxLength: 40, description: 'Indian registration number, e.g. KA01AB1234.' })),
  distance_km: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 10 })], { description: `Whole kilometres, 1 to ${EWAY_DISTANCE_MAX}: one day of validity per ${EWAY_KM_PER_DAY} km or part.` })),
});
export type AdminOrderShipBody = Static<typeof AdminOrderShipBody>;
/** Correcting the vehicle of a shipped order's e-way bill, naming the bill's version seen. */
export const AdminEwayVehicleBody = Type.Object({
  version: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: "The e-way bill's version the staff member saw (eway_bill.version)." })),
  vehicle_number: Type.Optional(Type.String({ maxLength: 40 })),
  reason: Type.Optional(Type.String({ maxLength: 1000, description: `Required. At most ${ewayVehicleRules.reason.max} characters.` })),
});
export type AdminEwayVehicleBody = Static<typeof AdminEwayVehicleBody>;
export const AdminOrderCancelBody = Type.Object({
  version: Version,
  reason: Type.Optional(Type.String({ description: `Required. At most ${orderCancelRules.reason.max} characters.` })),
});
export type AdminOrderCancelBody = Static<typeof AdminOrderCancelBody>;

export const AdminOrderCreditNoteParams = Type.Object({
  ref: AdminOrderParams.properties.ref,
  /** The credit note's number in its file-name form (CN-26-27-00001) or URL-encoded (CN%2F26-27%2F00001). */
  noteNumber: Type.String({ minLength: 1, maxLength: 16 }),
});

export const AdminOrderRefundParams = Type.Object({
  ref: AdminOrderParams.properties.ref,
  /** The refund's public id, as the order's refunds[].id gives it. */
  refundId: PublicId,
});

/** A change's answer: the message and the order as it is now. */
export const AdminOrderChangeResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), data: AdminOrderDetail });
export type AdminOrderChangeResponse = Static<typeof AdminOrderChangeResponse>;
