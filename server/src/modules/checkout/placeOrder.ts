// Placing the order (order-store): one transaction that takes its row locks in the store's lock
// order (db/locks.ts): customer, the placing user (limits), then the provider order (card), then
// products in id order, then the placing user's cart rows. The cart placed is that user's own: the
// signed-in user's, or for a card payment the user who started it (recorded on the provider order). Every failure throws inside it, so nothing of a refused order is left behind.
// A Buyer's order above the company's approval threshold is saved as an approval request in the
// same transaction instead: cash on delivery, or card sent without a payment (the
// checkout does so when create-razorpay-order answers approval_required). Approving places it, or
// for a card asks its buyer to pay; a provider order that pays a request places the request's
// order, not the cart's (approvedOrder.ts).
// The browser only says which addresses, which payment and which attempt.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { APPROVAL_MESSAGES, needsApproval } from '@contracts/approvalRules';
import type { OrderData } from '@contracts/checkout';
import { addressOneLine } from '@contracts/format';
import type { DbOrTx, Tx } from '../../db/client';
import { cartFreeProducts, carts, customerUsers, customers, orders } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { assertSameRequest, requestFingerprint } from '../../lib/idempotency';
import { lockCustomer, lockProducts, lockUser, type UserLimits } from '../../db/locks';
import { toPaise } from '../../lib/money';
import { companyCartOwner, pricedCart, type CartOwner, type PricedCart } from '../cart';
import type { Services } from '../../services';
import { noticeOrderPlaced, queueOrderPlacedMail } from '../orders';
import { refundIfUnplaceable } from '../refunds';
import { assertWithinLimits } from '../spendinglimits';
import { queueApprovalRequestedMail, recordApprovalRequest, requestOfKey } from '../approvals';
import { CART_CHANGED_WHILE_PLACING, creditRefusedMessage, ORDER_PLACED_MESSAGE, paidAmountMismatchMessage } from './messages';
import { paymentOrderRequest, placePaidRequest } from './approvedOrder';
import { assertOrderable, chosenAddresses, normalizeOrderData } from './orderParts';
import { freeProductFor, placedOrderMail, recordOrder, recordPayment, type CustomerRow, type PricedOrder } from './orderRecord';
import {
  cardFieldsMissing,
  checkCardPayment,
  existingOrder,
  paymentOrderUser,
  lockPaymentOrder,
  type PaymentOrderRow,
  type PlacedOrder,
  type PlaceOrderInput,
  type PlaceOrderOptions,
} from './cardPayment';

export type { PlacedOrder, PlaceOrderInput, PlaceOrderOptions };

/** An order that waits for approval instead: no order, no stock, no credit taken, nothing paid. */
export interface SentForApproval {
  /** The approval request's public id. */
  approvalId: string;
  /** False when the request already existed (a retry with the same key). */
  created: boolean;
  message: string;
}

/** The answer of a retry whose key already made a request or an order, if it did. */
async function doneBefore(db: DbOrTx, customerId: number, key: string | undefined, fingerprint: string): Promise<PlacedOrder | SentForApproval | null> {
  const order = await orderOfKey(db, customerId, key, fingerprint);
  if (order) return { ...order, created: false, message: ORDER_PLACED_MESSAGE };
  const request = await requestOfKey(db, customerId, key, fingerprint);
  return request ? { approvalId: request.publicId, created: false, message: APPROVAL_MESSAGES.sentForApproval } : null;
}

/** The order a key made, if the request is the one it was made with (else 422, nothing done). */
const orderOfKey = async (db: DbOrTx, customerId: number, key: string | undefined, fingerprint: string) => {
  if (key === undefined) return null;
  const row = await existingOrder(db, byKey(customerId, key));
  if (!row) return null;
  assertSameRequest(row.fingerprint, fingerprint);
  return { id: row.id, orderNumber: row.orderNumber };
};
const byKey = (customerId: number, key: string) => and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key));


/** The user's own cart rows (the company matched too). */
const ownCart = (owner: CartOwner) => and(eq(carts.customerId, owner.customerId), eq(carts.userId, owner.userId));

/** Locks the products of the user's cart (and the free product) in id order, then their cart rows. */
async function lockCart(tx: Tx, owner: CartOwner, freeProductId: number | null): Promise<Set<number>> {
  const ids = new Set((await tx.select({ p: carts.productId }).from(carts).where(ownCart(owner))).map((r) => r.p));
  if (freeProductId !== null) ids.add(freeProductId);
  await lockProducts(tx, ids);
  const rows = await tx
    .select({ productId: carts.productId })
    .from(carts)
    .where(ownCart(owner))
    .orderBy(asc(carts.id))
    .for('update');
  // A product added to the cart between the two reads is not locked; taking its lock now would
  // break the lock order, so the attempt is refused (nothing was written yet).
  if (rows.some((r) => !ids.has(r.productId))) throw conflict(CART_CHANGED_WHILE_PLACING);
  return ids;
}

