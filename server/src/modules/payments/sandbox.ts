// The offline sandbox provider: plays Razorpay's part on this server. It makes order ids itself,
// its popup (checkout.js) pays or fails an order through `sandboxPay`, which records the payment
// in sandbox_payments and signs it like Razorpay does, and refunds are recorded there too.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentOrders, sandboxPayments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { PaymentProvider } from './provider';
import { hmacHex, paymentSignature, providerId, signatureMatches } from './signing';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
export const SANDBOX_SCRIPT_PATH = '/api/payments/sandbox/checkout.js';

export interface SandboxOptions {
  secret: string;
  webhookSecret: string;
}

export function sandboxProvider(db: Db, opts: SandboxOptions): PaymentProvider {
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
    async refund({ paymentId }) {
      const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, paymentId));
      if (!payment || payment.status === 'failed') throw notFound(`No captured sandbox payment ${paymentId}.`);
      // Refunding twice answers the first refund, as a retried refund call must.
      if (payment.refundId) return { id: payment.refundId };
      const refundId = providerId('rfnd');
      await db
        .update(sandboxPayments)
        .set({ status: 'refunded', refundId })
        .where(and(eq(sandboxPayments.id, payment.id), eq(sandboxPayments.status, 'captured')));
      const [after] = await db.select({ refundId: sandboxPayments.refundId }).from(sandboxPayments).where(eq(sandboxPayments.id, payment.id));
      return { id: after?.refundId ?? refundId };
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
