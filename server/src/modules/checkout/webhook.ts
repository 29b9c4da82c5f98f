// The payment provider's webhook (Razorpay's format), checkout's side of a card payment: `payment.captured` completes the order of a
// paid provider order when the customer's browser never came back to place it (or refunds it when
// it cannot become an order); `refund.processed` and `refund.failed` settle a pending refund. The
// signature covers the raw body; each event id is handled once (a redelivery is acknowledged and
// ignored).
import { eq } from 'drizzle-orm';
import type { OrderData } from '@contracts/checkout';
import { orders, paymentOrders, webhookEvents } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { HttpError, notFound } from '../../lib/errors';
import { placeOrder } from './placeOrder';
import { refundWebhook } from '../refunds';
import { isDuesPayment, settleOnlinePayment } from '../credit';
import type { Services } from '../../services';

export const INVALID_SIGNATURE = 'Invalid webhook signature.';

export interface WebhookResult {
  status: boolean;
  message: string;
}

interface CapturedPayment {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
}

interface WebhookEvent {
  id?: unknown;
  event?: unknown;
  payload?: { payment?: { entity?: CapturedPayment }; refund?: { entity?: Record<string, unknown> } };
}

async function dispatch(ctx: Services, event: WebhookEvent): Promise<string> {
  switch (event.event) {
    case 'payment.captured':
      return paymentCaptured(ctx, event.payload?.payment?.entity);
    case 'refund.processed':
    case 'refund.failed':
      return refundWebhook(ctx, event.event, event.payload?.refund?.entity);
    default:
      return `ignored: ${String(event.event)}`;
  }
}

/** The idempotency key of the order a webhook places for a provider order (one per provider order). */
export const webhookIdempotencyKey = (providerOrderId: string) => `rpo-${providerOrderId}`.slice(0, 64);

async function paymentCaptured(ctx: Services, payment: CapturedPayment | undefined): Promise<string> {
  const paymentId = typeof payment?.id === 'string' ? payment.id : null;
  const orderId = typeof payment?.order_id === 'string' ? payment.order_id : null;
  if (!paymentId || !orderId) return 'ignored: the event names no payment of an order';
  const [po] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
  if (!po) return `ignored: unknown provider order ${orderId}`;
  if (po.orderId !== null) {
    const [order] = await ctx.db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, po.orderId));
    return `order ${order?.orderNumber ?? po.orderId} already placed`;
  }
  if (Number(payment?.amount) !== po.amountPaise) return `refused: captured ${String(payment?.amount)} paise, the order is for ${po.amountPaise}`;
  // A payment of credit dues (modules/credit/online.ts) settles them, once, instead of making an order.
  if (isDuesPayment(po.orderData)) {
    return settleOnlinePayment(ctx, orderId, paymentId, null).then(
      (done) => done.message,
      (err: unknown) => {
        if (err instanceof HttpError && err.statusCode < 500) return `refused: ${err.message}`;
        throw err;
      },
    );
  }
  const data = po.orderData as OrderData | null;
  if (!data || typeof data.billing_address_id !== 'string' || typeof data.shipping_address_id !== 'string') {
    return 'refused: the provider order holds no order data';
  }
  try {
    const placed = await placeOrder(
      ctx,
      po.customerId,
      { ...data, payment_method: 'razorpay', idempotency_key: webhookIdempotencyKey(orderId), razorpay_order_id: orderId, razorpay_payment_id: paymentId },
      { verifiedPaymentId: paymentId },
    );
    return placed.created ? `order ${placed.orderNumber} placed` : `order ${placed.orderNumber} already placed`;
  } catch (err) {
    // The order cannot be made (cart changed, stock gone, ...): retrying the event will not help.
    if (err instanceof HttpError && err.statusCode < 500) return `refused: ${err.message}`;
    throw err;
  }
}

export async function handleWebhook(
  ctx: Services,
  rawBody: Buffer,
  headers: { signature?: string; eventId?: string },
): Promise<WebhookResult> {
  if (!ctx.provider.webhookEnabled) throw notFound();
  if (!ctx.provider.verifyWebhook(rawBody, headers.signature)) throw new HttpError(400, INVALID_SIGNATURE);
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
  } catch {
    throw new HttpError(400, 'The webhook body is not JSON.');
  }
  if (!event || typeof event.event !== 'string') throw new HttpError(400, 'The webhook names no event.');
  // Razorpay names the event in a header; a body without one is identified by its content.
  const eventId = (headers.eventId || (typeof event.id === 'string' ? event.id : '') || `sha256:${sha256(rawBody.toString('utf8'))}`).slice(0, 128);

  const [fresh] = await ctx.db
    .insert(webhookEvents)
    .values({ eventId, event: event.event.slice(0, 64) })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (!fresh) return { status: true, message: 'Duplicate event ignored' };

  let outcome: string;
  try {
    outcome = await dispatch(ctx, event);
  } catch (err) {
    // Forget the event so the provider's redelivery is processed again.
    await ctx.db.delete(webhookEvents).where(eq(webhookEvents.id, fresh.id));
    throw err;
  }
  await ctx.db.update(webhookEvents).set({ outcome }).where(eq(webhookEvents.id, fresh.id));
  ctx.log.info({ eventId, event: event.event, outcome }, 'payment webhook');
  return { status: true, message: outcome };
}
