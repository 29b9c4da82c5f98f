// The offline sandbox provider: plays Razorpay's part on this server. It makes order ids itself,
// its popup (checkout.js) pays or fails an order through `sandboxPay`, which records the payment
// in sandbox_payments and signs it like Razorpay does. Refunds are recorded in sandbox_refunds,
// one per idempotency key, never more than the payment; SANDBOX_REFUNDS makes them succeed at
// once, settle later through a refund.processed / refund.failed webhook, or fail;
// SANDBOX_REFUND_LOST_ANSWERS makes it lose its answers as a timeout would.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { SandboxRefundMode } from '../../config';
import type { Db } from '../../db/client';
import { paymentOrders, sandboxPayments, sandboxRefunds } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { RefundRefused, type PaymentProvider, type ProviderRefund } from './types';
import { hmacHex, paymentSignature, providerId, providerUnavailable, signatureMatches } from './signing';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
export const SANDBOX_SCRIPT_PATH = '/api/payments/sandbox/checkout.js';

export interface SandboxOptions {
  secret: string;
  webhookSecret: string;
  /** Read at each refund (a test may switch it on a running app). */
  refunds: SandboxRefundMode | (() => SandboxRefundMode);
  /** How many times per idempotency key a refund is made but its answer lost (read at each refund). */
  lostAnswers?: () => number;
}

/** How a refund the sandbox answered 'pending' settles, by the mode it was made under. */
export interface LateRefundOutcome {
  status: 'processed' | 'failed';
  notes: Record<string, string>;
}

/** A refund the sandbox answered 'pending': the server's webhook sender settles it later. */
export type PendingRefundListener = (refundId: string, outcome: LateRefundOutcome) => Promise<void>;

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /**
   * Registers the sender of the refund webhooks (the API server does; the operator tool does
   * not, so there a pending refund is answered with its final state at once).
   */
  onPendingRefund(listener: PendingRefundListener): () => void;
  /** Settles a pending refund as the mode decided and answers its signed webhook (null: already settled). */
  settleRefund(refundId: string, outcome: LateRefundOutcome): Promise<SignedEvent | null>;
}

export interface SignedEvent {
  body: string;
  headers: Record<string, string>;
}

export const isSandbox = (p: PaymentProvider): p is SandboxProvider => p.name === 'sandbox';

export const sandboxRefusal = 'Refund declined (sandbox: SANDBOX_REFUNDS=fail).';
export const sandboxLateFailure = 'Refund failed at the bank (sandbox: SANDBOX_REFUNDS=fail-later).';

/** A Razorpay-shaped refund.processed / refund.failed event, signed with the webhook secret. */
export function refundEvent(secret: string, refund: { id: string; paymentId: string; amountPaise: number; status: 'processed' | 'failed'; notes?: Record<string, string> }): SignedEvent {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event: `refund.${refund.status}`,
    contains: ['refund'],
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: 'refund',
          amount: refund.amountPaise,
          currency: 'INR',
          payment_id: refund.paymentId,
          notes: refund.notes ?? {},
          status: refund.status,
          speed_processed: 'normal',
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const eventId = providerId('rfnd').replace('rfnd_', 'evt_');
  return { body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, body), 'x-razorpay-event-id': eventId } };
}

