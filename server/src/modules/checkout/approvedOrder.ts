// Approving an approval request: its order is placed as order-store would place it today,
// in one transaction in the store's lock order (db/locks.ts): the customer, the requesting user
// (their limits), the request row, then the products in id order. Prices, stock, credit and the
// requesting user's limits are checked again; a request already approved answers its order (two
// approvers at once wait for one another on the customer row and place one order).
// A card request is not placed on approval: it becomes awaiting_payment and its buyer is mailed a
// link to pay. Paying it (its requester or the company Admin) creates a provider order priced from
// the request at that day's prices; the popup's verified callback or the webhook then places the
// order from the request, once (the provider order's row decides, as for a cart's card order), and
// a payment whose order can no longer be placed is refunded.
import { and, eq } from 'drizzle-orm';
import { APPROVAL_MESSAGES, payRisenMessage } from '@contracts/approvalRules';
import type { CompanyRole } from '@contracts/companyUserRules';
import type { ApprovalPaymentResponse } from '@contracts/approvals';
import type { OrderData } from '@contracts/checkout';
import { formatPaise } from '@contracts/format';
import type { DbOrTx } from '../../db/client';
import { lockCustomer, lockProducts, lockUser } from '../../db/locks';
import { mailPeople } from '../../db/companyUsers';
import { approvalRequests, customerUsers, customers, orders, paymentOrders } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { toPaise } from '../../lib/money';
import type { Services } from '../../services';
import { canPay, noticeApprovalApproved, queueApprovalPayMail, type ApprovalRow, type RequestLine } from '../approvals';
import { pricedLines, type PricedCart } from '../cart';
import { noticeOrderPlaced, queueOrderPlacedMail } from '../orders';
import { refundIfUnplaceable } from '../refunds';
import { assertWithinLimits, userLimits } from '../spendinglimits';
import { lockPaymentOrder, type CardPayment, type PlacedOrder, type PlaceOrderInput } from './cardPayment';
import { CART_CHANGED_WHILE_PLACING, ORDER_PLACED_MESSAGE, paidAmountMismatchMessage } from './messages';
import { chosenAddresses } from './orderParts';
import { MIN_CARD_PAISE, startProviderOrder } from './providerOrder';
import { freeProductFor, placedOrderMail, recordOrder, recordPayment, type PricedOrder } from './orderRecord';


/** Why a line of the request cannot be ordered today, for the approver (the buyer's cart is no longer involved). */
function lineProblems(wanted: readonly RequestLine[], cart: PricedCart): string[] {
  const problems = wanted
    .filter((w) => !cart.lines.some((l) => l.productId === w.product_id))
    .map((w) => `${w.name} is no longer in the catalogue.`);
  for (const l of cart.lines) {
    if (!l.isActive) problems.push(`${l.name} is no longer sold.`);
    else if (l.quantity > l.stock) problems.push(l.stock <= 0 ? `${l.name} is out of stock.` : `Only ${l.stock} units of ${l.name} are in stock.`);
  }
  return problems;
}

const cannotApprove = (why: string) => `${why} This request cannot be placed as it is: reject it so the buyer can order again.`;
const cannotPay = (why: string) => `${why} This request cannot be ordered as it is: withdraw it and order again.`;

/**
 * The request's lines at today's prices and stock (under the product locks when `db` is a
 * transaction that took them): 409 when a line cannot be ordered, or when the total has risen above
 * what was approved (a lower total is the buyer's gain).
 */
async function priceRequest(ctx: Services, db: DbOrTx, customerId: number, row: ApprovalRow, cannot: (why: string) => string, risen: (now: number) => string) {
  const orderData = row.orderData as OrderData;
  const { billing, shipping } = await chosenAddresses(db, customerId, orderData);
  const wanted = row.lines as RequestLine[];
  const cart = await pricedLines(db, customerId, ctx.config.storeState, wanted.map((l) => ({ productId: l.product_id, quantity: l.quantity })), shipping.state);
  const problems = lineProblems(wanted, cart);
  if (problems.length > 0) throw conflict(cannot(problems[0]), { cart: problems });
  if (cart.totals.grand_total > row.grandTotalPaise) {
    const message = risen(cart.totals.grand_total);
    throw conflict(message, { cart: [message] });
  }
  return { orderData, billing, shipping, cart };
}

/** The products a request's order takes: its lines' and its free product's. */
function requestProducts(row: ApprovalRow): Set<number> {
  const ids = new Set((row.lines as RequestLine[]).map((l) => l.product_id));
  if (row.freeProductId !== null) ids.add(row.freeProductId);
  return ids;
}

/**
 * Approves the company's pending request: a cash-on-delivery request's order is placed; a card
 * request becomes awaiting_payment (its lines and limits checked as for an order, no credit, nothing
 * taken) and its buyer is mailed a link to pay. 403 for the approver's own request; 409, nothing
 * done, when it is decided already (as rejected or withdrawn) or cannot be placed today.
 */
