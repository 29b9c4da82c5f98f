// Approving an approval request (issue 26): its order is placed as order-store would place it today,
// in one transaction in the store's lock order (db/locks.ts): the customer, the requesting user
// (their limits), the request row, then the products in id order. Prices, stock, credit and the
// requesting user's limits are checked again; a request already approved answers its order (two
// approvers at once wait for one another on the customer row and place one order).
import { and, eq } from 'drizzle-orm';
import { APPROVAL_MESSAGES } from '@contracts/approvalRules';
import type { OrderData } from '@contracts/checkout';
import { formatPaise } from '@contracts/format';
import { lockCustomer, lockProducts, lockUser } from '../../db/locks';
import { approvalRequests, customers, orders } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { toPaise } from '../../lib/money';
import type { Services } from '../../services';
import type { RequestLine } from '../approvals';
import { pricedLines, type PricedCart } from '../cart';
import { sendOrderPlacedMail, type PlacedOrderMail } from '../orders';
import { assertWithinLimits } from '../spendinglimits';
import { chosenAddresses } from './orderParts';
import { freeProductFor, placedOrderMail, recordOrder, recordPayment, type PricedOrder } from './placeOrder';


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

/**
 * Approves the company's pending request and places its order (cash on delivery). 403 for the
 * approver's own request; 409, nothing done, when it is decided already (as rejected or withdrawn)
 * or cannot be placed today.
 */
export async function approveRequest(
  ctx: Services,
  customerId: number,
  approverUserId: number,
  publicId: string,
): Promise<{ requestId: number; orderNumber: string; created: boolean }> {
  const [request] = await ctx.db
    .select({ id: approvalRequests.id, requestedBy: approvalRequests.requestedByUserId })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.customerId, customerId), eq(approvalRequests.publicId, publicId)));
  if (!request) throw notFound(APPROVAL_MESSAGES.notFound);
  if (request.requestedBy === approverUserId) throw forbidden(APPROVAL_MESSAGES.ownRequest);

  const outcome = await ctx.db.transaction(async (tx): Promise<{ orderNumber: string; created: boolean; mail?: PlacedOrderMail }> => {
    if (!(await lockCustomer(tx, customerId))) throw notFound('Customer not found');
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
    const limits = request.requestedBy === null ? null : await lockUser(tx, customerId, request.requestedBy);
    const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, request.id)).for('update');
    if (row.status === 'approved' && row.orderId !== null) {
      const [made] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, row.orderId));
      return { orderNumber: made.orderNumber, created: false };
    }
    if (row.status !== 'pending') throw conflict(APPROVAL_MESSAGES.notPending);

    const orderData = row.orderData as OrderData;
    const { billing, shipping } = await chosenAddresses(tx, customerId, orderData);
    const wanted = row.lines as RequestLine[];
    const locked = new Set(wanted.map((l) => l.product_id));
    if (row.freeProductId !== null) locked.add(row.freeProductId);
    await lockProducts(tx, locked);

    // Today's prices, stock and the requesting user's limits and the company's credit.
    const cart = await pricedLines(tx, customerId, ctx.config.storeState, wanted.map((l) => ({ productId: l.product_id, quantity: l.quantity })), shipping.state);
    const problems = lineProblems(wanted, cart);
    if (problems.length > 0) throw conflict(cannotApprove(problems[0]), { cart: problems });
    const grand = cart.totals.grand_total;
    // A lower total is the buyer's gain; a higher one was never approved.
    if (grand > row.grandTotalPaise) {
      const message = cannotApprove(`Prices have risen since it was sent: it now comes to ${formatPaise(grand)}, not ${formatPaise(row.grandTotalPaise)}.`);
      throw conflict(message, { cart: [message] });
    }
    await assertWithinLimits(tx, customerId, limits, grand, ctx.clock.now());
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
    return { orderNumber: order.orderNumber, created: true, mail: placedOrderMail(ctx, customer, order.orderNumber, 'cash_on_delivery', priced) };
  });

  if (outcome.mail) await sendOrderPlacedMail(ctx, outcome.mail);
  return { requestId: request.id, orderNumber: outcome.orderNumber, created: outcome.created };
}