export function sandboxProvider(db: Db, opts: SandboxOptions): SandboxProvider {
  const listeners = new Set<PendingRefundListener>();
  const mode = () => (typeof opts.refunds === 'function' ? opts.refunds() : opts.refunds);
  /** Answers lost so far per idempotency key (SANDBOX_REFUND_LOST_ANSWERS). */
  const lost = new Map<string, number>();
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    scriptUrl: SANDBOX_SCRIPT_PATH,
    webhookEnabled: true,
    async createOrder({ amountPaise }) {
      // The merchant side stores the order (payment_orders); the sandbox reads its amount there.
      return { id: providerId('order'), amountPaise };
    },
    verifyPayment(orderId, paymentId, signature) {
      return signatureMatches(paymentSignature(opts.secret, orderId, paymentId), signature);
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacHex(opts.webhookSecret, rawBody), signature);
    },
    onPendingRefund(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async refund({ paymentId, amountPaise, idempotencyKey, notes }): Promise<ProviderRefund> {
      const current = mode();
      const later = current === 'pending' || current === 'fail-later';
      const settled = current === 'fail-later' ? 'failed' : 'processed';
      // With nobody to send the webhook (the operator tool) the refund is answered settled.
      const status = later && listeners.size > 0 ? 'pending' : settled;
      // One payment's refunds are decided one at a time under its row lock, so a call racing
      // another with the same key waits for it and answers its refund (as Razorpay's
      // X-Refund-Idempotency does) instead of counting it against the payment's amount.
      const answer = await db.transaction(async (tx) => {
        const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, paymentId)).for('update');
        const [row] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
        if (row) {
          if (row.paymentId !== paymentId || row.amountPaise !== amountPaise) {
            throw new RefundRefused('Different request with the same idempotency key has already been processed.');
          }
          return { id: row.refundId, status: row.status as ProviderRefund['status'], made: false };
        }
        if (!payment || payment.status === 'failed') throw new RefundRefused(`No captured payment ${paymentId}.`);
        if (current === 'fail') throw new RefundRefused(sandboxRefusal);
        const [{ refunded }] = await tx
          .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amountPaise}), 0)::int` })
          .from(sandboxRefunds)
          .where(and(eq(sandboxRefunds.paymentId, paymentId), ne(sandboxRefunds.status, 'failed')));
        if (Number(refunded) + amountPaise > payment.amountPaise) {
          throw new RefundRefused('The total refund amount is greater than the refund payment amount.');
        }
        const refundId = providerId('rfnd');
        await tx.insert(sandboxRefunds).values({ refundId, paymentId, amountPaise, idempotencyKey, status });
        if (status === 'processed' && Number(refunded) + amountPaise === payment.amountPaise) {
          await tx.update(sandboxPayments).set({ status: 'refunded', refundId }).where(eq(sandboxPayments.id, payment.id));
        }
        return { id: refundId, status: status as ProviderRefund['status'], made: true };
      });
      if (answer.made && answer.status === 'pending') {
        for (const l of listeners) await l(answer.id, { status: settled, notes });
      }
      // The refund is made; its answer is lost on the way, as a timeout loses it.
      const losing = opts.lostAnswers?.() ?? 0;
      if (losing > 0) {
        const n = (lost.get(idempotencyKey) ?? 0) + 1;
        lost.set(idempotencyKey, n);
        if (n <= losing) throw providerUnavailable('sandbox: SANDBOX_REFUND_LOST_ANSWERS');
      }
      return { id: answer.id, status: answer.status };
    },
    async refundStatus({ refundId }) {
      const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundId, refundId));
      if (!row) throw providerUnavailable(`sandbox: no refund ${refundId}`);
      return { id: row.refundId, status: row.status as ProviderRefund['status'] };
    },
    async settleRefund(refundId, outcome) {
      const [row] = await db
        .update(sandboxRefunds)
        .set({ status: outcome.status })
        .where(and(eq(sandboxRefunds.refundId, refundId), eq(sandboxRefunds.status, 'pending')))
        .returning();
      if (!row) return null;
      return refundEvent(opts.webhookSecret, { id: row.refundId, paymentId: row.paymentId, amountPaise: row.amountPaise, status: outcome.status, notes: outcome.notes });
    },
  };
}

export interface SandboxPayResult {
  status: boolean;
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature?: string;
  error?: { code: string; description: string; source: string; step: string; reason: string };
}

export const SANDBOX_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed (sandbox: the Fail button was chosen).',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_failed',
} as const;

/**
 * What the provider does when the customer pays (or fails to pay) in its popup. A provider order
 * is captured once: paying it again answers the payment already made (a double click, a retry).
 */
export async function sandboxPay(db: Db, secret: string, orderId: string, outcome: 'success' | 'failure'): Promise<SandboxPayResult> {
  const [order] = await db
    .select({ amountPaise: paymentOrders.amountPaise })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.providerOrderId, orderId), eq(paymentOrders.provider, 'sandbox')));
  if (!order) throw notFound('Payment order not found');

  const captured = async () => {
    const [row] = await db
      .select({ paymentId: sandboxPayments.paymentId })
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.providerOrderId, orderId), ne(sandboxPayments.status, 'failed')));
    return row ?? null;
  };
  const signed = (paymentId: string): SandboxPayResult => ({
    status: true,
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(secret, orderId, paymentId),
  });

  const existing = await captured();
  if (existing) return signed(existing.paymentId);

  const paymentId = providerId('pay');
  if (outcome === 'failure') {
    await db.insert(sandboxPayments).values({ paymentId, providerOrderId: orderId, amountPaise: order.amountPaise, status: 'failed' });
    return { status: false, razorpay_order_id: orderId, razorpay_payment_id: paymentId, error: { ...SANDBOX_FAILURE } };
  }
  // The partial unique index allows one capture per order: a racing second click loses here and
  // answers the winner's payment.
  const inserted = await db
    .insert(sandboxPayments)
    .values({ paymentId, providerOrderId: orderId, amountPaise: order.amountPaise, status: 'captured' })
    .onConflictDoNothing()
    .returning({ paymentId: sandboxPayments.paymentId });
  if (inserted[0]) return signed(inserted[0].paymentId);
  const winner = await captured();
  if (!winner) throw new Error(`sandbox payment of ${orderId} lost a race and found no capture`);
  return signed(winner.paymentId);
}

/** A Razorpay-shaped payment.captured event, signed with the webhook secret (the sandbox sends it). */
export function capturedEvent(secret: string, providerOrderId: string, paymentId: string, amountPaise: number) {
  const eventId = providerId('order').replace('order_', 'evt_');
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: amountPaise,
          currency: 'INR',
          status: 'captured',
          order_id: providerOrderId,
          captured: true,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  return { body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, body), 'x-razorpay-event-id': eventId } };
}
