// Cart lines of one company user (each user of an approved company keeps a cart of their own):
// add, change the quantity, remove. Prices and tax always come
// from the database through lib/gst.ts (see pricedCart.ts); the request only ever says which product
// and how many. The free product lives in freeProduct.ts.
//
// Every write here takes its row locks in the store's one lock order (db/locks.ts): the
// customer row first, then products in id order, then the user's cart rows.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { cartFreeProducts, carts, products } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { lockCustomer } from '../../db/locks';
import type { CartLine } from '@contracts/cart';
import { pricedCart, toWire } from './pricedCart';
import type { CartOwner } from './owner';

export const QUANTITY_MIN_MESSAGE = 'Quantity must be at least 1';
export const OUT_OF_STOCK_MESSAGE = 'This product is out of stock.';
export const stockCapMessage = (stock: number) => `Only ${stock} units of this product are in stock.`;
/** An add that asked for more than the stock left room for: how many went in. */
export const partlyAddedMessage = (added: number, stock: number) => `Only ${stock} in stock: ${added} added to your cart.`;

async function wireLine(db: DbOrTx, owner: CartOwner, storeState: string, lineId: number): Promise<CartLine> {
  const { lines } = await pricedCart(db, owner, storeState, lineId);
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
 * Asking for more than the stock leaves adds what the stock allows and says how many that was;
 * only when nothing more fits is the add refused. The product row stays locked until commit, so
 * two adds cannot both pass the stock check.
 */
export async function addToCart(
  db: Db,
  owner: CartOwner,
  storeState: string,
  productId: number,
  quantity: number,
): Promise<{ line: CartLine; added: number; stock: number }> {
  checkQuantity(quantity);
  const { customerId, userId } = owner;
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const product = await lockProduct(tx, productId);
    if (!product || !product.isActive) throw notFound('Product not found');
    checkStock(1, product.stock);
    const [held] = await tx
      .select({ quantity: carts.quantity })
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.productId, product.id)));
    const added = Math.min(quantity, product.stock - (held?.quantity ?? 0));
    if (added < 1) throw invalid({ quantity: [stockCapMessage(product.stock)] }, stockCapMessage(product.stock));
    const [line] = await tx
      .insert(carts)
      .values({ customerId, userId, productId, quantity: added })
      .onConflictDoUpdate({
        target: [carts.userId, carts.productId],
        set: { quantity: sql`${carts.quantity} + excluded.quantity` },
      })
      .returning({ id: carts.id });
    return { line: await wireLine(tx, owner, storeState, line.id), added, stock: product.stock };
  });
}

/**
 * The user's own line named by its public id (cart_id on the wire). A serial id, an unknown id,
 * another customer's line and a line of another user of the same company all answer exactly like
 * a missing line.
 */
const ownLine = (owner: CartOwner, linePublicId: string) =>
  and(eq(carts.publicId, linePublicId), eq(carts.customerId, owner.customerId), eq(carts.userId, owner.userId));

export async function updateCart(
  db: Db,
  owner: CartOwner,
  storeState: string,
  linePublicId: string,
  quantity: number,
): Promise<CartLine> {
  checkQuantity(quantity);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, owner.customerId);
    const [owned] = await tx.select({ productId: carts.productId }).from(carts).where(ownLine(owner, linePublicId));
    if (!owned) throw notFound('Cart item not found');
    const product = await lockProduct(tx, owned.productId);
    checkStock(quantity, product?.stock ?? 0);
    const [updated] = await tx.update(carts).set({ quantity }).where(ownLine(owner, linePublicId)).returning({ id: carts.id });
    if (!updated) throw notFound('Cart item not found');
    return wireLine(tx, owner, storeState, updated.id);
  });
}

/** Removes a line; emptying the cart also gives back the free product. */
export async function deleteCartLine(db: Db, owner: CartOwner, linePublicId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, owner.customerId);
    const deleted = await tx.delete(carts).where(ownLine(owner, linePublicId)).returning({ id: carts.id });
    if (deleted.length === 0) throw notFound('Cart item not found');
    const [{ n }] = await tx.select({ n: count() }).from(carts).where(eq(carts.userId, owner.userId));
    if (n === 0) await tx.delete(cartFreeProducts).where(eq(cartFreeProducts.userId, owner.userId));
  });
}