export async function approveRequest(
  ctx: Services,
  customerId: number,
  approverUserId: number,
  publicId: string,
): Promise<{ requestId: number; orderNumber: string | null; created: boolean }> {
  const [request] = await ctx.db
    .select({ id: approvalRequests.id, requestedBy: approvalRequests.requestedByUserId })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.customerId, customerId), eq(approvalRequests.publicId, publicId)));
  if (!request) throw notFound(APPROVAL_MESSAGES.notFound);
  if (request.requestedBy === approverUserId) throw forbidden(APPROVAL_MESSAGES.ownRequest);

  // The buyer's mail (order placed, or pay for it) is queued in the approval's transaction.
  type Outcome = { orderNumber: string | null; created: boolean };
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    if (!(await lockCustomer(tx, customerId))) throw notFound('Customer not found');
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
    const limits = request.requestedBy === null ? null : await lockUser(tx, customerId, request.requestedBy);
    const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, request.id)).for('update');
    if (row.status === 'approved' && row.orderId !== null) {
      const [made] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, row.orderId));
      return { orderNumber: made.orderNumber, created: false };
    }
    // A card request approved already waits for its payment: approving again answers the same.
    if (row.status === 'awaiting_payment') return { orderNumber: null, created: false };
    if (row.status !== 'pending') throw conflict(APPROVAL_MESSAGES.notPending);

    const locked = requestProducts(row);
    await lockProducts(tx, locked);
    // Today's prices, stock and the requesting user's limits and the company's credit.
    const { orderData, billing, shipping, cart } = await priceRequest(ctx, tx, customerId, row, cannotApprove, (now) =>
      cannotApprove(`Prices have risen since it was sent: it now comes to ${formatPaise(now)}, not ${formatPaise(row.grandTotalPaise)}.`),
    );
    const grand = cart.totals.grand_total;
    await assertWithinLimits(tx, customerId, limits, grand, ctx.clock.now());

    if (row.paymentMethod === 'razorpay') {
      // Paid by card after approval: nothing is placed, taken or debited until the buyer pays.
      await tx
        .update(approvalRequests)
        .set({ status: 'awaiting_payment', decidedByUserId: approverUserId, decidedAt: ctx.clock.now() })
        .where(eq(approvalRequests.id, row.id));
      await noticeApprovalApproved(tx, { customerId, requesterId: request.requestedBy, deciderId: approverUserId, totalPaise: row.grandTotalPaise, orderNumber: null });
      if (request.requestedBy === null) return { orderNumber: null, created: true };
      const [approver] = await tx.select({ name: customerUsers.name }).from(customerUsers).where(eq(customerUsers.id, approverUserId));
      const buyer = await mailPeople(tx, customerId, request.requestedBy, 'order_updates');
      await queueApprovalPayMail(ctx, tx, { ...buyer, totalPaise: row.grandTotalPaise, by: approver?.name ?? 'An approver' });
      return { orderNumber: null, created: true };
    }

    const credit = toPaise(customer.creditLimit);
    if (grand > credit) {
      const message = cannotApprove(`The order total of ${formatPaise(grand)} is more than the company's available credit of ${formatPaise(credit)}.`);
      throw conflict(message, { payment_method: [message] });
    }

    const priced: PricedOrder = { billing, shipping, cart, locked, ...(await freeProductFor(tx, row.freeProductId, cart)) };
    const input = { ...orderData, payment_method: 'cash_on_delivery' as const };
    const order = await recordOrder(tx, customer, input, orderData, priced, { key: undefined, fingerprint: '' }, limits ? limits.userId : null);
    await recordPayment(tx, customer, order, 'cash_on_delivery', grand, null);
    await tx
      .update(approvalRequests)
      .set({ status: 'approved', decidedByUserId: approverUserId, decidedAt: ctx.clock.now(), orderId: order.id })
      .where(eq(approvalRequests.id, row.id));
    // The buyer hears their request was approved and placed (one notification, not also "placed").
    await noticeApprovalApproved(tx, { customerId, requesterId: request.requestedBy, deciderId: approverUserId, totalPaise: grand, orderNumber: order.orderNumber });
    await queueOrderPlacedMail(ctx, tx, await placedOrderMail(tx, ctx, customer, order.orderNumber, 'cash_on_delivery', priced, limits ? limits.userId : null));
    return { orderNumber: order.orderNumber, created: true };
  });

  return { requestId: request.id, orderNumber: outcome.orderNumber, created: outcome.created };
}

/* ---------- paying an approved card request ---------- */

/**
 * POST /approvals/:id/pay: the provider order for the company's approved card request, priced from
 * the request at today's prices (409 when a line cannot be ordered, the total has risen above what
 * was approved, or the requesting user's limits no longer allow it; a lower total is charged). Its
 * requester or the company Admin only (403); the order will be the requester's.
 */
