// Sending refunds to the provider and reconciling what it says: its answer to a send, its
// refund.processed / refund.failed webhooks, and the operator's retry. Only these move a refund's state.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orders, paymentOrders, refunds } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { Services } from '../../services';
import { RefundRefused, type ProviderRefundStatus } from '../payments';
import { recordAudit, type Actor } from '../staff';
import { newKey, refundNotFound, type RefundRow } from './issue';

/** When every paisa of a provider order is refunded and processed, the provider order reads 'refunded'. */
async function markPaymentRefunded(db: Db, paymentOrderId: number, providerRefundId: string | null) {
  const [{ processed }] = await db
    .select({ processed: sql<number>`coalesce(sum(${refunds.amountPaise}) filter (where ${refunds.state} = 'processed'), 0)::int` })
    .from(refunds)
    .where(eq(refunds.paymentOrderId, paymentOrderId));
  await db
    .update(paymentOrders)
    .set({ status: 'refunded', refundId: providerRefundId, refundedAt: new Date() })
    .where(and(eq(paymentOrders.id, paymentOrderId), eq(paymentOrders.amountPaise, Number(processed)), sql`${paymentOrders.status} <> 'refunded'`));
}

/**
 * Applies what the provider said about a refund: its id, and a final state if it has one. Only a
 * pending refund moves, and only with its own provider refund id, so a late or replayed answer
 * (or the webhook of an earlier, failed attempt) changes nothing.
 */
export async function applyProviderOutcome(
  db: Db,
  refundId: number,
  outcome: { providerRefundId: string; status: ProviderRefundStatus; failureReason?: string },
): Promise<RefundRow | null> {
  const samePid = or(isNull(refunds.providerRefundId), eq(refunds.providerRefundId, outcome.providerRefundId));
  const now = new Date();
  const [row] =
    outcome.status === 'pending'
      ? await db
          .update(refunds)
          .set({ providerRefundId: outcome.providerRefundId, updatedAt: now })
          .where(and(eq(refunds.id, refundId), eq(refunds.state, 'pending'), samePid))
          .returning()
      : await db
          .update(refunds)
          .set({
            providerRefundId: outcome.providerRefundId,
            state: outcome.status,
            processedAt: outcome.status === 'processed' ? now : null,
            failureReason: outcome.status === 'failed' ? (outcome.failureReason ?? 'The provider could not complete the refund.') : null,
            updatedAt: now,
          })
          .where(and(eq(refunds.id, refundId), eq(refunds.state, 'pending'), samePid))
          .returning();
  if (row?.state === 'processed') await markPaymentRefunded(db, row.paymentOrderId, row.providerRefundId);
  return row ?? null;
}

async function refundById(db: DbOrTx, id: number): Promise<RefundRow> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw notFound(refundNotFound(id));
  return row;
}

/**
 * Asks the provider for a pending refund with its idempotency key. A refusal fails the refund;
 * no answer (network, 5xx) leaves it pending, to be asked again with the same key.
 */
export async function sendRefund(ctx: Services, id: number): Promise<RefundRow> {
  const row = await refundById(ctx.db, id);
  if (row.state !== 'pending') return row;
  const [po] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, row.paymentOrderId));
  if (!po?.paymentId) {
    await ctx.db
      .update(refunds)
      .set({ state: 'failed', failureReason: 'The payment has no captured payment id.', updatedAt: new Date() })
      .where(and(eq(refunds.id, id), eq(refunds.state, 'pending')));
    return refundById(ctx.db, id);
  }
  try {
    const answer = await ctx.provider.refund({
      paymentId: po.paymentId,
      amountPaise: row.amountPaise,
      idempotencyKey: row.idempotencyKey,
      notes: { refund_id: String(row.id), ...(row.orderId ? { order_id: String(row.orderId) } : {}) },
    });
    await applyProviderOutcome(ctx.db, id, { providerRefundId: answer.id, status: answer.status });
    ctx.log.info({ refundId: id, providerRefundId: answer.id, status: answer.status }, 'refund sent');
  } catch (err) {
    if (err instanceof RefundRefused) {
      await ctx.db
        .update(refunds)
        .set({ state: 'failed', failureReason: err.message, updatedAt: new Date() })
        .where(and(eq(refunds.id, id), eq(refunds.state, 'pending')));
      ctx.log.warn({ refundId: id, reason: err.message }, 'refund declined by the provider');
    } else {
      ctx.log.error({ err, refundId: id }, 'refund not answered; it stays pending and is asked again with the same key');
    }
  }
  return refundById(ctx.db, id);
}

/**
 * The operator's retry: a failed refund starts a new attempt (new idempotency key: the provider
 * treats a failed refund as final); a pending one is asked again with its own key, which answers
 * the refund already made if there is one. A processed refund is never sent again.
 */
export async function retryRefund(ctx: Services, id: number, actor?: Actor): Promise<RefundRow> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    if (!row) throw notFound(refundNotFound(id));
    if (row.state === 'processed') throw conflict(`Refund ${id} was already processed (${row.providerRefundId ?? 'no provider id'}).`);
    if (row.state === 'failed') {
      await tx
        .update(refunds)
        .set({ state: 'pending', attempt: row.attempt + 1, idempotencyKey: newKey(), providerRefundId: null, failureReason: null, updatedAt: new Date() })
        .where(eq(refunds.id, id));
    }
    // A back-office retry shows in the order's history (written with the retry, or not at all).
    if (actor && row.orderId !== null) {
      const [order] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, row.orderId));
      await recordAudit(tx, actor, {
        action: 'order.refund_retry',
        entityType: 'order',
        entityId: order.orderNumber,
        before: { refund_id: id, state: row.state, attempt: row.attempt },
        after: { refund_id: id, state: 'pending', attempt: row.state === 'failed' ? row.attempt + 1 : row.attempt },
      });
    }
  });
  return sendRefund(ctx, id);
}

/* ---------- the provider's refund webhooks ---------- */

interface RefundEntity {
  id?: unknown;
  status?: unknown;
  notes?: unknown;
  error_description?: unknown;
}

/** refund.processed / refund.failed: moves the refund it names (by provider id, or by our id in its notes while the answer is still on its way). */
export async function refundWebhook(ctx: Services, event: 'refund.processed' | 'refund.failed', entity: RefundEntity | undefined): Promise<string> {
  const providerRefundId = typeof entity?.id === 'string' ? entity.id : null;
  if (!providerRefundId) return 'ignored: the event names no refund';
  const notes = (entity?.notes && typeof entity.notes === 'object' ? entity.notes : {}) as Record<string, unknown>;
  const ourId = Number(notes.refund_id);
  const [byProvider] = await ctx.db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  const row = byProvider ?? (Number.isInteger(ourId) && ourId > 0 ? (await ctx.db.select().from(refunds).where(eq(refunds.id, ourId)))[0] : undefined);
  if (!row) return `ignored: unknown refund ${providerRefundId}`;
  const status = event === 'refund.processed' ? 'processed' : 'failed';
  const failureReason = typeof entity?.error_description === 'string' ? entity.error_description : 'The bank could not complete the refund.';
  const moved = await applyProviderOutcome(ctx.db, row.id, { providerRefundId, status, failureReason });
  return moved ? `refund ${row.id} ${status}` : `refund ${row.id} already ${row.state}`;
}
