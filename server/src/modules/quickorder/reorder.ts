// 'Order again': a past order's lines put in the cart at today's prices and stock.
import { and, asc, eq } from 'drizzle-orm';
import type { ReorderLine, ReorderResponse } from '@contracts/quickOrder';
import type { Db } from '../../db/client';
import { orderItems, orders, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { lockCustomer } from '../../db/locks';
import { unitPricePaise } from '../../lib/gst';
import { fromPaise } from '../../lib/money';
import { OUT_OF_STOCK_MESSAGE, type CartOwner } from '../cart';
import { ORDER_NOT_FOUND } from '../../lib/orderMessages';
import { NOT_SOLD_MESSAGE, anyOf, cartFullMessage, cartLineCount, heldInCart, productsWhere, setCartQuantities } from './cartLines';

/**
 * Adds the lines of one of the customer's orders (not its free product) to the cart: each capped at
 * today's stock less what the cart already holds, merged into the existing line. Someone else's
 * order answers like a missing one.
 */
export async function reorder(db: Db, owner: CartOwner, orderPublicId: string): Promise<ReorderResponse> {
  const { customerId } = owner;
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [order] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.publicId, orderPublicId), eq(orders.customerId, customerId)));
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const items = await tx
      .select({ productId: orderItems.productId, name: orderItems.productName, qty: orderItems.productQty })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    // One cart line per product: an order listing a product twice asks for the sum.
    const wanted = new Map<number, { name: string; qty: number }>();
    for (const it of items) {
      const w = wanted.get(it.productId);
      if (w) w.qty += it.qty;
      else wanted.set(it.productId, { name: it.name, qty: it.qty });
    }
    const ids = [...wanted.keys()];
    const found = ids.length ? await productsWhere(tx, customerId, anyOf(products.id, ids, 'int4'), true) : [];
    const byId = new Map(found.map((p) => [p.id, p] as const));
    const held = await heldInCart(tx, owner, ids);

    const lines: ReorderLine[] = [];
    const next = new Map<number, number>();
    for (const [productId, { name, qty }] of wanted) {
      const p = byId.get(productId);
      const inCart = held.get(productId) ?? 0;
      const base = { product_id: productId, product_name: name, product_slug: p?.slug ?? '', ordered_qty: qty, cart_qty: inCart };
      if (!p || !p.isActive) {
        lines.push({ ...base, added_qty: 0, unit_price: null, outcome: 'skipped', reason: 'not_sold', message: NOT_SOLD_MESSAGE });
        continue;
      }
      const unit_price = fromPaise(unitPricePaise(p));
      if (p.stock <= 0) {
        lines.push({ ...base, added_qty: 0, unit_price, outcome: 'skipped', reason: 'out_of_stock', message: OUT_OF_STOCK_MESSAGE });
        continue;
      }
      const room = p.stock - inCart;
      if (room <= 0) {
        lines.push({ ...base, added_qty: 0, unit_price, outcome: 'skipped', reason: 'stock_limited', message: cartFullMessage(p.stock) });
        continue;
      }
      const add = Math.min(qty, room);
      next.set(productId, inCart + add);
      const after = inCart + add;
      const already = inCart > 0 ? ` (your cart already held ${inCart})` : '';
      if (add < qty) {
        lines.push({
          ...base,
          added_qty: add,
          cart_qty: after,
          unit_price,
          outcome: 'partial',
          reason: 'stock_limited',
          message: `Only ${p.stock} in stock: added ${add} of ${qty}${already}.`,
        });
      } else {
        lines.push({ ...base, added_qty: add, cart_qty: after, unit_price, outcome: 'added', reason: null, message: `Added ${add}${already}.` });
      }
    }
    await setCartQuantities(tx, owner, next);
    const addedCount = next.size;
    const message =
      addedCount === 0
        ? "None of this order's products could be added to your cart."
        : `${addedCount} of ${lines.length} ${lines.length === 1 ? 'product' : 'products'} added to your cart.`;
    return {
      status: true,
      message,
      data: {
        order_number: order.orderNumber,
        lines,
        added_count: addedCount,
        skipped_count: lines.length - addedCount,
        item_count: await cartLineCount(tx, owner),
      },
    };
  });
}
