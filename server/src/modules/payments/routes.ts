// The sandbox provider's own endpoints (sandbox mode only): its browser script, its pay endpoint,
// and the webhooks it sends later, as Razorpay would, to the store's webhook address (handled by
// checkout: checkout/webhookRoutes.ts).
import fs from 'node:fs';
import { fromRoot } from '../../lib/paths';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { SandboxPayRequest, SandboxPayResponse } from '@contracts/checkout';
import { paymentOrders } from '../../db/schema';
import { capturedEvent, isSandbox, sandboxPay } from './sandbox';

/** Where the provider's webhooks are configured to go. */
const WEBHOOK_URL = '/payments/webhook';
const tags = ['Payments'];

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

    // The sandbox sends Razorpay's payment.captured webhook some seconds after a payment.
    const timers = new Set<NodeJS.Timeout>();
    app.addHook('onClose', async () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    });
    const sendWebhookLater = (orderId: string, paymentId: string) => {
      const delay = ctx.config.sandboxWebhookDelayMs;
      if (delay <= 0) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        void (async () => {
          const [po] = await ctx.db.select({ amountPaise: paymentOrders.amountPaise }).from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
          if (!po) return;
          const secret = ctx.config.razorpayWebhookSecret ?? ctx.config.sandboxPaymentSecret;
          const event = capturedEvent(secret, orderId, paymentId, po.amountPaise);
          const res = await app.inject({ method: 'POST', url: `/api${WEBHOOK_URL}`, headers: event.headers, payload: event.body });
          ctx.log.info({ orderId, status: res.statusCode, answer: res.body }, 'sandbox webhook delivered');
        })().catch((err: unknown) => ctx.log.error({ err, orderId }, 'sandbox webhook failed'));
      }, delay);
      timer.unref();
      timers.add(timer);
    };

    // The sandbox settles a refund it answered 'pending' with Razorpay's refund.processed or
    // refund.failed webhook, the same delay later (SANDBOX_REFUNDS=pending or fail-later).
    if (isSandbox(ctx.provider)) {
      const sandbox = ctx.provider;
      const stop = sandbox.onPendingRefund((refundId) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void (async () => {
            const event = await sandbox.settleRefund(refundId);
            if (!event) return;
            const res = await app.inject({ method: 'POST', url: `/api${WEBHOOK_URL}`, headers: event.headers, payload: event.body });
            ctx.log.info({ refundId, status: res.statusCode, answer: res.body }, 'sandbox refund webhook delivered');
          })().catch((err: unknown) => ctx.log.error({ err, refundId }, 'sandbox refund webhook failed'));
        }, Math.max(ctx.config.sandboxWebhookDelayMs, 1));
        timer.unref();
        timers.add(timer);
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
        if (result.status) sendWebhookLater(result.razorpay_order_id, result.razorpay_payment_id);
        return result;
      },
    );
  }
}
