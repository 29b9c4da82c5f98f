// Partial refunds of an order (operator tool; the back office will call the same): returned lines,
// or before the invoice an amount, of a card payment through the provider or of a cash-on-delivery
// order back to the customer's credit, with a GST credit note once the order is invoiced.
import { cleanValue, ruleError, rupeeRule } from '@contracts/fields';
import { eq } from 'drizzle-orm';
import { customers, orders, paymentOrders, walletTransactions } from '../../db/schema';
import { mailPeople } from '../../db/companyUsers';
import { createRefund, refundView, type RefundLine, type RefundView } from '../refunds';
import { creditLines, issueCreditNote, linesTotal, queueCreditNoteRegistration } from '../gst';
import { conflict, invalid, notFound } from '../../lib/errors';
import { paiseToNumeric, toPaise } from '../../lib/money';
import type { Services } from '../../services';
import { queueRefundMail } from './mails';
import { byNumber, findOrder } from './read';
import { nextVersion } from './change';
import { creditOrder } from '../credit';

export interface RefundOrderInput {
  /** Rupees, for a card order without a tax invoice (e.g. '250' or '99.50'). */
  amount?: string;
  /** Lines and quantities returned; required once the order has a tax invoice (its credit note lists them). */
  lines?: RefundLine[];
  reason?: string;
}

export interface RefundOrderResult {
  order_number: string;
  /** The operator tool's answer names the refund by its serial id, which `refunds retry` takes. */
  refund: (Omit<RefundView, 'id'> & { id: number }) | null;
  credit_note: string | null;
  /** Paise credited back to a cash-on-delivery customer's available credit. */
  credit_returned: number;
}

/** A refund's amount: rupees, grouped or plain, above 0, at most what a NUMERIC(12,2) holds (the payment's remainder bounds it further). */
const REFUND_AMOUNT_INVALID = 'The amount must be in rupees above 0, e.g. 250, 99.50 or 1,25,000.';
const refundAmountRule = rupeeRule({ label: 'The amount', required: REFUND_AMOUNT_INVALID, invalid: REFUND_AMOUNT_INVALID, aboveZero: true });

/**
 * Refunds part of an order: chosen lines (or, before invoicing, an amount) of a card payment
 * through the provider, or of a cash-on-delivery order back to the customer's credit. Never more
 * than is left of the payment; an invoiced order gets a credit note for the lines.
 */
export async function refundOrder(ctx: Services, orderNumber: string, input: RefundOrderInput): Promise<RefundOrderResult> {
  const { db, config } = ctx;
  const found = await findOrder(db, byNumber(orderNumber));
  if (!found) throw notFound(`No order with the number ${orderNumber}.`);
  const reason = input.reason?.trim() || 'Goods returned';
  if (input.lines && input.amount !== undefined) throw invalid({ amount: ['Give the lines or an amount, not both.'] });
  if (!input.lines && input.amount === undefined) throw invalid({ lines: ['Give the lines (item:quantity) or an amount to refund.'] });
  const amount = input.amount === undefined ? undefined : cleanValue(refundAmountRule, input.amount);
  const wrongAmount = amount === undefined ? null : ruleError(refundAmountRule, amount);
  if (wrongAmount) throw invalid({ amount: [wrongAmount] });

  const outcome = await db.transaction(async (tx) => {
    const [customer] = await tx.select().from(customers).where(eq(customers.id, found.customerId)).for('update');
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (order.status === 'canceled') throw conflict(`Order ${order.orderNumber} is cancelled: what was left of it was refunded then.`);
    const invoiced = order.invoiceNumber !== null;
    if (invoiced && !input.lines) {
      throw invalid({ lines: [`Order ${order.orderNumber} has tax invoice ${order.invoiceNumber}: name the lines refunded, for its credit note.`] });
    }
    const card = order.paymentMethod === 'razorpay';
    if (!card && !invoiced) {
      throw conflict(`Order ${order.orderNumber} is cash on delivery and not yet invoiced: cancel it to return the credit.`);
    }
    const [po] = card ? await tx.select().from(paymentOrders).where(eq(paymentOrders.orderId, order.id)).for('update') : [];
    if (card && !po) throw conflict(`Order ${order.orderNumber} has no card payment to refund.`);

    await tx.update(orders).set({ version: nextVersion, updatedAt: new Date() }).where(eq(orders.id, order.id));

    const lines = input.lines ? await creditLines(tx, order, input.lines.map((l) => ({ itemId: l.item_id, quantity: l.quantity })), config.storeState) : null;
    const amountPaise = lines ? linesTotal(lines) : toPaise(amount as string);
    const refund = po ? await createRefund(ctx, tx, { paymentOrderId: po.id, orderId: order.id, amountPaise, lines: input.lines ?? null, reason }) : null;
    const note = lines ? await issueCreditNote(tx, order, { lines, reason, refundId: refund?.id ?? null, storeState: config.storeState }) : null;
    if (note) await queueCreditNoteRegistration(ctx, tx, note);
    let creditReturned = 0;
    if (!card && note) {
      // The credit comes back once per credit note: the wallet's unique (reference, type) index keys it by the note's number.
      // The note lowers the order's due by up to what is still outstanding on it (modules/credit).
      const description = `Credit note ${note.noteNumber} for order ${order.orderNumber}: ${reason} (credit returned)`;
      creditReturned = await creditOrder(tx, {
        customerId: customer.id,
        orderId: order.id,
        amountPaise: note.totalPaise,
        kind: 'refund',
        description,
        reference: note.noteNumber,
        actor: 'store',
      });
      if (creditReturned > 0) {
        await tx.insert(walletTransactions).values({ customerId: customer.id, orderNumber: note.noteNumber, description, type: 'c', amount: paiseToNumeric(creditReturned) });
      }
    }
    // The customer is mailed with the refund's record: a refund that rolls back mails nothing.
    await queueRefundMail(ctx, tx, {
      ...(await mailPeople(tx, order.customerId, order.createdByUserId, 'order_updates')),
      orderNumber: order.orderNumber,
      amountPaise,
      reason,
      creditNote: note?.noteNumber ?? null,
      toCredit: creditReturned > 0,
    });
    return { order, customer, refund, note, creditReturned, amountPaise };
  });

  // The refund's 'refund-send' job was queued with it: the answer shows it pending until the provider answers.
  const refund = outcome.refund;
  return {
    order_number: outcome.order.orderNumber,
    refund: refund ? { ...refundView(refund), id: refund.id } : null,
    credit_note: outcome.note?.noteNumber ?? null,
    credit_returned: outcome.creditReturned,
  };
}
