// The real provider: Razorpay through its official SDK (orders and refunds). Signatures are
// checked locally with the key secret and the webhook secret, as Razorpay documents.
import Razorpay from 'razorpay';
import type { PaymentProvider } from './provider';
import { hmacHex, paymentSignature, providerUnavailable, signatureMatches } from './signing';

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
    async refund({ paymentId, amountPaise, notes }) {
      try {
        const refund = await client.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', notes });
        return { id: refund.id };
      } catch (err) {
        throw providerUnavailable(describe(err));
      }
    },
  };
}
