// Sending refunds to the provider ('refund-send' jobs) and reconciling what it says: its answer to
// a send, its refund.processed / refund.failed webhooks, the scheduled check of refunds still
// pending ('refund-check'), and the operator's retry. Only these move a refund's state.
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailPeople } from '../../db/companyUsers';
import { orders, paymentOrders, refunds } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { Services } from '../../services';
import { RefundRefused, type ProviderRefundStatus } from '../payments';
import { recordAudit, type Actor } from '../staff';
import { PermanentJobError, type RunningJob } from '../jobs';
import { newKey, queueRefundSend, refundNotFound, type RefundRow, type RefundSendJob } from './issue';
import { queueRefundOutcomeMail } from './mails';

/** What moving a refund to its final state needs: the database, and the queue its buyer's mail goes on. */
type SettleContext = Pick<Services, 'db' | 'jobs' | 'config'>;

/** When every paisa of a provider order is refunded and processed, the provider order reads 'refunded'. */
async function markPaymentRefunded(db: DbOrTx, paymentOrderId: number, providerRefundId: string | null) {
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
 * Tells the buyer of a refund's final state, in the transaction that recorded it: a failure (the
 * money has not reached them), or the success of an attempt after a failed one (the first
 * attempt's success was announced with the cancel or refund that made it). The caller calls this
 * only when its update moved the row, so a replayed answer or webhook mails nothing.
 */
async function mailOutcome(ctx: SettleContext, tx: DbOrTx, row: RefundRow): Promise<void> {
  if (row.state === 'pending' || (row.state === 'processed' && row.attempt < 2)) return;
  const [po] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, row.paymentOrderId));
  if (!po) return;
  const [order] = row.orderId === null ? [] : await tx.select().from(orders).where(eq(orders.id, row.orderId));
  // The order's placer (or, for money that became no order, the user who paid), with the Admins copied.
  const people = order ? await mailPeople(tx, order.customerId, order.createdByUserId, 'order_updates') : await mailPeople(tx, po.customerId, po.createdByUserId, 'order_updates');
  await queueRefundOutcomeMail(ctx, tx, {
    ...people,
    orderNumber: order?.orderNumber ?? null,
    paymentId: po.paymentId,
    amountPaise: row.amountPaise,
    outcome: row.state === 'failed' ? { state: 'failed', reason: row.failureReason ?? 'The provider could not complete the refund.' } : { state: 'processed' },
  });
}

/**
 * Applies what the provider said about a refund: its id, and a final state if it has one. Only a
 * pending refund moves, and only with its own provider refund id, so a late or replayed answer
 * (or the webhook of an earlier, failed attempt) changes nothing and mails nothing.
 */
export async function applyProviderOutcome(
  ctx: SettleContext,
  refundId: number,
  outcome: { providerRefundId: string; status: ProviderRefundStatus; failureReason?: string },
): Promise<RefundRow | null> {
  const samePid = or(isNull(refunds.providerRefundId), eq(refunds.providerRefundId, outcome.providerRefundId));
  const now = new Date();
  if (outcome.status === 'pending') {
    const [row] = await ctx.db
      .update(refunds)
      .set({ providerRefundId: outcome.providerRefundId, updatedAt: now })
      .where(and(eq(refunds.id, refundId), eq(refunds.state, 'pending'), samePid))
      .returning();
    return row ?? null;
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
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
    if (!row) return null;
    if (row.state === 'processed') await markPaymentRefunded(tx, row.paymentOrderId, row.providerRefundId);
    await mailOutcome(ctx, tx, row);
    return row;
  });
}

async function refundById(db: DbOrTx, id: number): Promise<RefundRow> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw notFound(refundNotFound(id));
  return row;
}

interface SendOutcome {
  row: RefundRow;
  /** The provider declined it: the refund is failed with this reason. */
  declined?: string;
  /** No answer (network, timeout, 5xx): it stays pending, to be asked again with the same key. */
  unanswered?: Error;
  /** Not sent: the refund is no longer pending, or this key is not its current attempt's. */
  skipped?: boolean;
}

/** One ask of the provider for a pending refund with its idempotency key, and what it answered, applied. */
async function sendOnce(ctx: Pick<Services, 'db' | 'provider' | 'log' | 'jobs' | 'config'>, id: number, key?: string): Promise<SendOutcome> {
  const row = await refundById(ctx.db, id);
  if (row.state !== 'pending' || (key !== undefined && row.idempotencyKey !== key)) return { row, skipped: true };
  const [po] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, row.paymentOrderId));
  const fail = async (reason: string) => {
    await ctx.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(refunds)
        .set({ state: 'failed', failureReason: reason, updatedAt: new Date() })
        .where(and(eq(refunds.id, id), eq(refunds.state, 'pending'), eq(refunds.idempotencyKey, row.idempotencyKey)))
        .returning();
      if (failed) await mailOutcome(ctx, tx, failed);
    });
    return { row: await refundById(ctx.db, id), declined: reason };
  };
  if (!po?.paymentId) return fail('The payment has no captured payment id.');
  try {
    const answer = await ctx.provider.refund({
      paymentId: po.paymentId,
      amountPaise: row.amountPaise,
      idempotencyKey: row.idempotencyKey,
      notes: { refund_id: String(row.id), ...(row.orderId ? { order_id: String(row.orderId) } : {}) },
    });
    await applyProviderOutcome(ctx, id, { providerRefundId: answer.id, status: answer.status });
    ctx.log.info({ refundId: id, providerRefundId: answer.id, status: answer.status }, 'refund sent');
    return { row: await refundById(ctx.db, id) };
  } catch (err) {
    if (err instanceof RefundRefused) {
      ctx.log.warn({ refundId: id, reason: err.message }, 'refund declined by the provider');
      return fail(err.message);
    }
    ctx.log.warn({ err, refundId: id }, 'refund not answered; it stays pending and is asked again with the same key');
    return { row: await refundById(ctx.db, id), unanswered: err instanceof Error ? err : new Error(String(err)) };
  }
}

