// Checkout: what the page shows (GET /checkout), the card provider order (create-razorpay-order)
// and placing the order (order-store). The browser only says which addresses, which payment and
// which attempt; prices, tax, stock, credit and ownership are all decided here.
//
// Placing an order is one transaction that takes its row locks in the store's lock order
// (lib/locks.ts): customer, then the provider order (card), then products in id order, then
// the cart rows. Every failure throws inside it, so nothing of a refused order is left behind.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CheckoutData,
  CheckoutLine,
  CreatePaymentOrderRequest,
  CreatePaymentOrderResponse,
  OrderData,
  OrderStoreRequest,
} from '@contracts/checkout';
import type { DbOrTx, Tx } from '../../db/client';
import {
  billingAddresses,
  cartFreeProducts,
  carts,
  customers,
  orderItems,
  orders,
  paymentOrders,
  payments,
  products,
  shippingAddresses,
  walletTransactions,
} from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { isSameState, type CartTotals } from '../../lib/gst';
import { assertSameRequest, requestFingerprint } from '../../lib/idempotency';
import { lockCustomer, lockProducts } from '../../lib/locks';
import { formatInr, fromPaise, paiseToNumeric, toPaise } from '../../lib/money';
import { chosenFreeProduct, freeProductOffers, pricedCart, type PricedCart, type PricedLine } from '../cart';
import type { Services } from '../../services';
import { sendOrderPlacedMail, withFreshOrderNumber, type PlacedOrderMail } from '../orders';
import { refundIfUnplaceable } from '../refunds';

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Add products to your cart before placing an order.';
export const NO_SHIPPING_MESSAGE = 'No shipping address added. Please choose an address.';
export const NO_BILLING_MESSAGE = 'No billing address added. Please choose an address.';
export const ORDER_PLACED_MESSAGE = 'Order placed successfully';
export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed. No order was created.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const CART_CHANGED_WHILE_PLACING = 'Your cart changed while the order was being placed. Please review it and try again.';
/** Razorpay takes no card payment under ₹1. */
const MIN_CARD_PAISE = 100;

export const cartChangedMessage = (grandPaise: number) =>
  `Your cart has changed: the total is now ${formatInr(grandPaise)}. Please review your order before paying.`;
export const paidAmountMismatchMessage = (paidPaise: number, grandPaise: number) =>
  `Your cart changed after the payment of ${formatInr(paidPaise)}: the order now comes to ${formatInr(grandPaise)}.`;
export const creditRefusedMessage = (grandPaise: number, creditPaise: number) =>
  `The order total of ${formatInr(grandPaise)} is more than your available credit of ${formatInr(creditPaise)}. ` +
  'Pay by card, or remove some products from your cart.';

type BillingRow = typeof billingAddresses.$inferSelect;
type ShippingRow = typeof shippingAddresses.$inferSelect;

/* ---------- addresses ---------- */

async function defaultBilling(db: DbOrTx, customerId: number): Promise<BillingRow | null> {
  // The book keeps one default; should it have none, the newest address stands in.
  const [row] = await db
    .select()
    .from(billingAddresses)
    .where(eq(billingAddresses.customerId, customerId))
    .orderBy(desc(billingAddresses.isDefault), desc(billingAddresses.createdAt), desc(billingAddresses.id))
    .limit(1);
  return row ?? null;
}

async function defaultShipping(db: DbOrTx, customerId: number): Promise<ShippingRow | null> {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.customerId, customerId))
    .orderBy(desc(shippingAddresses.isDefault), desc(shippingAddresses.createdAt), desc(shippingAddresses.id))
    .limit(1);
  return row ?? null;
}

async function ownShipping(db: DbOrTx, customerId: number, id: number): Promise<ShippingRow | null> {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.customerId, customerId)));
  return row ?? null;
}

async function ownBilling(db: DbOrTx, customerId: number, id: number): Promise<BillingRow | null> {
  const [row] = await db
    .select()
    .from(billingAddresses)
    .where(and(eq(billingAddresses.id, id), eq(billingAddresses.customerId, customerId)));
  return row ?? null;
}

