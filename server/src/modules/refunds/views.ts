// What the buyer and the operator see of refunds: an order's refunds, and the operator's list and detail.
import { asc, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customers, orders, paymentOrders, refunds } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { REFUND_STATES, refundNotFound, type RefundRow, type RefundState } from './issue';

/** A refund as the buyer (and the back office) sees it, named by its public id. */
export interface RefundView {
  id: string;
  amount: number;
  state: RefundState;
  reason: string;
  created_at: string;
  processed_at: string | null;
  failure_reason: string | null;
}

export const refundView = (r: RefundRow): RefundView => ({
  id: r.publicId,
  amount: r.amountPaise / 100,
  state: r.state as RefundState,
  reason: r.reason,
  created_at: r.createdAt.toISOString(),
  processed_at: r.processedAt ? r.processedAt.toISOString() : null,
  failure_reason: r.failureReason,
});

export async function refundsOfOrder(db: DbOrTx, orderId: number): Promise<RefundView[]> {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  return rows.map(refundView);
}

/** The operator tool's view: the store's own serial id, which its commands take. */
export interface OperatorRefund extends Omit<RefundView, 'id'> {
  id: number;
  order_number: string | null;
  customer_email: string;
  provider_order_id: string;
  payment_id: string | null;
  provider_refund_id: string | null;
  attempt: number;
}

export async function listRefunds(db: Db, state?: string | null, limit = 100): Promise<OperatorRefund[]> {
  if (state && !REFUND_STATES.includes(state as RefundState)) {
    throw invalid({ state: [`State must be one of ${REFUND_STATES.join(', ')}.`] });
  }
  return operatorRefunds(db, state ? eq(refunds.state, state) : undefined, limit);
}

export async function operatorRefund(db: Db, id: number): Promise<OperatorRefund> {
  const [row] = await operatorRefunds(db, eq(refunds.id, id), 1);
  if (!row) throw notFound(refundNotFound(id));
  return row;
}

async function operatorRefunds(db: Db, where: ReturnType<typeof eq> | undefined, limit: number): Promise<OperatorRefund[]> {
  const rows = await db
    .select({ r: refunds, orderNumber: orders.orderNumber, email: customers.email, po: paymentOrders })
    .from(refunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, refunds.paymentOrderId))
    .innerJoin(customers, eq(customers.id, paymentOrders.customerId))
    .leftJoin(orders, eq(orders.id, refunds.orderId))
    .where(where)
    .orderBy(desc(refunds.id))
    .limit(limit);
  return rows.map(({ r, orderNumber, email, po }) => ({
    ...refundView(r),
    id: r.id,
    order_number: orderNumber,
    customer_email: email,
    provider_order_id: po.providerOrderId,
    payment_id: po.paymentId,
    provider_refund_id: r.providerRefundId,
    attempt: r.attempt,
  }));
}
