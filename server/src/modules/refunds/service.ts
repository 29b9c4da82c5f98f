// Refunds of card payments as records. A refund is written 'pending' in the transaction that
// decides it (a cancel, a partial refund, a payment that could not become an order); the provider
// is called after that commits, with the refund's idempotency key, and only the provider's answer
// or its refund.processed / refund.failed webhook moves the state. However often a refund is
// sent, retried, replayed or raced with its webhook, the provider sees one key and moves the
// money once; a failed refund is retried with a new attempt (and a new key) by the operator.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { PAYMENT_REFUNDED_FIELD } from '@contracts/fields';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { customers, orders, paymentOrders, refunds } from '../../db/schema';
import { conflict, HttpError, invalid, notFound } from '../../lib/errors';
import { formatPaise } from '@contracts/format';
import { sendUnplacedRefundMail } from './mails';
import type { Services } from '../../services';
import { RefundRefused, type ProviderRefundStatus } from '../payments';
import { recordAudit, type Actor } from '../staff';

export type RefundState = 'pending' | 'processed' | 'failed';
export const REFUND_STATES: readonly RefundState[] = ['pending', 'processed', 'failed'];
type RefundRow = typeof refunds.$inferSelect;

export interface RefundLine {
  item_id: number;
  quantity: number;
}

export const refundNotFound = (id: number | string) => `No refund with the id ${id}.`;

const newKey = () => `refund-${randomUUID()}`;

/** What is left of a provider order's payment after every refund made against it (failed ones are still owed). */
export async function refundablePaise(db: DbOrTx, paymentOrderId: number): Promise<number> {
  const [po] = await db.select({ amount: paymentOrders.amountPaise }).from(paymentOrders).where(eq(paymentOrders.id, paymentOrderId));
  const [{ owed }] = await db
    .select({ owed: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.paymentOrderId, paymentOrderId));
  return (po?.amount ?? 0) - Number(owed);
}

/**
 * Writes a pending refund in the caller's transaction, which must hold the provider order's row
 * lock (so two refunds of one payment cannot both fit in what is left). Call sendRefund after
 * the transaction commits.
 */
export async function createRefund(
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
  return row;
}

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

/* ---------- what the buyer and the operator see ---------- */

export interface RefundView {
  id: number;
  amount: number;
  state: RefundState;
  reason: string;
  created_at: string;
  processed_at: string | null;
  failure_reason: string | null;
}

export const refundView = (r: RefundRow): RefundView => ({
  id: r.id,
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

export interface OperatorRefund extends RefundView {
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
    order_number: orderNumber,
    customer_email: email,
    provider_order_id: po.providerOrderId,
    payment_id: po.paymentId,
    provider_refund_id: r.providerRefundId,
    attempt: r.attempt,
  }));
}

/* ---------- a paid provider order that cannot become an order ---------- */

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
    const refund = await createRefund(tx, { paymentOrderId: po.id, orderId: null, amountPaise: po.amountPaise, reason: `No order was placed: ${err.message}` });
    return { refund, fresh: true, customer, po };
  });
  if (!made) throw err;
  const because = made.refund.reason.replace(/^No order was placed: /, '');
  if (made.fresh) {
    await sendRefund(ctx, made.refund.id);
    await sendUnplacedRefundMail(ctx, {
      to: made.customer.email,
      name: made.customer.primaryContactName,
      amountPaise: made.refund.amountPaise,
      because,
      paymentId: payment.paymentId,
    });
    ctx.log.warn({ providerOrderId: payment.providerOrderId, refundId: made.refund.id, because }, 'paid provider order could not become an order: refunded');
  }
  const message = unplacedRefundMessage(made.refund.amountPaise, because);
  throw conflict(message, { [PAYMENT_REFUNDED_FIELD]: [message] });
}
