// Orders after they are placed: the customer's list and detail, cancelling (by the customer or the
// store), and the store's status changes. Cancelling gives back what placing took: stock, and for
// cash on delivery the credit (a 'c' wallet transaction); a card payment is refunded through the
// provider after the cancel commits (a failed refund stays 'refund_pending' and is retried by
// cancelling again).
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Order, OrderDetailResponse, OrderItem, OrderStatus, OrderSummary } from '@contracts/checkout';
import type { Db, DbOrTx } from '../../db/client';
import { customRates, customers, orderItems, orders, paymentOrders, payments, products, walletTransactions } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { fromPaise, paiseToNumeric, toPaise } from '../../lib/money';
import type { StoreContext } from '../payments/context';
import { nextInvoiceNumber } from './invoiceNumbers';
import { sendOrderCancelledMail } from './mails';

export const PER_PAGE = 10;
export const ORDER_CANCELLED_MESSAGE = 'Order cancelled successfully';
export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'approved', 'shipped', 'delivered', 'canceled'];
/** The way an order moves forward; 'canceled' leaves it from the first two only. */
const FLOW: readonly OrderStatus[] = ['pending', 'approved', 'shipped', 'delivered'];
export const CANCELLABLE: readonly OrderStatus[] = ['pending', 'approved'];

type OrderRow = typeof orders.$inferSelect;
type PaymentMethod = 'cash_on_delivery' | 'razorpay';

const money = (value: string | null) => fromPaise(toPaise(value));
const status = (row: { status: string }) => ({ status_title: row.status as OrderStatus });

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
    id: row.id,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    order_date: row.orderDate.toISOString(),
    total_amount: money(row.totalAmount),
    payment_method: row.paymentMethod as PaymentMethod,
    item_count: Number(row.itemCount),
    status: status(row),
  };
}

/** Newest first; a page past the last answers the last. */
export async function listOrders(db: Db, customerId: number, page = 1): Promise<OrderPage> {
  const [{ total }] = await db.select({ total: count() }).from(orders).where(eq(orders.customerId, customerId));
  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), lastPage);
  const rows = await db
    .select({ row: orders, itemCount })
    .from(orders)
    .where(eq(orders.customerId, customerId))
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
    id: item.id,
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
  const [items, pays, free] = await Promise.all([
    orderItemsOf(db, row),
    db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(asc(payments.id)),
    row.freeProductId === null
      ? Promise.resolve([])
      : db
          .select({ id: products.id, product_name: products.productName, primary_image: products.primaryImage })
          .from(products)
          .where(eq(products.id, row.freeProductId)),
  ]);
  const order: Order = {
    id: row.id,
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
    payments: pays.map((p) => ({ payment_method: p.paymentMethod as PaymentMethod, txn_id: p.txnId, amount: money(p.amount) })),
    status: status(row),
    can_cancel: CANCELLABLE.includes(row.status as OrderStatus),
    invoice_number: row.invoiceNumber,
  };
  return { order, free_product: free[0] ? { id: free[0].id, product: free[0] } : null };
}

async function findOrder(db: DbOrTx, where: ReturnType<typeof and>): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(where).limit(1);
  return row ?? null;
}

/** The customer's order by number; someone else's number answers exactly like an unknown one. */
export async function orderDetail(db: Db, customerId: number, orderNumber: string): Promise<OrderDetailResponse['data']> {
  const row = await findOrder(db, and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return serializeOrder(db, row);
}

/* ---------- cancelling ---------- */

export type OrderRef = { customerId: number; orderId: number } | { orderNumber: string };

export interface CancelResult {
  orderNumber: string;
  status: OrderStatus;
  /** False when the order was already cancelled (nothing was given back twice). */
  changed: boolean;
}

const refOf = (ref: OrderRef) =>
  'orderNumber' in ref ? eq(orders.orderNumber, ref.orderNumber) : and(eq(orders.id, ref.orderId), eq(orders.customerId, ref.customerId));

export const notCancellableMessage = (orderNumber: string, current: string) =>
  `Order ${orderNumber} is ${current} and can no longer be cancelled.`;

/** Refunds the card payment of a cancelled order if it is still owed; failures are logged and retried on the next cancel. */
async function refundIfOwed(ctx: StoreContext, orderId: number): Promise<void> {
  const [po] = await ctx.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.orderId, orderId), eq(paymentOrders.status, 'refund_pending')));
  if (!po?.paymentId) return;
  try {
    const refund = await ctx.provider.refund({ paymentId: po.paymentId, amountPaise: po.amountPaise, notes: { order_id: String(orderId) } });
    await ctx.db
      .update(paymentOrders)
      .set({ status: 'refunded', refundId: refund.id, refundedAt: new Date() })
      .where(and(eq(paymentOrders.id, po.id), eq(paymentOrders.status, 'refund_pending')));
    ctx.log.info({ orderId, paymentId: po.paymentId, refundId: refund.id }, 'card payment refunded');
  } catch (err) {
    ctx.log.error({ err, orderId, paymentId: po.paymentId }, 'refund failed; cancelling the order again retries it');
  }
}

