// The store's status changes: an order moves along pending -> approved -> shipped -> delivered,
// approval issues the tax invoice, and 'canceled' goes through the cancel (cancel.ts).
import { eq } from 'drizzle-orm';
import { recordAudit } from '../staff';
import { auditState, checkVersion, nextVersion, type OrderChangeOptions } from './change';
import type { OrderStatus } from '@contracts/checkout';
import { orders } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { Services } from '../../services';
import { cancelOrder } from './cancel';
import { ewayAuditState, nextInvoiceNumber, queueInvoiceRegistration, recordEwayBill } from '../gst';
import { queueOrderStatusMail } from './mails';
import { byNumber, findOrder } from './read';
import { FLOW, checkStatus, skippedStep } from './rules';
import { SELLER_NOW } from '../settings';
import { dateDue } from '../credit';
import { lockCustomer } from '../../db/locks';
import { mailPeople } from '../../db/companyUsers';
import { noticeOrderStatus } from './notices';

export interface OrderStatusChange {
  order_number: string;
  previous: OrderStatus;
  status: OrderStatus;
  changed: boolean;
}

/**
 * The store moves an order along pending -> approved -> shipped -> delivered, one step at a time
 * (never skipped, never undone: 409 naming the next step). 'canceled' follows the customer's
 * cancel rules: only from pending or approved, giving back stock and credit and refunding a card payment.
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
    // Lock order: the customer first (invoicing dates the order's credit due), then the order.
    await lockCustomer(tx, row.customerId);
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.id)).for('update');
    checkVersion(order, opts);
    const current = order.status;
    if (current === target) return { change: { order_number: order.orderNumber, previous: current, status: current, changed: false }, invoiceNumber: null };
    if (current === 'canceled') throw conflict(`Order ${order.orderNumber} is canceled; its status can no longer change.`);
    if (FLOW.indexOf(target) < FLOW.indexOf(current)) {
      throw conflict(`Order ${order.orderNumber} is already ${current}; it cannot go back to ${target}.`);
    }
    const skipped = skippedStep(order.orderNumber, current, target);
    if (skipped) throw conflict(skipped);
    // Approval issues the tax invoice, in this transaction: a failed status change gives its number back.
    // The invoice keeps the seller it was issued with (the store's settings now), whatever they become.
    const invoice = order.invoiceNumber === null ? { invoiceNumber: await nextInvoiceNumber(tx, now), invoiceDate: now, seller: SELLER_NOW } : {};
    const shipment = target === 'shipped' && opts.shipment ? { shippingCourier: opts.shipment.courier, trackingNumber: opts.shipment.trackingNumber } : {};
    // Leaving the store (to shipped) is where the e-way bill is written, and where an order above
    // its limit without one stops.
    const shipping = FLOW.indexOf(current) < FLOW.indexOf('shipped') && FLOW.indexOf(target) >= FLOW.indexOf('shipped');
    const eway = shipping ? await recordEwayBill(tx, order, opts.ewayBill, now) : null;
    const [after] = await tx
      .update(orders)
      .set({ status: target, updatedAt: now, version: nextVersion, ...invoice, ...shipment })
      .where(eq(orders.id, order.id))
      .returning();
    if (invoice.invoiceNumber) {
      await dateDue(tx, order.id, { invoiceNumber: invoice.invoiceNumber, invoiceDate: now });
      // Its e-invoice is registered by a job that exists exactly when the invoice does.
      await queueInvoiceRegistration(ctx, tx, order, invoice.invoiceNumber);
    }
    const verb = target === 'approved' ? 'approve' : target === 'shipped' ? 'ship' : 'deliver';
    if (opts.actor) await recordAudit(tx, opts.actor, { action: `order.${verb}`, entityType: 'order', entityId: order.orderNumber, before: auditState(order), after: { ...auditState(after), ...(eway ? ewayAuditState(eway) : {}) } });
    // The user who placed it is told in this transaction (the staff's back office, the operator and the CLI all come here).
    const invoiceNo = order.invoiceNumber ?? invoice.invoiceNumber ?? null;
    const body =
      target === 'shipped' && after.shippingCourier && after.trackingNumber
        ? `${after.shippingCourier}, tracking number ${after.trackingNumber}.`
        : target === 'approved' && invoiceNo
          ? `Tax invoice ${invoiceNo}.`
          : '';
    if (target !== 'pending') await noticeOrderStatus(tx, { customerId: order.customerId, userId: order.createdByUserId, orderNumber: order.orderNumber, status: target, body });
    if (target !== 'pending') {
      // The user who placed the order is mailed each step (the company's Admins copied if they
      // asked), queued with the step: a step that rolls back mails nothing.
      const people = await mailPeople(tx, order.customerId, order.createdByUserId, 'order_updates');
      const shipment = target === 'shipped' && after.shippingCourier && after.trackingNumber ? { courier: after.shippingCourier, trackingNumber: after.trackingNumber } : null;
      await queueOrderStatusMail(ctx, tx, { ...people, orderNumber: order.orderNumber, status: target, invoiceNumber: invoiceNo, shipment });
    }
    const change: OrderStatusChange = { order_number: order.orderNumber, previous: current, status: target, changed: true };
    return { change, invoiceNumber: invoiceNo, invoiceIssued: order.invoiceNumber === null };
  });
  return outcome.change;
}
