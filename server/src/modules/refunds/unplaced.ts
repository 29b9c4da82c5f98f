// A paid provider order that cannot become an order: refunded in full, once, and the buyer told so.
import { and, eq, isNull } from 'drizzle-orm';
import { PAYMENT_REFUNDED_FIELD } from '@contracts/fields';
import { formatPaise } from '@contracts/format';
import { customers, paymentOrders, refunds } from '../../db/schema';
import { conflict, HttpError } from '../../lib/errors';
import type { Services } from '../../services';
import { createRefund } from './issue';
import { queueUnplacedRefundMail } from './mails';

export interface UnplacedPayment {
  customerId: number;
  providerOrderId: string;
  /** Verified by the popup's signature or the signed webhook. */
  paymentId: string;
}

export const unplacedRefundMessage = (amountPaise: number, because: string) =>
  `Your payment of ${formatPaise(amountPaise)} was refunded because the order could not be placed: ${because} ` +
  'No order was created; the refund reaches your account in 5-7 working days.';

/**
 * Placing the order of a paid provider order failed. When the failure will not go away by
 * itself (the cart changed, stock is gone: a 409 other than `retryable`), the payment is refunded
 * in full, once, against the provider order, and the buyer is told so by the error and by mail.
 * Always throws: the original error, or the refund notice in its place.
 */
export async function refundIfUnplaceable(ctx: Services, payment: UnplacedPayment, err: unknown, retryable: (e: HttpError) => boolean): Promise<never> {
  if (!(err instanceof HttpError) || err.statusCode !== 409 || retryable(err)) throw err;
  const made = await ctx.db.transaction(async (tx) => {
    // Lock order: the customer, then the provider order (as order-store takes them).
    const [customer] = await tx.select().from(customers).where(eq(customers.id, payment.customerId)).for('update');
    const [po] = await tx.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, payment.providerOrderId)).for('update');
    if (!customer || !po || po.customerId !== payment.customerId || po.orderId !== null) return null;
    const [existing] = await tx.select().from(refunds).where(and(eq(refunds.paymentOrderId, po.id), isNull(refunds.orderId)));
    if (existing) return { refund: existing, fresh: false, customer, po };
    if (po.status !== 'created') return null;
    await tx.update(paymentOrders).set({ status: 'refund_pending', paymentId: payment.paymentId, paidAt: new Date() }).where(eq(paymentOrders.id, po.id));
    const refund = await createRefund(ctx, tx, { paymentOrderId: po.id, orderId: null, amountPaise: po.amountPaise, reason: `No order was placed: ${err.message}` });
    // The buyer is mailed with the refund's record, once: a repeat finds the refund and mails nothing.
    await queueUnplacedRefundMail(ctx, tx, {
      to: customer.email,
      name: customer.primaryContactName,
      amountPaise: refund.amountPaise,
      because: err.message,
      paymentId: payment.paymentId,
    });
    return { refund, fresh: true, customer, po };
  });
  if (!made) throw err;
  const because = made.refund.reason.replace(/^No order was placed: /, '');
  if (made.fresh) {
    ctx.log.warn({ providerOrderId: payment.providerOrderId, refundId: made.refund.id, because }, 'paid provider order could not become an order: refunded');
  }
  const message = unplacedRefundMessage(made.refund.amountPaise, because);
  throw conflict(message, { [PAYMENT_REFUNDED_FIELD]: [message] });
}
