// 'Add all to cart': a shopping list's items put in the cart in one transaction, under the cart's
// rules (one line per product, a line never above the product's stock, products no longer sold
// refused). What could not be added, or only in part, is reported line by line.
import { asc, eq } from 'drizzle-orm';
import { SHOPPING_LIST_MESSAGES as M } from '@contracts/shoppingListRules';
import type { ListToCartLine, ListToCartResponse } from '@contracts/shoppingLists';
import type { Db } from '../../db/client';
import { products, shoppingListItems } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { lockCustomer } from '../../db/locks';
import { OUT_OF_STOCK_MESSAGE, type CartOwner } from '../cart';
import { NOT_SOLD_MESSAGE, anyOf, cartFullMessage, cartLineCount, heldInCart, productsWhere, setCartQuantities } from '../quickorder';
import { ownList } from './service';

/**
 * Lock order (db/locks.ts): the customer row, then the product rows in id order (productsWhere),
 * then the acting user's cart rows (the list is the company's, the cart the user's). The list itself is only read: its items are what the buyer saw.
 */
export async function addListToCart(db: Db, owner: CartOwner, publicId: string): Promise<ListToCartResponse> {
  const { customerId } = owner;
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const list = await ownList(tx, customerId, publicId);
    const items = await tx
      .select({ productId: shoppingListItems.productId, quantity: shoppingListItems.quantity })
      .from(shoppingListItems)
      .where(eq(shoppingListItems.listId, list.id))
      .orderBy(asc(shoppingListItems.position), asc(shoppingListItems.id));
    if (items.length === 0) throw invalid({ list: [M.empty] }, M.empty);
    const ids = items.map((i) => i.productId);
    const found = await productsWhere(tx, customerId, anyOf(products.id, ids, 'int4'), true);
    const byId = new Map(found.map((p) => [p.id, p] as const));
    const held = await heldInCart(tx, owner, ids);

    const lines: ListToCartLine[] = [];
    const next = new Map<number, number>();
    for (const { productId, quantity } of items) {
      const p = byId.get(productId)!;
      const inCart = held.get(productId) ?? 0;
      const base = { product_id: productId, product_name: p.name, list_qty: quantity, cart_qty: inCart };
      const skip = (reason: 'not_sold' | 'out_of_stock' | 'stock_limited', message: string) =>
        lines.push({ ...base, added_qty: 0, outcome: 'skipped', reason, message });
      if (!p.isActive) {
        skip('not_sold', NOT_SOLD_MESSAGE);
        continue;
      }
      if (p.stock <= 0) {
        skip('out_of_stock', OUT_OF_STOCK_MESSAGE);
        continue;
      }
      const room = p.stock - inCart;
      if (room <= 0) {
        skip('stock_limited', cartFullMessage(p.stock));
        continue;
      }
      const add = Math.min(quantity, room);
      next.set(productId, inCart + add);
      const already = inCart > 0 ? ` (your cart already held ${inCart})` : '';
      lines.push(
        add < quantity
          ? { ...base, added_qty: add, cart_qty: inCart + add, outcome: 'partial', reason: 'stock_limited', message: `Only ${p.stock} in stock: added ${add} of ${quantity}${already}.` }
          : { ...base, added_qty: add, cart_qty: inCart + add, outcome: 'added', reason: null, message: `Added ${add}${already}.` },
      );
    }
    await setCartQuantities(tx, owner, next);
    const added = next.size;
    const message =
      added === 0
        ? "None of this list's products could be added to your cart."
        : `${added} of ${lines.length} ${lines.length === 1 ? 'product' : 'products'} added to your cart.`;
    return {
      status: true,
      message,
      data: { lines, added_count: added, skipped_count: lines.length - added, item_count: await cartLineCount(tx, owner) },
    };
  });
}