/**
 * Price: the cart as it is under the locks, refused when it changed, cannot be ordered, does not
 * match the paid amount, is above the placing user's limits or does not fit in the credit; the
 * free product only while it is still on offer with a unit left after the paid lines.
 */
async function priceOrder(
  tx: Tx,
  ctx: Services,
  customer: CustomerRow,
  owner: CartOwner,
  orderData: OrderData,
  paymentOrder: PaymentOrderRow | null,
  limits: UserLimits | null,
  method: PlaceOrderInput['payment_method'],
): Promise<PricedOrder> {
  const customerId = customer.id;
  const { billing, shipping } = await chosenAddresses(tx, customerId, orderData);
  const [free] = await tx.select().from(cartFreeProducts).where(and(eq(cartFreeProducts.customerId, customerId), eq(cartFreeProducts.userId, owner.userId)));
  const locked = await lockCart(tx, owner, free?.productId ?? null);

  const cart = await pricedCart(tx, owner, ctx.config.storeState, undefined, shipping.state);
  if (cart.lines.some((l) => !locked.has(l.productId))) throw conflict(CART_CHANGED_WHILE_PLACING);
  assertOrderable(cart);
  const grand = cart.totals.grand_total;

  if (paymentOrder && paymentOrder.amountPaise !== grand) {
    const message = paidAmountMismatchMessage(paymentOrder.amountPaise, grand);
    throw conflict(message, { cart: [message] });
  }
  await assertWithinLimits(tx, customerId, limits, grand, ctx.clock.now());
  const credit = toPaise(customer.creditLimit);
  // Only cash on delivery uses the credit (a card order sent for approval is paid after it).
  if (method === 'cash_on_delivery' && grand > credit) {
    const message = creditRefusedMessage(grand, credit);
    throw conflict(message, { payment_method: [message] });
  }

  return { billing, shipping, cart, locked, ...(await freeProductFor(tx, free?.productId ?? null, cart)) };
}

/**
 * Exactly the lines ordered leave the placing user's cart: a line another request adds meanwhile
 * stays, and the carts of the company's other users are never touched.
 */
async function emptyOrderedCart(tx: Tx, owner: CartOwner, cart: PricedCart): Promise<void> {
  await tx.delete(carts).where(and(ownCart(owner), inArray(carts.id, cart.lines.map((l) => l.id))));
  await tx.delete(cartFreeProducts).where(and(eq(cartFreeProducts.customerId, owner.customerId), eq(cartFreeProducts.userId, owner.userId)));
}

/**
 * Places the customer's cart as an order, in named steps: check (the card's signature, the
 * idempotency key, the provider order), price (under the locks), record and reserve (order, lines,
 * stock, cart emptied), pay (provider order or credit), mail queued, all in one transaction.
 */
