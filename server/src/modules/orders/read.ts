// Reading orders: the customer's list and detail (an order as the storefront shows it) and the
// store's list and detail (the same, with the card payment as the provider sees it).
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Order, OrderDetailResponse, OrderItem, OrderStatus, OrderSummary, PaymentMethod } from '@contracts/checkout';
import type { Db, DbOrTx } from '../../db/client';
import { customRates, orderItems, orders, paymentOrders, payments, products } from '../../db/schema';
import { refundsOfOrder } from '../refunds';
import { creditNotesOf, ewayBillOf } from '../gst';
import { notFound } from '../../lib/errors';
import { fromPaise, toPaise } from '../../lib/money';
import { ORDER_NOT_FOUND } from '../../lib/orderMessages';
import { CANCELLABLE, checkStatus } from './rules';
import { placedByOf } from './placedBy';

const PER_PAGE = 10;

type OrderRow = typeof orders.$inferSelect;

const money = (value: string | null) => fromPaise(toPaise(value));
const status = (row: { status: OrderStatus }) => ({ status_title: row.status });

/* ---------- the customer's list and detail ---------- */

export interface OrderPage {
  data: OrderSummary[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

// Spelled out with table names: drizzle renders columns unqualified here, and inside the
// subquery a bare "id" would be order_items.id.
const itemCount = sql<number>`(select count(*)::int from "order_items" where "order_items"."order_id" = "orders"."id")`;

function summary(row: OrderRow & { itemCount: number }): OrderSummary {
  return {
    id: row.publicId,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    order_date: row.orderDate.toISOString(),
    total_amount: money(row.totalAmount),
    payment_method: row.paymentMethod,
    item_count: Number(row.itemCount),
    status: status(row),
  };
}

/** Newest first, all the company's or only those one of its users placed; a page past the last answers the last. */
export async function listOrders(db: Db, customerId: number, page = 1, placedBy?: number): Promise<OrderPage> {
  const where = placedBy === undefined ? eq(orders.customerId, customerId) : and(eq(orders.customerId, customerId), eq(orders.createdByUserId, placedBy));
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), lastPage);
  const rows = await db
    .select({ row: orders, itemCount })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .limit(PER_PAGE)
    .offset((current - 1) * PER_PAGE);
  return {
    data: rows.map((r) => summary({ ...r.row, itemCount: r.itemCount })),
    current_page: current,
    last_page: lastPage,
    per_page: PER_PAGE,
    total,
  };
}

