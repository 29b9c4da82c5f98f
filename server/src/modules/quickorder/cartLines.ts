// The cart reads and writes that 'Order again' and quick order share: products with the customer's
// price (locked in id order when asked), what the cart holds, setting many lines in one statement,
// and the messages both give a line that cannot be added.
// Both follow the cart's rules (modules/cart): one line per product, a line never above the
// product's stock, inactive products not sold; and the store's lock order (db/locks.ts): the
// customer row, product rows in id order, then cart rows.
import { and, asc, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { carts, customRates, products } from '../../db/schema';
import type { CartOwner } from '../cart';

export const NOT_SOLD_MESSAGE = 'This product is no longer sold.';
export const cartFullMessage = (stock: number) => `Your cart already holds all ${stock} in stock.`;

/**
 * `column = any($1)` with the list as one array parameter: for hundreds of values the database
 * parses and plans one parameter instead of one per value (inArray), which is most of a 500-row check.
 */
export const anyOf = (column: AnyColumn, values: readonly (string | number)[], type: 'text' | 'int4') =>
  sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])`;

/** Product rows with this customer's price, optionally locked (in id order) for the stock rule. */
export async function productsWhere(tx: DbOrTx, customerId: number, where: SQL, lock: boolean) {
  const q = tx
    .select({
      id: products.id,
      sku: products.sku,
      name: products.productName,
      slug: products.productSlug,
      stock: products.stockQuantity,
      isActive: products.isActive,
      basePrice: products.basePrice,
      discountPrice: products.discountPrice,
      customRate: customRates.customRate,
    })
    .from(products)
    .leftJoin(customRates, and(eq(customRates.productId, products.id), eq(customRates.customerId, customerId)))
    .where(where)
    .orderBy(asc(products.id));
  // Only the product rows: the price-list side of the outer join may be null and cannot be locked.
  return lock ? q.for('update', { of: products }) : q;
}

/** How many units of each of these products the user's cart holds. */
export async function heldInCart(tx: DbOrTx, owner: CartOwner, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: carts.productId, quantity: carts.quantity })
    .from(carts)
    .where(and(ownCart(owner), anyOf(carts.productId, productIds, 'int4')));
  return new Map(rows.map((r) => [r.productId, r.quantity] as const));
}

/** The user's own cart lines (the company is matched too, so a user never reaches another's). */
const ownCart = (owner: CartOwner) => and(eq(carts.customerId, owner.customerId), eq(carts.userId, owner.userId));

/**
 * Sets each product's line in the user's cart to the given quantity, creating missing lines: one
 * statement with two array parameters (unnest), however many lines.
 */
export async function setCartQuantities(tx: Tx, owner: CartOwner, quantities: Map<number, number>) {
  if (quantities.size === 0) return;
  const ids = [...quantities.keys()];
  const qtys = ids.map((id) => quantities.get(id)!);
  await tx.execute(sql`
    insert into ${carts} (${sql.identifier(carts.customerId.name)}, ${sql.identifier(carts.userId.name)}, ${sql.identifier(carts.productId.name)}, ${sql.identifier(carts.quantity.name)})
    select ${owner.customerId}::int4, ${owner.userId}::int4, t.product_id, t.quantity
    from unnest(${sql.param(ids)}::int4[], ${sql.param(qtys)}::int4[]) as t(product_id, quantity)
    on conflict (${sql.identifier(carts.userId.name)}, ${sql.identifier(carts.productId.name)})
    do update set ${sql.identifier(carts.quantity.name)} = excluded.${sql.identifier(carts.quantity.name)}`);
}

export async function cartLineCount(tx: DbOrTx, owner: CartOwner): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(carts).where(ownCart(owner));
  return n;
}