export async function placeOrder(
  ctx: Services,
  customerId: number,
  input: PlaceOrderInput & { payment_method: 'razorpay' },
  opts?: PlaceOrderOptions,
): Promise<PlacedOrder>;
/** Without a user no approval rule applies (an operator's or a test's order): always an order. */
export async function placeOrder(ctx: Services, customerId: number, input: PlaceOrderInput, opts?: PlaceOrderOptions & { userId?: undefined }): Promise<PlacedOrder>;
/** A company user's order: a Buyer's cash-on-delivery order above the company's threshold is sent for approval instead. */
export async function placeOrder(ctx: Services, customerId: number, input: PlaceOrderInput, opts?: PlaceOrderOptions): Promise<PlacedOrder | SentForApproval>;
export async function placeOrder(
  ctx: Services,
  customerId: number,
  input: PlaceOrderInput,
  opts: PlaceOrderOptions = {},
): Promise<PlacedOrder | SentForApproval> {
  const key = input.idempotency_key;
  const fingerprint = requestFingerprint(input as Record<string, unknown>);
  const orderData = normalizeOrderData(input);
  // A card order sent without any payment (no provider order) can only be one that waits for
  // approval: it is saved as a request if it needs one, else refused for its missing payment fields.
  const cardForApproval = input.payment_method === 'razorpay' && !opts.verifiedPaymentId && !input.razorpay_order_id && !input.razorpay_payment_id && !input.razorpay_signature;
  const cardPayment = input.payment_method === 'razorpay' && !cardForApproval ? checkCardPayment(ctx, input, opts) : null;

  // A payment of an approved card request places the request's order (approvedOrder.ts).
  const paysRequest = cardPayment ? await paymentOrderRequest(ctx.db, cardPayment.providerOrderId) : null;
  if (cardPayment && paysRequest) return placePaidRequest(ctx, customerId, input, cardPayment, paysRequest);

  // A retry of an attempt that already made its order answers that order; the key with another
  // request is refused (lib/idempotency.ts).
  const done = await doneBefore(ctx.db, customerId, key, fingerprint);
  if (done) return done;

  // The mails are queued in this transaction: an order or request rolled back (a stock conflict, a
  // refused credit) mails nothing, and one that commits is mailed once.
  const placed = await ctx.db.transaction(async (tx): Promise<PlacedOrder | SentForApproval> => {
    if (!(await lockCustomer(tx, customerId))) throw notFound('Customer not found');
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
    // Another attempt with this key may have committed while we waited for the lock.
    const raced = await doneBefore(tx, customerId, key, fingerprint);
    if (raced) return raced;
    // Who places it: the signed-in user, or for a card order the user who started its payment.
    const placedBy = cardPayment ? await paymentOrderUser(tx, cardPayment.providerOrderId) : (opts.userId ?? null);
    const limits = placedBy === null ? null : await lockUser(tx, customerId, placedBy);
    // Whose cart: the placing user's; without one (an operator's order, or a payment whose user
    // has since been removed) the company's oldest active admin's, where carts kept before each
    // user had their own went.
    const ownerId = limits?.userId ?? (await companyCartOwner(tx, customerId));
    if (ownerId === null) throw conflict(CART_CHANGED_WHILE_PLACING);
    const owner: CartOwner = { customerId, userId: ownerId };

    let paymentOrder: PaymentOrderRow | null = null;
    if (cardPayment) {
      const po = await lockPaymentOrder(tx, customerId, input, cardPayment.providerOrderId);
      if ('created' in po) return po;
      paymentOrder = po;
    }

    const priced = await priceOrder(tx, ctx, customer, owner, orderData, paymentOrder, limits, input.payment_method);
    // A Buyer's order above the company's approval threshold is saved for an approver instead
    // (a card order is sent so without a payment: service.ts refuses to start one for it).
    const grand = priced.cart.totals.grand_total;
    const forApproval = !cardPayment && limits !== null && needsApproval(limits.role, customer.approvalThresholdPaise, grand);
    if (cardForApproval && !forApproval) throw invalid(cardFieldsMissing(input));
    if (forApproval && limits) {
      const request = await recordApprovalRequest(tx, {
        customerId,
        userId: limits.userId,
        orderData,
        paymentMethod: input.payment_method,
        cart: priced.cart,
        freeProductId: priced.freeProduct?.id ?? null,
        shipTo: addressOneLine(priced.shipping),
        idempotency: { key, fingerprint },
      });
      // The requester's lines leave their cart; an approver's own cart is never touched.
      await emptyOrderedCart(tx, owner, priced.cart);
      const [who] = await tx.select({ name: customerUsers.name }).from(customerUsers).where(eq(customerUsers.id, limits.userId));
      await queueApprovalRequestedMail(ctx, tx, {
        customerId,
        requesterId: limits.userId,
        requester: who?.name ?? 'A buyer',
        totalPaise: grand,
        lines: priced.cart.lines.map((l) => ({ name: l.name, quantity: l.quantity })),
      });
      return { approvalId: request.publicId, created: true, message: APPROVAL_MESSAGES.sentForApproval };
    }
    const order = await recordOrder(tx, customer, input, orderData, priced, { key, fingerprint }, limits ? placedBy : null);
    await recordPayment(tx, customer, order, input.payment_method, priced.cart.totals.grand_total, cardPayment && paymentOrder ? { payment: cardPayment, paymentOrder } : null);
    await emptyOrderedCart(tx, owner, priced.cart);
    await noticeOrderPlaced(tx, {
      customerId,
      userId: limits ? placedBy : null,
      orderNumber: order.orderNumber,
      totalPaise: priced.cart.totals.grand_total,
      paymentMethod: input.payment_method,
    });

    const message = priced.freeDropped
      ? `${ORDER_PLACED_MESSAGE}. ${priced.freeDropped} is no longer offered free, so it was not added.`
      : ORDER_PLACED_MESSAGE;
    await queueOrderPlacedMail(ctx, tx, await placedOrderMail(tx, ctx, customer, order.orderNumber, input.payment_method, priced, limits ? placedBy : null));
    return { id: order.id, orderNumber: order.orderNumber, created: true, message };
  }).catch((err: unknown) =>
    // A paid provider order that cannot become an order is refunded (refunds/unplaced.ts).
    cardPayment
      ? refundIfUnplaceable(ctx, { customerId, ...cardPayment }, err, (e) => e.message === CART_CHANGED_WHILE_PLACING)
      : Promise.reject(err),
  );
  return placed;
}
