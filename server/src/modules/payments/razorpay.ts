// The real provider: Razorpay through its official SDK (orders and refunds). Signatures are
// checked locally with the key secret and the webhook secret, as Razorpay documents.
import Razorpay from 'razorpay';
import { RefundRefused, type PaymentProvider, type ProviderRefundStatus } from './types';
import { hmacHex, paymentSignature, providerUnavailable, signatureMatches } from './signing';

const API = 'https://api.razorpay.com/v1';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
}

/** The SDK rejects with `{ statusCode, error: { description } }`; keep the description for the log and message. */
function describe(err: unknown): string {
  const e = err as { error?: { description?: string }; message?: string } | null;
  return e?.error?.description ?? e?.message ?? 'unknown error';
}

export function razorpayProvider(opts: RazorpayOptions): PaymentProvider {
  const client = new Razorpay({ key_id: opts.keyId, key_secret: opts.keySecret });
  return {
    name: 'razorpay',
    keyId: opts.keyId,
    scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    webhookEnabled: Boolean(opts.webhookSecret),
    async createOrder({ amountPaise, receipt, notes }) {
      try {
        const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
        return { id: order.id, amountPaise: Number(order.amount) };
      } catch (err) {
        throw providerUnavailable(describe(err));
      }
    },
    verifyPayment(orderId, paymentId, signature) {
      return signatureMatches(paymentSignature(opts.keySecret, orderId, paymentId), signature);
    },
    verifyWebhook(rawBody, signature) {
      if (!opts.webhookSecret) return false;
      return signatureMatches(hmacHex(opts.webhookSecret, rawBody), signature);
    },
    // Straight to the REST API: the SDK sends no per-request headers, and X-Refund-Idempotency is
    // what makes a repeated call (a timeout, a retry, a race with the webhook) one refund.
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      let res: Response;
      try {
        res = await fetch(`${API}/payments/${encodeURIComponent(paymentId)}/refund`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`,
            'content-type': 'application/json',
            'x-refund-idempotency': idempotencyKey,
          },
          body: JSON.stringify({ amount: amountPaise, speed: 'normal', notes }),
          signal: AbortSignal.timeout(20_000),
        });
      } catch (err) {
        throw providerUnavailable(describe(err));
      }
      const body = (await res.json().catch(() => ({}))) as { id?: string; status?: string; error?: { description?: string } };
      // 409: the same key is still being processed; 5xx: unknown. Both are asked again with the key.
      if (res.status === 409 || res.status >= 500) throw providerUnavailable(describe(body));
      if (!res.ok || typeof body.id !== 'string') throw new RefundRefused(describe(body));
      const status: ProviderRefundStatus = body.status === 'processed' || body.status === 'failed' ? body.status : 'pending';
      return { id: body.id, status };
    },
    async refundStatus({ paymentId, refundId }) {
      let res: Response;
      try {
        res = await fetch(`${API}/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`, {
          headers: { authorization: `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}` },
          signal: AbortSignal.timeout(20_000),
        });
      } catch (err) {
        throw providerUnavailable(describe(err));
      }
      const body = (await res.json().catch(() => ({}))) as { id?: string; status?: string; error?: { description?: string } };
      if (!res.ok || typeof body.id !== 'string') throw providerUnavailable(describe(body));
      const status: ProviderRefundStatus = body.status === 'processed' || body.status === 'failed' ? body.status : 'pending';
      return { id: body.id, status };
    },
  };
}
