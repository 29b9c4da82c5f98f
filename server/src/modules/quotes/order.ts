// The buyer's decision on a quoted quotation: accept it and place its order at the quoted prices
// (POST /quotation-accept/{id}), or reject it (POST /quotation-reject/{id}).
//
// Ordering is one transaction with row locks in the documented lock order, the quotation taking
// the place of the cart: customer, the accepting user (limits), then the quotation, then its
// products in id order. The quotation's lock makes two parallel accepts one order (the second
// reads it ordered), and the order's idempotency key (plus the unique orders.quotation_id) makes a
// retry answer that order.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { APPROVAL_MESSAGES, needsApproval } from '@contracts/approvalRules';
import type { OrderData } from '@contracts/checkout';
import type { QuotationAcceptBody } from '@contracts/quotes';
import { quotationRejectRules } from '@contracts/fields';
import type { Tx } from '../../db/client';
import { approvalRequests, customerUsers, customers, orderItems, orders, payments, products, quotationItems, quotations, walletTransactions } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { requestFingerprint } from '../../lib/idempotency';
import { validateForm } from '../../lib/fields';
import { cartTotals, isSameState, priceLine } from '../../lib/gst';
import { addressOneLine, formatPaise } from '@contracts/format';
import { paiseToNumeric, toPaise } from '../../lib/money';
import { chosenAddresses, normalizeOrderData, orderItemRows, orderSnapshot, quantitiesByProduct, takeStock } from '../checkout';
import { noticeOrderPlaced, queueOrderPlacedMail, withFreshOrderNumber, type PlacedOrderMail } from '../orders';
import { debitOrder } from '../credit';
import { assertWithinLimits } from '../spendinglimits';
import { lockUser, type UserLimits } from '../../db/locks';
import { mailPeople } from '../../db/companyUsers';
import { noticeApprovalApproved, noticeApprovalRejected, queueApprovalRejectedMail, queueApprovalRequestedMail, recordApprovalRequest, requestOfKey } from '../approvals';
import type { Services } from '../../services';
import { queueMail } from '../jobs';
import { NOT_FOUND_MESSAGE } from './service';
import { assertTransition, effectiveStatus, transitionProblem } from './status';
import { nextVersion } from './version';

export const QUOTATION_ORDERED_MESSAGE = 'Quotation accepted and order placed successfully';
export const QUOTATION_REJECTED_MESSAGE = 'Quotation rejected';
export const quotationCreditMessage = (grandPaise: number, creditPaise: number) =>
  `The quotation total of ${formatPaise(grandPaise)} is more than your available credit of ${formatPaise(creditPaise)}. ` +
  'Please ask us about the quotation below.';

export interface QuotationOrder {
  orderId: number;
  orderNumber: string;
  /** False when this idempotency key had already placed it. */
  created: boolean;
}

type QuotationRow = typeof quotations.$inferSelect;