export async function cancelOrder(ctx: StoreContext, ref: OrderRef, by: 'customer' | 'store'): Promise<CancelResult> {
  const { db } = ctx;
  const found = await findOrder(db, refOf(ref));
  if (!found) throw notFound(ORDER_NOT_FOUND);

  const outcome = await db.transaction(async (tx) => {
    // Lock order: customer (credit), then the order, then its products in id order.
    const [customer] = await tx
      .select({ id: customers.id, credit: customers.creditLimit, email: customers.email, name: customers.primaryContactName })
      .from(customers)
      .where(eq(customers.id, found.customerId))
      .for('update');
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (order.status === 'canceled') return { order, customer, changed: false };
    if (!CANCELLABLE.includes(order.status as OrderStatus)) throw conflict(notCancellableMessage(order.orderNumber, order.status));

    await tx.update(orders).set({ status: 'canceled', updatedAt: new Date() }).where(eq(orders.id, order.id));

    const items = await tx.select({ productId: orderItems.productId, qty: orderItems.productQty }).from(orderItems).where(eq(orderItems.orderId, order.id));
    const giveBack = new Map<number, number>();
    for (const i of items) giveBack.set(i.productId, (giveBack.get(i.productId) ?? 0) + i.qty);
    if (order.freeProductId !== null) giveBack.set(order.freeProductId, (giveBack.get(order.freeProductId) ?? 0) + 1);
    const ids = [...giveBack.keys()].sort((a, b) => a - b);
    if (ids.length > 0) {
      await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('update');
      for (const id of ids) {
        await tx
          .update(products)
          .set({ stockQuantity: sql`${products.stockQuantity} + ${giveBack.get(id) as number}` })
          .where(eq(products.id, id));
      }
    }

    const total = toPaise(order.totalAmount);
    if (order.paymentMethod === 'cash_on_delivery') {
      await tx
        .update(customers)
        .set({ creditLimit: paiseToNumeric(toPaise(customer.credit) + total), updatedAt: new Date() })
        .where(eq(customers.id, customer.id));
      await tx.insert(walletTransactions).values({
        customerId: customer.id,
        orderNumber: order.orderNumber,
        description: `Order ${order.orderNumber} cancelled (credit returned)`,
        type: 'c',
        amount: paiseToNumeric(total),
      });
    } else {
      await tx
        .update(paymentOrders)
        .set({ status: 'refund_pending' })
        .where(and(eq(paymentOrders.orderId, order.id), eq(paymentOrders.status, 'paid')));
    }
    return { order, customer, changed: true };
  });

  const { order, customer, changed } = outcome;
  if (order.paymentMethod === 'razorpay') await refundIfOwed(ctx, order.id);
  if (changed) {
    await sendOrderCancelledMail(ctx, {
      to: customer.email,
      name: customer.name,
      orderNumber: order.orderNumber,
      totalPaise: toPaise(order.totalAmount),
      paymentMethod: order.paymentMethod as PaymentMethod,
      by,
    });
  }
  return { orderNumber: order.orderNumber, status: 'canceled', changed };
}

/* ---------- the store's side (operator tool) ---------- */

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
  /** The card payment as the provider sees it, for card orders. */
  card_payment: { provider: string; provider_order_id: string; payment_id: string | null; status: string; refund_id: string | null } | null;
}

export interface OrderStatusChange {
  order_number: string;
  previous: OrderStatus;
  status: OrderStatus;
  changed: boolean;
}

function checkStatus(value: unknown, field = 'status'): OrderStatus {
  if (typeof value !== 'string' || !ORDER_STATUSES.includes(value as OrderStatus)) {
    throw invalid({ [field]: [`Status must be one of ${ORDER_STATUSES.join(', ')}.`] });
  }
  return value as OrderStatus;
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
      payment_method: row.paymentMethod as PaymentMethod,
      item_count: Number(n),
      status: row.status as OrderStatus,
    })),
  };
}

const byNumber = (orderNumber: string) => eq(orders.orderNumber, orderNumber.trim().toUpperCase());

export async function operatorOrder(db: Db, orderNumber: string): Promise<OperatorOrderDetail> {
  const row = await findOrder(db, byNumber(orderNumber));
  if (!row) throw notFound(`No order with the number ${orderNumber}.`);
  const [detail, [po]] = await Promise.all([serializeOrder(db, row), db.select().from(paymentOrders).where(eq(paymentOrders.orderId, row.id))]);
  return {
    ...detail,
    card_payment: po
      ? { provider: po.provider, provider_order_id: po.providerOrderId, payment_id: po.paymentId, status: po.status, refund_id: po.refundId }
      : null,
  };
}

/**
 * The store moves an order along pending -> approved -> shipped -> delivered (steps may be
 * skipped, never undone). 'canceled' follows the customer's cancel rules: only from pending or
 * approved, giving back stock and credit and refunding a card payment.
 */
export async function setOrderStatus(ctx: StoreContext, orderNumber: string, next: unknown, now = new Date()): Promise<OrderStatusChange> {
  const target = checkStatus(next);
  const row = await findOrder(ctx.db, byNumber(orderNumber));
  if (!row) throw notFound(`No order with the number ${orderNumber}.`);
  const previous = row.status as OrderStatus;
  if (target === 'canceled') {
    const result = await cancelOrder(ctx, { orderNumber: row.orderNumber }, 'store');
    return { order_number: row.orderNumber, previous, status: 'canceled', changed: result.changed };
  }
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.id)).for('update');
    const current = order.status as OrderStatus;
    if (current === target) return { order_number: order.orderNumber, previous: current, status: current, changed: false };
    if (current === 'canceled') throw conflict(`Order ${order.orderNumber} is canceled; its status can no longer change.`);
    if (FLOW.indexOf(target) < FLOW.indexOf(current)) {
      throw conflict(`Order ${order.orderNumber} is already ${current}; it cannot go back to ${target}.`);
    }
    // Approval issues the tax invoice (also when the store skips straight to shipped or
    // delivered), in this transaction: a failed status change gives its number back.
    const invoice = order.invoiceNumber === null ? { invoiceNumber: await nextInvoiceNumber(tx, now), invoiceDate: now } : {};
    await tx.update(orders).set({ status: target, updatedAt: now, ...invoice }).where(eq(orders.id, order.id));
    return { order_number: order.orderNumber, previous: current, status: target, changed: true };
  });
}
