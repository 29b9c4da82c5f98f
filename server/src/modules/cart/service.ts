// Cart lines and the free product of one approved customer. Prices and tax always come from the
// database through lib/gst.ts; the request only ever says which product and how many.
//
// Every write here takes its row locks in the store's one lock order (lib/locks.ts): the
// customer row first, then products in id order, then cart rows.
import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { cartFreeProducts, carts, customRates, freeProducts, products, shippingAddresses } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import {
  cartTotals,
  isSameState,
  listPricePaise,
  priceLine,
  unitPricePaise,
  type CartTotals,
  type TaxedLine,
} from '../../lib/gst';
import { lockCustomer } from '../../lib/locks';
import { fromPaise, toPaise } from '../../lib/money';
import { turnBatcher } from '../../lib/turnBatch';
import type { CartLine, CartSummary, FreeProduct } from '@contracts/cart';


export const QUANTITY_MIN_MESSAGE = 'Quantity must be at least 1';
export const OUT_OF_STOCK_MESSAGE = 'This product is out of stock.';
export const stockCapMessage = (stock: number) => `Only ${stock} units of this product are in stock.`;
export const NOT_ON_OFFER_MESSAGE = 'This product is not on offer.';
export const EMPTY_CART_FREE_MESSAGE = 'Add a product to your cart before choosing a free product.';
export const FREE_TAKEN_MESSAGE = 'You have already chosen a free product. Remove it to choose another.';

/** A cart line priced for its customer, in paise (see toWire for the storefront's shape). */
export interface PricedLine extends TaxedLine {
  /** The serial id, for the server's own use; the wire names a line by its publicId. */
  id: number;
  publicId: string;
  productId: number;
  quantity: number;
  unitPrice: number;
  listPrice: number;
  customRate: number | null;
  gstRate: number;
  stock: number;
  isActive: boolean;
  name: string;
  slug: string;
  image: string;
}

export interface PricedCart {
  lines: PricedLine[];
  sameState: boolean;
  totals: CartTotals;
}

/** The state of the customer's default shipping address, if they have one. */
export async function defaultShippingState(db: DbOrTx, customerId: number): Promise<string | null> {
  return (await defaultShippingStates(db, [customerId])).get(customerId) ?? null;
}

/** The states of some customers' default shipping addresses (a customer without one is left out). */
async function defaultShippingStates(db: DbOrTx, customerIds: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ customerId: shippingAddresses.customerId, state: shippingAddresses.sState })
    .from(shippingAddresses)
    .where(and(inArray(shippingAddresses.customerId, customerIds), eq(shippingAddresses.isDefault, 'y')));
  const states = new Map<number, string>();
  // A book has one default; should there be two, the first read counts.
  for (const r of rows) if (!states.has(r.customerId)) states.set(r.customerId, r.state);
  return states;
}

/** A cart line's columns as pricing reads them (the rate is the line's own customer's). */
const lineColumns = {
  id: carts.id,
  publicId: carts.publicId,
  customerId: carts.customerId,
  productId: carts.productId,
  quantity: carts.quantity,
  name: products.productName,
  slug: products.productSlug,
  image: products.primaryImage,
  basePrice: products.basePrice,
  discountPrice: products.discountPrice,
  gstRate: products.gstRate,
  stock: products.stockQuantity,
  isActive: products.isActive,
  customRate: customRates.customRate,
};

/** Cart lines (ordered by id) of the customers the condition picks, with their products and rates. */
function lineRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(lineColumns)
    .from(carts)
    .innerJoin(products, eq(products.id, carts.productId))
    .leftJoin(customRates, and(eq(customRates.productId, carts.productId), eq(customRates.customerId, carts.customerId)))
    .where(where)
    .orderBy(asc(carts.id));
}

type LineRow = Awaited<ReturnType<typeof lineRows>>[number];

/** Lines priced with their rates and taxed for a shipping state (CGST + SGST in the store's state). */
function priceRows(rows: LineRow[], shipState: string | null, storeState: string): PricedCart {
  const sameState = isSameState(shipState, storeState);
  const lines = rows.map((r): PricedLine => {
    const unitPrice = unitPricePaise(r);
    const gstRate = Number(r.gstRate);
    return {
      id: r.id,
      publicId: r.publicId,
      productId: r.productId,
      quantity: r.quantity,
      unitPrice,
      listPrice: listPricePaise(r),
      customRate: r.customRate === null ? null : toPaise(r.customRate),
      gstRate,
      stock: r.stock,
      isActive: r.isActive,
      name: r.name,
      slug: r.slug,
      image: r.image,
      ...priceLine(unitPrice, r.quantity, gstRate, sameState),
    };
  });
  return { lines, sameState, totals: cartTotals(lines) };
}

/**
 * The customer's cart lines (ordered by id), priced with their price-list rates and taxed for
 * their default shipping address, or for `shippingState` when given (checkout ships to a chosen
 * address). `onlyLineId` prices one line (same rules).
 */
