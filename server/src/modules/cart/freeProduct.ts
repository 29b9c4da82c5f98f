// The free product of one approved customer: the offers, the one taken, taking it and giving it back.
//
// Writes take their row locks in the store's one lock order (db/locks.ts): the customer row first,
// so taking or giving back the free product queues behind cart changes and an order being placed.
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { cartFreeProducts, carts, freeProducts, products } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { lockCustomer } from '../../db/locks';
import type { FreeProduct } from '@contracts/cart';

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

/** The free product the customer has taken, or null. */
export async function chosenFreeProduct(db: DbOrTx, customerId: number): Promise<FreeProduct | null> {
  return (await chosenFreeProducts(db, [customerId])).get(customerId) ?? null;
}

/** The free products some customers have taken (one at most each). */
export async function chosenFreeProducts(db: DbOrTx, customerIds: number[]): Promise<Map<number, FreeProduct>> {
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

