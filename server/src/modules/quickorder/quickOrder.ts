// Quick order: a list of SKUs and quantities checked row by row, then the valid rows added together.
import type { QuickOrderRow, QuickOrderRowInput } from '@contracts/quickOrder';
import { QUICK_ORDER_MAX_ROWS } from '@contracts/quickOrder';
import type { Db, DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { HttpError, invalid } from '../../lib/errors';
import { lockCustomer } from '../../db/locks';
import { unitPricePaise } from '../../lib/gst';
import { fromPaise } from '../../lib/money';
import { OUT_OF_STOCK_MESSAGE, type CartOwner } from '../cart';
import { NOT_SOLD_MESSAGE, anyOf, cartFullMessage, cartLineCount, heldInCart, productsWhere, setCartQuantities } from './cartLines';

export const UNKNOWN_SKU_MESSAGE = 'No product has this SKU.';
export const NO_SKU_MESSAGE = 'Enter a SKU.';
export const BAD_QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1.';
export const EMPTY_LIST_MESSAGE = 'Add at least one line: SKU, quantity.';
export const tooManyRowsMessage = (n: number) =>
  `A quick order takes up to ${QUICK_ORDER_MAX_ROWS} rows; this list has ${n}. Split it into smaller lists.`;
export const overStockMessage = (stock: number, held: number) =>
  held > 0 ? `Only ${stock} in stock and your cart holds ${held}: add at most ${stock - held}.` : `Only ${stock} in stock.`;
export const nothingAddedMessage = (n: number) => `Nothing was added: ${n} ${n === 1 ? 'row needs' : 'rows need'} attention.`;

const MAX_QUANTITY = 2147483647;

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
  owner: CartOwner,
  input: QuickOrderRowInput[],
  lock = false,
): Promise<QuickOrderCheck> {
  if (input.length === 0) throw invalid({ rows: [EMPTY_LIST_MESSAGE] }, EMPTY_LIST_MESSAGE);
  if (input.length > QUICK_ORDER_MAX_ROWS) throw invalid({ rows: [tooManyRowsMessage(input.length)] }, tooManyRowsMessage(input.length));

  const keys = [...new Set(input.map((r) => skuKey(r.sku)).filter(Boolean))];
  // Both spellings, so the unique index on sku answers (SKUs are stored as the store wrote them).
  const spellings = [...new Set([...keys, ...input.map((r) => r.sku.trim()).filter(Boolean)])];
  const found = spellings.length ? await productsWhere(tx, owner.customerId, anyOf(products.sku, spellings, 'text'), lock) : [];
  const bySku = new Map(found.map((p) => [skuKey(p.sku), p] as const));
  const held = await heldInCart(
    tx,
    owner,
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
  owner: CartOwner,
  input: QuickOrderRowInput[],
): Promise<{ addedCount: number; itemCount: number }> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, owner.customerId);
    const check = await checkQuickOrder(tx, owner, input, true);
    if (check.errorCount > 0) {
      const errors: Record<string, string[]> = {};
      for (const r of check.rows) if (r.status === 'error') (errors[`rows.${r.line}`] ??= []).push(r.message);
      throw new HttpError(422, nothingAddedMessage(check.errorCount), errors);
    }
    await setCartQuantities(tx, owner, check.next);
    return { addedCount: check.next.size, itemCount: await cartLineCount(tx, owner) };
  });
}