/** A line as an order sells it: the priced cart line or a quotation's quoted line. */
interface SoldLine {
  productId: number;
  name: string;
  unitPrice: number;
  gstRate: number | string;
  quantity: number;
  lineTotal: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The order's item rows: each line's price, GST and HSN code as sold. */
export function orderItemRows(orderId: number, lines: readonly SoldLine[], hsnOf: (productId: number) => string | null) {
  return lines.map((l) => ({
    orderId,
    productId: l.productId,
    productName: l.name,
    unitPrice: paiseToNumeric(l.unitPrice),
    gstRate: String(l.gstRate),
    productQty: l.quantity,
    lineTotal: paiseToNumeric(l.lineTotal),
    taxAmount: paiseToNumeric(l.cgst + l.sgst + l.igst),
    hsnCode: hsnOf(l.productId),
  }));
}

/** Units per product over an order's lines (one product may stand on several lines). */
export function quantitiesByProduct(lines: readonly { productId: number; quantity: number }[]): Map<number, number> {
  const take = new Map<number, number>();
  for (const l of lines) take.set(l.productId, (take.get(l.productId) ?? 0) + l.quantity);
  return take;
}

/** Takes an order's stock, product by product in id order (the lock order, lib/locks.ts). */
export async function takeStock(tx: Tx, quantities: ReadonlyMap<number, number>): Promise<void> {
  for (const [productId, qty] of [...quantities].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${qty}` })
      .where(eq(products.id, productId));
  }
}

/**
 * What an order copies when it is placed, so it reads the same however the buyer's profile, address
 * book or the catalogue change later: the buyer, both addresses and the totals. Shared by the
 * cart's checkout and a quotation's order (quotes/order.ts).
 */
export function orderSnapshot(
  customer: typeof customers.$inferSelect,
  billing: Awaited<ReturnType<typeof chosenAddresses>>['billing'],
  shipping: Awaited<ReturnType<typeof chosenAddresses>>['shipping'],
  t: CartTotals,
) {
  return {
    customerName: customer.primaryContactName,
    customerPhone: customer.phone,
    customerEmail: customer.email,
    customerGst: customer.gstno,
    customerCompany: customer.companyName,
    sAddressLine1: shipping.sAddressLine1,
    sAddressLine2: shipping.sAddressLine2,
    sCity: shipping.sCity,
    sState: shipping.sState,
    sCountry: shipping.sCountry,
    sPincode: shipping.sPincode,
    sContact: shipping.sPhone,
    bAddressLine1: billing.bAddressLine1,
    bAddressLine2: billing.bAddressLine2,
    bCity: billing.bCity,
    bState: billing.bState,
    bCountry: billing.bCountry,
    bPincode: billing.bPincode,
    bContact: billing.bPhone,
    subTotal: paiseToNumeric(t.sub_total),
    cgst: paiseToNumeric(t.cgst_amount),
    sgst: paiseToNumeric(t.sgst_amount),
    igst: paiseToNumeric(t.igst_amount),
    totalAmount: paiseToNumeric(t.grand_total),
  };
}

/** Both addresses, which must be the customer's own; someone else's id reads as "none chosen". (Ordering a quotation uses it too.) */
export async function chosenAddresses(db: DbOrTx, customerId: number, data: OrderData) {
  const [billing, shipping] = await Promise.all([
    ownBilling(db, customerId, data.billing_address_id),
    ownShipping(db, customerId, data.shipping_address_id),
  ]);
  const errors: Record<string, string[]> = {};
  if (!shipping) errors.shipping_address_id = [NO_SHIPPING_MESSAGE];
  if (!billing) errors.billing_address_id = [NO_BILLING_MESSAGE];
  if (!billing || !shipping) throw invalid(errors, (errors.shipping_address_id ?? errors.billing_address_id)[0]);
  return { billing, shipping };
}

/** The order data as stored and echoed: trimmed notes, empty ones left out. */
export function normalizeOrderData(data: OrderData): OrderData {
  const out: OrderData = { billing_address_id: data.billing_address_id, shipping_address_id: data.shipping_address_id };
  const instructions = data.delivery_instructions?.trim();
  const po = data.purchase_order_number?.trim();
  if (instructions) out.delivery_instructions = instructions;
  if (po) out.purchase_order_number = po;
  return out;
}

/* ---------- GET /checkout ---------- */

function checkoutLine(l: PricedLine): CheckoutLine {
  return {
    id: l.id,
    quantity: l.quantity,
    unit_price: fromPaise(l.unitPrice),
    line_total: fromPaise(l.lineTotal),
    gst_rate: l.gstRate,
    cgst: fromPaise(l.cgst),
    sgst: fromPaise(l.sgst),
    igst: fromPaise(l.igst),
    product: { id: l.productId, product_name: l.name, product_slug: l.slug, primary_image: l.image, stock_quantity: l.stock },
  };
}

async function creditPaise(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db.select({ credit: customers.creditLimit }).from(customers).where(eq(customers.id, customerId));
  return toPaise(row?.credit ?? '0');
}

export async function checkoutData(ctx: Services, customerId: number, shippingAddressId?: number): Promise<CheckoutData> {
  const { db, config, provider } = ctx;
  const [billing, shipping] = await Promise.all([
    defaultBilling(db, customerId),
    shippingAddressId === undefined ? defaultShipping(db, customerId) : ownShipping(db, customerId, shippingAddressId),
  ]);
  if (shippingAddressId !== undefined && !shipping) throw notFound('Address not found');
  const [cart, free, credit] = await Promise.all([
    pricedCart(db, customerId, config.storeState, undefined, shipping?.sState ?? null),
    chosenFreeProduct(db, customerId),
    creditPaise(db, customerId),
  ]);
  const t = cart.totals;
  return {
    default_billing_address: billing && {
      id: billing.id,
      b_address_line1: billing.bAddressLine1,
      b_address_line2: billing.bAddressLine2,
      b_city: billing.bCity,
      b_state: billing.bState,
      b_country: billing.bCountry,
      b_pincode: billing.bPincode,
      b_phone: billing.bPhone,
    },
    default_shipping_address: shipping && {
      id: shipping.id,
      s_address_line1: shipping.sAddressLine1,
      s_address_line2: shipping.sAddressLine2,
      s_city: shipping.sCity,
      s_state: shipping.sState,
      s_country: shipping.sCountry,
      s_pincode: shipping.sPincode,
      s_phone: shipping.sPhone,
    },
    carts: cart.lines.map(checkoutLine),
    free_product: free,
    same_state: cart.sameState,
    sub_total: fromPaise(t.sub_total),
    cgst_amount: fromPaise(t.cgst_amount),
    sgst_amount: fromPaise(t.sgst_amount),
    igst_amount: fromPaise(t.igst_amount),
    grand_total: fromPaise(t.grand_total),
    credit_limit: fromPaise(credit),
    payment_provider: provider.name,
    payment_script_url: provider.scriptUrl,
  };
}

/* ---------- the cart's lines must be orderable ---------- */

function lineProblem(l: PricedLine): string | null {
  if (!l.isActive) return `${l.name} is no longer sold. Remove it from your cart.`;
  if (l.stock <= 0) return `${l.name} is out of stock. Remove it from your cart.`;
  if (l.quantity > l.stock) return `Only ${l.stock} units of ${l.name} are in stock. Lower the quantity in your cart.`;
  return null;
}

/** Refuses an empty cart or one with a line that cannot be sold now (409: the cart, not the request, is wrong). */
function assertOrderable(cart: PricedCart): void {
  if (cart.lines.length === 0) throw conflict(EMPTY_CART_MESSAGE, { cart: [EMPTY_CART_MESSAGE] });
  const problems = cart.lines.map(lineProblem).filter((p): p is string => p !== null);
  if (problems.length > 0) throw conflict(problems[0], { cart: problems });
}

/* ---------- POST /create-razorpay-order ---------- */

export async function createPaymentOrder(
  ctx: Services,
  customerId: number,
  input: CreatePaymentOrderRequest,
): Promise<CreatePaymentOrderResponse> {
  const { db, config, provider } = ctx;
  // Spec 7 sends the amount alone: the default addresses stand in (0, no address, when there is none).
  const [billingId, shippingId] = await Promise.all([
    input.billing_address_id ?? defaultBilling(db, customerId).then((a) => a?.id ?? 0),
    input.shipping_address_id ?? defaultShipping(db, customerId).then((a) => a?.id ?? 0),
  ]);
  const orderData = normalizeOrderData({ ...input, billing_address_id: billingId, shipping_address_id: shippingId });
  const { shipping } = await chosenAddresses(db, customerId, orderData);
  const cart = await pricedCart(db, customerId, config.storeState, undefined, shipping.sState);
  // Checked before the customer pays: a payment for a cart that cannot be ordered helps nobody.
  assertOrderable(cart);
  const grand = cart.totals.grand_total;
  if (input.amount !== grand) throw conflict(cartChangedMessage(grand), { amount: [cartChangedMessage(grand)] });
  if (grand < MIN_CARD_PAISE) {
    throw conflict(`Card payments start at ${formatInr(MIN_CARD_PAISE)}. Choose cash on delivery.`);
  }
  const [customer] = await db
    .select({ name: customers.primaryContactName, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, customerId));

  const order = await provider.createOrder({
    amountPaise: grand,
    receipt: `cust${customerId}-${Date.now()}`,
    notes: { customer_id: String(customerId) },
  });
  const [stored] = await db
    .insert(paymentOrders)
    .values({ provider: provider.name, providerOrderId: order.id, customerId, amountPaise: grand, orderData })
    .returning({ id: paymentOrders.id });
  return {
    status: true,
    data: {
      rpo_number: order.id,
      rpo_amount: grand,
      rpo_id: stored.id,
      currency: 'INR',
      key: provider.keyId,
      customer_name: customer.name,
      customer_email: customer.email,
      customer_phone: customer.phone,
    },
    order_data: orderData,
  };
}

/* ---------- POST /order-store ---------- */

export type PlaceOrderInput = Omit<OrderStoreRequest, 'payment_details'>;

export interface PlaceOrderOptions {
  /**
   * The payment webhook has already authenticated the payment (its signature covers the whole
   * event), so the popup's signature is not asked for; this is the captured payment's id.
   */
  verifiedPaymentId?: string;
}

export interface PlacedOrder {
  id: number;
  orderNumber: string;
  /** False when the order already existed (a retry, or a replayed card callback). */
  created: boolean;
  message: string;
}

const existingOrder = async (db: DbOrTx, where: ReturnType<typeof and>) => {
  const [row] = await db.select({ id: orders.id, orderNumber: orders.orderNumber, fingerprint: orders.idempotencyFingerprint }).from(orders).where(where).limit(1);
  return row ?? null;
};
/** The order a key made, if the request is the one it was made with (else 422, nothing done). */
const orderOfKey = async (db: DbOrTx, customerId: number, key: string | undefined, fingerprint: string) => {
  if (key === undefined) return null;
  const row = await existingOrder(db, byKey(customerId, key));
  if (!row) return null;
  assertSameRequest(row.fingerprint, fingerprint);
  return { id: row.id, orderNumber: row.orderNumber };
};
const byKey = (customerId: number, key: string) => and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key));

const FIELD_REQUIRED = (field: string) => `The ${field.replace(/_/g, ' ')} field is required.`;

/** Locks the products of the cart (and the free product) in id order, then the cart rows. */
async function lockCart(tx: Tx, customerId: number, freeProductId: number | null): Promise<Set<number>> {
  const ids = new Set((await tx.select({ p: carts.productId }).from(carts).where(eq(carts.customerId, customerId))).map((r) => r.p));
  if (freeProductId !== null) ids.add(freeProductId);
  await lockProducts(tx, ids);
  const rows = await tx
    .select({ productId: carts.productId })
    .from(carts)
    .where(eq(carts.customerId, customerId))
    .orderBy(asc(carts.id))
    .for('update');
  // A product added to the cart between the two reads is not locked; taking its lock now would
  // break the lock order, so the attempt is refused (nothing was written yet).
  if (rows.some((r) => !ids.has(r.productId))) throw conflict(CART_CHANGED_WHILE_PLACING);
  return ids;
}

type CustomerRow = typeof customers.$inferSelect;
type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** The card payment an order is placed for: its provider order, and the payment verified by signature. */
interface CardPayment {
  providerOrderId: string;
  paymentId: string;
}

/**
 * Check: the card's signature is checked first, so a key never stands in for a verified payment
 * (the webhook passes the payment the provider's signed event named).
 */
function checkCardPayment(ctx: Services, input: PlaceOrderInput, opts: PlaceOrderOptions): CardPayment {
  let paymentId: string;
  if (opts.verifiedPaymentId) {
    paymentId = opts.verifiedPaymentId;
  } else {
    const missing: Record<string, string[]> = {};
    for (const f of ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'] as const) {
      if (!input[f]) missing[f] = [FIELD_REQUIRED(f)];
    }
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

/**
 * Check, under the lock: the customer's own provider order, still unused. Answers the order it
 * already made when a callback is replayed (or the webhook got there first): one order per provider order.
 */
async function lockPaymentOrder(tx: Tx, customerId: number, input: PlaceOrderInput, providerOrderId: string): Promise<PaymentOrderRow | PlacedOrder> {
  const [po] = await tx.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId)).for('update');
  // Another customer's provider order reads exactly like a missing one.
  if (!po || po.customerId !== customerId || (input.rpo_id !== undefined && input.rpo_id !== po.id)) {
    throw notFound(PAYMENT_NOT_FOUND);
  }
  if (po.orderId !== null) {
    const made = await existingOrder(tx, eq(orders.id, po.orderId));
    if (made) return { id: made.id, orderNumber: made.orderNumber, created: false, message: ORDER_PLACED_MESSAGE };
  }
  if (po.status !== 'created') throw conflict('This payment can no longer be used for an order.');
  return po;
}

/** What the order is made of, priced under the locks. */
interface PricedOrder {
  billing: BillingRow;
  shipping: ShippingRow;
  cart: PricedCart;
  /** The products whose rows are locked: the cart's and the free one. */
  locked: Set<number>;
  freeProduct: { id: number; name: string } | null;
  /** The free product's name when it can no longer ship free (the answer says so). */
  freeDropped: string | null;
}

/**
 * Price: the cart as it is under the locks, refused when it changed, cannot be ordered, does not
 * match the paid amount or does not fit in the credit; the free product only while it is still on
 * offer with a unit left after the paid lines.
 */
async function priceOrder(
  tx: Tx,
  ctx: Services,
  customer: CustomerRow,
  orderData: OrderData,
  paymentOrder: PaymentOrderRow | null,
): Promise<PricedOrder> {
  const customerId = customer.id;
  const { billing, shipping } = await chosenAddresses(tx, customerId, orderData);
  const [free] = await tx.select().from(cartFreeProducts).where(eq(cartFreeProducts.customerId, customerId));
  const locked = await lockCart(tx, customerId, free?.productId ?? null);

  const cart = await pricedCart(tx, customerId, ctx.config.storeState, undefined, shipping.sState);
  if (cart.lines.some((l) => !locked.has(l.productId))) throw conflict(CART_CHANGED_WHILE_PLACING);
  assertOrderable(cart);
  const grand = cart.totals.grand_total;

  if (paymentOrder && paymentOrder.amountPaise !== grand) {
    const message = paidAmountMismatchMessage(paymentOrder.amountPaise, grand);
    throw conflict(message, { cart: [message] });
  }
  const credit = toPaise(customer.creditLimit);
  if (!paymentOrder && grand > credit) {
    const message = creditRefusedMessage(grand, credit);
    throw conflict(message, { payment_method: [message] });
  }

  let freeProduct: { id: number; name: string } | null = null;
  let freeDropped: string | null = null;
  if (free) {
    const [offer] = await freeProductOffers(tx, free.productId);
    const [p] = await tx.select({ stock: products.stockQuantity, name: products.productName }).from(products).where(eq(products.id, free.productId));
    const usedByLines = cart.lines.filter((l) => l.productId === free.productId).reduce((n, l) => n + l.quantity, 0);
    if (offer && p && p.stock - usedByLines >= 1) freeProduct = { id: free.productId, name: offer.product_name };
    else freeDropped = p?.name ?? 'The free product';
  }
  return { billing, shipping, cart, locked, freeProduct, freeDropped };
}

/** Record and reserve: the order with its lines (HSN codes as sold), and the stock it takes. */
async function recordOrder(
  tx: Tx,
  customer: CustomerRow,
  input: PlaceOrderInput,
  orderData: OrderData,
  priced: PricedOrder,
  idempotency: { key: string | undefined; fingerprint: string },
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

/** Exactly the lines ordered leave the cart: a line another request adds meanwhile stays. */
async function emptyOrderedCart(tx: Tx, customerId: number, cart: PricedCart): Promise<void> {
  await tx.delete(carts).where(and(eq(carts.customerId, customerId), inArray(carts.id, cart.lines.map((l) => l.id))));
  await tx.delete(cartFreeProducts).where(eq(cartFreeProducts.customerId, customerId));
}

/** Pay: the card's provider order is marked paid by this order; cash on delivery debits the credit. */
async function recordPayment(
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
  await tx
    .update(customers)
    .set({ creditLimit: paiseToNumeric(toPaise(customer.creditLimit) - grand), updatedAt: new Date() })
    .where(eq(customers.id, customer.id));
  await tx.insert(walletTransactions).values({
    customerId: customer.id,
    orderNumber: order.orderNumber,
    description: `Order ${order.orderNumber} placed (cash on delivery)`,
    type: 'd',
    amount: paiseToNumeric(grand),
  });
}

/** The order confirmation mail, sent once the order is committed. */
function placedOrderMail(ctx: Services, customer: CustomerRow, orderNumber: string, method: PlaceOrderInput['payment_method'], priced: PricedOrder): PlacedOrderMail {
  const { cart, shipping, freeProduct } = priced;
  return {
    to: customer.email,
    name: customer.primaryContactName,
    orderNumber,
    paymentMethod: method,
    lines: cart.lines.map((l) => ({ name: l.name, quantity: l.quantity, unitPaise: l.unitPrice, linePaise: l.lineTotal })),
    freeProduct: freeProduct?.name ?? null,
    totals: cart.totals,
    sameState: isSameState(shipping.sState, ctx.config.storeState),
    shipTo: [shipping.sAddressLine1, shipping.sAddressLine2, shipping.sCity, shipping.sState, shipping.sPincode].filter(Boolean).join(', '),
  };
}

/**
 * Places the customer's cart as an order, in named steps: check (the card's signature, the
 * idempotency key, the provider order), price (under the locks), record and reserve (order, lines,
 * stock, cart emptied), pay (provider order or credit), all in one transaction; then the mail.
 */
export async function placeOrder(
  ctx: Services,
  customerId: number,
  input: PlaceOrderInput,
  opts: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  const key = input.idempotency_key;
  const fingerprint = requestFingerprint(input as Record<string, unknown>);
  const orderData = normalizeOrderData(input);
  const cardPayment = input.payment_method === 'razorpay' ? checkCardPayment(ctx, input, opts) : null;

  // A retry of an attempt that already made its order answers that order; the key with another
  // request is refused (lib/idempotency.ts).
  const done = await orderOfKey(ctx.db, customerId, key, fingerprint);
  if (done) return { ...done, created: false, message: ORDER_PLACED_MESSAGE };

  const outcome = await ctx.db.transaction(async (tx): Promise<{ placed: PlacedOrder; mail?: PlacedOrderMail }> => {
    if (!(await lockCustomer(tx, customerId))) throw notFound('Customer not found');
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
    // Another attempt with this key may have committed while we waited for the lock.
    const raced = await orderOfKey(tx, customerId, key, fingerprint);
    if (raced) return { placed: { ...raced, created: false, message: ORDER_PLACED_MESSAGE } };

    let paymentOrder: PaymentOrderRow | null = null;
    if (cardPayment) {
      const po = await lockPaymentOrder(tx, customerId, input, cardPayment.providerOrderId);
      if ('created' in po) return { placed: po };
      paymentOrder = po;
    }

    const priced = await priceOrder(tx, ctx, customer, orderData, paymentOrder);
    const order = await recordOrder(tx, customer, input, orderData, priced, { key, fingerprint });
    await recordPayment(tx, customer, order, input.payment_method, priced.cart.totals.grand_total, cardPayment && paymentOrder ? { payment: cardPayment, paymentOrder } : null);
    await emptyOrderedCart(tx, customerId, priced.cart);

    const message = priced.freeDropped
      ? `${ORDER_PLACED_MESSAGE}. ${priced.freeDropped} is no longer offered free, so it was not added.`
      : ORDER_PLACED_MESSAGE;
    return {
      placed: { id: order.id, orderNumber: order.orderNumber, created: true, message },
      mail: placedOrderMail(ctx, customer, order.orderNumber, input.payment_method, priced),
    };
  }).catch((err: unknown) =>
    // A paid provider order that cannot become an order is refunded (refunds/service.ts).
    cardPayment
      ? refundIfUnplaceable(ctx, { customerId, ...cardPayment }, err, (e) => e.message === CART_CHANGED_WHILE_PLACING)
      : Promise.reject(err),
  );

  if (outcome.mail) await sendOrderPlacedMail(ctx, outcome.mail);
  return outcome.placed;
}