/**
 * Asks the provider for a pending refund with its idempotency key, now. A refusal fails the
 * refund; no answer leaves it pending. The queue's 'refund-send' jobs are how refunds are sent;
 * this is for a caller that must see the answer at once.
 */
export async function sendRefund(ctx: Pick<Services, 'db' | 'provider' | 'log' | 'jobs' | 'config'>, id: number): Promise<RefundRow> {
  return (await sendOnce(ctx, id)).row;
}

/**
 * The 'refund-send' job: sends the refund's attempt with its key. No answer throws, and the queue
 * asks again later with the same key (the provider answers the refund it already made, so the
 * money moves once); a decline fails the refund and the job at once.
 */
export async function runRefundSendJob(ctx: Pick<Services, 'db' | 'provider' | 'log' | 'jobs' | 'config'>, job: RunningJob<RefundSendJob>): Promise<object> {
  const out = await sendOnce(ctx, job.data.refundId, job.data.idempotencyKey);
  if (out.declined) throw new PermanentJobError(`Refund ${out.row.id} declined: ${out.declined}`);
  if (out.unanswered) throw out.unanswered;
  return { refund: out.row.id, state: out.row.state, provider_refund_id: out.row.providerRefundId, skipped: out.skipped ?? false };
}

/** Pending this long, a refund is asked about by the scheduled check (the provider's webhook usually comes first). */
export const CHECK_PENDING_AFTER_MS = 15 * 60 * 1000;

/**
 * The scheduled 'refund-check': refunds still pending a while after their last change. One the
 * provider answered 'pending' is asked for its state and settled by it; one never answered whose
 * send job is over (its retries spent) is queued again with the same key.
 */
export async function checkPendingRefunds(ctx: Pick<Services, 'db' | 'provider' | 'log' | 'jobs' | 'config'>, olderThanMs = CHECK_PENDING_AFTER_MS): Promise<{ checked: number; settled: number; queued: number }> {
  const before = new Date(Date.now() - olderThanMs);
  const rows = await ctx.db
    .select({ r: refunds, paymentId: paymentOrders.paymentId })
    .from(refunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, refunds.paymentOrderId))
    .where(and(eq(refunds.state, 'pending'), lte(refunds.updatedAt, before)))
    .orderBy(asc(refunds.id))
    .limit(200);
  let settled = 0;
  let queued = 0;
  for (const { r, paymentId } of rows) {
    if (r.providerRefundId && paymentId) {
      try {
        const now = await ctx.provider.refundStatus({ paymentId, refundId: r.providerRefundId });
        const moved = await applyProviderOutcome(ctx, r.id, { providerRefundId: now.id, status: now.status });
        if (moved && moved.state !== 'pending') settled += 1;
      } catch (err) {
        ctx.log.warn({ err, refundId: r.id }, 'pending refund not checked: no answer from the provider');
      }
      continue;
    }
    const live = (await ctx.db.execute(
      sql`SELECT 1 FROM pgboss.job WHERE name = 'refund-send' AND state < 'completed' AND data->>'idempotencyKey' = ${r.idempotencyKey} LIMIT 1`,
    )) as unknown as { rows: unknown[] };
    if (live.rows.length === 0) {
      await queueRefundSend(ctx, ctx.db, r, { again: true });
      queued += 1;
    }
  }
  return { checked: rows.length, settled, queued };
}

/** The refunds area's jobs (its plugin registers them, and a tool or test that runs jobs may). */
export function registerRefundJobs(ctx: Pick<Services, 'db' | 'provider' | 'log' | 'jobs' | 'config'>): void {
  ctx.jobs.handle<RefundSendJob>('refund-send', (job) => runRefundSendJob(ctx, job));
  ctx.jobs.handle('refund-check', async () => checkPendingRefunds(ctx));
}

/**
 * The operator's retry: a failed refund starts a new attempt (new idempotency key: the provider
 * treats a failed refund as final); a pending one is asked again with its own key, which answers
 * the refund already made if there is one. Either way the send is a 'refund-send' job queued with
 * the retry (the answer is the refund as it is then: pending). A processed refund is never sent again.
 */
export async function retryRefund(ctx: Services, id: number, actor?: Actor): Promise<RefundRow> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    if (!row) throw notFound(refundNotFound(id));
    if (row.state === 'processed') throw conflict(`Refund ${id} was already processed (${row.providerRefundId ?? 'no provider id'}).`);
    if (row.state === 'failed') {
      const [next] = await tx
        .update(refunds)
        .set({ state: 'pending', attempt: row.attempt + 1, idempotencyKey: newKey(), providerRefundId: null, failureReason: null, updatedAt: new Date() })
        .where(eq(refunds.id, id))
        .returning();
      await queueRefundSend(ctx, tx, next);
    } else {
      await queueRefundSend(ctx, tx, row, { again: true });
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
  return refundById(ctx.db, id);
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
  const moved = await applyProviderOutcome(ctx, row.id, { providerRefundId, status, failureReason });
  return moved ? `refund ${row.id} ${status}` : `refund ${row.id} already ${row.state}`;
}