export async function pricedCart(
  db: DbOrTx,
  customerId: number,
  storeState: string,
  onlyLineId?: number,
  shippingState?: string | null,
): Promise<PricedCart> {
  const [rows, shipState] = await Promise.all([
    lineRows(db, onlyLineId === undefined ? eq(carts.customerId, customerId) : and(eq(carts.customerId, customerId), eq(carts.id, onlyLineId))),
    shippingState === undefined ? defaultShippingState(db, customerId) : shippingState,
  ]);
  return priceRows(rows, shipState, storeState);
}

/** What the cart page shows: the priced cart (for the default shipping address) and the chosen free product. */
export interface CartView {
  cart: PricedCart;
  free: FreeProduct | null;
}

/**
 * Cart views of the customers asking in one turn of the event loop, read together (three
 * queries for the whole batch, none older than the requests: see turnBatcher). For the read-only
 * cart routes; anything that changes the cart reads it inside its own transaction.
 */
export function cartViewLoader(db: Db, storeState: string): (customerId: number) => Promise<CartView> {
  return turnBatcher(async (ids: number[]) => {
    const [rows, states, frees] = await Promise.all([
      lineRows(db, inArray(carts.customerId, ids)),
      defaultShippingStates(db, ids),
      chosenFreeProducts(db, ids),
    ]);
    const linesOf = new Map<number, LineRow[]>(ids.map((id) => [id, []]));
    for (const r of rows) linesOf.get(r.customerId)?.push(r);
    const views = new Map<number, CartView>();
    for (const id of ids) {
      views.set(id, { cart: priceRows(linesOf.get(id) ?? [], states.get(id) ?? null, storeState), free: frees.get(id) ?? null });
    }
    return views;
  }, EMPTY_VIEW);
}

/** Never used: the loader answers every id it is asked for. */
const EMPTY_VIEW: CartView = { cart: priceRows([], null, ''), free: null };

export function toWire(l: PricedLine): CartLine {
  return {
    id: l.publicId,
    product_id: l.productId,
    quantity: l.quantity,
    unit_price: fromPaise(l.unitPrice),
    line_total: fromPaise(l.lineTotal),
    product: {
      id: l.productId,
      name: l.name,
      slug: l.slug,
      image: l.image,
      price: fromPaise(l.listPrice),
      customRates: l.customRate === null ? null : fromPaise(l.customRate),
      quantity: l.stock,
      gst: l.gstRate,
      cgst: fromPaise(l.cgst),
      sgst: fromPaise(l.sgst),
      igst: fromPaise(l.igst),
    },
  };
}

export function summaryToWire(cart: PricedCart): CartSummary {
  const t = cart.totals;
  return {
    // Lines, like the header badge.
    item_count: cart.lines.length,
    sub_total: fromPaise(t.sub_total),
    cgst_amount: fromPaise(t.cgst_amount),
    sgst_amount: fromPaise(t.sgst_amount),
    igst_amount: fromPaise(t.igst_amount),
    grand_total: fromPaise(t.grand_total),
  };
}

async function wireLine(db: DbOrTx, customerId: number, storeState: string, lineId: number): Promise<CartLine> {
  const { lines } = await pricedCart(db, customerId, storeState, lineId);
  if (!lines[0]) throw notFound('Cart item not found');
  return toWire(lines[0]);
}

/** Locks the product row for the stock check; inactive or missing products are 'Product not found'. */
async function lockProduct(tx: Tx, productId: number) {
  const [row] = await tx
    .select({ id: products.id, stock: products.stockQuantity, isActive: products.isActive })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row ?? null;
}

function checkQuantity(quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 1) throw invalid({ quantity: [QUANTITY_MIN_MESSAGE] }, QUANTITY_MIN_MESSAGE);
}

function checkStock(quantity: number, stock: number) {
  if (stock <= 0) throw invalid({ quantity: [OUT_OF_STOCK_MESSAGE] }, OUT_OF_STOCK_MESSAGE);
  if (quantity > stock) throw invalid({ quantity: [stockCapMessage(stock)] }, stockCapMessage(stock));
}

/**
 * Adds `quantity` units: a product already in the cart has its line raised, never a second line.
 * The product row stays locked until commit, so two adds cannot both pass the stock check.
 */
export async function addToCart(
  db: Db,
  customerId: number,
  storeState: string,
  productId: number,
  quantity: number,
): Promise<CartLine> {
  checkQuantity(quantity);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const product = await lockProduct(tx, productId);
    if (!product || !product.isActive) throw notFound('Product not found');
    checkStock(quantity, product.stock);
    const [line] = await tx
      .insert(carts)
      .values({ customerId, productId, quantity })
      .onConflictDoUpdate({
        target: [carts.customerId, carts.productId],
        set: { quantity: sql`${carts.quantity} + excluded.quantity` },
      })
      .returning({ id: carts.id, quantity: carts.quantity });
    // Thrown inside the transaction: the raise is rolled back, the line keeps its quantity.
    if (line.quantity > product.stock) throw invalid({ quantity: [stockCapMessage(product.stock)] }, stockCapMessage(product.stock));
    return wireLine(tx, customerId, storeState, line.id);
  });
}

