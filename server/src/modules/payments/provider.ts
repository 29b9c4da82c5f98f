// The card payment provider behind checkout: one interface, two implementations chosen by
// configuration. `razorpay` talks to Razorpay through its official SDK (RAZORPAY_KEY_ID and
// RAZORPAY_KEY_SECRET set); `sandbox` (the default) plays the provider offline, so a store
// without internet access still takes card orders through the same browser contract.
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { razorpayProvider } from './razorpay';
import { sandboxProvider } from './sandbox';

export type ProviderName = 'sandbox' | 'razorpay';

export interface ProviderOrder {
  /** The provider's order id (order_...), handed to the browser's popup. */
  id: string;
  amountPaise: number;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The public key the browser's popup is opened with. */
  readonly keyId: string;
  /** Where the browser loads the provider's checkout script from. */
  readonly scriptUrl: string;
  /** Whether the payment webhook can be verified (a webhook secret is configured). */
  readonly webhookEnabled: boolean;
  createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder>;
  /** The popup's signature: HMAC-SHA256(order_id|payment_id, key secret), compared in constant time. */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's signature: HMAC-SHA256(raw body, webhook secret), compared in constant time. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /**
   * Refunds (part of) a captured payment. The same idempotency key answers the same refund however
   * often it is sent. Throws RefundRefused when the provider declines it (the refund failed) and
   * providerUnavailable when the answer is unknown (the call may be repeated with the same key).
   */
  refund(input: RefundRequest): Promise<ProviderRefund>;
}

export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  /** Sent as X-Refund-Idempotency: 10-64 letters, digits, hyphens. */
  idempotencyKey: string;
  notes: Record<string, string>;
}

export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

export interface ProviderRefund {
  /** The provider's refund id (rfnd_...). */
  id: string;
  status: ProviderRefundStatus;
}

/** The provider declined the refund (e.g. more than is left of the payment): retrying the same call will not help. */
export class RefundRefused extends Error {}

export function providerName(config: Pick<AppConfig, 'razorpayKeyId' | 'razorpayKeySecret'>): ProviderName {
  return config.razorpayKeyId && config.razorpayKeySecret ? 'razorpay' : 'sandbox';
}

export function createPaymentProvider(config: AppConfig, db: Db): PaymentProvider {
  if (providerName(config) === 'razorpay') {
    return razorpayProvider({
      keyId: config.razorpayKeyId as string,
      keySecret: config.razorpayKeySecret as string,
      webhookSecret: config.razorpayWebhookSecret,
    });
  }
  return sandboxProvider(db, {
    secret: config.sandboxPaymentSecret,
    webhookSecret: config.razorpayWebhookSecret ?? config.sandboxPaymentSecret,
    refunds: () => config.sandboxRefunds,
  });
}
