// Orders after they are placed: the customer's list and detail, cancelling (by the customer or the
// store), partial refunds, and the store's status changes. Cancelling gives back what placing
// took: stock, and for cash on delivery the credit (a 'c' wallet transaction); a card payment gets
// a pending refund record in the cancel's transaction, sent to the provider after it commits
// (refunds/service.ts). An invoiced order cancelled or refunded gets a GST credit note.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Order, OrderDetailResponse, OrderItem, OrderStatus, OrderSummary, PaymentMethod } from '@contracts/checkout';
import { ORDER_STATUSES, isOneOf } from '@contracts/statuses';
import type { Db, DbOrTx } from '../../db/client';
import { customRates, customers, orderItems, orders, paymentOrders, payments, products, refunds, walletTransactions } from '../../db/schema';
import { createRefund, refundablePaise, refundsOfOrder, refundView, sendRefund, type RefundLine, type RefundView } from '../refunds';
import { creditLines, creditNotesOf, issueCreditNote, linesTotal } from './creditNotes';
import { conflict, invalid, notFound } from '../../lib/errors';
import { fromPaise, paiseToNumeric, toPaise } from '../../lib/money';
import type { Services } from '../../services';
import { nextInvoiceNumber } from './invoiceNumbers';
import { sendOrderCancelledMail, sendOrderStatusMail, sendRefundMail } from './mails';
import { ORDER_NOT_FOUND } from './messages';
import { recordAudit, type Actor } from '../staff';
import { STALE_ORDER_MESSAGE } from '@contracts/adminOrderRules';

export { ORDER_NOT_FOUND };

