// The free product of one company user's cart (each user takes their own): the offers, the one taken, taking it and giving it back.
//
// Writes take their row locks in the store's one lock order (db/locks.ts): the customer row first,
// so taking or giving back the free product queues behind cart changes and an order being placed.
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { cartFreeProducts, carts, freeProducts, products } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { lockCustomer } from '../../db/locks';
import type { FreeProduct } from '@contracts/cart';
import type { CartOwner } from './owner';

export const NOT_ON_OFFER_MESSAGE = 'This product is not on offer.';
export const EMPTY_CART_FREE_MESSAGE = 'Add a product to your cart before choosing a free product.';
export const FREE_TAKEN_MESSAGE = 'You have already chosen a free product. Remove it to choose another.';

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

/** The free product the user has taken with their cart, or null. */
export async function chosenFreeProduct(db: DbOrTx, owner: CartOwner): Promise<FreeProduct | null> {
  const chosen = (await chosenFreeProducts(db, [owner.userId])).get(owner.userId);
  return chosen && chosen.customerId === owner.customerId ? chosen.product : null;
}

/** The free products some users have taken (one at most each), with their company. */
export async function chosenFreeProducts(db: DbOrTx, userIds: number[]): Promise<Map<number, { customerId: number; product: FreeProduct }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: cartFreeProducts.userId,
      customerId: cartFreeProducts.customerId,
      id: products.id,
      product_name: products.productName,
      primary_image: products.primaryImage,
    })
    .from(cartFreeProducts)
    .innerJoin(products, eq(products.id, cartFreeProducts.productId))
    .where(inArray(cartFreeProducts.userId, userIds));
  return new Map(rows.map(({ userId, customerId, ...product }) => [userId, { customerId, product }]));
}

/** At most one per user: the primary key on user_id makes a second insert impossible. */
export async function addFreeProduct(db: Db, owner: CartOwner, productId: number): Promise<void> {
  const { customerId, userId } = owner;
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [offer] = await freeProductOffers(tx, productId);
    if (!offer) throw invalid({ product_id: [NOT_ON_OFFER_MESSAGE] }, NOT_ON_OFFER_MESSAGE);
    const [{ n }] = await tx.select({ n: count() }).from(carts).where(and(eq(carts.customerId, customerId), eq(carts.userId, userId)));
    if (n === 0) throw invalid({ product_id: [EMPTY_CART_FREE_MESSAGE] }, EMPTY_CART_FREE_MESSAGE);
    const inserted = await tx
      .insert(cartFreeProducts)
      .values({ customerId, userId, productId })
      .onConflictDoNothing({ target: cartFreeProducts.userId })
      .returning({ productId: cartFreeProducts.productId });
    if (inserted.length === 0) throw conflict(FREE_TAKEN_MESSAGE);
  });
}

export async function removeFreeProduct(db: Db, owner: CartOwner, productId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Queued behind an order being placed, which reads the free product under the same lock.
    await lockCustomer(tx, owner.customerId);
    const deleted = await tx
      .delete(cartFreeProducts)
      .where(
        and(
          eq(cartFreeProducts.customerId, owner.customerId),
          eq(cartFreeProducts.userId, owner.userId),
          eq(cartFreeProducts.productId, productId),
        ),
      )
      .returning({ productId: cartFreeProducts.productId });
    if (deleted.length === 0) throw notFound('Free product not found');
  });
}

