// Issuing a refund: what is left of a card payment to refund, and the pending refund record written
// in the transaction that decides it, with the 'refund-send' job that sends it to the provider
// (provider.ts): the job exists exactly when the refund does.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { Services } from '../../services';
import { jobIdFor } from '../jobs';
import { paymentOrders, refunds } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { formatPaise } from '@contracts/format';

export type RefundState = 'pending' | 'processed' | 'failed';
export const REFUND_STATES: readonly RefundState[] = ['pending', 'processed', 'failed'];
export type RefundRow = typeof refunds.$inferSelect;

export interface RefundLine {
  item_id: number;
  quantity: number;
}

export const refundNotFound = (id: number | string) => `No refund with the id ${id}.`;

/** A fresh idempotency key: one per attempt, so the provider moves the money of an attempt once. */
export const newKey = () => `refund-${randomUUID()}`;

/** What is left of a provider order's payment after every refund made against it (failed ones are still owed). */
export async function refundablePaise(db: DbOrTx, paymentOrderId: number): Promise<number> {
  const [po] = await db.select({ amount: paymentOrders.amountPaise }).from(paymentOrders).where(eq(paymentOrders.id, paymentOrderId));
  const [{ owed }] = await db
    .select({ owed: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.paymentOrderId, paymentOrderId));
  return (po?.amount ?? 0) - Number(owed);
}

/** A 'refund-send' job: the refund and the key of the attempt it sends. */
export interface RefundSendJob {
  refundId: number;
  idempotencyKey: string;
}

/**
 * Queues the send of a refund's attempt in the transaction that writes it: one job per attempt
 * (its id is the key's). `again`: a further ask with the same key (the operator's retry of a
 * pending refund, the check of one never answered), a job of its own.
 */
export async function queueRefundSend(ctx: Pick<Services, 'jobs'>, tx: DbOrTx, refund: Pick<RefundRow, 'id' | 'idempotencyKey'>, opts: { again?: boolean } = {}): Promise<void> {
  const data: RefundSendJob = { refundId: refund.id, idempotencyKey: refund.idempotencyKey };
  await ctx.jobs.send(tx, 'refund-send', data, opts.again ? {} : { id: jobIdFor(`refund-send:${refund.idempotencyKey}`) });
}

/**
 * Writes a pending refund in the caller's transaction, which must hold the provider order's row
 * lock (so two refunds of one payment cannot both fit in what is left), and queues its send there.
 */
export async function createRefund(
  ctx: Pick<Services, 'jobs'>,
  tx: Tx,
  input: { paymentOrderId: number; orderId: number | null; amountPaise: number; lines?: RefundLine[] | null; reason: string },
): Promise<RefundRow> {
  const left = await refundablePaise(tx, input.paymentOrderId);
  if (!Number.isInteger(input.amountPaise) || input.amountPaise < 1) {
    throw invalid({ amount: ['The refund amount must be at least ₹0.01.'] });
  }
  if (input.amountPaise > left) {
    const message = `Only ${formatPaise(left)} of the payment is left to refund.`;
    throw invalid({ amount: [message] }, message);
  }
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentOrderId: input.paymentOrderId,
      orderId: input.orderId,
      amountPaise: input.amountPaise,
      lines: input.lines ?? null,
      reason: input.reason,
      idempotencyKey: newKey(),
    })
    .returning();
  await queueRefundSend(ctx, tx, row);
  return row;
}