export async function createRequestPayment(
  ctx: Services,
  customerId: number,
  viewer: { userId: number; role: CompanyRole },
  publicId: string,
): Promise<ApprovalPaymentResponse> {
  const { db } = ctx;
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.customerId, customerId), eq(approvalRequests.publicId, publicId)));
  if (!row) throw notFound(APPROVAL_MESSAGES.notFound);
  if (row.requestedByUserId !== viewer.userId && viewer.role !== 'admin') throw forbidden(APPROVAL_MESSAGES.payNotAllowed);
  if (!canPay(row, viewer)) throw conflict(APPROVAL_MESSAGES.notAwaitingPayment);

  const { orderData, cart } = await priceRequest(ctx, db, customerId, row, cannotPay, (now) => payRisenMessage(now, row.grandTotalPaise));
  const grand = cart.totals.grand_total;
  if (grand < MIN_CARD_PAISE) throw conflict(`Card payments start at ${formatPaise(MIN_CARD_PAISE)}.`);
  // The requester's limits before they pay; placing the order checks them again under the lock.
  const limits = row.requestedByUserId === null ? null : await userLimits(db, customerId, row.requestedByUserId);
  await assertWithinLimits(db, customerId, limits, grand, ctx.clock.now());

  const started = await startProviderOrder(ctx, {
    customerId,
    userId: row.requestedByUserId,
    amountPaise: grand,
    orderData,
    receipt: `cust${customerId}-apr${row.id}-${Date.now()}`,
    notes: { customer_id: String(customerId), approval_request: row.publicId },
    approvalRequestId: row.id,
  });
  return { ...started, data: { ...started.data, payment_script_url: ctx.provider.scriptUrl } };
}

/** The approval request a provider order pays for (null: a cart's payment); read before its lock, it never changes. */
export async function paymentOrderRequest(db: DbOrTx, providerOrderId: string): Promise<{ requestId: number; userId: number | null } | null> {
  const [row] = await db
    .select({ requestId: paymentOrders.approvalRequestId, userId: paymentOrders.createdByUserId })
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row && row.requestId !== null ? { requestId: row.requestId, userId: row.userId } : null;
}

/**
 * Places the order of a paid approved card request (the popup's verified callback or the webhook),
 * in the lock order: customer, requesting user, request row, provider order, products. Exactly
 * once: a replay or the other of callback and webhook finds the provider order used and answers its
 * order. When it can no longer be placed (withdrawn, stock gone, a price changed from what was paid,
 * limits) the payment is refunded in full and the buyer told so.
 */
export async function placePaidRequest(
  ctx: Services,
  customerId: number,
  input: PlaceOrderInput,
  card: CardPayment,
  paid: { requestId: number; userId: number | null },
): Promise<PlacedOrder> {
  // The confirmation is queued in the order's transaction: a payment refunded instead mails only that.
  return ctx.db
    .transaction(async (tx): Promise<PlacedOrder> => {
      if (!(await lockCustomer(tx, customerId))) throw notFound('Customer not found');
      const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
      const limits = paid.userId === null ? null : await lockUser(tx, customerId, paid.userId);
      const [row] = await tx
        .select()
        .from(approvalRequests)
        .where(and(eq(approvalRequests.id, paid.requestId), eq(approvalRequests.customerId, customerId)))
        .for('update');
      const po = await lockPaymentOrder(tx, customerId, input, card.providerOrderId);
      if ('created' in po) return po;
      if (!row) throw notFound(APPROVAL_MESSAGES.notFound);
      if (row.status !== 'awaiting_payment') throw conflict(`${APPROVAL_MESSAGES.notAwaitingPayment} No order was placed.`);

      const locked = requestProducts(row);
      await lockProducts(tx, locked);
      const { orderData, billing, shipping, cart } = await priceRequest(ctx, tx, customerId, row, cannotPay, (now) => payRisenMessage(now, row.grandTotalPaise));
      const grand = cart.totals.grand_total;
      if (grand !== po.amountPaise) {
        const message = paidAmountMismatchMessage(po.amountPaise, grand);
        throw conflict(message, { cart: [message] });
      }
      await assertWithinLimits(tx, customerId, limits, grand, ctx.clock.now());

      const priced: PricedOrder = { billing, shipping, cart, locked, ...(await freeProductFor(tx, row.freeProductId, cart)) };
      const orderInput = { ...orderData, payment_method: 'razorpay' as const };
      const order = await recordOrder(tx, customer, orderInput, orderData, priced, { key: undefined, fingerprint: '' }, limits ? limits.userId : null);
      await recordPayment(tx, customer, order, 'razorpay', grand, { payment: card, paymentOrder: po });
      await tx.update(approvalRequests).set({ status: 'approved', orderId: order.id }).where(eq(approvalRequests.id, row.id));
      await noticeOrderPlaced(tx, { customerId, userId: limits ? limits.userId : null, orderNumber: order.orderNumber, totalPaise: grand, paymentMethod: 'razorpay' });
      await queueOrderPlacedMail(ctx, tx, await placedOrderMail(tx, ctx, customer, order.orderNumber, 'razorpay', priced, limits ? limits.userId : null));
      return { id: order.id, orderNumber: order.orderNumber, created: true, message: ORDER_PLACED_MESSAGE };
    })
    // A paid provider order that cannot become an order is refunded (refunds/unplaced.ts).
    .catch((err: unknown) => refundIfUnplaceable(ctx, { customerId, ...card }, err, (e) => e.message === CART_CHANGED_WHILE_PLACING));
}