/** Locks the customer's quotation (404 for someone else's, as for a missing one). */
async function lockQuotation(tx: Tx, customerId: number, id: number): Promise<QuotationRow> {
  const [row] = await tx
    .select()
    .from(quotations)
    .where(and(eq(quotations.id, id), eq(quotations.customerId, customerId)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** The quotation's lines at their quoted prices, their products locked in id order and checked for sale. */
async function lockQuotedLines(tx: Tx, quotationId: number) {
  const items = await tx.select().from(quotationItems).where(eq(quotationItems.quotationId, quotationId)).orderBy(asc(quotationItems.id));
  const ids = [...new Set(items.map((i) => i.productId))].sort((a, b) => a - b);
  const rows = ids.length
    ? await tx
        .select({ id: products.id, name: products.productName, stock: products.stockQuantity, active: products.isActive, gstRate: products.gstRate, hsn: products.hsnCode })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
        .for('update')
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = items.map((i) => {
    const p = byId.get(i.productId)!;
    if (i.quotedPrice === null) throw conflict('The store has not priced every line of this quotation yet.');
    return { productId: i.productId, name: p.name, quantity: i.productQty, unitPrice: toPaise(i.quotedPrice), gstRate: Number(p.gstRate), hsn: p.hsn, stock: p.stock, active: p.active };
  });
  const problems = lines
    .map((l) =>
      !l.active
        ? `${l.name} is no longer sold, so this quotation cannot be ordered. Please ask us about it below.`
        : l.quantity > l.stock
          ? `Only ${l.stock} units of ${l.name} are in stock for the ${l.quantity} quoted. Please ask us about it below.`
          : null,
    )
    .filter((p): p is string => p !== null);
  if (problems.length) throw conflict(problems[0], { quotation: problems });
  return lines;
}

type CustomerRow = typeof customers.$inferSelect;

/** A quotation accepted above the company's approval threshold: saved for an approver, nothing ordered yet. */
export interface QuotationSentForApproval {
  /** The approval request's public id. */
  approvalId: string;
  /** False when this key (or an earlier accept) had already sent it. */
  created: boolean;
}

/** The quotation's order, priced at its quoted prices under the product locks, GST by the chosen shipping state. */
async function priceQuotation(tx: Tx, ctx: Services, customerId: number, q: QuotationRow, orderData: OrderData) {
  const { billing, shipping } = await chosenAddresses(tx, customerId, orderData);
  const lines = await lockQuotedLines(tx, q.id);
  const sameState = isSameState(shipping.state, ctx.config.storeState);
  const taxed = lines.map((l) => ({ ...l, ...priceLine(l.unitPrice, l.quantity, l.gstRate, sameState) }));
  return { billing, shipping, lines, taxed, sameState, totals: cartTotals(taxed) };
}
type PricedQuotation = Awaited<ReturnType<typeof priceQuotation>>;

/** The placing user's limits and the company's credit, checked for the quotation's total (409 with the reason). */
async function assertAffordable(tx: Tx, ctx: Services, customer: CustomerRow, limits: UserLimits | null, grand: number): Promise<void> {
  await assertWithinLimits(tx, customer.id, limits, grand, ctx.clock.now());
  const credit = toPaise(customer.creditLimit);
  if (grand > credit) {
    const message = quotationCreditMessage(grand, credit);
    throw conflict(message, { payment_method: [message] });
  }
}

/**
 * Writes the quotation's order (cash on delivery against credit, stock taken, quotation ordered)
 * for `userId`, the user who accepted it (the buyer, also when an approver approved it).
 */
async function recordQuotationOrder(
  tx: Tx,
  customer: CustomerRow,
  q: QuotationRow,
  priced: PricedQuotation,
  orderData: OrderData,
  userId: number | null,
  key: string | null,
): Promise<{ order: QuotationOrder; mail: PlacedOrderMail }> {
  const customerId = customer.id;
  const { billing, shipping, lines, taxed, sameState, totals: t } = priced;
  const grand = t.grand_total;
  const order = await withFreshOrderNumber(async (drawn) => {
    const [row] = await tx
      .insert(orders)
      .values({
        orderNumber: drawn,
        customerId,
        createdByUserId: userId,
        ...orderSnapshot(customer, billing, shipping, t),
        deliveryInstructions: orderData.delivery_instructions ?? null,
        purchaseOrderNumber: orderData.purchase_order_number ?? null,
        quotationId: q.id,
        paymentMethod: 'cash_on_delivery',
        status: 'pending',
        idempotencyKey: key,
      })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    return row;
  });
  const { orderNumber } = order;

  const hsnOf = new Map(taxed.map((l) => [l.productId, l.hsn ?? null] as const));
  await tx.insert(orderItems).values(orderItemRows(order.id, taxed, (productId) => hsnOf.get(productId) ?? null));
  await takeStock(tx, quantitiesByProduct(lines));
  await tx.insert(payments).values({ orderId: order.id, paymentMethod: 'cash_on_delivery', txnId: null, amount: paiseToNumeric(grand), details: null });
  await debitOrder(tx, { customerId, orderId: order.id, orderNumber, amountPaise: grand }, customer.email);
  await tx.insert(walletTransactions).values({
    customerId,
    orderNumber,
    description: `Order ${orderNumber} placed from quotation ${q.quotationNumber} (cash on delivery)`,
    type: 'd',
    amount: paiseToNumeric(grand),
  });
  await tx.update(quotations).set({ status: 'ordered', decidedAt: new Date(), version: nextVersion }).where(eq(quotations.id, q.id));

  const mail: PlacedOrderMail = {
    ...(await mailPeople(tx, customerId, userId, 'order_updates')),
    orderNumber,
    paymentMethod: 'cash_on_delivery',
    lines: taxed.map((l) => ({ name: l.name, quantity: l.quantity, unitPaise: l.unitPrice, linePaise: l.lineTotal })),
    freeProduct: null,
    totals: t,
    sameState,
    shipTo: addressOneLine(shipping),
  };
  return { order: { orderId: order.id, orderNumber, created: true }, mail };
}

/** The company's request still waiting for this quotation's approval, if any. */
async function pendingRequestOf(tx: Tx, customerId: number, quotationId: number) {
  const [row] = await tx
    .select({ publicId: approvalRequests.publicId })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.customerId, customerId), eq(approvalRequests.quotationId, quotationId), eq(approvalRequests.status, 'pending')));
  return row ?? null;
}

