// The buyer pays dues online through the payment provider (the sandbox plays it offline): the
// server prices the payment from the dues chosen (each in full) or an amount settled oldest first,
// makes the provider order, and settles the dues once the payment is verified: by the popup's
// signature (verify) or the provider's signed payment.captured webhook, whichever comes first.
// Both settle under the customer's lock and then the provider order's (db/locks.ts steps 1 and 2),
// and a provider order settles once (its status, and credit_payments' unique provider order).
// Money that finds no due left to settle (the dues were paid twice) is refunded: the refund and its
// 'refund-send' job are written in the same transaction, and the refunds list shows it.
import { duesPaymentRules } from '@contracts/creditRules';
import { cleanValue, ruleError } from '@contracts/fields';
import { eq } from 'drizzle-orm';
import type { CreditPayRequest, CreditPayResponse } from '@contracts/credit';
import { formatPaise, indiaDay } from '@contracts/format';
import { lockCustomer } from '../../db/locks';
import { creditPayments, customers, paymentOrders } from '../../db/schema';
import { HttpError, conflict, invalid, notFound } from '../../lib/errors';
import { fromPaise, toPaise } from '../../lib/money';
import type { Services } from '../../services';
import { createRefund, queueDuesRefundMail } from '../refunds';
import { mailPeople } from '../../db/companyUsers';
import { openDues, recordPayment, type Allocation } from './ledger';

/** What a provider order made for dues keeps in payment_orders.order_data. */
export interface DuesPaymentData {
  purpose: 'dues';
  allocation: Allocation;
}

export const isDuesPayment = (data: unknown): data is DuesPaymentData => Boolean(data && typeof data === 'object' && (data as { purpose?: unknown }).purpose === 'dues');

/** The provider's smallest payment (₹1), as card checkout has it. */
const MIN_ONLINE_PAISE = 100;
export const PAY_VERIFICATION_FAILED = 'Payment verification failed. No dues were settled.';
/** The buyer's answer for a payment that found no dues left to settle (it is refunded). */
export const duesPaymentRefunded = (amountPaise: number) =>
  `Your dues were already settled when this payment of ${formatPaise(amountPaise)} arrived, so it is being refunded; the refund reaches your account in 5-7 working days.`;
/** The refund's reason, as the refunds list shows it. */
export const NOTHING_TO_SETTLE = 'Dues payment refunded: the dues it was for were already settled';

/** Prices the payment on the server and makes the provider order for it. */
export async function startDuesPayment(ctx: Services, customerId: number, input: CreditPayRequest, userId: number | null = null): Promise<CreditPayResponse['data']> {
  const { db, provider } = ctx;
  const open = await openDues(db, customerId);
  let plan: { orderNumber: string; paise: number }[];
  let allocation: Allocation;
  if (input.dues && input.dues.length > 0) {
    const byId = new Map(open.map((d) => [d.publicId, d]));
    const chosen = [...new Set(input.dues)].map((id, i) => {
      const due = byId.get(id);
      if (!due) throw invalid({ [`dues.${i}`]: ['This invoice has no open due to pay.'] });
      return due;
    });
    plan = chosen.map((d) => ({ orderNumber: d.orderNumber, paise: d.outstanding }));
    allocation = { dues: chosen.map((d) => ({ id: d.publicId, amountPaise: d.outstanding })) };
  } else {
    const raw = cleanValue(duesPaymentRules.amount, input.amount);
    if (!raw) throw invalid({ dues: ['Choose the invoices to pay, or enter an amount.'] });
    const wrong = ruleError(duesPaymentRules.amount, raw);
    if (wrong) throw invalid({ amount: [wrong] });
    const total = open.reduce((n, d) => n + d.outstanding, 0);
    let left = toPaise(raw);
    if (left > total) throw invalid({ amount: [`The outstanding dues are ${formatPaise(total)}; enter at most that.`] });
    plan = [];
    for (const d of open) {
      if (left === 0) break;
      const paise = Math.min(left, d.outstanding);
      plan.push({ orderNumber: d.orderNumber, paise });
      left -= paise;
    }
    allocation = { amountPaise: toPaise(raw) };
  }
  const amountPaise = plan.reduce((n, x) => n + x.paise, 0);
  if (amountPaise < MIN_ONLINE_PAISE) throw invalid({ amount: [`Online payments start at ${formatPaise(MIN_ONLINE_PAISE)}.`] });
  const [customer] = await db.select({ name: customers.primaryContactName, email: customers.email, phone: customers.phone }).from(customers).where(eq(customers.id, customerId));
  const order = await provider.createOrder({ amountPaise, receipt: `dues${customerId}-${Date.now()}`, notes: { customer_id: String(customerId), purpose: 'dues' } });
  const data: DuesPaymentData = { purpose: 'dues', allocation };
  const [stored] = await db
    .insert(paymentOrders)
    .values({ provider: provider.name, providerOrderId: order.id, customerId, createdByUserId: userId, amountPaise, orderData: data })
    .returning({ publicId: paymentOrders.publicId });
  return {
    rpo_number: order.id,
    rpo_amount: amountPaise,
    rpo_id: stored.publicId,
    currency: 'INR',
    key: provider.keyId,
    script_url: provider.scriptUrl,
    customer_name: customer.name,
    customer_email: customer.email,
    customer_phone: customer.phone,
    settles: plan.map((x) => ({ order_number: x.orderNumber, amount: fromPaise(x.paise) })),
  };
}

