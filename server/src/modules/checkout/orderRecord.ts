// Recording an order once it is priced under the locks: the order with its lines and the stock it
// takes, its payment (card's provider order, or cash on delivery's credit), the free product while
// still on offer, and the confirmation mail. Shared by placing a cart's order (placeOrder.ts) and
// a request's order (approvedOrder.ts).
import { eq, inArray } from 'drizzle-orm';
import type { OrderData } from '@contracts/checkout';
import { addressOneLine } from '@contracts/format';
import type { Tx } from '../../db/client';
import { mailPeople } from '../../db/companyUsers';
import { customers, orderItems, orders, paymentOrders, payments, products, walletTransactions } from '../../db/schema';
import { isSameState } from '../../lib/gst';
import { paiseToNumeric } from '../../lib/money';
import type { AddressRow } from '../addresses';
import { freeProductOffers, type PricedCart } from '../cart';
import type { Services } from '../../services';
import { withFreshOrderNumber, type PlacedOrderMail } from '../orders';
import { debitOrder } from '../credit';
import { orderItemRows, orderSnapshot, quantitiesByProduct, takeStock } from './orderParts';
import type { CardPayment, PaymentOrderRow, PlaceOrderInput } from './cardPayment';

export type CustomerRow = typeof customers.$inferSelect;
/** What the order is made of, priced under the locks. */
export interface PricedOrder {
  billing: AddressRow;
  shipping: AddressRow;
  cart: PricedCart;
  /** The products whose rows are locked: the cart's and the free one. */
  locked: Set<number>;
  freeProduct: { id: number; name: string } | null;
  /** The free product's name when it can no longer ship free (the answer says so). */
  freeDropped: string | null;
}

/** The chosen free product, only while it is still on offer with a unit left after the paid lines (its row is locked). */
export async function freeProductFor(
  tx: Tx,
  productId: number | null,
  cart: PricedCart,
): Promise<{ freeProduct: { id: number; name: string } | null; freeDropped: string | null }> {
  if (productId === null) return { freeProduct: null, freeDropped: null };
  const [offer] = await freeProductOffers(tx, productId);
  const [p] = await tx.select({ stock: products.stockQuantity, name: products.productName }).from(products).where(eq(products.id, productId));
  const usedByLines = cart.lines.filter((l) => l.productId === productId).reduce((n, l) => n + l.quantity, 0);
  if (offer && p && p.stock - usedByLines >= 1) return { freeProduct: { id: productId, name: offer.product_name }, freeDropped: null };
  return { freeProduct: null, freeDropped: p?.name ?? 'The free product' };
}

/** Record and reserve: the order with its lines (HSN codes as sold), and the stock it takes. */
export async function recordOrder(
  tx: Tx,
  customer: CustomerRow,
  input: PlaceOrderInput,
  orderData: OrderData,
  priced: PricedOrder,
  idempotency: { key: string | undefined; fingerprint: string },
  placedBy: number | null,
): Promise<{ id: number; orderNumber: string }> {
  const { billing, shipping, cart, locked, freeProduct } = priced;
  // The tax invoice prints each line's HSN code as sold, even if the catalogue changes it later.
  const hsnRows = locked.size > 0 ? await tx.select({ id: products.id, hsn: products.hsnCode }).from(products).where(inArray(products.id, [...locked])) : [];
  const hsnOf = new Map(hsnRows.map((r) => [r.id, r.hsn] as const));

  // A clash of the random number draws again (orders/numbers.ts).
  const order = await withFreshOrderNumber(async (drawn) => {
    const [row] = await tx
        .insert(orders)
        .values({
          orderNumber: drawn,
          customerId: customer.id,
          createdByUserId: placedBy,
          ...orderSnapshot(customer, billing, shipping, cart.totals),
          deliveryInstructions: orderData.delivery_instructions ?? null,
          purchaseOrderNumber: orderData.purchase_order_number ?? null,
          paymentMethod: input.payment_method,
          status: 'pending',
          freeProductId: freeProduct?.id ?? null,
          freeProductName: freeProduct?.name ?? null,
          freeProductHsnCode: freeProduct ? (hsnOf.get(freeProduct.id) ?? null) : null,
          idempotencyKey: idempotency.key ?? null,
          idempotencyFingerprint: idempotency.key === undefined ? null : idempotency.fingerprint,
        })
        .onConflictDoNothing({ target: orders.orderNumber })
        .returning({ id: orders.id, orderNumber: orders.orderNumber });
    return row;
  });

  await tx.insert(orderItems).values(orderItemRows(order.id, cart.lines, (productId) => hsnOf.get(productId) ?? null));

  // Stock: the paid lines and the free unit.
  const take = quantitiesByProduct(cart.lines);
  if (freeProduct) take.set(freeProduct.id, (take.get(freeProduct.id) ?? 0) + 1);
  await takeStock(tx, take);
  return order;
}

/** Pay: the card's provider order is marked paid by this order; cash on delivery debits the credit and becomes a due. */
export async function recordPayment(
  tx: Tx,
  customer: CustomerRow,
  order: { id: number; orderNumber: string },
  method: PlaceOrderInput['payment_method'],
  grand: number,
  card: { payment: CardPayment; paymentOrder: PaymentOrderRow } | null,
): Promise<void> {
  await tx.insert(payments).values({
    orderId: order.id,
    paymentMethod: method,
    txnId: card?.payment.paymentId ?? null,
    amount: paiseToNumeric(grand),
    details: card
      ? { provider: card.paymentOrder.provider, razorpay_order_id: card.payment.providerOrderId, razorpay_payment_id: card.payment.paymentId }
      : null,
  });

  if (card) {
    await tx
      .update(paymentOrders)
      .set({ status: 'paid', paymentId: card.payment.paymentId, paidAt: new Date(), orderId: order.id })
      .where(eq(paymentOrders.id, card.paymentOrder.id));
    return;
  }
  await debitOrder(tx, { customerId: customer.id, orderId: order.id, orderNumber: order.orderNumber, amountPaise: grand }, customer.email);
  await tx.insert(walletTransactions).values({
    customerId: customer.id,
    orderNumber: order.orderNumber,
    description: `Order ${order.orderNumber} placed (cash on delivery)`,
    type: 'd',
    amount: paiseToNumeric(grand),
  });
}

/**
 * The order confirmation mail, queued in the order's transaction: to the user who placed the order
 * (the company's main address when none), copying the Admins who asked.
 */
export async function placedOrderMail(
  tx: Tx,
  ctx: Services,
  customer: CustomerRow,
  orderNumber: string,
  method: PlaceOrderInput['payment_method'],
  priced: PricedOrder,
  placedBy: number | null,
): Promise<PlacedOrderMail> {
  const { cart, shipping, freeProduct } = priced;
  return {
    ...(await mailPeople(tx, customer.id, placedBy, 'order_updates')),
    orderNumber,
    paymentMethod: method,
    lines: cart.lines.map((l) => ({ name: l.name, quantity: l.quantity, unitPaise: l.unitPrice, linePaise: l.lineTotal })),
    freeProduct: freeProduct?.name ?? null,
    totals: cart.totals,
    sameState: isSameState(shipping.state, ctx.config.storeState),
    shipTo: addressOneLine(shipping),
  };
}

