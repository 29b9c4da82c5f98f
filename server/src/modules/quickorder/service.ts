// Filling the cart in one step (issue 13): 'Order again' puts a past order's lines in the cart at
// today's prices and stock; a quick order checks a list of SKUs and quantities row by row and then
// adds the valid rows together. Both follow the cart's rules (cart/service.ts): one line per
// product, a line never above the product's stock, inactive products not sold; and the store's
// lock order (db/locks.ts): the customer row, product rows in id order, then cart rows.
import { and, asc, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { QuickOrderRow, QuickOrderRowInput, ReorderLine, ReorderResponse } from '@contracts/quickOrder';
import { QUICK_ORDER_MAX_ROWS } from '@contracts/quickOrder';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { carts, customRates, orderItems, orders, products } from '../../db/schema';
import { HttpError, invalid, notFound } from '../../lib/errors';
import { lockCustomer } from '../../db/locks';
import { unitPricePaise } from '../../lib/gst';
import { fromPaise } from '../../lib/money';
import { OUT_OF_STOCK_MESSAGE } from '../cart';
import { ORDER_NOT_FOUND } from '../orders';

export const NOT_SOLD_MESSAGE = 'This product is no longer sold.';
export const UNKNOWN_SKU_MESSAGE = 'No product has this SKU.';
export const NO_SKU_MESSAGE = 'Enter a SKU.';
export const BAD_QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1.';
export const EMPTY_LIST_MESSAGE = 'Add at least one line: SKU, quantity.';
export const tooManyRowsMessage = (n: number) =>
  `A quick order takes up to ${QUICK_ORDER_MAX_ROWS} rows; this list has ${n}. Split it into smaller lists.`;
export const cartFullMessage = (stock: number) => `Your cart already holds all ${stock} in stock.`;
export const overStockMessage = (stock: number, held: number) =>
  held > 0 ? `Only ${stock} in stock and your cart holds ${held}: add at most ${stock - held}.` : `Only ${stock} in stock.`;
export const nothingAddedMessage = (n: number) => `Nothing was added: ${n} ${n === 1 ? 'row needs' : 'rows need'} attention.`;

const MAX_QUANTITY = 2147483647;

/**
 * `column = any($1)` with the list as one array parameter: for hundreds of values the database
 * parses and plans one parameter instead of one per value (inArray), which is most of a 500-row check.
 */
const anyOf = (column: AnyColumn, values: readonly (string | number)[], type: 'text' | 'int4') =>
  sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])`;

/** Product rows with this customer's price, optionally locked (in id order) for the stock rule. */
async function productsWhere(tx: DbOrTx, customerId: number, where: SQL, lock: boolean) {
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

/** How many units of each of these products the customer's cart holds. */
async function heldInCart(tx: DbOrTx, customerId: number, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: carts.productId, quantity: carts.quantity })
    .from(carts)
    .where(and(eq(carts.customerId, customerId), anyOf(carts.productId, productIds, 'int4')));
  return new Map(rows.map((r) => [r.productId, r.quantity] as const));
}

/**
 * Sets each product's cart line to the given quantity, creating missing lines: one statement with
 * two array parameters (unnest), however many lines.
 */
async function setCartQuantities(tx: Tx, customerId: number, quantities: Map<number, number>) {
  if (quantities.size === 0) return;
  const ids = [...quantities.keys()];
  const qtys = ids.map((id) => quantities.get(id)!);
  await tx.execute(sql`
    insert into ${carts} (${sql.identifier(carts.customerId.name)}, ${sql.identifier(carts.productId.name)}, ${sql.identifier(carts.quantity.name)})
    select ${customerId}::int4, t.product_id, t.quantity
    from unnest(${sql.param(ids)}::int4[], ${sql.param(qtys)}::int4[]) as t(product_id, quantity)
    on conflict (${sql.identifier(carts.customerId.name)}, ${sql.identifier(carts.productId.name)})
    do update set ${sql.identifier(carts.quantity.name)} = excluded.${sql.identifier(carts.quantity.name)}`);
}

async function cartLineCount(tx: DbOrTx, customerId: number): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(carts).where(eq(carts.customerId, customerId));
  return n;
}

/* ---------- Order again ---------- */

/**
 * Adds the lines of one of the customer's orders (not its free product) to the cart: each capped at
 * today's stock less what the cart already holds, merged into the existing line. Someone else's
 * order answers like a missing one.
 */
export async function reorder(db: Db, customerId: number, orderPublicId: string): Promise<ReorderResponse> {
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
    const held = await heldInCart(tx, customerId, ids);

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
    await setCartQuantities(tx, customerId, next);
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
        item_count: await cartLineCount(tx, customerId),
      },
    };
  });
}

/* ---------- Quick order ---------- */

export interface QuickOrderCheck {
  rows: QuickOrderRow[];
  errorCount: number;
  subTotalPaise: number;
  /** Product id -> the cart line's quantity once the valid rows are added. */
  next: Map<number, number>;
}

const skuKey = (sku: string) => sku.trim().toUpperCase();

/** A whole number of at least 1 (digits only: '2.0', '1e3' and '+3' are not what a buyer means). */
function parseQuantity(raw: string): number | null {
  const s = raw.trim();
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= MAX_QUANTITY ? n : null;
}

/**
 * Checks every row against the catalogue, the stock and what the cart already holds. Rows with the
 * same SKU are merged (their sum must fit the stock). With `lock`, the product rows stay locked until
 * the caller's transaction ends, so the check still holds when the cart is written.
 */
export async function checkQuickOrder(
  tx: DbOrTx,
  customerId: number,
  input: QuickOrderRowInput[],
  lock = false,
): Promise<QuickOrderCheck> {
  if (input.length === 0) throw invalid({ rows: [EMPTY_LIST_MESSAGE] }, EMPTY_LIST_MESSAGE);
  if (input.length > QUICK_ORDER_MAX_ROWS) throw invalid({ rows: [tooManyRowsMessage(input.length)] }, tooManyRowsMessage(input.length));

  const keys = [...new Set(input.map((r) => skuKey(r.sku)).filter(Boolean))];
  // Both spellings, so the unique index on sku answers (SKUs are stored as the store wrote them).
  const spellings = [...new Set([...keys, ...input.map((r) => r.sku.trim()).filter(Boolean)])];
  const found = spellings.length ? await productsWhere(tx, customerId, anyOf(products.sku, spellings, 'text'), lock) : [];
  const bySku = new Map(found.map((p) => [skuKey(p.sku), p] as const));
  const held = await heldInCart(
    tx,
    customerId,
    found.map((p) => p.id),
  );

  type Product = (typeof found)[number];
  const rows: QuickOrderRow[] = [];
  const groups = new Map<number, { product: Product; rows: { row: QuickOrderRow; qty: number }[] }>();
  for (const r of input) {
    const sku = r.sku.trim();
    const quantity = parseQuantity(r.quantity);
    const row: QuickOrderRow = { line: r.line, sku, quantity, status: 'error', message: '', product: null, line_total: null };
    rows.push(row);
    const p = sku ? bySku.get(skuKey(sku)) : undefined;
    if (p) {
      row.product = {
        id: p.id,
        product_name: p.name,
        product_slug: p.slug,
        unit_price: fromPaise(unitPricePaise(p)),
        stock_quantity: p.isActive ? p.stock : 0,
        in_cart: held.get(p.id) ?? 0,
      };
    }
    if (!sku) row.message = NO_SKU_MESSAGE;
    else if (!p) row.message = UNKNOWN_SKU_MESSAGE;
    else if (!p.isActive) row.message = NOT_SOLD_MESSAGE;
    else if (quantity === null) row.message = BAD_QUANTITY_MESSAGE;
    else if (p.stock <= 0) row.message = OUT_OF_STOCK_MESSAGE;
    else {
      const g = groups.get(p.id) ?? { product: p, rows: [] };
      g.rows.push({ row, qty: quantity });
      groups.set(p.id, g);
    }
  }

  const next = new Map<number, number>();
  let subTotalPaise = 0;
  for (const [productId, { product: p, rows: members }] of groups) {
    const inCart = held.get(productId) ?? 0;
    const total = members.reduce((s, m) => s + m.qty, 0);
    const unit = unitPricePaise(p);
    const fits = inCart + total <= p.stock;
    if (fits) {
      next.set(productId, inCart + total);
      subTotalPaise += unit * total;
    }
    const others = (line: number) =>
      members
        .map((m) => m.row.line)
        .filter((l) => l !== line)
        .join(', ');
    for (const m of members) {
      m.row.line_total = fromPaise(unit * m.qty);
      if (!fits) {
        m.row.message = p.stock - inCart <= 0 ? cartFullMessage(p.stock) : overStockMessage(p.stock, inCart);
        if (members.length > 1) m.row.message += ` (lines ${members.map((x) => x.row.line).join(', ')} together ask for ${total}.)`;
        continue;
      }
      m.row.status = members.length > 1 ? 'merged' : 'ok';
      const becomes = inCart > 0 ? ` Your cart's ${inCart} becomes ${inCart + total}.` : '';
      m.row.message =
        members.length > 1
          ? `Same SKU as line ${others(m.row.line)}: added together (${total}).${becomes}`
          : `Ready to add.${becomes}`;
    }
  }
  const errorCount = rows.filter((r) => r.status === 'error').length;
  return { rows, errorCount, subTotalPaise, next };
}

/**
 * Adds the rows to the cart in one transaction, after checking them again under lock: if any row
 * fails now (stock sold meanwhile, a product withdrawn), nothing is added and the 422 names each
 * failing row (`rows.<line>`).
 */
export async function addQuickOrder(
  db: Db,
  customerId: number,
  input: QuickOrderRowInput[],
): Promise<{ addedCount: number; itemCount: number }> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const check = await checkQuickOrder(tx, customerId, input, true);
    if (check.errorCount > 0) {
      const errors: Record<string, string[]> = {};
      for (const r of check.rows) if (r.status === 'error') (errors[`rows.${r.line}`] ??= []).push(r.message);
      throw new HttpError(422, nothingAddedMessage(check.errorCount), errors);
    }
    await setCartQuantities(tx, customerId, check.next);
    return { addedCount: check.next.size, itemCount: await cartLineCount(tx, customerId) };
  });
}