export interface SettledOnline {
  /** False when this provider order had already settled its dues (a second verify, or the webhook first). */
  settled: boolean;
  amountPaise: number;
  message: string;
}

/**
 * Settles the dues of a paid provider order, once. `customerId` is the buyer's own (verify) or
 * null (the webhook, which trusts the provider's signed event): another customer's provider order
 * reads as not found. The dues are re-allocated oldest first when the ones named changed since
 * (a cancellation); money that no longer has a due to settle is refunded and answered 409, never kept silently.
 */
export async function settleOnlinePayment(ctx: Services, providerOrderId: string, paymentId: string, customerId: number | null): Promise<SettledOnline> {
  const [po] = await ctx.db.select({ customerId: paymentOrders.customerId }).from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId));
  if (!po || (customerId !== null && po.customerId !== customerId)) throw notFound('Payment not found.');
  const outcome = await ctx.db.transaction(async (tx): Promise<SettledOnline | { refunded: number }> => {
    await lockCustomer(tx, po.customerId);
    const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId)).for('update');
    if (!isDuesPayment(row.orderData)) throw notFound('Payment not found.');
    if (row.status === 'refund_pending' || row.status === 'refunded') return { refunded: row.amountPaise };
    if (row.status !== 'created') {
      const [done] = await tx.select({ amount: creditPayments.amount }).from(creditPayments).where(eq(creditPayments.providerOrderId, providerOrderId));
      return { settled: false, amountPaise: toPaise(done?.amount ?? '0'), message: 'This payment has already settled your dues' };
    }
    const input = { method: 'online' as const, reference: paymentId, receivedOn: indiaDay(new Date()), providerOrderId, actor: 'online' };
    let paid;
    try {
      paid = await recordPayment(tx, row.customerId, { ...input, allocation: row.orderData.allocation });
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode !== 422) throw err;
      // The dues named changed after the payment began: the same amount settles the oldest first.
      try {
        paid = await recordPayment(tx, row.customerId, { ...input, allocation: { amountPaise: row.amountPaise } });
      } catch (again) {
        if (!(again instanceof HttpError) || again.statusCode !== 422) throw again;
        // No due left for this money (paid twice, or the dues went away): refunded in full, by
        // a job written with the refund, and the provider order no longer reads 'created'.
        await tx.update(paymentOrders).set({ status: 'refund_pending', paymentId, paidAt: new Date() }).where(eq(paymentOrders.id, row.id));
        const refund = await createRefund(ctx, tx, { paymentOrderId: row.id, orderId: null, amountPaise: row.amountPaise, reason: NOTHING_TO_SETTLE });
        // The user who paid is told with the refund's record (the company's address when unknown), once.
        await queueDuesRefundMail(ctx, tx, { ...(await mailPeople(tx, row.customerId, row.createdByUserId, 'order_updates')), amountPaise: row.amountPaise, paymentId });
        ctx.log.warn({ providerOrderId, refundId: refund.id, customerId: row.customerId }, 'dues payment found no dues to settle: refunded');
        return { refunded: row.amountPaise };
      }
    }
    if (paid.amountPaise !== row.amountPaise) throw conflict('The payment does not match the dues it was made for.');
    await tx.update(paymentOrders).set({ status: 'paid', paymentId, paidAt: new Date() }).where(eq(paymentOrders.id, row.id));
    const orders = paid.settled.map((s) => s.orderNumber).join(', ');
    return { settled: true, amountPaise: paid.amountPaise, message: `Payment of ${formatPaise(paid.amountPaise)} received; settled ${orders}` };
  });
  if ('refunded' in outcome) throw conflict(duesPaymentRefunded(outcome.refunded));
  return outcome;
}