/**
 * Accepts the quotation (quoted -> accepted -> ordered, or accepted -> ordered) and places its
 * order: the quoted unit prices and quantities, GST split by the chosen shipping state, cash on
 * delivery against the customer's credit, stock taken. An expired quotation is refused (409).
 * A Buyer's quotation above the company's approval threshold is checked the same way, then saved
 * as an approval request at its quoted prices instead (the quotation accepted, nothing ordered):
 * the approval rule holds on every way a Buyer orders.
 */
export async function acceptAndOrder(
  ctx: Services,
  who: { customerId: number; userId: number },
  id: number,
  input: QuotationAcceptBody,
): Promise<QuotationOrder | QuotationSentForApproval> {
  const { customerId, userId } = who;
  const { db } = ctx;
  const key = input.idempotency_key;
  const fingerprint = requestFingerprint({ ...input, quotation: id } as Record<string, unknown>);
  const orderData = normalizeOrderData(input);

  // The mails are queued in this transaction: a rolled-back acceptance mails nothing.
  type Outcome = { answer: QuotationOrder | QuotationSentForApproval };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // Lock order: customer, user, quotation, products.
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!customer) throw notFound('Customer not found');
    const limits = await lockUser(tx, customerId, userId);
    const [done] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber, quotationId: orders.quotationId })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
    if (done) {
      if (done.quotationId !== id) throw conflict('This idempotency key was already used for another order.');
      return { answer: { orderId: done.id, orderNumber: done.orderNumber, created: false } };
    }
    const sent = await requestOfKey(tx, customerId, key, fingerprint);
    if (sent) {
      if (sent.quotationId !== id) throw conflict('This idempotency key was already used for another order.');
      return { answer: { approvalId: sent.publicId, created: false } };
    }

    const q = await lockQuotation(tx, customerId, id);
    // Quoted -> accepted -> ordered in this one step; an accepted one (by phone) just -> ordered.
    const from = effectiveStatus(q);
    assertTransition(q.quotationNumber, from, from === 'accepted' ? 'ordered' : 'accepted', q.validUntil);
    // Accepted again while its approval is awaited (another tab, a double click): the same request.
    const waiting = await pendingRequestOf(tx, customerId, q.id);
    if (waiting) return { answer: { approvalId: waiting.publicId, created: false } };

    const priced = await priceQuotation(tx, ctx, customerId, q, orderData);
    const grand = priced.totals.grand_total;
    await assertAffordable(tx, ctx, customer, limits, grand);

    if (limits && needsApproval(limits.role, customer.approvalThresholdPaise, grand)) {
      const request = await recordApprovalRequest(tx, {
        customerId,
        userId: limits.userId,
        orderData,
        paymentMethod: 'cash_on_delivery',
        cart: { lines: priced.taxed, totals: priced.totals },
        freeProductId: null,
        shipTo: addressOneLine(priced.shipping),
        quotationId: q.id,
        idempotency: { key, fingerprint },
      });
      if (from === 'quoted') await tx.update(quotations).set({ status: 'accepted', decidedAt: new Date(), version: nextVersion }).where(eq(quotations.id, q.id));
      const [me] = await tx.select({ name: customerUsers.name }).from(customerUsers).where(eq(customerUsers.id, limits.userId));
      await queueApprovalRequestedMail(ctx, tx, {
        customerId,
        requesterId: limits.userId,
        requester: me?.name ?? 'A buyer',
        totalPaise: grand,
        lines: priced.taxed.map((l) => ({ name: l.name, quantity: l.quantity })),
        quotationNumber: q.quotationNumber,
      });
      return { answer: { approvalId: request.publicId, created: true } };
    }

    const { order, mail } = await recordQuotationOrder(tx, customer, q, priced, orderData, limits ? userId : null, key);
    await noticeOrderPlaced(tx, { customerId, userId: limits ? userId : null, orderNumber: order.orderNumber, totalPaise: grand, paymentMethod: 'cash_on_delivery' });
    await queueOrderPlacedMail(ctx, tx, mail);
    return { answer: order };
  });
  return outcome.answer;
}

/** Why a quotation's request can no longer be ordered: it expired (or was otherwise closed) while waiting. */
function expiredWhileWaiting(q: QuotationRow): string | null {
  const status = effectiveStatus(q);
  if (status === 'accepted' || status === 'quoted') return null;
  return (
    transitionProblem(q.quotationNumber, status, 'ordered', q.validUntil)?.replace(' Please request a new quotation.', '') ??
    `Quotation ${q.quotationNumber} can no longer be ordered.`
  ) + ' The request could not be approved; the buyer may ask for a new quotation.';
}

