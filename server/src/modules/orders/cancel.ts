// Cancelling an order, by the customer or the store: it gives back what placing took (stock, and
// for cash on delivery the credit as a 'c' wallet transaction); a card payment gets a pending refund
// record in the cancel's transaction with the job that sends it to the provider (modules/refunds); an
// invoiced order gets a GST credit note for what was not yet credited, and the job that registers its e-invoice.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@contracts/checkout';
import { customers, orderItems, orders, paymentOrders, products, walletTransactions } from '../../db/schema';
import { mailPeople } from '../../db/companyUsers';
import { noticeOrderStatus } from './notices';
import { createRefund, refundablePaise } from '../refunds';
import { creditLines, issueCreditNote, queueCreditNoteRegistration } from '../gst';
import { conflict, notFound } from '../../lib/errors';
import { paiseToNumeric, toPaise } from '../../lib/money';
import type { Services } from '../../services';
import { queueOrderCancelledMail } from './mails';
import { ORDER_NOT_FOUND } from '../../lib/orderMessages';
import { findOrder } from './read';
import { CANCELLABLE } from './rules';
import { auditState, checkVersion, nextVersion, type OrderChangeOptions } from './change';
import { recordAudit } from '../staff';
import { creditOrder } from '../credit';

export const ORDER_CANCELLED_MESSAGE = 'Order cancelled successfully';

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

const notCancellableMessage = (orderNumber: string, current: string) =>
  `Order ${orderNumber} is ${current} and can no longer be cancelled.`;

export async function cancelOrder(ctx: Services, ref: OrderRef, by: 'customer' | 'store', opts: OrderChangeOptions = {}): Promise<CancelResult> {
  const { db, config } = ctx;
  const found = await findOrder(db, refOf(ref));
  if (!found) throw notFound(ORDER_NOT_FOUND);

  const outcome = await db.transaction(async (tx) => {
    // Lock order: customer (credit), then the order, its provider order, then its products in id order.
    const [customer] = await tx
      .select({ id: customers.id, email: customers.email, name: customers.primaryContactName })
      .from(customers)
      .where(eq(customers.id, found.customerId))
      .for('update');
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    checkVersion(order, opts);
    // A refund the provider has not answered is its job's to ask again (same key: one refund).
    if (order.status === 'canceled') return { order, customer, changed: false };
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
    if (note) await queueCreditNoteRegistration(ctx, tx, note);

    if (order.paymentMethod === 'cash_on_delivery') {
      // The debit comes back once (the wallet's unique index on order and type is the backstop).
      // What is still outstanding on its due comes back (a part already paid is the store's to refund).
      const description = note
        ? `Order ${order.orderNumber} cancelled, credit note ${note.noteNumber} (credit returned)`
        : `Order ${order.orderNumber} cancelled (credit returned)`;
      const back = await creditOrder(tx, {
        customerId: customer.id,
        orderId: order.id,
        amountPaise: toPaise(order.totalAmount),
        kind: 'cancel',
        description,
        reference: note?.noteNumber ?? order.orderNumber,
        actor: opts.actor?.email ?? (by === 'customer' ? customer.email : 'store'),
      });
      if (back > 0) {
        await tx.insert(walletTransactions).values({ customerId: customer.id, orderNumber: order.orderNumber, description, type: 'c', amount: paiseToNumeric(back) });
      }
    } else if (po) {
      const left = await refundablePaise(tx, po.id);
      if (left > 0) {
        await createRefund(ctx, tx, { paymentOrderId: po.id, orderId: order.id, amountPaise: left, reason });
        await tx.update(paymentOrders).set({ status: 'refund_pending' }).where(and(eq(paymentOrders.id, po.id), eq(paymentOrders.status, 'paid')));
      }
    }
    // The user who placed it is told, whoever cancelled it (the store, or someone of the company).
    await noticeOrderStatus(tx, {
      customerId: customer.id,
      userId: order.createdByUserId,
      orderNumber: order.orderNumber,
      status: 'canceled',
      body: by === 'customer' ? 'Cancelled from your company\'s account.' : `Cancelled by the store${cancelReason ? `: ${cancelReason}` : '.'}`,
    });
    // And mailed, queued with the cancel: a cancel that rolls back mails nothing, a repeat mails no more.
    await queueOrderCancelledMail(ctx, tx, {
      ...(await mailPeople(tx, order.customerId, order.createdByUserId, 'order_updates')),
      orderNumber: order.orderNumber,
      totalPaise: toPaise(order.totalAmount),
      paymentMethod: order.paymentMethod,
      by,
      reason: cancelReason,
    });
    return { order: after, customer, changed: true };
  });

  const { order, changed } = outcome;
  return { orderNumber: order.orderNumber, status: 'canceled', changed };
}
