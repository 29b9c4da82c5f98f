// What checkout, orders and refunds know of a card payment provider: one interface, whichever
// provider (Razorpay or the offline sandbox) the configuration chose. Implementations import
// these types; nothing here imports an implementation.
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
  /** What the provider says now of a refund it made (the scheduled check of refunds still pending); providerUnavailable without an answer. */
  refundStatus(input: { paymentId: string; refundId: string }): Promise<ProviderRefund>;
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