export const PER_PAGE = 10;
export const ORDER_CANCELLED_MESSAGE = 'Order cancelled successfully';
export { ORDER_STATUSES };
/** The way an order moves forward; 'canceled' leaves it from the first two only. */
const FLOW: readonly OrderStatus[] = ['pending', 'approved', 'shipped', 'delivered'];
export const CANCELLABLE: readonly OrderStatus[] = ['pending', 'approved'];

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
  const [items, pays, free, orderRefunds, notes] = await Promise.all([
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

/** The public id of an order (what a customer's calls name it by), for answers built from its serial id. */
export async function orderPublicId(db: DbOrTx, orderId: number): Promise<string> {
  const [row] = await db.select({ publicId: orders.publicId }).from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row.publicId;
}

/* ---------- cancelling ---------- */

/** The customer's order by its public id (the serial id is never taken from a customer), or the store's by number. */
export type OrderRef = { customerId: number; publicId: string } | { orderNumber: string };

export interface CancelResult {
  orderNumber: string;
  status: OrderStatus;
  /** False when the order was already cancelled (nothing was given back twice). */
  changed: boolean;
}

const refOf = (ref: OrderRef) =>
  'orderNumber' in ref ? eq(orders.orderNumber, ref.orderNumber) : and(eq(orders.publicId, ref.publicId), eq(orders.customerId, ref.customerId));

/**
 * How a change was asked for. The back office names its staff member and the version they saw (a
 * stale one is refused with 409, nothing changed); the command-line tool names itself. Each
 * change with an actor is audited in its own transaction.
 */
export interface OrderChangeOptions {
  actor?: Actor;
  version?: number;
  /** Shipping: the courier and its tracking number. */
  shipment?: { courier: string; trackingNumber: string };
  /** Cancelling: why (kept on the order, told to the customer). */
  reason?: string;
}

/** Every change to an order bumps its version. */
const nextVersion = sql`${orders.version} + 1`;

function checkVersion(order: OrderRow, opts: OrderChangeOptions): void {
  if (opts.version !== undefined && opts.version !== order.version) throw conflict(STALE_ORDER_MESSAGE);
}

const auditState = (o: Pick<OrderRow, 'status' | 'version' | 'shippingCourier' | 'trackingNumber' | 'cancelReason'>) => ({
  status: o.status,
  version: o.version,
  ...(o.shippingCourier ? { courier: o.shippingCourier, tracking_number: o.trackingNumber } : {}),
  ...(o.cancelReason ? { cancel_reason: o.cancelReason } : {}),
});

export const notCancellableMessage = (orderNumber: string, current: string) =>
  `Order ${orderNumber} is ${current} and can no longer be cancelled.`;

export async function cancelOrder(ctx: Services, ref: OrderRef, by: 'customer' | 'store', opts: OrderChangeOptions = {}): Promise<CancelResult> {
  const { db, config } = ctx;
  const found = await findOrder(db, refOf(ref));
  if (!found) throw notFound(ORDER_NOT_FOUND);

  const outcome = await db.transaction(async (tx) => {
    // Lock order: customer (credit), then the order, its provider order, then its products in id order.
    const [customer] = await tx
      .select({ id: customers.id, credit: customers.creditLimit, email: customers.email, name: customers.primaryContactName })
      .from(customers)
      .where(eq(customers.id, found.customerId))
      .for('update');
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    checkVersion(order, opts);
    if (order.status === 'canceled') {
      // Cancelling again asks the provider again about a refund it never answered (same key: one refund).
      const [unanswered] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), eq(refunds.state, 'pending'), isNull(refunds.providerRefundId)));
      return { order, customer, changed: false, refundId: unanswered?.id ?? null };
    }
    if (!CANCELLABLE.includes(order.status)) throw conflict(notCancellableMessage(order.orderNumber, order.status));
    // The card payment's provider order next (the documented order: customer, provider order, products).
    const [po] = order.paymentMethod === 'razorpay' ? await tx.select().from(paymentOrders).where(eq(paymentOrders.orderId, order.id)).for('update') : [];

    const cancelReason = opts.reason?.trim() || null;
    const [after] = await tx
      .update(orders)
      .set({ status: 'canceled', cancelReason, version: nextVersion, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    if (opts.actor) await recordAudit(tx, opts.actor, { action: 'order.cancel', entityType: 'order', entityId: order.orderNumber, before: auditState(order), after: auditState(after) });

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

    // An approved order has its tax invoice: the cancel is a credit note for what was not yet credited.
    const reason = by === 'customer' ? 'Order cancelled by the customer' : `Order cancelled by the store${cancelReason ? `: ${cancelReason}` : ''}`;
    const note = await issueCreditNote(tx, order, { lines: await creditLines(tx, order, 'rest', config.storeState), reason, storeState: config.storeState });

    let refundId: number | null = null;
    if (order.paymentMethod === 'cash_on_delivery') {
      // The whole debit comes back once (the wallet's unique index on order and type is the backstop).
      const total = toPaise(order.totalAmount);
      await tx
        .update(customers)
        .set({ creditLimit: paiseToNumeric(toPaise(customer.credit) + total), updatedAt: new Date() })
        .where(eq(customers.id, customer.id));
      await tx.insert(walletTransactions).values({
        customerId: customer.id,
        orderNumber: order.orderNumber,
        description: note
          ? `Order ${order.orderNumber} cancelled, credit note ${note.noteNumber} (credit returned)`
          : `Order ${order.orderNumber} cancelled (credit returned)`,
        type: 'c',
        amount: paiseToNumeric(total),
      });
    } else if (po) {
      const left = await refundablePaise(tx, po.id);
      if (left > 0) {
        const refund = await createRefund(tx, { paymentOrderId: po.id, orderId: order.id, amountPaise: left, reason });
        refundId = refund.id;
        await tx.update(paymentOrders).set({ status: 'refund_pending' }).where(and(eq(paymentOrders.id, po.id), eq(paymentOrders.status, 'paid')));
      }
    }
    return { order: after, customer, changed: true, refundId };
  });

  const { order, customer, changed, refundId } = outcome;
  if (refundId !== null) await sendRefund(ctx, refundId);
  if (changed) {
    await sendOrderCancelledMail(ctx, {
      to: customer.email,
      name: customer.name,
      orderNumber: order.orderNumber,
      totalPaise: toPaise(order.totalAmount),
      paymentMethod: order.paymentMethod,
      by,
      reason: order.cancelReason,
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
  if (!isOneOf(ORDER_STATUSES, value)) throw invalid({ [field]: [`Status must be one of ${ORDER_STATUSES.join(', ')}.`] });
  return value;
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
export async function setOrderStatus(
  ctx: Services,
  orderNumber: string,
  next: unknown,
  now = ctx.clock.now(),
  opts: OrderChangeOptions = {},
): Promise<OrderStatusChange> {
  const target = checkStatus(next);
  const row = await findOrder(ctx.db, byNumber(orderNumber));
  if (!row) throw notFound(`No order with the number ${orderNumber}.`);
  const previous = row.status;
  if (target === 'canceled') {
    const result = await cancelOrder(ctx, { orderNumber: row.orderNumber }, 'store', opts);
    return { order_number: row.orderNumber, previous, status: 'canceled', changed: result.changed };
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.id)).for('update');
    checkVersion(order, opts);
    const current = order.status;
    if (current === target) return { change: { order_number: order.orderNumber, previous: current, status: current, changed: false }, invoiceNumber: null };
    if (current === 'canceled') throw conflict(`Order ${order.orderNumber} is canceled; its status can no longer change.`);
    if (FLOW.indexOf(target) < FLOW.indexOf(current)) {
      throw conflict(`Order ${order.orderNumber} is already ${current}; it cannot go back to ${target}.`);
    }
    // Approval issues the tax invoice (also when the store skips straight to shipped or
    // delivered), in this transaction: a failed status change gives its number back.
    const invoice = order.invoiceNumber === null ? { invoiceNumber: await nextInvoiceNumber(tx, now), invoiceDate: now } : {};
    const shipment = target === 'shipped' && opts.shipment ? { shippingCourier: opts.shipment.courier, trackingNumber: opts.shipment.trackingNumber } : {};
    const [after] = await tx
      .update(orders)
      .set({ status: target, updatedAt: now, version: nextVersion, ...invoice, ...shipment })
      .where(eq(orders.id, order.id))
      .returning();
    const verb = target === 'approved' ? 'approve' : target === 'shipped' ? 'ship' : 'deliver';
    if (opts.actor) await recordAudit(tx, opts.actor, { action: `order.${verb}`, entityType: 'order', entityId: order.orderNumber, before: auditState(order), after: auditState(after) });
    const change: OrderStatusChange = { order_number: order.orderNumber, previous: current, status: target, changed: true };
    return { change, invoiceNumber: order.invoiceNumber ?? invoice.invoiceNumber ?? null, shipment: after.shippingCourier && after.trackingNumber ? { courier: after.shippingCourier, trackingNumber: after.trackingNumber } : null };
  });
  // The customer hears of each step after it commits (a retried transaction never mails twice).
  const { change, invoiceNumber } = outcome;
  const shipped = 'shipment' in outcome ? outcome.shipment : null;
  if (change.changed && (target === 'approved' || target === 'shipped' || target === 'delivered')) {
    const [customer] = await ctx.db
      .select({ email: customers.email, name: customers.primaryContactName })
      .from(customers)
      .where(eq(customers.id, row.customerId));
    if (customer) {
      await sendOrderStatusMail(ctx, { to: customer.email, name: customer.name, orderNumber: change.order_number, status: target, invoiceNumber, shipment: target === 'shipped' ? shipped : null });
    }
  }
  return change;
}

/* ---------- partial refunds (operator tool; the back office will call the same) ---------- */

export interface RefundOrderInput {
  /** Rupees, for a card order without a tax invoice (e.g. '250' or '99.50'). */
  amount?: string;
  /** Lines and quantities returned; required once the order has a tax invoice (its credit note lists them). */
  lines?: RefundLine[];
  reason?: string;
}

export interface RefundOrderResult {
  order_number: string;
  refund: RefundView | null;
  credit_note: string | null;
  /** Paise credited back to a cash-on-delivery customer's available credit. */
  credit_returned: number;
}

const AMOUNT_RE = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Refunds part of an order: chosen lines (or, before invoicing, an amount) of a card payment
 * through the provider, or of a cash-on-delivery order back to the customer's credit. Never more
 * than is left of the payment; an invoiced order gets a credit note for the lines.
 */
export async function refundOrder(ctx: Services, orderNumber: string, input: RefundOrderInput): Promise<RefundOrderResult> {
  const { db, config } = ctx;
  const found = await findOrder(db, byNumber(orderNumber));
  if (!found) throw notFound(`No order with the number ${orderNumber}.`);
  const reason = input.reason?.trim() || 'Goods returned';
  if (input.lines && input.amount !== undefined) throw invalid({ amount: ['Give the lines or an amount, not both.'] });
  if (!input.lines && input.amount === undefined) throw invalid({ lines: ['Give the lines (item:quantity) or an amount to refund.'] });
  if (input.amount !== undefined && !AMOUNT_RE.test(input.amount.trim())) throw invalid({ amount: ['The amount must be in rupees, e.g. 250 or 99.50.'] });

  const outcome = await db.transaction(async (tx) => {
    const [customer] = await tx.select().from(customers).where(eq(customers.id, found.customerId)).for('update');
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (order.status === 'canceled') throw conflict(`Order ${order.orderNumber} is cancelled: what was left of it was refunded then.`);
    const invoiced = order.invoiceNumber !== null;
    if (invoiced && !input.lines) {
      throw invalid({ lines: [`Order ${order.orderNumber} has tax invoice ${order.invoiceNumber}: name the lines refunded, for its credit note.`] });
    }
    const card = order.paymentMethod === 'razorpay';
    if (!card && !invoiced) {
      throw conflict(`Order ${order.orderNumber} is cash on delivery and not yet invoiced: cancel it to return the credit.`);
    }
    const [po] = card ? await tx.select().from(paymentOrders).where(eq(paymentOrders.orderId, order.id)).for('update') : [];
    if (card && !po) throw conflict(`Order ${order.orderNumber} has no card payment to refund.`);

    await tx.update(orders).set({ version: nextVersion, updatedAt: new Date() }).where(eq(orders.id, order.id));
    const lines = input.lines ? await creditLines(tx, order, input.lines.map((l) => ({ itemId: l.item_id, quantity: l.quantity })), config.storeState) : null;
    const amountPaise = lines ? linesTotal(lines) : toPaise(input.amount as string);
    const refund = po ? await createRefund(tx, { paymentOrderId: po.id, orderId: order.id, amountPaise, lines: input.lines ?? null, reason }) : null;
    const note = lines ? await issueCreditNote(tx, order, { lines, reason, refundId: refund?.id ?? null, storeState: config.storeState }) : null;
    let creditReturned = 0;
    if (!card && note) {
      // The credit comes back once per credit note: the wallet's unique (reference, type) index keys it by the note's number.
      creditReturned = note.totalPaise;
      await tx
        .update(customers)
        .set({ creditLimit: paiseToNumeric(toPaise(customer.creditLimit) + creditReturned), updatedAt: new Date() })
        .where(eq(customers.id, customer.id));
      await tx.insert(walletTransactions).values({
        customerId: customer.id,
        orderNumber: note.noteNumber,
        description: `Credit note ${note.noteNumber} for order ${order.orderNumber}: ${reason} (credit returned)`,
        type: 'c',
        amount: paiseToNumeric(creditReturned),
      });
    }
    return { order, customer, refund, note, creditReturned, amountPaise };
  });

  const refund = outcome.refund ? await sendRefund(ctx, outcome.refund.id) : null;
  await sendRefundMail(ctx, {
    to: outcome.customer.email,
    name: outcome.customer.primaryContactName,
    orderNumber: outcome.order.orderNumber,
    amountPaise: outcome.amountPaise,
    reason,
    creditNote: outcome.note?.noteNumber ?? null,
    toCredit: outcome.creditReturned > 0,
  });
  return {
    order_number: outcome.order.orderNumber,
    refund: refund ? refundView(refund) : null,
    credit_note: outcome.note?.noteNumber ?? null,
    credit_returned: outcome.creditReturned,
  };
}