async function orderItemsOf(db: DbOrTx, order: OrderRow): Promise<OrderItem[]> {
  const rows = await db
    .select({
      item: orderItems,
      slug: products.productSlug,
      image: products.primaryImage,
      discountPrice: products.discountPrice,
      customRate: customRates.customRate,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(customRates, and(eq(customRates.productId, orderItems.productId), eq(customRates.customerId, order.customerId)))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return rows.map(({ item, slug, image, discountPrice, customRate }) => ({
    id: item.publicId,
    product_qty: item.productQty,
    unit_price: money(item.unitPrice),
    gst_rate: Number(item.gstRate),
    line_total: money(item.lineTotal),
    tax_amount: money(item.taxAmount),
    product: {
      id: item.productId,
      // The name as sold, even if the catalogue renamed the product since.
      product_name: item.productName,
      product_slug: slug,
      primary_image: image,
      discount_price: discountPrice === null ? null : money(discountPrice),
      custom_rates: customRate === null ? null : { custom_rate: money(customRate) },
    },
  }));
}

export async function serializeOrder(db: DbOrTx, row: OrderRow): Promise<OrderDetailResponse['data']> {
  const [items, pays, free, orderRefunds, notes, eway, placedBy] = await Promise.all([
    orderItemsOf(db, row),
    db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(asc(payments.id)),
    row.freeProductId === null
      ? Promise.resolve([])
      : db
          .select({ id: products.id, product_name: products.productName, primary_image: products.primaryImage })
          .from(products)
          .where(eq(products.id, row.freeProductId)),
    refundsOfOrder(db, row.id),
    creditNotesOf(db, row.id),
    ewayBillOf(db, row.id),
    placedByOf(db, row.createdByUserId),
  ]);
  const order: Order = {
    id: row.publicId,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    order_date: row.orderDate.toISOString(),
    total_amount: money(row.totalAmount),
    sub_total: money(row.subTotal),
    cgst: money(row.cgst),
    sgst: money(row.sgst),
    igst: money(row.igst),
    customer_name: row.customerName,
    customer_phone: row.customerPhone,
    customer_email: row.customerEmail,
    customer: { gst: row.customerGst },
    s_address_line1: row.sAddressLine1,
    s_address_line2: row.sAddressLine2,
    s_city: row.sCity,
    s_state: row.sState,
    s_country: row.sCountry,
    s_pincode: row.sPincode,
    s_contact: row.sContact,
    b_address_line1: row.bAddressLine1,
    b_address_line2: row.bAddressLine2,
    b_city: row.bCity,
    b_state: row.bState,
    b_country: row.bCountry,
    b_pincode: row.bPincode,
    b_contact: row.bContact,
    delivery_instructions: row.deliveryInstructions,
    purchase_order_number: row.purchaseOrderNumber,
    order_items: items,
    payments: pays.map((p) => ({ payment_method: p.paymentMethod, txn_id: p.txnId, amount: money(p.amount) })),
    status: status(row),
    can_cancel: CANCELLABLE.includes(row.status),
    invoice_number: row.invoiceNumber,
    refunds: orderRefunds,
    credit_notes: notes,
    shipment: row.shippingCourier && row.trackingNumber ? { courier: row.shippingCourier, tracking_number: row.trackingNumber } : null,
    eway_bill: eway,
    placed_by: placedBy,
  };
  return { order, free_product: free[0] ? { id: free[0].id, product: free[0] } : null };
}

export async function findOrder(db: DbOrTx, where: ReturnType<typeof and>): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(where).limit(1);
  return row ?? null;
}

/** The customer's order by number; someone else's number answers exactly like an unknown one. */
export async function orderDetail(db: Db, customerId: number, orderNumber: string): Promise<OrderDetailResponse['data']> {
  const row = await findOrder(db, and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return serializeOrder(db, row);
}

/** The public id of an order (what a customer's calls name it by), for answers built from its serial id. */
export async function orderPublicId(db: DbOrTx, orderId: number): Promise<string> {
  const [row] = await db.select({ publicId: orders.publicId }).from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row.publicId;
}

/* ---------- the store's list and detail (operator tool) ---------- */

export interface OperatorOrderSummary {
  id: number;
  order_number: string;
  created_at: string;
  customer_email: string;
  customer_name: string;
  total_amount: number;
  payment_method: PaymentMethod;
  item_count: number;
  status: OrderStatus;
}

export interface OperatorOrderList {
  orders: OperatorOrderSummary[];
  /** All orders with the status (or all orders); the list holds the newest `limit`. */
  total: number;
}

type OrderDetailData = OrderDetailResponse['data'];

export interface OperatorOrderDetail extends OrderDetailData {
  order: Omit<OrderDetailData['order'], 'order_items'> & { order_items: (OrderItem & { item_id: number })[] };
  /** The card payment as the provider sees it, for card orders. */
  card_payment: { provider: string; provider_order_id: string; payment_id: string | null; status: string; refund_id: string | null } | null;
}

export async function operatorListOrders(db: Db, statusFilter?: string | null, limit = 100): Promise<OperatorOrderList> {
  const where = statusFilter ? eq(orders.status, checkStatus(statusFilter)) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db.select({ row: orders, itemCount }).from(orders).where(where).orderBy(desc(orders.id)).limit(limit);
  return {
    total,
    orders: rows.map(({ row, itemCount: n }) => ({
      id: row.id,
      order_number: row.orderNumber,
      created_at: row.createdAt.toISOString(),
      customer_email: row.customerEmail,
      customer_name: row.customerName,
      total_amount: money(row.totalAmount),
      payment_method: row.paymentMethod,
      item_count: Number(n),
      status: row.status,
    })),
  };
}

/** The store names an order by its number, in any case and with stray spaces. */
export const byNumber = (orderNumber: string) => eq(orders.orderNumber, orderNumber.trim().toUpperCase());

export async function operatorOrder(db: Db, orderNumber: string): Promise<OperatorOrderDetail> {
  const row = await findOrder(db, byNumber(orderNumber));
  if (!row) throw notFound(`No order with the number ${orderNumber}.`);
  const [detail, [po], itemIds] = await Promise.all([
    serializeOrder(db, row),
    db.select().from(paymentOrders).where(eq(paymentOrders.orderId, row.id)),
    db.select({ id: orderItems.id, publicId: orderItems.publicId }).from(orderItems).where(eq(orderItems.orderId, row.id)),
  ]);
  // The store names lines by their serial id (refund <number> <item-id>:<qty>), customers by their public id.
  const serialOf = new Map(itemIds.map((i) => [i.publicId, i.id]));
  return {
    ...detail,
    order: { ...detail.order, order_items: detail.order.order_items.map((i) => ({ ...i, item_id: serialOf.get(i.id)! })) },
    card_payment: po
      ? { provider: po.provider, provider_order_id: po.providerOrderId, payment_id: po.paymentId, status: po.status, refund_id: po.refundId }
      : null,
  };
}
