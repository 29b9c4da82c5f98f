// POST /payments/webhook: the payment provider's webhook (Razorpay's format, signature over the
// raw body), handled by checkout (webhook.ts). The path is the one the provider is configured with.
import type { FastifyInstance } from 'fastify';
import { StatusMessage } from '@contracts/common';
import { handleWebhook } from './webhook';

export default async function paymentWebhookRoutes(app: FastifyInstance) {
  const ctx = app.services;
  // The raw body is needed for the signature: this plugin alone reads bodies as bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['Payments'],
        description:
          'Razorpay-style webhook: payment.captured completes the order of a paid provider order. X-Razorpay-Signature: hex HMAC-SHA256 of the raw body with the webhook secret.',
        response: { 200: StatusMessage },
      },
    },
    async (req) => {
      const header = (name: string) => {
        const v = req.headers[name];
        return typeof v === 'string' ? v : undefined;
      };
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return handleWebhook(ctx, raw, { signature: header('x-razorpay-signature'), eventId: header('x-razorpay-event-id') });
    },
  );
}