/**
 * Approving a quotation's approval request (null when the request is a cart's: checkout places
 * those). In the lock order: customer, the requesting user (their limits), the request row, the
 * quotation, its products. The order is placed at the quotation's prices, for the buyer who
 * accepted it, after the limits, stock and credit are checked again. A quotation that expired while
 * the request waited ends the request as rejected with the reason (saved, the buyer mailed), and
 * the approver is answered 409 with it: nothing is placed.
 */
export async function approveQuotationRequest(
  ctx: Services,
  customerId: number,
  approverUserId: number,
  publicId: string,
): Promise<{ requestId: number; orderNumber: string | null; created: boolean } | null> {
  const [request] = await ctx.db
    .select({ id: approvalRequests.id, requestedBy: approvalRequests.requestedByUserId, quotationId: approvalRequests.quotationId })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.customerId, customerId), eq(approvalRequests.publicId, publicId)));
  if (!request || request.quotationId === null) return null;
  if (request.requestedBy === approverUserId) throw forbidden(APPROVAL_MESSAGES.ownRequest);

  type Outcome = { orderNumber: string | null; created: boolean; failed?: { reason: string; totalPaise: number } };
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!customer) throw notFound('Customer not found');
    const limits = request.requestedBy === null ? null : await lockUser(tx, customerId, request.requestedBy);
    const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, request.id)).for('update');
    if (row.status === 'approved' && row.orderId !== null) {
      const [made] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, row.orderId));
      return { orderNumber: made.orderNumber, created: false };
    }
    if (row.status !== 'pending') throw conflict(APPROVAL_MESSAGES.notPending);
    const q = await lockQuotation(tx, customerId, request.quotationId!);
    const reason = expiredWhileWaiting(q);
    if (reason) {
      await tx
        .update(approvalRequests)
        .set({ status: 'rejected', reason, decidedByUserId: approverUserId, decidedAt: ctx.clock.now() })
        .where(eq(approvalRequests.id, row.id));
      await noticeApprovalRejected(tx, { customerId, requesterId: request.requestedBy, deciderId: null, totalPaise: row.grandTotalPaise, reason });
      const buyer = request.requestedBy === null ? null : await mailPeople(tx, customerId, request.requestedBy, 'order_updates');
      if (buyer) await queueApprovalRejectedMail(ctx, tx, { ...buyer, totalPaise: row.grandTotalPaise, reason });
      return { orderNumber: null, created: false, failed: { reason, totalPaise: row.grandTotalPaise } };
    }

    const orderData = row.orderData as OrderData;
    const priced = await priceQuotation(tx, ctx, customerId, q, orderData);
    await assertAffordable(tx, ctx, customer, limits, priced.totals.grand_total);
    const { order, mail } = await recordQuotationOrder(tx, customer, q, priced, orderData, limits ? limits.userId : null, null);
    await tx
      .update(approvalRequests)
      .set({ status: 'approved', decidedByUserId: approverUserId, decidedAt: ctx.clock.now(), orderId: order.orderId })
      .where(eq(approvalRequests.id, row.id));
    await noticeApprovalApproved(tx, { customerId, requesterId: request.requestedBy, deciderId: approverUserId, totalPaise: priced.totals.grand_total, orderNumber: order.orderNumber });
    await queueOrderPlacedMail(ctx, tx, mail);
    return { orderNumber: order.orderNumber, created: true };
  });

  // The rejection (and its mail) committed; the approver is answered with the reason.
  if (outcome.failed) throw conflict(outcome.failed.reason, { quotation: [outcome.failed.reason] });
  return { requestId: request.id, orderNumber: outcome.orderNumber, created: outcome.created };
}

/** The buyer turns the store's answer down (quoted -> rejected), optionally saying why; the store is mailed. */
export async function rejectQuotation(
  ctx: Services,
  customerId: number,
  id: number,
  input: { reason?: string },
): Promise<void> {
  const reason = validateForm(input as Record<string, unknown>, quotationRejectRules).reason;
  await ctx.db.transaction(async (tx) => {
    const row = await lockQuotation(tx, customerId, id);
    assertTransition(row.quotationNumber, effectiveStatus(row), 'rejected', row.validUntil);
    await tx.update(quotations).set({ status: 'rejected', decidedAt: new Date(), rejectionReason: reason, version: nextVersion }).where(eq(quotations.id, row.id));
    // The store hears of it through the queue: the rejection stands whether or not the relay is up.
    await queueMail(ctx, tx, 'quotation rejection mail', { quotation: row.quotationNumber }, {
      to: ctx.config.salesEmail,
      subject: `Quotation ${row.quotationNumber} was rejected by the buyer`,
      text: `The buyer rejected quotation ${row.quotationNumber}.\n\n${reason ? `Their reason:\n${reason}\n` : 'They gave no reason.\n'}`,
    });
  });
}
