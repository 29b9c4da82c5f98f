// Placing an order paid by card: the types of a placing attempt, the payment's signature check and
// the provider order locked for it (one order per provider order, replays answer the order made).
import { and, eq } from 'drizzle-orm';
import type { OrderStoreRequest } from '@contracts/checkout';
import type { DbOrTx, Tx } from '../../db/client';
import { orders, paymentOrders } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import type { Services } from '../../services';
import { ORDER_PLACED_MESSAGE, PAYMENT_NOT_FOUND, PAYMENT_VERIFICATION_FAILED } from './messages';

export type PlaceOrderInput = Omit<OrderStoreRequest, 'payment_details'>;

export interface PlaceOrderOptions {
  /**
   * The payment webhook has already authenticated the payment (its signature covers the whole
   * event), so the popup's signature is not asked for; this is the captured payment's id.
   */
  verifiedPaymentId?: string;
  /** The signed-in company user placing a cash-on-delivery order (their limits apply; the order records them). */
  userId?: number;
}

export interface PlacedOrder {
  id: number;
  orderNumber: string;
  /** False when the order already existed (a retry, or a replayed card callback). */
  created: boolean;
  message: string;
}

export const existingOrder = async (db: DbOrTx, where: ReturnType<typeof and>) => {
  const [row] = await db.select({ id: orders.id, orderNumber: orders.orderNumber, fingerprint: orders.idempotencyFingerprint }).from(orders).where(where).limit(1);
  return row ?? null;
};

const FIELD_REQUIRED = (field: string) => `The ${field.replace(/_/g, ' ')} field is required.`;

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** The card payment an order is placed for: its provider order, and the payment verified by signature. */
export interface CardPayment {
  providerOrderId: string;
  paymentId: string;
}

/**
 * Check: the card's signature is checked first, so a key never stands in for a verified payment
 * (the webhook passes the payment the provider's signed event named).
 */
/** The popup's fields a card order is missing, keyed as the 422 names them. */
export function cardFieldsMissing(input: PlaceOrderInput): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const f of ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'] as const) {
    if (!input[f]) missing[f] = [FIELD_REQUIRED(f)];
  }
  return missing;
}

export function checkCardPayment(ctx: Services, input: PlaceOrderInput, opts: PlaceOrderOptions): CardPayment {
  let paymentId: string;
  if (opts.verifiedPaymentId) {
    paymentId = opts.verifiedPaymentId;
  } else {
    const missing = cardFieldsMissing(input);
    if (Object.keys(missing).length > 0) throw invalid(missing);
    if (!ctx.provider.verifyPayment(input.razorpay_order_id as string, input.razorpay_payment_id as string, input.razorpay_signature as string)) {
      throw invalid({ razorpay_signature: [PAYMENT_VERIFICATION_FAILED] }, PAYMENT_VERIFICATION_FAILED);
    }
    paymentId = input.razorpay_payment_id as string;
  }
  const providerOrderId = input.razorpay_order_id ?? null;
  if (!providerOrderId) throw invalid({ razorpay_order_id: [FIELD_REQUIRED('razorpay_order_id')] });
  return { providerOrderId, paymentId };
}

/** The company user who started the provider order (null: unknown, or since removed); read before its lock, it never changes. */
export async function paymentOrderUser(db: DbOrTx, providerOrderId: string): Promise<number | null> {
  const [row] = await db.select({ userId: paymentOrders.createdByUserId }).from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row?.userId ?? null;
}

/**
 * Check, under the lock: the customer's own provider order, still unused. Answers the order it
 * already made when a callback is replayed (or the webhook got there first): one order per provider order.
 */
export async function lockPaymentOrder(tx: Tx, customerId: number, input: PlaceOrderInput, providerOrderId: string): Promise<PaymentOrderRow | PlacedOrder> {
  const [po] = await tx.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId)).for('update');
  // Another customer's provider order, or an rpo_id that is not this provider order's public id
  // (a serial id, another payment's), reads exactly like a missing one.
  if (!po || po.customerId !== customerId || (input.rpo_id !== undefined && input.rpo_id !== po.publicId)) {
    throw notFound(PAYMENT_NOT_FOUND);
  }
  if (po.orderId !== null) {
    const made = await existingOrder(tx, eq(orders.id, po.orderId));
    if (made) return { id: made.id, orderNumber: made.orderNumber, created: false, message: ORDER_PLACED_MESSAGE };
  }
  if (po.status !== 'created') throw conflict('This payment can no longer be used for an order.');
  return po;
}