/**
 * The customer's own line named by its public id (cart_id on the wire). A serial id, an unknown
 * id and another customer's line all answer exactly like a missing line.
 */
const ownLine = (customerId: number, linePublicId: string) => and(eq(carts.publicId, linePublicId), eq(carts.customerId, customerId));

export async function updateCart(
  db: Db,
  customerId: number,
  storeState: string,
  linePublicId: string,
  quantity: number,
): Promise<CartLine> {
  checkQuantity(quantity);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [owned] = await tx.select({ productId: carts.productId }).from(carts).where(ownLine(customerId, linePublicId));
    if (!owned) throw notFound('Cart item not found');
    const product = await lockProduct(tx, owned.productId);
    checkStock(quantity, product?.stock ?? 0);
    const [updated] = await tx.update(carts).set({ quantity }).where(ownLine(customerId, linePublicId)).returning({ id: carts.id });
    if (!updated) throw notFound('Cart item not found');
    return wireLine(tx, customerId, storeState, updated.id);
  });
}

/** Removes a line; emptying the cart also gives back the free product. */
export async function deleteCartLine(db: Db, customerId: number, linePublicId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const deleted = await tx.delete(carts).where(ownLine(customerId, linePublicId)).returning({ id: carts.id });
    if (deleted.length === 0) throw notFound('Cart item not found');
    const [{ n }] = await tx.select({ n: count() }).from(carts).where(eq(carts.customerId, customerId));
    if (n === 0) await tx.delete(cartFreeProducts).where(eq(cartFreeProducts.customerId, customerId));
  });
}

/** Offers a customer can take now: active offers of active products in stock, oldest offer first. */
export async function freeProductOffers(db: DbOrTx, productId?: number): Promise<FreeProduct[]> {
  const rows = await db
    .select({ id: products.id, product_name: products.productName, primary_image: products.primaryImage })
    .from(freeProducts)
    .innerJoin(products, eq(products.id, freeProducts.productId))
    .where(
      and(
        eq(freeProducts.isActive, true),
        eq(products.isActive, true),
        gt(products.stockQuantity, 0),
        productId === undefined ? undefined : eq(products.id, productId),
      ),
    )
    .orderBy(asc(freeProducts.id));
  // Two offer rows for one product are one choice.
  return [...new Map(rows.map((r) => [r.id, r] as const)).values()];
}

/** The free product the customer has taken, or null. */
export async function chosenFreeProduct(db: DbOrTx, customerId: number): Promise<FreeProduct | null> {
  return (await chosenFreeProducts(db, [customerId])).get(customerId) ?? null;
}

/** The free products some customers have taken (one at most each). */
async function chosenFreeProducts(db: DbOrTx, customerIds: number[]): Promise<Map<number, FreeProduct>> {
  const rows = await db
    .select({ customerId: cartFreeProducts.customerId, id: products.id, product_name: products.productName, primary_image: products.primaryImage })
    .from(cartFreeProducts)
    .innerJoin(products, eq(products.id, cartFreeProducts.productId))
    .where(inArray(cartFreeProducts.customerId, customerIds));
  return new Map(rows.map(({ customerId, ...free }) => [customerId, free]));
}

/** At most one per customer: the primary key on customer_id makes a second insert impossible. */
export async function addFreeProduct(db: Db, customerId: number, productId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [offer] = await freeProductOffers(tx, productId);
    if (!offer) throw invalid({ product_id: [NOT_ON_OFFER_MESSAGE] }, NOT_ON_OFFER_MESSAGE);
    const [{ n }] = await tx.select({ n: count() }).from(carts).where(eq(carts.customerId, customerId));
    if (n === 0) throw invalid({ product_id: [EMPTY_CART_FREE_MESSAGE] }, EMPTY_CART_FREE_MESSAGE);
    const inserted = await tx
      .insert(cartFreeProducts)
      .values({ customerId, productId })
      .onConflictDoNothing({ target: cartFreeProducts.customerId })
      .returning({ productId: cartFreeProducts.productId });
    if (inserted.length === 0) throw conflict(FREE_TAKEN_MESSAGE);
  });
}

export async function removeFreeProduct(db: Db, customerId: number, productId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Queued behind an order being placed, which reads the free product under the same lock.
    await lockCustomer(tx, customerId);
    const deleted = await tx
      .delete(cartFreeProducts)
      .where(and(eq(cartFreeProducts.customerId, customerId), eq(cartFreeProducts.productId, productId)))
      .returning({ productId: cartFreeProducts.productId });
    if (deleted.length === 0) throw notFound('Free product not found');
  });
}
