// The sandbox provider's own endpoints (sandbox mode only): its browser script, its pay endpoint,
// and the webhooks it sends later ('payment-event' jobs), as Razorpay would, to the store's webhook
// address (handled by checkout: checkout/webhookRoutes.ts).
import fs from 'node:fs';
import { fromRoot } from '../../lib/paths';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { SandboxPayRequest, SandboxPayResponse } from '@contracts/checkout';
import { paymentOrders } from '../../db/schema';
import { jobIdFor } from '../jobs';
import { capturedEvent, isSandbox, sandboxPay, type LateRefundOutcome, type SignedEvent } from './sandbox';

/** Where the provider's webhooks are configured to go. */
const WEBHOOK_URL = '/payments/webhook';
const tags = ['Payments'];

/** A 'payment-event' job: a webhook the sandbox sends later. */
type SandboxEvent = { kind: 'captured'; orderId: string; paymentId: string } | { kind: 'refund'; refundId: string; outcome: LateRefundOutcome };

export default async function paymentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.services;

  if (ctx.provider.name === 'sandbox') {
    const script = fs.readFileSync(fromRoot('server', 'src', 'modules', 'payments', 'sandbox', 'checkout.js'), 'utf8');
    // The sandbox's routes exist only without Razorpay's keys, so they declare their roles here
    // (a line in the guard's table would name a route missing from a Razorpay store).
    app.get('/payments/sandbox/checkout.js', { config: { customerRoles: 'public' }, schema: { tags, description: 'The sandbox provider\'s stand-in for Razorpay\'s checkout.js.' } }, async (_req, reply) => {
      return reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script);
    });

    // The sandbox's webhooks are 'payment-event' jobs: Razorpay's payment.captured some seconds
    // after a payment, and refund.processed / refund.failed the same delay after a refund it
    // answered 'pending' (SANDBOX_REFUNDS=pending or fail-later). Queued, they survive a restart.
    ctx.jobs.handle<SandboxEvent>('payment-event', async ({ data }) => {
      let event: SignedEvent | null = null;
      if (data.kind === 'captured') {
        const [po] = await ctx.db.select({ amountPaise: paymentOrders.amountPaise }).from(paymentOrders).where(eq(paymentOrders.providerOrderId, data.orderId));
        if (!po) return { skipped: `unknown provider order ${data.orderId}` };
        const secret = ctx.config.razorpayWebhookSecret ?? ctx.config.sandboxPaymentSecret;
        event = capturedEvent(secret, data.orderId, data.paymentId, po.amountPaise);
      } else if (isSandbox(ctx.provider)) {
        event = await ctx.provider.settleRefund(data.refundId, data.outcome);
        if (!event) return { skipped: `refund ${data.refundId} already settled` };
      }
      if (!event) return { skipped: 'not the sandbox provider' };
      const res = await app.inject({ method: 'POST', url: `/api${WEBHOOK_URL}`, headers: event.headers, payload: event.body });
      // The store's own trouble (its database away): the event is delivered again later.
      if (res.statusCode >= 500) throw new Error(`The webhook answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      ctx.log.info({ kind: data.kind, status: res.statusCode, answer: res.body }, 'sandbox webhook delivered');
      return { status: res.statusCode, answer: res.body.slice(0, 500) };
    });
    const sendWebhookLater = async (orderId: string, paymentId: string) => {
      const delay = ctx.config.sandboxWebhookDelayMs;
      if (delay <= 0) return;
      // One event per payment however often the popup pays (a repeat answers the same payment).
      await ctx.jobs.send(ctx.db, 'payment-event', { kind: 'captured', orderId, paymentId } satisfies SandboxEvent, {
        id: jobIdFor(`sandbox-captured:${paymentId}`),
        startAfter: new Date(Date.now() + delay),
      });
    };
    if (isSandbox(ctx.provider)) {
      const stop = ctx.provider.onPendingRefund(async (refundId, outcome) => {
        await ctx.jobs.send(ctx.db, 'payment-event', { kind: 'refund', refundId, outcome } satisfies SandboxEvent, {
          id: jobIdFor(`sandbox-refund:${refundId}`),
          startAfter: new Date(Date.now() + Math.max(ctx.config.sandboxWebhookDelayMs, 1)),
        });
      });
      app.addHook('onClose', async () => {
        stop();
      });
    }

    // Plays the provider: no customer token, like the real popup talking to Razorpay. Signing a
    // payment for an order helps nobody else: order-store only accepts the order's own customer.
    api.post(
      '/payments/sandbox/pay',
      {
        config: { customerRoles: 'public' },
        schema: {
          tags,
          description: 'Sandbox only: pays (or fails) a provider order and answers the signed ids, as the provider\'s popup would.',
          body: SandboxPayRequest,
          response: { 200: SandboxPayResponse },
        },
      },
      async (req) => {
        const result = await sandboxPay(ctx.db, ctx.config.sandboxPaymentSecret, req.body.order_id, req.body.outcome);
        if (result.status) await sendWebhookLater(result.razorpay_order_id, result.razorpay_payment_id);
        return result;
      },
    );
  }
}
